/**
 * Where a command writes and reads: the process's streams in the `owned-products-sdk` command,
 * buffers in tests.
 */
export interface CliIo {
  /** Writes one line (or several, joined by newlines) to standard output. */
  readonly out: (text: string) => void;
  /** Writes one line to standard error. */
  readonly err: (text: string) => void;
  /**
   * All of standard input, for the `-` file; less once what came cannot start JSON (the rest is
   * not read), and an `InputProblem` once it holds more than a string can.
   */
  readonly stdin: () => Promise<Uint8Array>;
  /** The environment variables (`check` reads its token from the one `--token-env` names). */
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Calls `stop` once when the process is asked to stop (SIGINT, SIGTERM), with the signal. */
  readonly onStop: (stop: (signal?: StopSignal) => void) => void;
}

/** The signals that ask a command to stop. */
export type StopSignal = "SIGINT" | "SIGTERM";
