import { now, requestIdOf, type CallState } from "./call-state.js";
import { redactHeaders } from "./redact.js";
import type { FetchLike } from "./types.js";

// Statuses whose Response may not have a body (the Response constructor rejects one).
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

// The raw bytes of each error response, in case ky could not read them into `HTTPError.data`
// (a body that claims to be JSON but is not).
const rawBodies = new WeakMap<Response, ArrayBuffer>();

/** The raw body of an error response received by {@link attemptFetch}, if kept. */
export function rawBodyOf(response: Response): ArrayBuffer | undefined {
  return rawBodies.get(response);
}

/**
 * The `fetch` ky uses for one call. Each attempt is counted and logged, and the whole body is
 * read before the attempt counts as done. Reading it here, inside ky's per-attempt timeout and
 * retry loop, is the point: a body that stalls becomes a timeout and a connection reset
 * mid-body a network error, and both are retried like any other failed attempt (ky alone
 * would retry neither once the headers had arrived).
 */
export function attemptFetch(fetch: FetchLike, state: CallState): FetchLike {
  return async (request, init) => {
    state.attempts += 1;
    state.url = request.url;
    const attempt = state.attempts;
    const started = now();
    state.logger?.debug?.("owned-products-sdk: request", {
      method: request.method,
      url: request.url,
      attempt,
      headers: redactHeaders(request.headers, state.secrets, state.authHeader),
    });
    const response = await fetch(request, init);
    const body = NULL_BODY_STATUSES.has(response.status) ? null : await response.arrayBuffer();
    state.logger?.debug?.("owned-products-sdk: response", {
      method: request.method,
      url: request.url,
      attempt,
      status: response.status,
      durationMs: Math.round(now() - started),
      requestId: requestIdOf(response.headers),
      bytes: body?.byteLength ?? 0,
    });
    const copy = new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
    Object.defineProperty(copy, "url", { value: response.url || request.url });
    if (!response.ok && body !== null) rawBodies.set(copy, body);
    return copy;
  };
}
