import { RedirectError, type RedirectRefusal } from "../../errors/redirect-error.js";
import { kindOf } from "../../internal/option-checks/index.js";
import type { FetchLike } from "../types.js";
import type { CallState } from "./call-state.js";
import { isSensitiveHeader, scrub } from "./redact.js";
import { rethrowFetchFailure } from "./runtime-errors.js";

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** A failure shaped as the platform's fetch throws one: retried, then a NetworkError. */
function networkFailure(why: string): TypeError {
  return new TypeError("fetch failed", { cause: new Error(why) });
}

/** A Response of any realm (a test double's, undici's), by what the client reads of one. */
function isResponse(value: unknown): value is Response {
  const response = value as Partial<Response> | null | undefined;
  return typeof response?.status === "number" && typeof response.headers?.get === "function";
}

function parseUrl(text: string, base: URL): URL | undefined {
  try {
    return new URL(text, base);
  } catch {
    return undefined;
  }
}

/** `url` with every known secret replaced; one whose host held a secret keeps its scheme only. */
const withoutSecrets = (url: URL, secrets: readonly string[]) =>
  parseUrl(scrub(url.href, secrets), url) ?? new URL(`${url.protocol}//redacted.invalid/`);

/**
 * Sends `request` and follows up to `maxRedirects` redirects itself, each a GET: one to another
 * origin drops every sensitive header (fetch drops only `Authorization`); one off https, or to a
 * URL with credentials, is refused. A 3xx without a usable `Location` is returned as it is.
 */
export async function fetchFollowingRedirects(
  fetch: FetchLike,
  request: Request,
  init: RequestInit | undefined,
  maxRedirects: number,
  state: CallState,
): Promise<Response> {
  // The target is shown without the token: a hostile server may echo it in a Location.
  const refuse = (reason: RedirectRefusal, location: URL | undefined) =>
    new RedirectError(
      reason,
      location && withoutSecrets(location, state.secrets),
      state.summary(),
      maxRedirects,
    );
  let current = request;
  for (let hops = 0; ; hops++) {
    let response: unknown;
    try {
      response = await fetch(current, init);
    } catch (error) {
      rethrowFetchFailure(error);
    }
    if (!isResponse(response)) {
      throw new TypeError(
        `The \`fetch\` option must resolve with a Response, got ${kindOf(response)}`,
      );
    }
    // A user's `fetch` (msw's `getResponse`) may resolve with a network error: thrown as one.
    if (response.type === "error") throw networkFailure("fetch resolved with Response.error()");
    // A browser's opaqueredirect has status 0: it is checked first.
    if (response.type === "opaqueredirect") throw refuse("hidden", undefined);
    // No final answer has a status outside 200-599 (undici passes on even `999`): a broken server.
    if (response.status < 200 || response.status > 599) {
      throw networkFailure(`status ${response.status} is outside 200-599`);
    }
    const location = REDIRECT_STATUSES.has(response.status)
      ? response.headers.get("location")
      : null;
    if (location === null) return response;
    const from = new URL(current.url);
    const next = parseUrl(location, from);
    if (next === undefined) return response;
    await response.body?.cancel().catch(() => undefined);
    if (hops >= maxRedirects) throw refuse("too-many", next);
    // A Location with credentials: fetch cannot send it, and a server has no business sending one.
    if (
      (next.protocol !== "https:" && (next.protocol !== "http:" || from.protocol === "https:")) ||
      next.username !== "" ||
      next.password !== ""
    ) {
      throw refuse("insecure", next);
    }
    const headers = new Headers(current.headers);
    if (next.origin !== from.origin) {
      for (const name of [...headers.keys()])
        if (isSensitiveHeader(name, state.sensitiveHeaders)) headers.delete(name);
    }
    current = new Request(next, { headers, signal: current.signal, redirect: "manual" });
    state.url = current.url;
    state.logger?.debug?.("owned-products-sdk: redirect", {
      method: "GET",
      url: state.shownUrl(),
      attempt: state.attempts,
    });
  }
}
