import { constants, isUtf8 } from "node:buffer";
import { closeSync, fstatSync, openSync, readFileSync, readSync } from "node:fs";
import { setFlagsFromString } from "node:v8";
import type { CliIo } from "./cli-io.js";
import { jsonSyntaxErrorAt } from "./json-syntax.js";

/** What reading a JSON input gave: its value, or why there is none (a phrase, no file name). */
export type JsonInput = { readonly value: unknown } | { readonly problem: string };

// The longest string the runtime can build: a longer text cannot be parsed, so it is not read.
const MAX_TEXT = constants.MAX_STRING_LENGTH;
const TOO_LARGE = `it is larger than the ${Math.round(MAX_TEXT / 2 ** 20)} MiB of text JavaScript can hold; split it into smaller files`;

const READ_ERRORS: Readonly<Record<string, string>> = {
  ENOENT: "no such file (ENOENT); check the path",
  EACCES: "permission denied (EACCES)",
  ERR_STRING_TOO_LONG: TOO_LARGE,
  ERR_FS_FILE_TOO_LARGE: TOO_LARGE,
};

/**
 * An input that was read but is not JSON for a reason its text cannot show (it is not UTF-8),
 * or that is too large to be read: `problem` is the phrase of its verdict.
 */
export class InputProblem extends Error {
  constructor(readonly problem: string) {
    super(problem);
  }
}

/**
 * Why a file cannot be read, from the error of the read: `cannot be read, no such file …`; a
 * folder is told `onFolder`, what to name instead (`validate` reads a folder's files itself).
 */
export function readProblem(error: unknown, onFolder = "name the files in it"): string {
  if (error instanceof InputProblem) return error.problem;
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

// What JSON text can start with, after whitespace and a byte-order mark: a source that never
// ends (/dev/zero, `yes |`) is not read past its first byte when that byte already is no JSON.
const JSON_START = new Set(Array.from('{["-0123456789tfn', (char) => char.charCodeAt(0)));
const JSON_WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0d]);

/**
 * The bytes of a source of unknown length (standard input, a FIFO, a device), chunk by chunk:
 * `add` says whether to read on. It stops a source once its first byte past whitespace and a
 * byte-order mark cannot start JSON (each byte checked once, so collecting stays linear), and throws an
 * {@link InputProblem} once the source holds more than a string can.
 */
class Collected {
  private readonly chunks: Uint8Array[] = [];
  private length = 0;
  private started = false;

  add(chunk: Uint8Array): boolean {
    this.chunks.push(chunk);
    this.length += chunk.length;
    if (this.length > MAX_TEXT) throw new InputProblem(`cannot be read, ${TOO_LARGE}`);
    if (this.started) return true;
    // Past the first 3 bytes (a byte-order mark's), every earlier byte was whitespace: only the
    // new chunk needs a look, so a long run of whitespace is not gathered again per chunk.
    const fresh = this.length - chunk.length >= 3;
    const head = fresh ? chunk : Buffer.concat(this.chunks);
    const bom = !fresh && head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf ? 3 : 0;
    for (let i = bom; i < head.length; i++) {
      const byte = head[i] as number;
      if (JSON_WHITESPACE.has(byte)) continue;
      this.started = true;
      return JSON_START.has(byte);
    }
    return true;
  }

  bytes(): Uint8Array {
    return Buffer.concat(this.chunks);
  }
}

/** All of a source of unknown length, as {@link Collected} bounds it (the `-` input). */
export async function readBounded(
  chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
): Promise<Uint8Array> {
  const collected = new Collected();
  // Leaving the loop early ends the source (process.stdin is destroyed; `yes` gets EPIPE).
  for await (const chunk of chunks) if (!collected.add(chunk)) break;
  return collected.bytes();
}

function* chunksOf(fd: number): Generator<Uint8Array> {
  for (;;) {
    const chunk = Buffer.allocUnsafe(1 << 20);
    const n = readSync(fd, chunk);
    if (n === 0) return;
    yield chunk.subarray(0, n);
  }
}

