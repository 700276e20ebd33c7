import { isHTTPError, isNetworkError, isTimeoutError, type RetryOptions } from "ky";
import { HttpError } from "../errors/http-error.js";
import { NetworkError } from "../errors/network-error.js";
import { TimeoutError } from "../errors/timeout-error.js";
import type { CallState } from "./call-state.js";
import { formatHint, retryHintMs } from "./retry-hint.js";
import { backoffDelay, RETRY_STATUSES, type ResolvedRetry } from "./retry-policy.js";
import { translateError } from "./translate-error.js";

// How the work is split with ky. ky runs the loop: the retry limit, the method gate, a fresh
// per-attempt timeout, the sleep between attempts (cut short by the caller's signal), cloning
// the request, recognising network errors, and by default deciding on statuses, timeouts and
// network errors (the `statusCodes` and `retryOnTimeout` below). The client adds only what ky
// cannot express: the user's predicate over this SDK's errors, `retry-after-ms`, failing at once
// on a hint above the maximum (ky would clamp it and sleep), and backoff with equal jitter.

/**
 * The retry settings of the client's ky instance, the same for every call.
 *
 * @internal
 */
export const KY_RETRY_BASE = {
  methods: ["get"],
  statusCodes: [...RETRY_STATUSES],
  // Empty: server hints are read by `decide` below, not by ky.
  afterStatusCodes: [],
  retryOnTimeout: true,
} satisfies RetryOptions;

function failureName(error: Error): string {
  if (isHTTPError(error)) return `${error.response.status} ${error.response.statusText}`.trim();
  if (isTimeoutError(error)) return "timeout";
  if (isNetworkError(error)) return "network error";
  return error.name;
}

async function decide(
  error: Error,
  policy: ResolvedRetry,
  state: CallState,
): Promise<boolean | undefined> {
  if (state.signal?.aborted) return false;
  state.lastFailure = failureName(error);
  let verdict: boolean | undefined;
  if (policy.shouldRetry) {
    const translated = translateError(error, state);
    if (
      translated instanceof HttpError ||
      translated instanceof NetworkError ||
      translated instanceof TimeoutError
    ) {
      verdict = await policy.shouldRetry({
        error: translated,
        attempts: state.attempts,
        method: state.method,
        url: state.url,
      });
    }
  }
  if (verdict === false || !isHTTPError(error)) return verdict;
  const hint = retryHintMs(error.response.headers);
  if (hint === undefined) return verdict;
  if (verdict !== true && !RETRY_STATUSES.includes(error.response.status)) return false;
  if (hint > policy.maxRetryAfterMs) {
    state.note =
      `the server asked to retry after ${formatHint(hint)}, longer than ` +
      `retry.maxRetryAfterMs (${formatHint(policy.maxRetryAfterMs)}), so it was not retried`;
    return false;
  }
  state.nextDelayMs = hint;
  return true;
}

/**
 * ky's retry options for one call: the client's policy bound to this call's state.
 *
 * @internal
 */
export function kyRetryFor(policy: ResolvedRetry, state: CallState): RetryOptions {
  return {
    limit: policy.limit,
    shouldRetry: ({ error }) => decide(error, policy, state),
    delay: (retry) => {
      const delayMs = state.nextDelayMs ?? backoffDelay(policy, retry);
      state.nextDelayMs = undefined;
      state.waitedMs += delayMs;
      state.logger?.warn?.("owned-products-sdk: retry", {
        method: state.method,
        url: state.url,
        attempt: state.attempts,
        reason: state.lastFailure,
        delayMs: Math.round(delayMs),
      });
      return delayMs;
    },
  };
}
