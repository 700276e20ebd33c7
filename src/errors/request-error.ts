import { hasKind, markKind } from "./internal/kind.js";
import { SdkError } from "./sdk-error.js";

/**
 * Where a failed call was sent, how many attempts it made and how long they took.
 *
 * @example
 * ```ts
 * const where = (summary: RequestSummary) => `${summary.method} ${summary.url}`;
 * ```
 * @group Errors
 */
export interface RequestSummary {
  /** The HTTP method, e.g. `GET`. */
  readonly method: string;
  /** The full URL, query included; a query parameter with a secret name has its value masked. */
  readonly url: string;
  /**
   * How many times the request was sent: 1 when it was not retried, 0 when it was never sent (a
   * `TimeoutError` of a call held by the shared backoff past its `timeoutMs`).
   */
  readonly attempts: number;
  /** Milliseconds spent sleeping between attempts (backoff and `Retry-After`); whole in errors. */
  readonly waitedMs: number;
  /** Milliseconds from the start of the call to the error, waits included; whole in errors. */
  readonly elapsedMs: number;
}

/**
 * The base class of the errors a client call fails with ({@link HttpError},
 * {@link ValidationError}, {@link TimeoutError}, …); it carries the call's {@link RequestSummary}.
 *
 * @example
 * ```ts
 * if (error instanceof RequestError) console.error(`${error.method} ${error.url}`, error.attempts);
 * ```
 * @group Errors
 */
export class RequestError extends SdkError implements RequestSummary {
  override name: string = markKind(this, "RequestError");
  declare readonly method: string;
  declare readonly url: string;
  declare readonly attempts: number;
  declare readonly waitedMs: number;
  declare readonly elapsedMs: number;

  constructor(message: string, summary: RequestSummary, options?: ErrorOptions) {
    super(message, options);
    this.method = summary.method;
    this.url = summary.url;
    this.attempts = summary.attempts;
    this.waitedMs = Math.round(summary.waitedMs);
    this.elapsedMs = Math.round(summary.elapsedMs);
  }
}

/**
 * Whether a value is a {@link RequestError} (any failure of a client call), made by any copy of
 * the package or realm.
 *
 * @example
 * ```ts
 * if (isRequestError(error)) console.error(error.url, error.attempts);
 * ```
 * @group Errors
 */
export function isRequestError(value: unknown): value is RequestError {
  return hasKind(value, "RequestError");
}