/** The 1-based line and column of byte `offset` of `bytes`, counted in characters. */
function lineAndColumnOfByte(bytes: Uint8Array, offset: number): string {
  const before = new TextDecoder().decode(bytes.subarray(0, offset));
  return lineAndColumn(before, before.length);
}

/**
 * The offset of the first byte of `bytes` that does not begin a well-formed UTF-8 character
 * (RFC 3629: no overlong form, surrogate or code point past U+10FFFF), in one pass.
 */
function firstInvalidUtf8(bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length;) {
    const lead = bytes[i] as number;
    if (lead < 0x80) {
      i++;
      continue;
    }
    const more =
      lead >= 0xc2 && lead <= 0xdf
        ? 1
        : lead >= 0xe0 && lead <= 0xef
          ? 2
          : lead >= 0xf0 && lead <= 0xf4
            ? 3
            : 0;
    if (more === 0) return i;
    const low = lead === 0xe0 ? 0xa0 : lead === 0xf0 ? 0x90 : 0x80;
    const high = lead === 0xed ? 0x9f : lead === 0xf4 ? 0x8f : 0xbf;
    for (let k = 1; k <= more; k++) {
      const byte = bytes[i + k];
      if (byte === undefined || byte < (k === 1 ? low : 0x80) || byte > (k === 1 ? high : 0xbf))
        return i;
    }
    i += more + 1;
  }
  return bytes.length;
}

/**
 * Why `bytes` are no JSON text for their encoding (RFC 8259 wants UTF-8), or `undefined` when
 * they are UTF-8. Decoding replaces a stray byte with U+FFFD: JSON.parse would take the text,
 * `validate` judge another payload than the file's and `redact` write back other bytes.
 */
export function encodingProblem(bytes: Uint8Array): string | undefined {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    return "not valid JSON, it is UTF-16 (it starts with a UTF-16 byte-order mark); save it as UTF-8";
  }
  if (isUtf8(bytes)) return undefined;
  return `not valid JSON, it is not UTF-8 from ${lineAndColumnOfByte(bytes, firstInvalidUtf8(bytes))}; save it as UTF-8`;
}

/**
 * `bytes` decoded as UTF-8, a leading byte-order mark dropped unless `keepByteOrderMark`; an
 * {@link InputProblem} when they are not UTF-8.
 */
export function decodeUtf8(bytes: Uint8Array, keepByteOrderMark = false): string {
  const problem = encodingProblem(bytes);
  if (problem !== undefined) throw new InputProblem(problem);
  return new TextDecoder("utf-8", { ignoreBOM: keepByteOrderMark }).decode(bytes);
}

/**
 * The text of `file`, decoded as UTF-8 with a leading byte-order mark dropped (as TextDecoder
 * drops it; JSON.parse would refuse it) unless `keepByteOrderMark`. A regular file is read with
 * `readFileSync(file, "utf8")`, which decodes outside the JavaScript heap and frees the bytes at
 * once: no Buffer of the whole file is left for the garbage collector while JSON.parse builds
 * the value (bench/validate-memory.bench.ts); its bytes are read again only when the text holds
 * a U+FFFD, which a stray byte decodes to. Anything else (a FIFO, /dev/zero) is read as
 * standard input is, by {@link readBounded}.
 */
export function readText(file: string, keepByteOrderMark = false): string {
  const fd = openSync(file, "r");
  let text: string;
  try {
    if (!fstatSync(fd).isFile()) {
      const collected = new Collected();
      for (const chunk of chunksOf(fd)) if (!collected.add(chunk)) break;
      return decodeUtf8(collected.bytes(), keepByteOrderMark);
    }
    text = readFileSync(fd, "utf8");
  } finally {
    closeSync(fd);
  }
  if (text.includes("\uFFFD")) {
    const problem = encodingProblem(readFileSync(file));
    if (problem !== undefined) throw new InputProblem(problem);
  }
  return !keepByteOrderMark && text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** The JSON value in `file` (`-`: standard input), or why it cannot be had. */
export async function readJson(file: string, io: CliIo): Promise<JsonInput> {
  let text: string;
  try {
    text = file === "-" ? decodeUtf8(await io.stdin()) : readText(file);
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
