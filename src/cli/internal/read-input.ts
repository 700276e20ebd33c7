import { readFileSync } from "node:fs";
import { setFlagsFromString } from "node:v8";
import type { CliIo } from "./cli-io.js";
import { jsonSyntaxErrorAt } from "./json-syntax.js";

/** What reading a JSON input gave: its value, or why there is none (a phrase, no file name). */
export type JsonInput = { readonly value: unknown } | { readonly problem: string };

const READ_ERRORS: Readonly<Record<string, string>> = {
  ENOENT: "no such file (ENOENT); check the path",
  EACCES: "permission denied (EACCES)",
};

/**
 * Why a file cannot be read, from the error of the read: `cannot be read, no such file …`; a
 * folder is told `onFolder`, what to name instead (`validate` reads a folder's files itself).
 */
export function readProblem(error: unknown, onFolder = "name the files in it"): string {
  const code = (error as { code?: unknown }).code;
  const reason =
    code === "EISDIR"
      ? `it is a folder (EISDIR); ${onFolder}`
      : typeof code === "string"
        ? (READ_ERRORS[code] ?? `(${code})`)
        : "(unreadable)";
  return `cannot be read, ${reason}`;
}

function lineAndColumn(text: string, offset: number): string {
  let line = 1;
  let start = 0;
  for (let n = text.indexOf("\n"); n !== -1 && n < offset; n = text.indexOf("\n", n + 1)) {
    line++;
    start = n + 1;
  }
  return `line ${line}, column ${offset - start + 1}`;
}

/**
 * Why `text` (which JSON.parse rejected) is not JSON: where its syntax breaks, by line and
 * column, or that it ends early or is empty. Never a piece of the text, which may be a secret.
 */
export function notJsonProblem(text: string): string {
  if (/^[ \t\n\r]*$/.test(text)) return "not valid JSON, it is empty";
  const at = jsonSyntaxErrorAt(text) ?? text.length;
  return at === text.length
    ? `not valid JSON, it ends at ${lineAndColumn(text, at)} before the JSON is complete`
    : `not valid JSON, the syntax breaks at ${lineAndColumn(text, at)}`;
}

/**
 * The text of `file`, decoded as UTF-8 with a leading byte-order mark dropped (as TextDecoder
 * drops it; JSON.parse would refuse it). Read with `readFileSync(file, "utf8")`, which decodes
 * outside the JavaScript heap and frees the bytes at once: no Buffer of the whole file is left
 * for the garbage collector while JSON.parse builds the value (bench/validate-memory.bench.ts).
 */
export function readText(file: string): string {
  const text = readFileSync(file, "utf8");
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** The JSON value in `file` (`-`: standard input), or why it cannot be had. */
export async function readJson(file: string, io: CliIo): Promise<JsonInput> {
  let text: string;
  try {
    text = file === "-" ? new TextDecoder().decode(await io.stdin()) : readText(file);
  } catch (error) {
    return { problem: readProblem(error) };
  }
  // Only the value outlives this call: the text is garbage once JSON.parse is done with it.
  try {
    return { value: JSON.parse(text) };
  } catch {
    return { problem: notJsonProblem(text) };
  }
}

/**
 * Keeps V8's young generation at its first size for the rest of the process. Checking a value
 * leaves short-lived garbage, under which V8 grows the young generation (to tens of MiB) on top
 * of the parsed value; with a growth factor of 1 it stays small, and a 200 MB file peaks below a
 * plain `JSON.parse` of it, for about 10% more time (bench/validate-memory.bench.ts). Set at run
 * time, which V8 reads when it next sizes the heap; where the runtime has no such flag (or
 * refuses it) nothing changes but the memory.
 */
export function keepYoungGenerationSmall(): void {
  try {
    setFlagsFromString("--semi-space-growth-factor=1");
  } catch {
    // Bun and Deno may not implement it: the check itself is the same.
  }
}
