import { isHTTPError, type RetryOptions } from "ky";
import { isHttpError } from "../../errors/http-error.js";
import { isNetworkError } from "../../errors/network-error.js";
import type { RequestSummary } from "../../errors/request-error.js";
import { isTimeoutError } from "../../errors/timeout-error.js";
import { RETRY_STATUSES } from "../retry-policy.js";
import type { ClientLogger, FetchLike } from "../types.js";
import { backoffDelay } from "./backoff-delay.js";
import { now } from "./clock.js";
import { failureName, translateFailure, type FailedResponse } from "./failure.js";
import { RedirectError } from "../../errors/redirect-error.js";
import { ResponseTooLargeError } from "../../errors/response-too-large-error.js";
import { fetchFollowingRedirects, type RedirectRules } from "./follow-redirects.js";
import type { OriginHolds } from "./origin-holds.js";
import { readBody } from "./read-body.js";
import { isSensitiveHeader, redactHeaders, redactUrl } from "./redact.js";
import { requestIdOf } from "./request-id.js";
import type { ResolvedRetry } from "./resolve-retry.js";
import { formatHint, retryHintMs } from "./retry-hint.js";

// How the work is split with ky. ky runs the loop: the retry limit, the method gate, a fresh
// per-attempt timeout, the sleep between attempts (cut short by the caller's signal), cloning
// the request, recognising network errors, and by default deciding on statuses, timeouts and
// network errors (`statusCodes` and `retryOnTimeout` below). A call adds only
// what ky cannot express: the user's predicate over this SDK's errors, `retry-after-ms`, failing
// at once on a hint above the maximum (ky would clamp it and sleep), and backoff with jitter.

// Statuses whose Response may not have a body (the Response constructor rejects one).
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/** What a call is, before its first attempt. */
export interface CallInit {
  readonly method: string;
  readonly url: string;
  readonly timeoutMs: number;
  /** Strings that must never appear in an error or a log line (the auth token and header). */
  readonly secrets: readonly string[];
  /** Header names (lower case) masked in logs and dropped on a redirect to another origin. */
  readonly sensitiveHeaders: readonly string[];
  readonly maxResponseBytes: number;
  readonly maxRedirects: number;
  /** The client's shared backoff, told of each Retry-After on a 429 or 503. */
  readonly holds: OriginHolds;
  readonly signal: AbortSignal | undefined;
  readonly logger: ClientLogger | undefined;
  readonly fetch: FetchLike;
  readonly retry: ResolvedRetry;
  /** The call this one sends again (after a 401, with a new token): its counts carry on. */
  readonly resends?: RequestSummary | undefined;
}

/** One call, all its attempts: what ky needs from it, and what it knows once it is over. */
export interface Call {
  /** The `fetch` ky uses for each attempt. */
  readonly fetch: FetchLike;
  /** ky's retry options for this call. */
  readonly retry: RetryOptions;
  /** What the call threw, as the user receives it: translated once, however often asked. */
  readonly fail: (error: unknown) => unknown;
  /** Where the call went, how often, and how long it took so far. */
  readonly summary: () => RequestSummary;
  readonly logger: ClientLogger | undefined;
  /**
   * The bytes of a successful response that `fetch` returned (its body was read), handed over
   * once: the call keeps no reference, so they are freed as soon as the caller drops them.
   */
  readonly takeBody: (response: Response) => Uint8Array<ArrayBuffer> | null;
}

/**
 * Starts a call. Its state (attempts, time waited, the latest URL, a server hint, why it stopped)
 * lives in this closure alone; ky drives it through `fetch` and `retry`, the client reads it back
 * through `summary` and `fail`.
 */
