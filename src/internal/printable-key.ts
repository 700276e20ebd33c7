// A field name from a payload, as it is written into a message or a path's text: the name comes
// from the server (strict parsing names every unknown field), so a line break or a terminal
// control character in it must not forge a line of a log, and a huge name must not flood it.

// Control characters, the line separators, the bidirectional controls (which reorder how the rest
// of a line is shown) and a lone surrogate (no character at all).
const UNPRINTABLE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u2028-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const MAX_LENGTH = 100;

/**
 * `key` cut to 100 characters with `…`, and every control character, line separator,
 * bidirectional control and lone surrogate in it written as a `\uXXXX` escape (`"x\nforged"`
 * becomes `x\u000aforged`; a cut through a surrogate pair leaves its half escaped). Other keys
 * are returned as they are.
 */
export function printableKey(key: string): string {
  const cut = key.length > MAX_LENGTH ? `${key.slice(0, MAX_LENGTH)}…` : key;
  return cut.replace(UNPRINTABLE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
