import { describeRequest } from "./internal/describe-request.js";
import { hasKind, markKind } from "./internal/kind.js";
import { RequestError, type RequestSummary } from "./request-error.js";

/**
 * An attempt took longer than `timeoutMs` and no retry was left; `cause` holds the timeout error.
 * With `attempts: 0`, the call was never sent: the shared backoff (another call's `Retry-After`)
 * held it past `timeoutMs`, until the time its message gives.
 *
 * @example
 * ```ts
 * if (error instanceof TimeoutError) console.warn(`gave up after ${error.attempts} attempts`);
 * ```
 * @group Errors
 */
export class TimeoutError extends RequestError {
  override name = markKind(this, "TimeoutError");
  /** The per-attempt timeout that was exceeded, in milliseconds. */
  declare readonly timeoutMs: number;

  /**
   * `heldUntil`: the end of the hold that kept the call from being sent, as an ISO time;
   * `arrived`: how much of the last attempt's body had come when it timed out (`1000 of 20000`;
   * `?` for a count the platform did not give).
   */
  constructor(
    timeoutMs: number,
    summary: RequestSummary,
    options?: ErrorOptions & { readonly heldUntil?: string; readonly arrived?: string | undefined },
  ) {
    const held =
      options?.heldUntil === undefined
        ? ""
        : ` held by the origin's shared backoff (Retry-After until ${options.heldUntil}), never sent`;
    const arrived = options?.arrived;
    // A body that arrives slowly needs a longer attempt, not more of them; a whole call is bounded
    // by the caller's signal (docs/client.md, "Timeouts").
    super(
      `Timed out after ${timeoutMs} ms${held}${arrived ? `, ${arrived} bytes of the body received` : ""}: ${describeRequest(summary)}${arrived ? "; raise timeoutMs, or bound the call with signal: AbortSignal.timeout(ms)" : ""}`,
      summary,
      options,
    );
    this.timeoutMs = timeoutMs;
  }
}

/**
 * Whether a value is a {@link TimeoutError}, made by any copy of the package or realm.
 *
 * @example
 * ```ts
 * if (isTimeoutError(error)) console.warn(`no answer within ${error.timeoutMs} ms`);
 * ```
 * @group Errors
 */
export function isTimeoutError(value: unknown): value is TimeoutError {
  return hasKind(value, "TimeoutError");
}
