import { mustBe } from "./fail.js";

const URL_RULE = "an absolute http(s) URL, e.g. https://api.example.com";
// A call's parameters go in its arguments, and a fragment is never sent.
const NO_QUERY_RULE = "a URL without a query or a fragment, e.g. https://api.example.com/v1";
// fetch refuses a URL with credentials, and they would show in every error and log line.
const NO_CREDENTIALS_RULE =
  "a URL without a user name or password (send credentials with options.auth or options.headers)";

/**
 * A URL's text for a message, its user name and password as `[REDACTED]@` (an `@` in a parsed
 * URL's path is no user name). Unparsed text is masked up to its last `@` before a query, should
 * a password hold a `/`.
 */
function withoutUserinfo(text: string, url: URL | undefined): string {
  if (url === undefined) return text.replace(/^((?:[a-z][\w+.-]*:)?\/*)[^?#]*@/i, "$1[REDACTED]@");
  if (url.username === "" && url.password === "") return text;
  return `${url.protocol}//[REDACTED]@${url.host}${url.pathname}${url.search}${url.hash}`;
}

/**
 * `options.baseUrl` (of a client, or the mock service's), parsed: http(s), without credentials,
 * query or fragment. `base` resolves a relative value, and `rule` then says what is allowed.
 */
export function baseUrlOption(where: string, value: unknown, rule = URL_RULE, base?: string): URL {
  let url: URL | undefined;
  try {
    url = typeof value === "string" || value instanceof URL ? new URL(value, base) : undefined;
  } catch {
    url = undefined;
  }
  const text = value instanceof URL ? value.href : value;
  const show = typeof text === "string" ? withoutUserinfo(text, url) : text;
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:")) {
    mustBe(where, "options.baseUrl", rule, show);
  }
  if (url.username || url.password) mustBe(where, "options.baseUrl", NO_CREDENTIALS_RULE, show);
  if (url.search || url.hash) mustBe(where, "options.baseUrl", NO_QUERY_RULE, show);
  return url;
}
