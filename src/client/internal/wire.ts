// The `fetch` handed to ky, once per attempt. The body is read whole here, so ky's per-attempt
// timeout covers it and a body that stalls or is cut off is retried (ky alone retries neither once
// headers arrived); with no afterResponse hook, ky never clones a response to read it again.
import { ResponseTooLargeError } from "../../errors/response-too-large-error.js";
import type { FetchLike } from "../types.js";
import { now, type Backoff } from "./backoff.js";
import type { CallOptions } from "./call-options.js";
import type { CallState } from "./call-state.js";
import type { ClientConfig } from "./client-config.js";
import { quietly } from "./observe.js";
import { readBody } from "./read-body.js";
import { redactHeaders } from "./redact.js";
import { fetchFollowingRedirects } from "./redirects.js";
import { requestIdOf } from "./request-id.js";
import { retryHintMs } from "./retry-hint.js";

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/** What the wire uses of the client's core (call.ts). */
interface WireCore {
  readonly config: ClientConfig;
  readonly backoff: Backoff | undefined;
}

/** The `fetch` ky calls per attempt of the call `state`; it sends `headers` (auth among them). */
export function wire(
  core: WireCore,
  options: CallOptions,
  state: CallState,
  headers: Readonly<Record<string, string>>,
): FetchLike {
  const { config, backoff } = core;
  const { maxResponseBytes } = options;
  const { logger, secrets, sensitiveHeaders } = state;
  const sent = Object.entries(headers);
  // Where the platform bounds a body itself, a 2xx may be read whole (read-body.ts); not with a
  // `dispatcher` (undici's MockAgent answers below the HTTP framing), nor for `withResponse`, whose
  // bytes must round-trip exactly (a BOM, invalid UTF-8).
  const wholeText =
    config.platformFetch && !options.exactBytes && !options.fetchOptions?.["dispatcher"];
  return async (request) => {
    // A fresh Request per attempt (ky cloned it before the last one was sent).
    for (const [name, value] of sent) request.headers.set(name, value);
    state.attempts += 1;
    state.url = request.url;
    state.hint = undefined;
    state.reading = undefined;
    state.receivedBytes = undefined;
    const started = now();
    const attempt = state.attempts;
    const url = logger && state.shownUrl();
    const watch = state.tracked?.watch;
    if (watch?.attempt) {
      const { reason, delayMs: waitMs } = state;
      quietly(() => watch.attempt?.({ attempt, waitMs, reason, headers: request.headers }));
    }
    logger?.debug?.("owned-products-sdk: request", {
      method: "GET",
      url,
      attempt,
      headers: redactHeaders(request.headers, secrets, sensitiveHeaders),
    });
    const response = await fetchFollowingRedirects(
      config.fetch,
      request,
      options.fetchOptions,
      config.maxRedirects,
      state,
    );
    state.reading = response;
    const body = NULL_BODY_STATUSES.has(response.status)
      ? null
      : await readBody(
          response,
          maxResponseBytes,
          (announced) => new ResponseTooLargeError(maxResponseBytes, announced, state.summary()),
          state,
          wholeText,
        );
    state.body = body;
    if (state.tracked) state.tracked.status = response.status;
    logger?.debug?.("owned-products-sdk: response", {
      method: "GET",
      url,
      attempt,
      status: response.status,
      durationMs: Math.round(now() - started),
      requestId: requestIdOf(response.headers, secrets),
      // A body read whole is as long as its Content-Length (read-body.ts).
      bytes:
        typeof body === "string"
          ? Number(response.headers.get("content-length"))
          : (body?.byteLength ?? 0),
    });
    const { permit } = state;
    if (response.ok) {
      backoff?.release(state.url, started);
      permit?.succeeded();
    } else {
      state.hint = retryHintMs(response.headers);
      if (state.hint !== undefined && (response.status === 429 || response.status === 503)) {
        const ms = Math.min(state.hint, options.retry.maxRetryAfterMs);
        backoff?.hold(state.url, ms);
        if (config.sharedBackoff) permit?.hold(ms);
      }
    }
    return response;
  };
}
