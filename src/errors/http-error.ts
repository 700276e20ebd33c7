import { describeRequest } from "./internal/describe-request.js";
import { hasKind, markKind } from "./internal/kind.js";
import { serverExplanation } from "./internal/server-explanation.js";
import { RequestError, type RequestSummary } from "./request-error.js";

/**
 * What an {@link HttpError} knows about the response, besides the {@link RequestSummary}.
 *
 * @example
 * ```ts
 * const brief = (details: HttpErrorDetails) => `${details.status} ${details.requestId ?? ""}`;
 * ```
 * @group Errors
 */
export interface HttpErrorDetails extends RequestSummary {
  readonly status: number;
  readonly statusText: string;
  readonly headers: Headers;
  readonly requestId?: string | undefined;
  readonly body?: unknown;
  readonly retryAfterMs?: number | undefined;
  /** Why the call was not retried, when that is worth telling (a too-long `Retry-After`). */
  readonly note?: string | undefined;
}

/**
 * The server answered with a status outside 2xx (after any retries).
 *
 * `body` is the response body parsed as JSON when it is JSON, otherwise its text, truncated; secret
 * fields (see `SECRET_FIELDS`) and the credentials this client sent are masked in both. When the
 * body explains the failure (a problem document's `detail` or `title`, or a `message` or `error`
 * string), the message ends with it, on one line and cut at 200 characters.
 *
 * @example
 * ```ts
 * try {
 *   await client.ownedProducts.get(7);
 * } catch (error) {
 *   if (error instanceof HttpError && error.status === 404) return undefined;
 *   // "400 Bad Request: GET /owned-products?limit=0 (1 attempt, …); the server says: limit must be …"
 *   throw error;
 * }
 * ```
 * @group Errors
 */
export class HttpError extends RequestError implements HttpErrorDetails {
  override name = markKind(this, "HttpError");
  declare readonly status: number;
  declare readonly statusText: string;
  /**
   * The response headers, as in `withResponse().headers`; credentials and secrets are masked.
   */
  declare readonly headers: Headers;
  /** The server's request id (`x-request-id`, `request-id`, …), when it sent one. */
  declare readonly requestId: string | undefined;
  /** The response body: parsed JSON, or text truncated to a few KiB, secrets masked. */
  declare readonly body: unknown;
  /** The server's retry hint in milliseconds (`retry-after-ms` or `Retry-After`), if any. */
  declare readonly retryAfterMs: number | undefined;

  constructor(details: HttpErrorDetails) {
    const head = `${details.status} ${details.statusText}`.trim();
    // A request id is short; a longer one is cut in the message (`requestId` keeps it whole).
    const rid = details.requestId;
    const id =
      rid === undefined ? "" : ` [request id ${rid.length > 100 ? `${rid.slice(0, 100)}…` : rid}]`;
    const note = details.note === undefined ? "" : `: ${details.note}`;
    const said = serverExplanation(details.body, details.statusText);
    const says = said === undefined ? "" : `; the server says: ${said}`;
    super(`${head}: ${describeRequest(details)}${id}${note}${says}`, details);
    this.status = details.status;
    this.statusText = details.statusText;
    this.headers = details.headers;
    this.requestId = details.requestId;
    this.body = details.body;
    this.retryAfterMs = details.retryAfterMs;
  }
}

/**
 * Whether a value is an {@link HttpError}, optionally with the given status: like `instanceof`,
 * and also true for one from another copy of the package or another realm.
 *
 * @example
 * ```ts
 * if (isHttpError(error, 404)) return undefined;
 * ```
 * @group Errors
 */
export function isHttpError(value: unknown, status?: number): value is HttpError {
  return (
    hasKind(value, "HttpError") && (status === undefined || (value as HttpError).status === status)
  );
}
