// `redact --out` and `--in-place` write each copy to a temporary file beside its destination and
// rename them all once every one is written, so a failure writes nothing. An interrupted run
// (Ctrl-C, SIGTERM) must write nothing too, and leave no temporary file behind: once the first
// exists, a signal is caught; it is acted on between files (JavaScript does not run a handler
// while a file is masked), where the temporaries are removed and the run ends with 128 + signal.
import { randomBytes } from "node:crypto";
import { closeSync, mkdirSync, openSync, rmSync, writeSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import type { CliIo, StopSignal } from "./cli-io.js";

const EXIT_CODES: Record<StopSignal, number> = { SIGINT: 130, SIGTERM: 143 };

/** A run that was interrupted by `signal`, its temporaries removed; its exit code is 128 + signal. */
export class Interrupted extends Error {
  readonly exitCode: number;

  constructor(readonly signal: StopSignal) {
    super(`interrupted by ${signal}`);
    this.exitCode = EXIT_CODES[signal];
  }
}

/** Writes `pieces` to a new temporary file beside `destination`, and returns its path. */
function writeTemporary(destination: string, pieces: readonly string[]): string {
  const folder = dirname(destination);
  mkdirSync(folder, { recursive: true });
  const temporary = join(folder, `.${basename(destination)}.${randomBytes(6).toString("hex")}.tmp`);
  const fd = openSync(temporary, "wx");
  try {
    // Written in chunks of about 1 MiB: one write per piece would be one system call per secret.
    let chunk = "";
    for (const piece of pieces) {
      chunk += piece;
      if (chunk.length >= 1 << 20) {
        writeSync(fd, chunk);
        chunk = "";
      }
    }
    if (chunk !== "") writeSync(fd, chunk);
  } finally {
    closeSync(fd);
  }
  return temporary;
}

/** The temporary files of one run, removed together on a failure or a signal. */
export class TemporaryFiles {
  readonly #paths: string[] = [];
  #signal: StopSignal | undefined;
  #watching = false;

  constructor(private readonly io: CliIo) {}

  /**
   * Writes a temporary copy for `destination` and returns its path; then lets a pending signal
   * through, which removes every temporary and throws {@link Interrupted}.
   */
  async write(destination: string, pieces: readonly string[]): Promise<string> {
    if (!this.#watching) {
      this.#watching = true;
      this.io.onStop((signal = "SIGINT") => (this.#signal ??= signal));
    }
    const temporary = writeTemporary(destination, pieces);
    this.#paths.push(temporary);
    await new Promise((resolve) => setImmediate(resolve));
    if (this.#signal !== undefined) {
      this.removeAll();
      throw new Interrupted(this.#signal);
    }
    return temporary;
  }

  /** Removes every temporary written so far. */
  removeAll(): void {
    for (const path of this.#paths.splice(0)) rmSync(path, { force: true });
  }
}