export function startCall(init: CallInit): Call {
  const { signal, logger, secrets, sensitiveHeaders, retry: policy } = init;
  const startedAt = now() - (init.resends?.elapsedMs ?? 0);
  // ky hands back the Response of the latest attempt and throws the latest error, so the latest
  // of each is all a call keeps (no per-call WeakMaps: they cost the garbage collector).
  let success:
    { readonly response: Response; readonly body: Uint8Array<ArrayBuffer> | null } | undefined;
  let failure: { readonly response: Response; readonly failed: FailedResponse } | undefined;
  let translation: { readonly error: unknown; readonly value: unknown } | undefined;
  let url = init.url;
  let attempts = init.resends?.attempts ?? 0;
  let waitedMs = init.resends?.waitedMs ?? 0;
  let nextDelayMs: number | undefined;
  let note: string | undefined;
  let lastFailure: string | undefined;

  const summary = (): RequestSummary => ({
    method: init.method,
    url: redactUrl(url, secrets),
    attempts,
    waitedMs,
    elapsedMs: now() - startedAt,
  });

  const failedOf = (response: Response) =>
    failure?.response === response ? failure.failed : undefined;

  const fail = (error: unknown): unknown => {
    if (signal?.aborted) return signal.reason;
    if (translation === undefined || translation.error !== error) {
      const context = {
        summary: summary(),
        timeoutMs: init.timeoutMs,
        secrets,
        sensitiveHeaders,
        note,
        failed: failedOf,
      };
      translation = { error, value: translateFailure(error, context) };
    }
    return translation.value;
  };

  const redirects: RedirectRules = {
    maxRedirects: init.maxRedirects,
    isSensitive: (name) => isSensitiveHeader(name, sensitiveHeaders),
    refuse: (reason, location) => new RedirectError(reason, location, summary(), init.maxRedirects),
    onRedirect: (next) => {
      url = next;
      logger?.debug?.("owned-products-sdk: redirect", {
        method: init.method,
        url: redactUrl(next, secrets),
        attempt: attempts,
      });
    },
  };

  // Each attempt is counted and logged, and the whole body is read before the attempt counts as
  // done. Reading it here, inside ky's per-attempt timeout and retry loop, is the point: a body
  // that stalls becomes a timeout and a connection reset mid-body a network error, and both are
  // retried like any other failed attempt (ky alone would retry neither once headers arrived).
  const fetch: FetchLike = async (request, requestInit) => {
    attempts += 1;
    url = request.url;
    const attempt = attempts;
    const started = now();
    logger?.debug?.("owned-products-sdk: request", {
      method: request.method,
      url: redactUrl(request.url, secrets),
      attempt,
      headers: redactHeaders(request.headers, secrets, sensitiveHeaders),
    });
    const response = await fetchFollowingRedirects(init.fetch, request, requestInit, redirects);
    const body = NULL_BODY_STATUSES.has(response.status)
      ? null
      : await readBody(response, init.maxResponseBytes, (announced) => {
          return new ResponseTooLargeError(init.maxResponseBytes, announced, summary());
        });
    logger?.debug?.("owned-products-sdk: response", {
      method: request.method,
      url: redactUrl(request.url, secrets),
      attempt,
      status: response.status,
      durationMs: Math.round(now() - started),
      requestId: requestIdOf(response.headers, secrets),
      bytes: body?.byteLength ?? 0,
    });
    // What ky gets back: a success as it came, its bytes kept aside so that they are decoded
    // once, with no stream in between; a failure as a copy with its body, which ky reads.
    if (response.ok) {
      success = { response, body };
      init.holds.release(url, started);
      return response;
    }
    const copy = new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
    const retryAfterMs = retryHintMs(response.headers);
    failure = { response: copy, failed: { body, retryAfterMs } };
    if (retryAfterMs !== undefined && (response.status === 429 || response.status === 503)) {
      init.holds.hold(url, Math.min(retryAfterMs, policy.maxRetryAfterMs));
    }
    return copy;
  };

  const decide = async (error: Error): Promise<boolean | undefined> => {
    if (signal?.aborted) return false;
    lastFailure = failureName(error);
    const status = isHTTPError(error) ? error.response.status : undefined;
    const hint = isHTTPError(error) ? failedOf(error.response)?.retryAfterMs : undefined;
    const retriedByDefault = status !== undefined && RETRY_STATUSES.includes(status);
    const tooLong = hint !== undefined && hint > policy.maxRetryAfterMs;
    if (tooLong && (retriedByDefault || policy.shouldRetry)) {
      // Known before the predicate runs, so that the error it is shown already says why.
      note =
        `the server asked to retry after ${formatHint(hint)}, longer than ` +
        `retry.maxRetryAfterMs (${formatHint(policy.maxRetryAfterMs)}), so it was not retried`;
    }
    let verdict: boolean | undefined;
    if (policy.shouldRetry) {
      const translated = fail(error);
      if (isHttpError(translated) || isNetworkError(translated) || isTimeoutError(translated)) {
        verdict = await policy.shouldRetry({
          error: translated,
          attempts,
          method: init.method,
          url,
        });
      }
    }
    if (verdict === false || hint === undefined) return verdict;
    if ((verdict !== true && !retriedByDefault) || tooLong) return false;
    nextDelayMs = hint;
    return true;
  };

  const retry: RetryOptions = {
    methods: ["get"],
    statusCodes: [...RETRY_STATUSES],
    afterStatusCodes: [], // server hints are read by the call, not by ky
    retryOnTimeout: true,
    limit: policy.limit,
    shouldRetry: ({ error }) => decide(error),
    delay: (retryCount) => {
      const delayMs = nextDelayMs ?? backoffDelay(policy, retryCount);
      nextDelayMs = undefined;
      waitedMs += delayMs;
      logger?.warn?.("owned-products-sdk: retry", {
        method: init.method,
        url: redactUrl(url, secrets),
        attempt: attempts,
        reason: lastFailure,
        delayMs: Math.round(delayMs),
      });
      return delayMs;
    },
  };

  return {
    fetch,
    retry,
    fail,
    summary,
    logger,
    takeBody: (response) => {
      const body = success?.response === response ? success.body : null;
      success = undefined;
      return body;
    },
  };
}
