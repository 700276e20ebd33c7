import { renameSync } from "node:fs";
import { lstat, realpath, stat } from "node:fs/promises";
import { basename, join, relative, resolve } from "node:path";
import type { CliIo } from "./cli-io.js";
import type { Command } from "./command.js";
import { jsonFilesIn } from "./collect-inputs.js";
import { maskJsonText } from "./mask-json-text.js";
import { parseFlags, stringFlag } from "./parse-flags.js";
import {
  decodeUtf8,
  keepYoungGenerationSmall,
  notJsonProblem,
  readProblem,
  readText,
} from "./read-input.js";
import { Interrupted, TemporaryFiles } from "./temporary-files.js";
import { UsageError } from "./usage-error.js";

const help = `Usage: owned-products-sdk redact <file|folder|->... [--out DIR | --in-place]

Copies JSON payloads with the value of every secret masked as "[REDACTED]": the contract's
secret fields, and every field whose name is a secret's (password, token, api key, signature,
...), at any depth. Everything else is kept character for character (indentation, key order,
numbers), so a diff shows only the masks and a payload valid against the contract stays valid.

One input (a file, or "-" for standard input) is written to standard output. Several, or a
folder (its *.json files, at any depth, links to files included), need:
  --out DIR      write each copy under DIR, at its path relative to its input folder (a file
                 named alone: by its name); two inputs that would land on one path are refused
  --in-place     replace each file by its copy (not with "-"; a link is refused: name the
                 file it points to)
  --help         show this help

All or nothing: every input is read and parsed before anything is written; one that cannot be
(unreadable, not JSON) ends the command with exit 2 and one line saying why, and nothing is
written or changed. Each copy goes to a temporary file in its destination folder, then is
renamed over it; stopped by Ctrl-C or SIGTERM, it removes them and the folders it made for
them, and writes nothing.

Exit code: 0 done; 2 bad usage or an input that cannot be read or parsed; 130 (SIGINT) or 143
(SIGTERM) stopped, nothing written.

Example:
  npx owned-products-sdk redact recorded/ --in-place
  npx owned-products-sdk redact page.json > page.redacted.json
  curl -s https://api.example.com/tenants | npx owned-products-sdk redact - | npx owned-products-sdk validate --secrets -`;

/** One input: where it is read from, and where its copy goes (`undefined`: standard output). */
interface Job {
  readonly name: string;
  readonly file: string;
  readonly destination: string | undefined;
}

/** Every input with its destination, collisions refused; nothing is read yet. */
async function jobsOf(
  inputs: readonly string[],
  mode: { out?: string; inPlace: boolean },
): Promise<Job[]> {
  const jobs: Job[] = [];
  // A folder goes under --out or --in-place even when it holds one file today: what the command
  // does must not change when a second file is recorded in it.
  let folderGiven: string | undefined;
  for (const input of inputs) {
    if (input === "-") {
      if (mode.inPlace)
        throw new UsageError('redact: "-" (standard input) cannot be redacted --in-place');
      if (mode.out !== undefined) {
        throw new UsageError(
          'redact: "-" (standard input) has no name to write under --out; redact it alone, to standard output',
        );
      }
      jobs.push({ name: "(stdin)", file: "-", destination: undefined });
      continue;
    }
    let folder: boolean;
    try {
      folder = (await stat(input)).isDirectory();
    } catch (error) {
      throw new UsageError(`redact: ${input}: ${readProblem(error)}; nothing was written`);
    }
    if (folder) folderGiven ??= input;
    const files = folder ? await jsonFilesIn(input) : [input];
    if (files.length === 0) {
      throw new UsageError(
        `redact: ${input}: a folder with no *.json file in it; nothing was written`,
      );
    }
    for (const file of files) {
      // Renamed over, a link would become a copy while the file it points to kept its secrets.
      if (mode.inPlace && (await lstat(file)).isSymbolicLink()) {
        throw new UsageError(
          `redact: ${file} is a symbolic link, which --in-place would replace rather than the file it ` +
            `points to (${await realpath(file)}): redact that file by its path, or use --out DIR; nothing was written`,
        );
      }
      const at = folder ? relative(input, file) : basename(file);
      const destination = mode.inPlace
        ? file
        : mode.out === undefined
          ? undefined
          : join(mode.out, at);
      jobs.push({ name: file, file, destination });
    }
  }
  if (jobs.length > 1 && jobs.some((job) => job.destination === undefined)) {
    throw new UsageError(
      "redact: several inputs need --out DIR or --in-place; one alone goes to standard output",
    );
  }
  if (folderGiven !== undefined && jobs.some((job) => job.destination === undefined)) {
    throw new UsageError(
      `redact: ${folderGiven} is a folder: its *.json files need --out DIR or --in-place; one file named alone goes to standard output`,
    );
  }
  if (mode.out !== undefined) {
    const inputsResolved = new Set(jobs.map((job) => resolve(job.file)));
    const seen = new Map<string, string>();
    for (const job of jobs) {
      const target = resolve(job.destination as string);
      const other = seen.get(target);
      if (other !== undefined) {
        throw new UsageError(
          `redact: ${other} and ${job.name} would both be written to ${job.destination}; nothing was written`,
        );
      }
      if (inputsResolved.has(target)) {
        throw new UsageError(
          `redact: ${job.destination} is an input; use --in-place to replace inputs; nothing was written`,
        );
      }
      seen.set(target, job.name);
    }
  }
  return jobs;
}

