// The `headers` option, of the client and of a call. A value may be a credential: a message names
// the header and shows only the value's kind.
import { kindOf, mustBe } from "../../internal/option-checks/index.js";
import type { HeaderMap } from "../types.js";

const LABEL = "options.headers";
/** An HTTP header name (RFC 9110's token). */
export const HEADER_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

function checkObject(where: string, value: unknown, label = LABEL): asserts value is object {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    const rule = 'an object of header names to string values, e.g. { "x-trace-id": "abc" }';
    mustBe(where, label, rule, value, kindOf);
  }
}

/**
 * What makes a string no header value, never the value: a line break or NUL would split the
 * header, a character beyond U+00FF cannot be sent at all (fetch: "Cannot convert argument to a
 * ByteString"). Also the words of a token that is none (auth-header.ts).
 */
export const valueProblem = (value: string): string =>
  /[\r\n\0]/.test(value)
    ? "a string with a line break or NUL"
    : "a string with a character beyond U+00FF, which a header cannot carry";

/** Throws unless `fetch` would accept the header `name: value`, never showing the value. */
export function checkHeader(
  where: string,
  name: string,
  value: unknown,
  label = `${LABEL}[${JSON.stringify(name)}]`,
): asserts value is string {
  if (typeof value !== "string") mustBe(where, label, "a string", value, kindOf);
  try {
    new Headers([[name, value]]);
  } catch {
    const rule =
      "a header fetch accepts: a name of letters, digits and -, a value of Latin-1 characters without line breaks";
    // Says which part is wrong, the name (already in the label) or the value (by its kind only).
    mustBe(where, label, rule, value, () =>
      HEADER_NAME.test(name) ? valueProblem(value) : "a name that is not a header name",
    );
  }
}

/** Checks headers: a `Headers`, or an object of them (`undefined` left out); names lower-cased. */
export function checkHeaders(where: string, value: unknown, label = LABEL): Record<string, string> {
  if (value === undefined) return {};
  if (value instanceof Headers) return Object.fromEntries(value);
  checkObject(where, value, label);
  // A Map, as mergeHeaders uses: a header named `__proto__` is kept, not taken for the prototype.
  const result = new Map<string, string>();
  for (const [name, item] of Object.entries(value)) {
    if (item === undefined) continue;
    checkHeader(where, name, item, `${label}[${JSON.stringify(name)}]`);
    result.set(name.toLowerCase(), item);
  }
  return Object.fromEntries(result);
}

/** The client's headers with a call's merged over them (a record's `undefined` removes one). */
export function mergeHeaders(
  where: string,
  base: Readonly<Record<string, string>>,
  extra?: HeaderMap,
): Readonly<Record<string, string>> {
  if (extra === undefined) return base;
  checkObject(where, extra);
  const headers = new Map(Object.entries(base));
  if (extra instanceof Headers) {
    extra.forEach((value, name) => headers.set(name, value));
    return Object.fromEntries(headers);
  }
  for (const [name, value] of Object.entries(extra)) {
    if (value === undefined) headers.delete(name.toLowerCase());
    else {
      checkHeader(where, name, value);
      headers.set(name.toLowerCase(), value);
    }
  }
  return Object.fromEntries(headers);
}

/** Checks `sensitiveHeaders`: an array of header names; returns them lower-cased. */
export function checkHeaderNames(where: string, value: unknown): string[] {
  if (value === undefined) return [];
  const label = "options.sensitiveHeaders";
  if (!Array.isArray(value))
    mustBe(where, label, 'an array of header names, e.g. ["x-signature"]', value);
  return value.map((name: unknown, index) => {
    if (typeof name !== "string" || !HEADER_NAME.test(name)) {
      mustBe(where, `${label}[${index}]`, 'a header name, e.g. "x-signature"', name);
    }
    return name.toLowerCase();
  });
}
