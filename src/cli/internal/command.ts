import type { CliIo } from "./cli-io.js";

/** A subcommand of the `owned-products-sdk` command line. */
export interface Command {
  readonly name: string;
  /** One line, for the list of commands. */
  readonly summary: string;
  /** The text of `<command> --help`. */
  readonly help: string;
  /** Runs the command with the arguments after its name; resolves to the exit code. */
  readonly run: (args: readonly string[], io: CliIo) => Promise<number>;
}
