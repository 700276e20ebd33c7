// Where JSON text breaks, found by a strict scan of RFC 8259's grammar rather than from
// JSON.parse's message, whose wording and position differ across Node versions, Bun and Deno.
// It runs only after JSON.parse has failed, to say where; it builds no value.

const WHITESPACE = " \t\n\r";
const DIGITS = "0123456789";
const HEX = "0123456789abcdefABCDEF";

/**
 * The offset where `text` stops being a prefix of any JSON text, or `undefined` when `text` is
 * JSON (as JSON.parse accepts it). An offset equal to `text.length` means the text ends before
 * the JSON is complete: every shorter prefix could still go on to valid JSON, the character at
 * the offset (if any) cannot.
 */
export function jsonSyntaxErrorAt(text: string): number | undefined {
  let i = 0;
  const at = (chars: string) => i < text.length && chars.includes(text.charAt(i));
  const skip = (chars: string) => {
    while (at(chars)) i++;
  };
  const word = (literal: string) => {
    for (const char of literal) {
      if (text.charAt(i) !== char) return false;
      i++;
    }
    return true;
  };
  const number = () => {
    if (at("-")) i++;
    if (at("0")) i++;
    else if (at("123456789")) skip(DIGITS);
    else return false;
    for (const [mark, sign] of [
      [".", ""],
      ["eE", "+-"],
    ] as const) {
      if (!at(mark)) continue;
      i++;
      if (sign !== "" && at(sign)) i++;
      if (!at(DIGITS)) return false;
      skip(DIGITS);
    }
    return true;
  };
  const string = () => {
    for (i++; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (code === 0x22) {
        i++;
        return true;
      }
      if (code < 0x20) return false;
      if (code !== 0x5c) continue;
      i++;
      if (at("u")) {
        for (let n = 0; n < 4; n++) {
          i++;
          if (!at(HEX)) return false;
        }
      } else if (!at('"\\/bfnrt')) return false;
    }
    return false;
  };
  const scalar = () => {
    const first = text.charAt(i);
    if (first === '"') return string();
    if (first === "t") return word("true");
    if (first === "f") return word("false");
    if (first === "n") return word("null");
    return number();
  };
  // `{` opened: a key, then its colon; false where that breaks.
  const key = () => {
    if (!at('"') || !string()) return false;
    skip(WHITESPACE);
    if (!at(":")) return false;
    i++;
    skip(WHITESPACE);
    return true;
  };

  const closers: string[] = [];
  skip(WHITESPACE);
  for (;;) {
    // A value starts at i.
    const open = at("[") ? "]" : at("{") ? "}" : undefined;
    if (open === undefined) {
      if (!scalar()) return i;
    } else {
      i++;
      skip(WHITESPACE);
      if (at(open)) i++;
      else {
        closers.push(open);
        if (open === "}" && !key()) return i;
        continue;
      }
    }
    // A value ended: close what it ends, until a comma asks for the next value.
    for (;;) {
      skip(WHITESPACE);
      const close = closers.at(-1);
      if (close === undefined) return i === text.length ? undefined : i;
      if (at(close)) {
        closers.pop();
        i++;
        continue;
      }
      if (!at(",")) return i;
      i++;
      skip(WHITESPACE);
      if (close === "}" && !key()) return i;
      break;
    }
  }
}
