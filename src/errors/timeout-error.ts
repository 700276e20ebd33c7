import { describeRequest } from "./internal/describe-request.js";
import { hasKind, markKind } from "./internal/kind.js";
import { RequestError, type RequestSummary } from "./request-error.js";

/** How much of a body had arrived: bytes counted, and the Content-Length when there was one. */
interface BodyProgress {
  /** Counted as they arrived; absent when the platform read the body whole (no count kept). */
  readonly receivedBytes?: number | undefined;
  readonly announcedBytes?: number | undefined;
}

const bytes = (count: number) => `${count.toLocaleString("en-US")} bytes`;

/** ` while the body was arriving (1,024 of 20,971,520 bytes received)`, or what is known of it. */
function arriving({ receivedBytes, announcedBytes }: BodyProgress): string {
  const announced = announcedBytes === undefined ? undefined : bytes(announcedBytes);
  if (receivedBytes === undefined)
    return ` while a body of ${announced ?? "unknown length"} was arriving`;
  const received =
    announced === undefined
      ? bytes(receivedBytes)
      : `${receivedBytes.toLocaleString("en-US")} of ${announced}`;
  return ` while the body was arriving (${received} received)`;
}

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
   * `body`: how far the last attempt's body had arrived when it timed out.
   */
  constructor(
    timeoutMs: number,
    summary: RequestSummary,
    options?: ErrorOptions & {
      readonly heldUntil?: string;
      readonly body?:
        | {
            readonly receivedBytes?: number | undefined;
            readonly announcedBytes?: number | undefined;
          }
        | undefined;
    },
  ) {
    const held =
      options?.heldUntil === undefined
        ? ""
        : ` held by the origin's shared backoff (Retry-After until ${options.heldUntil}), never sent`;
    const { body } = options ?? {};
    const reading = body ? arriving(body) : "";
    // A body that arrives slowly needs a longer attempt, not more of them; a whole call is bounded
    // by the caller's signal (docs/client.md, "Timeouts").
    const hint = body
      ? `; raise timeoutMs (each attempt's limit, its body included), and bound the whole call, retries included, with signal: AbortSignal.timeout(ms)`
      : "";
    super(
      `Timed out after ${timeoutMs} ms${held}${reading}: ${describeRequest(summary)}${hint}`,
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
