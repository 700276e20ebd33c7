import { readFileSync } from "node:fs";
import type { CliIo } from "./cli-io.js";
import { jsonSyntaxErrorAt } from "./json-syntax.js";

/** What reading a JSON input gave: its value, or why there is none (a phrase, no file name). */
export type JsonInput = { readonly value: unknown } | { readonly problem: string };

const READ_ERRORS: Readonly<Record<string, string>> = {
  ENOENT: "no such file (ENOENT); check the path",
  EISDIR: "it is a folder (EISDIR); name the files in it",
  EACCES: "permission denied (EACCES)",
};

/** Why a file cannot be read, from the error of the read: `cannot be read, no such file …`. */
export function readProblem(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  const reason = typeof code === "string" ? (READ_ERRORS[code] ?? `(${code})`) : "(unreadable)";
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
