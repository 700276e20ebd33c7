// The `retry` option as ky's. ky runs the loop (limit, sleep, timeouts, default decisions); the
// client adds the user's predicate over the SDK's errors, and the server's hint over the backoff.
import type { RetryOptions } from "ky";
import { isHttpError } from "../../errors/http-error.js";
import { isNetworkError } from "../../errors/network-error.js";
import { isTimeoutError } from "../../errors/timeout-error.js";
import { RETRY_STATUSES } from "../retry-policy.js";
import type { CallState } from "./call-state.js";
import { failureName } from "./failure.js";
import { backoffMs, type RetryConfig } from "./retry-config.js";
import { formatHint } from "./retry-hint.js";

const STATUS_CODES = [...RETRY_STATUSES];

/** ky's retry options for the call `state` describes, under `policy`. */
export function kyRetry(policy: RetryConfig, state: CallState): RetryOptions {
  return {
    limit: policy.limit,
    statusCodes: STATUS_CODES,
    afterStatusCodes: [], // ky reads no hint: the wire's reading is fed to `delay` below
    retryOnTimeout: true,
    shouldRetry: async ({ error }) => {
      state.reason = failureName(error);
      const status = (error as { response?: Response }).response?.status;
      const { hint } = state;
      const retriedByDefault = status !== undefined && RETRY_STATUSES.includes(status);
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
      // undefined: ky's own rules decide (RETRY_STATUSES, timeouts, network errors).
      return tooLong ? false : verdict;
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
