// A base URL: where a client's calls, or the mock service's routes, live.
import { mustBe } from "./fail.js";

const URL_RULE = "an absolute http(s) URL, e.g. https://api.example.com";
// A call's parameters go in its arguments, and a fragment is never sent.
const NO_QUERY_RULE = "a URL without a query or a fragment, e.g. https://api.example.com/v1";

/**
 * `options.baseUrl`, parsed: an http(s) URL without a query or a fragment. `base` resolves a
 * relative value (the mock service's `/api`), and `rule` then says what is allowed. Throws a
 * TypeError of the option-check family.
 */
export function baseUrlOption(where: string, value: unknown, rule = URL_RULE, base?: string): URL {
  let url: URL | undefined;
  try {
    url = typeof value === "string" || value instanceof URL ? new URL(value, base) : undefined;
  } catch {
    url = undefined;
  }
  // A URL object is shown as its text.
  const show = value instanceof URL ? value.href : value;
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:")) {
    mustBe(where, "options.baseUrl", rule, show);
  }
  if (url.search || url.hash) mustBe(where, "options.baseUrl", NO_QUERY_RULE, show);
  return url;
}
