// `redact --out` and `--in-place` write each copy to a temporary file beside its destination and
// rename them all once every one is written, so a failure writes nothing. An interrupted run
// (Ctrl-C, SIGTERM) must write nothing too, and leave no temporary file behind: once the first
// exists, a signal is caught; it is acted on between files (JavaScript does not run a handler
// while a file is masked), where the temporaries are removed and the run ends with 128 + signal.
// The folders made for them (`--out DIR`, its subfolders) go too, and only those: a folder that
// was there before is left as it was.
import { randomBytes } from "node:crypto";
import { closeSync, mkdirSync, openSync, rmdirSync, rmSync, statSync, writeSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import type { CliIo, StopSignal } from "./cli-io.js";
import { UsageError } from "./usage-error.js";

const EXIT_CODES: Record<StopSignal, number> = { SIGINT: 130, SIGTERM: 143 };

/** A run that was interrupted by `signal`, its temporaries removed; its exit code is 128 + signal. */
export class Interrupted extends Error {
  readonly exitCode: number;

  constructor(readonly signal: StopSignal) {
    super(`interrupted by ${signal}`);
    this.exitCode = EXIT_CODES[signal];
  }
}

const FOLDER_ERRORS: Readonly<Record<string, string>> = {
  EEXIST: "EEXIST: a file is in the way",
  ENOTDIR: "ENOTDIR: a file is in the way",
  EACCES: "EACCES: permission denied",
  EPERM: "EPERM: not permitted",
  EROFS: "EROFS: a read-only file system",
  ENOSPC: "ENOSPC: the disk is full",
};

/**
 * Makes `folder` and the folders above it that are missing, one by one from the highest; returns
 * the ones it made, deepest first (the order to remove them in). Not `mkdirSync(…, { recursive:
 * true })`, which spins without end where mkdir answers ENOENT under a folder that exists
 * (/proc/x). A folder that cannot be made is a {@link UsageError} that names it.
 */
function makeFolder(folder: string): string[] {
  const missing: string[] = [];
  for (let at = resolve(folder); ; at = dirname(at)) {
    const found = statSync(at, { throwIfNoEntry: false });
    if (found?.isDirectory()) break;
    missing.push(at);
    // A file in the way, or the root: mkdir says why below.
    if (found !== undefined || dirname(at) === at) break;
  }
  const made: string[] = [];
  try {
    for (const at of [...missing].reverse()) {
      mkdirSync(at);
      made.unshift(at);
    }
  } catch (error) {
    for (const at of made) rmdirSync(at);
    const code = String((error as { code?: unknown }).code);
    throw new UsageError(
      `redact: cannot make the folder ${folder} (${FOLDER_ERRORS[code] ?? code}); choose another --out DIR; nothing was written`,
    );
  }
  return made;
}

/** Writes `pieces` to a new temporary file in `folder` for `destination`; returns its path. */
function writeTemporary(folder: string, destination: string, pieces: readonly string[]): string {
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
  /** The folders made for the temporaries, each run's deepest first. */
  readonly #folders: string[] = [];
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
    const folder = dirname(destination);
    this.#folders.unshift(...makeFolder(folder));
    const temporary = writeTemporary(folder, destination, pieces);
    this.#paths.push(temporary);
    await new Promise((resolve) => setImmediate(resolve));
    if (this.#signal !== undefined) {
      this.removeAll();
      throw new Interrupted(this.#signal);
    }
    return temporary;
  }

  /**
   * Removes every temporary written so far, then the folders made for them, each only when empty:
   * one that something else wrote into meanwhile stays, with what is in it.
   */
  removeAll(): void {
    for (const path of this.#paths.splice(0)) rmSync(path, { force: true });
    for (const folder of this.#folders.splice(0)) {
      try {
        rmdirSync(folder);
      } catch {
        // Not empty, or gone: left as it is.
      }
    }
  }
}
