// A field name can come from the server (strict parsing names every unknown field): a line break
// or control character in it must not forge a log line, nor a huge name flood one. Matched:
// controls, line separators, bidi controls (they reorder the rest of a line), lone surrogates.
const UNPRINTABLE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u2028-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** `text` with each character above written as `\uXXXX` (`"x\nforged"` becomes `x\u000aforged`). */
export function printable(text: string): string {
  return text.replace(UNPRINTABLE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/**
 * `key` for a message: cut to 100 characters with `…`, then {@link printable} (a cut through a
 * surrogate pair leaves its half escaped).
 */
export function printableKey(key: string): string {
  return printable(key.length > 100 ? `${key.slice(0, 100)}…` : key);
}
