// A field name from a payload, as it is written into a message or a path's text: the name comes
// from the server (strict parsing names every unknown field), so a line break or a terminal
// control character in it must not forge a line of a log, and a huge name must not flood it.

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
const MAX_LENGTH = 100;

/**
 * `key` with every control character, and the two Unicode line separators, written as a `\uXXXX`
 * escape (`"x\nforged"` becomes `x\u000aforged`), cut to 100 characters with `…`. Other keys are
 * returned as they are.
 */
export function printableKey(key: string): string {
  const cut = key.length > MAX_LENGTH ? `${key.slice(0, MAX_LENGTH)}…` : key;
  return cut.replace(UNPRINTABLE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
