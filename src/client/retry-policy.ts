import type { HttpError } from "../errors/http-error.js";
import type { NetworkError } from "../errors/network-error.js";
import type { TimeoutError } from "../errors/timeout-error.js";

/**
 * The statuses retried by default: each is transient, while any other 4xx means the request itself
 * is wrong.
 *
 * @group Client
 */
export const RETRY_STATUSES: readonly number[] = [408, 429, 500, 502, 503, 504];

/**
 * What a {@link RetryPredicate} is asked about: the failure of one attempt.
 *
 * @group Client
 */
export interface RetryContext {
  /** The failure, already translated into this SDK's errors. */
  readonly error: HttpError | NetworkError | TimeoutError;
  /** How many attempts have been made so far (1 after the first failure). */
  readonly attempts: number;
  readonly method: string;
  readonly url: string;
}

/**
 * A custom retry rule: `true` retries, `false` does not, `undefined` leaves it to the default
 * rules. The limit, the signal and `maxRetryAfterMs` still apply.
 *
 * @example
 * ```ts
 * const retryConflicts: RetryPredicate = ({ error }) =>
 *   error instanceof HttpError && error.status === 409 ? true : undefined;
 * ```
 * @group Client
 */
export type RetryPredicate = (
  context: RetryContext,
) => boolean | undefined | Promise<boolean | undefined>;

/**
 * The retry settings. Unset fields keep their defaults.
 *
 * @group Client
 */
export interface RetryPolicy {
  /** How many times a failed request is retried. Default `2`; `0` turns retrying off. */
  readonly limit?: number | undefined;
  /** The first backoff delay in milliseconds; it doubles on each retry. Default `500`. */
  readonly baseDelayMs?: number | undefined;
  /** The cap on one backoff delay, in milliseconds. Default `8000`. */
  readonly maxDelayMs?: number | undefined;
  /**
   * The longest server hint (`Retry-After`, `retry-after-ms`) waited for, in milliseconds; a
   * longer one fails the call at once, the hint in the error. Default `60000`.
   */
  readonly maxRetryAfterMs?: number | undefined;
  /** Randomise each backoff delay between half and all of it. Default `true`. */
  readonly jitter?: boolean | undefined;
  /** A custom rule consulted before the default ones. */
  readonly shouldRetry?: RetryPredicate | undefined;
}

/**
 * The `retry` option: a retry limit (`0` = never retry), a {@link RetryPredicate}, or a
 * {@link RetryPolicy}.
 *
 * @example
 * ```ts
 * createClient({ baseUrl, retry: 0 });
 * createClient({ baseUrl, retry: { limit: 4, baseDelayMs: 200, maxRetryAfterMs: 10_000 } });
 * ```
 * @group Client
 */
export type RetryOption = number | RetryPredicate | RetryPolicy;
