import { describeRequest } from "./internal/describe-request.js";
import { hasKind, markKind } from "./internal/kind.js";
import { RequestError, type RequestSummary } from "./request-error.js";

/**
 * A response body was larger than `maxResponseBytes` (counted after decompression), as its
 * `Content-Length` said or as it was read (reading stopped there). It is not retried.
 *
 * @example
 * ```ts
 * if (error instanceof ResponseTooLargeError) {
 *   await client.purchaseHistory.get(42, { maxResponseBytes: 256 * 1024 * 1024 });
 * }
 * ```
 * @group Errors
 */
export class ResponseTooLargeError extends RequestError {
  override name = markKind(this, "ResponseTooLargeError");
  /** The limit that was passed, in bytes. */
  declare readonly maxResponseBytes: number;

  constructor(maxResponseBytes: number, announced: boolean, summary: RequestSummary) {
    const what = announced ? "its Content-Length is" : "its body grew";
    super(
      `Response too large: ${what} over maxResponseBytes (${maxResponseBytes} bytes); ` +
        `raise the client's or the call's \`maxResponseBytes\` if it is expected: ` +
        describeRequest(summary),
      summary,
    );
    this.maxResponseBytes = maxResponseBytes;
  }
}

/**
 * Whether a value is a {@link ResponseTooLargeError}, made by any copy of the package or realm.
 *
 * @example
 * ```ts
 * if (isResponseTooLargeError(error)) console.error(error.maxResponseBytes);
 * ```
 * @group Errors
 */
export function isResponseTooLargeError(value: unknown): value is ResponseTooLargeError {
  return hasKind(value, "ResponseTooLargeError");
}
