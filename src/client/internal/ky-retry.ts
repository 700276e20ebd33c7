// The `retry` option as ky's. ky runs the loop (the limit, the methods, the sleep, the timeouts);
// the client's policy answers each failure (RETRY_STATUSES, timeouts, network errors, the user's
// predicate over the SDK's errors, the server's hint) and sets the delay. A verdict that is always
// true or false leaves ky's own status lists unread, so they are not passed: ky normalizes every
// key of `retry` on every call.
import {
  isHTTPError,
  isNetworkError as isKyNetworkError,
  isTimeoutError as isKyTimeoutError,
  type RetryOptions,
} from "ky";
import { isHttpError } from "../../errors/http-error.js";
import { isNetworkError } from "../../errors/network-error.js";
import { isTimeoutError } from "../../errors/timeout-error.js";
import { RETRY_STATUSES } from "../retry-policy.js";
import type { CallState } from "./call-state.js";
import { failureName } from "./failure.js";
import { backoffMs, type RetryConfig } from "./retry-config.js";
import { maskText } from "./redact.js";
import { formatHint } from "./retry-hint.js";

/** ky's retry options for the call `state` describes, under `policy`. */
export function kyRetry(policy: RetryConfig, state: CallState): RetryOptions {
  return {
    limit: policy.limit,
    shouldRetry: async ({ error }) => {
      // A status text is the server's: it may echo the token (masked as HttpError.statusText is).
      state.reason = maskText(failureName(error), state.secrets);
      const { hint } = state;
      // The default rules: a transient status, a timeout, a network error; never a bug.
      const retriedByDefault = isHTTPError(error)
        ? RETRY_STATUSES.includes(error.response.status)
        : isKyTimeoutError(error) || isKyNetworkError(error);
      // The wire reads a hint from each error response only, so a hint implies a status.
      const tooLong = hint !== undefined && hint > policy.maxRetryAfterMs;
      if (tooLong && (retriedByDefault || policy.shouldRetry)) {
        // Set before the predicate runs, so the error it is shown already says why.
        state.note =
          `the server asked to retry after ${formatHint(hint)}, longer than ` +
          `retry.maxRetryAfterMs (${formatHint(policy.maxRetryAfterMs)}), so it was not retried`;
      }
      let verdict: boolean | undefined;
      const failed = policy.shouldRetry && state.fail(error);
      if (
        policy.shouldRetry &&
        (isHttpError(failed) || isNetworkError(failed) || isTimeoutError(failed))
      ) {
        const { attempts, url } = state;
        verdict = await policy.shouldRetry({ error: failed, attempts, method: "GET", url });
      }
      // undefined: the default rules decide.
      return !tooLong && (verdict ?? retriedByDefault);
    },
    // The hint, else the backoff with its jitter (not ky's `jitter`, which would jitter the hint).
    delay: (retry) => {
      const delayMs = state.hint ?? backoffMs(policy, retry);
      state.delayMs = delayMs;
      state.waitedMs += delayMs;
      state.logger?.warn?.("owned-products-sdk: retry", {
        method: "GET",
        url: state.shownUrl(),
        attempt: state.attempts,
        reason: state.reason,
        delayMs: Math.round(delayMs),
      });
      return delayMs;
    },
  };
}
