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
 * The client's headers with a call's merged over them: a `Headers` instance adds or replaces, a
 * record also removes a header set to `undefined`.
 */
export function mergeHeaders(
  base: Readonly<Record<string, string>>,
  extra: HeaderMap = {},
): Headers {
  if (typeof extra !== "object" || extra === null) {
    throw new TypeError("`headers` must be an object of header names to string values");
  }
  const headers = new Headers(base);
  if (extra instanceof Headers) {
    extra.forEach((value, name) => headers.set(name, value));
    return headers;
  }
  for (const [name, value] of Object.entries(extra)) {
    try {
      if (value === undefined) headers.delete(name);
      else if (typeof value === "string") headers.set(name, value);
      else throw new TypeError("not a string");
    } catch {
      throw new TypeError(`\`headers\` has an invalid header: ${JSON.stringify(name)}`);
    }
  }
  return headers;
}
