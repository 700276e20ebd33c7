// The text half of `owned-products-sdk redact`: the value of every secret name in a JSON text is
// replaced where it stands, and every other character is kept, so indentation, key order, number
// spellings and escapes stay as the file had them and a diff shows only the masks. The text must
// be JSON already (the command parses it first); nothing is built but the list of the spans.
import { REDACTED } from "../../derived/redact-secrets.js";
import { isSecretName } from "../../internal/secret-names.js";

const QUOTE = 34; // "
const BACKSLASH = 92;
const OPEN_OBJECT = 123; // {
const CLOSE_OBJECT = 125;
const OPEN_ARRAY = 91; // [
const CLOSE_ARRAY = 93;
const COMMA = 44;
const COLON = 58;

/** The offset just past the string that starts at `start` (its opening quote). */
function stringEnd(text: string, start: number): number {
  for (let from = start + 1; ;) {
    const quote = text.indexOf('"', from);
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return quote + 1;
    from = quote + 1;
  }
}

/** Whether a character ends a number or a literal (`true`, `null`). */
const ends = (code: number) =>
  code === COMMA || code === CLOSE_OBJECT || code === CLOSE_ARRAY || code <= 32;

/** The offset just past the value that starts at `start`: a string, a container or a literal. */
function valueEnd(text: string, start: number): number {
  const first = text.charCodeAt(start);
  if (first === QUOTE) return stringEnd(text, start);
  if (first !== OPEN_OBJECT && first !== OPEN_ARRAY) {
    let end = start;
    while (end < text.length && !ends(text.charCodeAt(end))) end++;
    return end;
  }
  let depth = 0;
  for (let i = start; i < text.length;) {
    const code = text.charCodeAt(i);
    if (code === QUOTE) i = stringEnd(text, i);
    else {
      if (code === OPEN_OBJECT || code === OPEN_ARRAY) depth++;
      else if ((code === CLOSE_OBJECT || code === CLOSE_ARRAY) && --depth === 0) return i + 1;
      i++;
    }
  }
  return text.length;
}

/** A JSON text's secrets: the spans of their values, each to be replaced by `"[REDACTED]"`. */
export interface MaskedText {
  /** The text's pieces, in order, masks included: written one after another, the masked text. */
  readonly pieces: readonly string[];
  /** How many values were masked. */
  readonly masked: number;
}

const MASK = JSON.stringify(REDACTED);

/**
 * `text` (JSON) with the value of every secret name, at any depth, replaced by `"[REDACTED]"`:
 * a string, a number, an object or an array masked whole, as `redactSecrets` masks them; `null`
 * and an already masked `"[REDACTED]"` kept. Keys are read as JSON reads them (`"api\u005fkey"`
 * is `api_key`).
 */
export function maskJsonText(text: string): MaskedText {
  const pieces: string[] = [];
  let kept = 0;
  let masked = 0;
  // For each open container, whether it is an object; and whether the next string is a key.
  const objects: boolean[] = [];
  let expectKey = false;
  let secretNext = false;
  // A leading byte-order mark is kept, and is no JSON.
  for (let i = text.charCodeAt(0) === 0xfeff ? 1 : 0; i < text.length;) {
    const code = text.charCodeAt(i);
    if (code <= 32 || code === COLON) {
      i++;
      continue;
    }
    if (code === COMMA) {
      expectKey = objects.at(-1) === true;
      i++;
      continue;
    }
    if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) {
      objects.pop();
      i++;
      continue;
    }
    if (code === QUOTE && expectKey) {
      const end = stringEnd(text, i);
      const raw = text.slice(i + 1, end - 1);
      secretNext = isSecretName(raw.includes("\\") ? (JSON.parse(`"${raw}"`) as string) : raw);
      expectKey = false;
      i = end;
      continue;
    }
    if (secretNext) {
      // A value of a secret name: masked whole, unless it shows nothing already.
      secretNext = false;
      const end = valueEnd(text, i);
      const value = text.slice(i, end);
      if (value !== "null" && value !== MASK) {
        pieces.push(text.slice(kept, i), MASK);
        kept = end;
        masked++;
      }
      i = end;
      continue;
    }
    if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
      objects.push(code === OPEN_OBJECT);
      expectKey = code === OPEN_OBJECT;
      i++;
      continue;
    }
    i = valueEnd(text, i);
  }
  pieces.push(text.slice(kept));
  return { pieces, masked };
}
