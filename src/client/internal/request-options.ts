import { suggestion } from "../../internal/did-you-mean.js";
import type { HeaderMap, RequestOptions } from "../types.js";

const REQUEST_OPTION_KEYS = ["signal", "headers", "timeoutMs", "retry", "maxResponseBytes"];

/**
 * Checks the last argument of an operation: an object of known keys, with a real signal.
 */
export function checkRequestOptions(options: unknown): RequestOptions {
  if (options === undefined) return {};
  if (typeof options !== "object" || options === null) {
    throw new TypeError(
      `The request options must be an object: { ${REQUEST_OPTION_KEYS.join(", ")} }`,
    );
  }
  for (const key of Object.keys(options)) {
    if (!REQUEST_OPTION_KEYS.includes(key)) {
      const hint = suggestion(key, REQUEST_OPTION_KEYS);
      throw new TypeError(
        `Unknown request option \`${key}\`${hint}; known: ${REQUEST_OPTION_KEYS.join(", ")}`,
      );
    }
  }
  const { signal } = options as RequestOptions;
  if (signal !== undefined && !(signal instanceof AbortSignal)) {
    throw new TypeError("`signal` must be an AbortSignal");
  }
  return options as RequestOptions;
}

/**
 * The client's headers (lower-case names) with a call's merged over them, as a plain record that
 * ky copies once: a `Headers` instance adds or replaces, a record also removes a header set to
 * `undefined`.
 */
export function mergeHeaders(
  base: Readonly<Record<string, string>>,
  extra?: HeaderMap,
): Record<string, string> {
  if (extra === undefined) return { ...base };
  if (typeof extra !== "object" || extra === null) {
    throw new TypeError("`headers` must be an object of header names to string values");
  }
  const headers = new Map(Object.entries(base));
  if (extra instanceof Headers) {
    extra.forEach((value, name) => headers.set(name, value));
    return Object.fromEntries(headers);
  }
  for (const [name, value] of Object.entries(extra)) {
    try {
      if (value !== undefined && typeof value !== "string") throw new TypeError("not a string");
      // Checked as fetch would check it, so a bad name or value is named here.
      if (value !== undefined) new Headers([[name, value]]);
    } catch {
      throw new TypeError(`\`headers\` has an invalid header: ${JSON.stringify(name)}`);
    }
    if (value === undefined) headers.delete(name.toLowerCase());
    else headers.set(name.toLowerCase(), value);
  }
  return Object.fromEntries(headers);
}