/** The text of an input, a leading byte-order mark kept (it is written back as it was). */
async function textOf(job: Job, io: CliIo): Promise<string> {
  try {
    // Refused unless UTF-8: a stray byte decodes to U+FFFD, which the copy would write back.
    return job.file === "-" ? decodeUtf8(await io.stdin(), true) : readText(job.file, true);
  } catch (error) {
    throw new UsageError(`redact: ${job.name}: ${readProblem(error)}; nothing was written`);
  }
}

/** `owned-products-sdk redact`: copies of JSON payloads with every secret masked. */
export const redactCommand: Command = {
  name: "redact",
  summary: "copy JSON files with every secret masked, the rest kept character for character",
  help,
  async run(args, io) {
    const flags = parseFlags("redact", args, {
      out: { type: "string" },
      "in-place": { type: "boolean" },
    });
    const out = stringFlag(flags, "out");
    const inPlace = flags.values["in-place"] === true;
    if (out !== undefined && inPlace)
      throw new UsageError("redact: choose --out DIR or --in-place, not both");
    if (flags.positionals.length === 0) {
      throw new UsageError(
        'redact: name the files or folders to redact, or "-" for standard input',
      );
    }
    const jobs = await jobsOf(flags.positionals, {
      ...(out === undefined ? {} : { out }),
      inPlace,
    });
    // Every input read and parsed before anything is written. Only the last input's text is kept
    // (standard input can be read only once, and is alone when read): the others are read again
    // when masked, last first, so one file's text is held at a time.
    keepYoungGenerationSmall();
    let lastText: string | undefined;
    for (const job of jobs) {
      // eslint-disable-next-line no-useless-assignment -- let go before the next read: one text at a time
      lastText = undefined;
      const text = await textOf(job, io);
      const json = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
      try {
        JSON.parse(json);
      } catch {
        throw new UsageError(`redact: ${job.name}: ${notJsonProblem(json)}; nothing was written`);
      }
      lastText = text;
    }
    if (jobs.length === 1 && jobs[0]?.destination === undefined) {
      const { pieces } = maskJsonText(lastText as string);
      // io.out ends with a newline: a text that had one is written back as it was.
      const whole = pieces.join("");
      io.out(whole.endsWith("\n") ? whole.slice(0, -1) : whole);
      return 0;
    }
    const written: [temporary: string, destination: string, job: Job, masked: number][] = [];
    const temporaries = new TemporaryFiles(io);
    try {
      for (const job of [...jobs].reverse()) {
        const text = lastText ?? (await textOf(job, io));
        lastText = undefined;
        const { pieces, masked } = maskJsonText(text);
        const destination = job.destination as string;
        written.unshift([await temporaries.write(destination, pieces), destination, job, masked]);
      }
    } catch (error) {
      temporaries.removeAll();
      if (error instanceof Interrupted) {
        io.err(`redact: stopped by ${error.signal}; nothing was written`);
        return error.exitCode;
      }
      throw error instanceof UsageError
        ? error
        : new UsageError(`redact: ${String((error as Error).message)}; nothing was written`);
    }
    for (const [temporary, destination] of written) renameSync(temporary, destination);
    for (const [, destination, job, masked] of written) {
      const what = masked === 1 ? "1 secret" : `${masked} secrets`;
      io.out(
        `${job.name}: ${what} masked${destination === job.file ? "" : `, written to ${destination}`}`,
      );
    }
    return 0;
  },
};
