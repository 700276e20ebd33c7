import { printable } from "../internal/printable-key.js";
import { describeRequest } from "./internal/describe-request.js";
import { hasKind, markKind } from "./internal/kind.js";
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
 * What the server said went wrong, on one line cut at 200 characters. The contract defines no
 * error body: this reads a problem document's (RFC 9457) `detail` or `title`, or a `message` or
 * `error` string; never a text body, as often an HTML error page as not.
 */
function serverExplanation(body: unknown, statusText: string): string | undefined {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return undefined;
  for (const field of ["detail", "title", "message", "error"]) {
    const value = (body as Record<string, unknown>)[field];
    const line = typeof value === "string" ? value.replace(/\s+/g, " ").trim() : "";
    if (line !== "" && line.toLowerCase() !== statusText.toLowerCase()) {
      return line.length > 200 ? `${line.slice(0, 199)}…` : line;
    }
  }
  return undefined;
}

/**
 * The server answered with a status outside 2xx (after any retries). `body` is the parsed JSON
 * or the truncated text, secret fields (see `SECRET_FIELDS`) and the credentials sent masked.
 * When the body explains the failure (a problem document's `detail` or `title`, or a `message` or
 * `error` string), the message ends with it, on one line and cut at 200 characters.
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
  /** The response headers, as in `withResponse().headers`; credentials and secrets are masked. */
  declare readonly headers: Headers;
  /** The server's request id (`x-request-id`, `request-id`, …), when it sent one. */
  declare readonly requestId: string | undefined;
  /** The response body: parsed JSON, or text truncated to a few KiB, secrets masked. */
  declare readonly body: unknown;
  /**
   * The server's retry hint in milliseconds (`retry-after-ms` or `Retry-After`), if any:
   * `Infinity` for a hint too long for a number, written `"Infinity"` by `JSON.stringify`.
   */
  declare readonly retryAfterMs: number | undefined;

  constructor(details: HttpErrorDetails) {
    const { status, statusText, requestId, note } = details;
    // `requestId` keeps a long id whole; the message cuts it.
    const id = requestId && requestId.length > 100 ? `${requestId.slice(0, 100)}…` : requestId;
    const said = serverExplanation(details.body, statusText);
    super(
      // What the server wrote (reason, id, explanation) with its control characters escaped: an
      // ESC or a bidi override must not reach a terminal through a log line.
      printable(
        `${`${status} ${statusText}`.trim()}: ${describeRequest(details)}` +
          (id === undefined ? "" : ` [request id ${id}]`) +
          (note === undefined ? "" : `: ${note}`) +
          (said === undefined ? "" : `; the server says: ${said}`),
      ),
      details,
    );
    this.status = status;
    this.statusText = statusText;
    this.headers = details.headers;
    this.requestId = requestId;
    this.body = details.body;
    this.retryAfterMs = details.retryAfterMs;
  }
}

/**
 * Whether a value is an {@link HttpError} (with the given status, if any), made by any copy of
 * the package or realm.
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
