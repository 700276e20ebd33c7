// Every error the SDK throws on purpose. ky's errors are translated into these in exactly one
// place (src/client/translate-error.ts), so users never import ky to catch ours.

const BRAND = Symbol.for("owned-products-sdk.error");

/**
 * The base class of every error this SDK throws on purpose. Catch it to handle them all; check
 * the subclasses for details. An aborted call is the exception: it rejects with the signal's
 * reason, as `fetch` does.
 *
 * @example
 * ```ts
 * try {
 *   await client.purchaseHistory.get(42);
 * } catch (error) {
 *   if (error instanceof SdkError) console.error(error.name, error.message);
 * }
 * ```
 * @group Errors
 */
export class SdkError extends Error {
  override name: string = "SdkError";

  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    Object.defineProperty(this, BRAND, { value: true });
  }
}

/**
 * Where a failed call was sent, how many attempts were made and how long they took. Every
 * {@link HttpError}, {@link ValidationError}, {@link TimeoutError} and {@link NetworkError} has it.
 *
 * @group Errors
 */
export interface RequestSummary {
  /** The HTTP method, e.g. `GET`. */
  readonly method: string;
  /** The full URL of the request, query included. */
  readonly url: string;
  /** How many times the request was sent (1 when it was not retried). */
  readonly attempts: number;
  /** Milliseconds spent sleeping between attempts (backoff and `Retry-After`). */
  readonly waitedMs: number;
  /** Milliseconds from the start of the call to the error, waits included. */
  readonly elapsedMs: number;
}

/** Where and how often: `GET /owned-products/7 (3 attempts, waited 600 ms, 650 ms in total)`. */
function describe(summary: RequestSummary): string {
  let path = summary.url;
  try {
    const url = new URL(summary.url);
    path = url.pathname + url.search;
  } catch {
    // keep the URL as given
  }
  const attempts = summary.attempts === 1 ? "1 attempt" : `${summary.attempts} attempts`;
  const waited = Math.round(summary.waitedMs);
  const elapsed = Math.round(summary.elapsedMs);
  return `${summary.method} ${path} (${attempts}, waited ${waited} ms, ${elapsed} ms in total)`;
}

function assignSummary(target: RequestSummary, summary: RequestSummary): void {
  const { method, url, attempts, waitedMs, elapsedMs } = summary;
  Object.assign(target, { method, url, attempts, waitedMs, elapsedMs });
}

/**
 * What an {@link HttpError} knows about the response, besides the {@link RequestSummary}.
 *
 * @group Errors
 */
export interface HttpErrorDetails extends RequestSummary {
  readonly status: number;
  readonly statusText: string;
  readonly headers: Readonly<Record<string, string>>;
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
 * fields (see `SECRET_FIELDS`) and the credentials this client sent are masked in both.
 *
 * @example
 * ```ts
 * try {
 *   await client.ownedProducts.get(7);
 * } catch (error) {
 *   if (error instanceof HttpError && error.status === 404) return undefined;
 *   throw error; // "404 Not Found: GET /owned-products/7 (1 attempt, …)"
 * }
 * ```
 * @group Errors
 */
export class HttpError extends SdkError implements HttpErrorDetails {
  override name = "HttpError" as const;
  readonly status: number;
  readonly statusText: string;
  /** The response headers, names in lower case. */
  readonly headers: Readonly<Record<string, string>>;
  /** The server's request id (`x-request-id`, `request-id`, …), when it sent one. */
  readonly requestId: string | undefined;
  /** The response body: parsed JSON, or text truncated to a few KiB, secrets masked. */
  readonly body: unknown;
  /** The server's retry hint in milliseconds (`retry-after-ms` or `Retry-After`), if any. */
  readonly retryAfterMs: number | undefined;
  declare readonly method: string;
  declare readonly url: string;
  declare readonly attempts: number;
  declare readonly waitedMs: number;
  declare readonly elapsedMs: number;

  constructor(details: HttpErrorDetails) {
    const head = `${details.status} ${details.statusText}`.trim();
    const id = details.requestId === undefined ? "" : ` [request id ${details.requestId}]`;
    const note = details.note === undefined ? "" : `: ${details.note}`;
    super(`${head}: ${describe(details)}${id}${note}`);
    assignSummary(this, details);
    this.status = details.status;
    this.statusText = details.statusText;
    this.headers = details.headers;
    this.requestId = details.requestId;
    this.body = details.body;
    this.retryAfterMs = details.retryAfterMs;
  }
}

/**
 * One problem found in a response body: where (`path`, e.g. `["products", 3, "qty"]`), a
 * machine-readable `code` (zod's issue code, or `invalid_json`), and a message that never
 * contains the offending value.
 *
 * @group Errors
 */
export interface ValidationIssue {
  readonly path: readonly (string | number)[];
  readonly code: string;
  readonly message: string;
}

/**
 * A response arrived but its body is not valid JSON or does not match the resource's schema
 * (the `validation` option chooses which schema). It lists every problem by path and never
 * echoes a value.
 *
 * @example
 * ```ts
 * if (error instanceof ValidationError) {
 *   for (const issue of error.issues) console.error(issue.path.join("."), issue.message);
 * }
 * ```
 * @group Errors
 */
export class ValidationError extends SdkError implements RequestSummary {
  override name = "ValidationError" as const;
  /** The resource the body was checked against, e.g. `OwnedProduct`. */
  readonly resource: string;
  readonly issues: readonly ValidationIssue[];
  declare readonly method: string;
  declare readonly url: string;
  declare readonly attempts: number;
  declare readonly waitedMs: number;
  declare readonly elapsedMs: number;

  constructor(resource: string, issues: readonly ValidationIssue[], summary: RequestSummary) {
    const shown = issues.slice(0, 5).map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`);
    const more = issues.length > 5 ? `; and ${issues.length - 5} more` : "";
    super(`Invalid ${resource} in response to ${describe(summary)}: ${shown.join("; ")}${more}`);
    assignSummary(this, summary);
    this.resource = resource;
    this.issues = issues;
  }
}

/**
 * An attempt took longer than `timeoutMs` (connecting, waiting for headers or reading the body),
 * and no retry was left. `cause` holds the original timeout error.
 *
 * @example
 * ```ts
 * if (error instanceof TimeoutError) console.warn(`gave up after ${error.attempts} attempts`);
 * ```
 * @group Errors
 */
export class TimeoutError extends SdkError implements RequestSummary {
  override name = "TimeoutError" as const;
  /** The per-attempt timeout that was exceeded, in milliseconds. */
  readonly timeoutMs: number;
  declare readonly method: string;
  declare readonly url: string;
  declare readonly attempts: number;
  declare readonly waitedMs: number;
  declare readonly elapsedMs: number;

  constructor(timeoutMs: number, summary: RequestSummary, options?: ErrorOptions) {
    super(`Timed out after ${timeoutMs} ms: ${describe(summary)}`, options);
    assignSummary(this, summary);
    this.timeoutMs = timeoutMs;
  }
}

/**
 * The request or its response was lost on the way: connection refused or reset, DNS failure, a
 * body cut off mid-stream. `cause` holds the original error (its own `cause` often has a `code`
 * such as `ECONNREFUSED`).
 *
 * @example
 * ```ts
 * if (error instanceof NetworkError) console.warn(error.message, error.cause);
 * ```
 * @group Errors
 */
export class NetworkError extends SdkError implements RequestSummary {
  override name = "NetworkError" as const;
  /** The system error code found in the cause chain (`ECONNREFUSED`, …), if any. */
  readonly code: string | undefined;
  declare readonly method: string;
  declare readonly url: string;
  declare readonly attempts: number;
  declare readonly waitedMs: number;
  declare readonly elapsedMs: number;

  constructor(code: string | undefined, summary: RequestSummary, options?: ErrorOptions) {
    super(`Network error${code === undefined ? "" : ` (${code})`}: ${describe(summary)}`, options);
    assignSummary(this, summary);
    this.code = code;
  }
}

function hasBrand(value: unknown): value is SdkError {
  return value instanceof Error && (value as unknown as Record<symbol, unknown>)[BRAND] === true;
}

/**
 * Whether a value is an error of this SDK: like `instanceof SdkError`, and also true for an error
 * from another copy of the package (ESM and CommonJS loaded side by side).
 *
 * @example
 * ```ts
 * if (isSdkError(error)) console.error(error.message);
 * ```
 * @group Errors
 */
export function isSdkError(value: unknown): value is SdkError {
  return value instanceof SdkError || hasBrand(value);
}

/**
 * Whether a value is an {@link HttpError}, optionally with the given status.
 *
 * @example
 * ```ts
 * if (isHttpError(error, 404)) return undefined;
 * ```
 * @group Errors
 */
export function isHttpError(value: unknown, status?: number): value is HttpError {
  const match = value instanceof HttpError || (hasBrand(value) && value.name === "HttpError");
  return match && (status === undefined || (value as HttpError).status === status);
}

// ---------------------------------------------------------------------------------------------
// Pagination errors (src/pagination). Self-contained block: the helpers' own failures.
// ---------------------------------------------------------------------------------------------

/**
 * Where a paginated run can start again: spread it into the options of the helper that failed,
 * `paginateWindow(fetchWindow, { ...options, ...error.resumeFrom })` or
 * `paginatePages(fetchPage, { ...options, ...error.resumeFrom })`. `offset` for the window style,
 * `pageNumber` (in the run's own numbering, 0- or 1-based) for the page-number style.
 *
 * @group Pagination
 */
export type PaginationResumePoint = { readonly offset: number } | { readonly pageNumber: number };

function describeResumePoint(resumeFrom: PaginationResumePoint): string {
  return "offset" in resumeFrom ? `offset ${resumeFrom.offset}` : `page ${resumeFrom.pageNumber}`;
}

/**
 * A window or page could not be fetched in the middle of a paginated run. It wraps the fetcher's
 * own failure as the standard `cause` (an `HttpError`, `NetworkError`, `TimeoutError`,
 * `ValidationError`, or whatever a custom fetcher threw), unchanged, and says where to resume:
 * every item before {@link PageFetchError.resumeFrom} has already been yielded.
 *
 * It wraps rather than rethrows because the resume point has to travel with the rejection, and
 * adding properties to an error the SDK does not own is unsafe. Tell the failures apart with
 * `error instanceof PageFetchError && error.cause instanceof HttpError`. An abort through the
 * user's `signal` is not wrapped: it rejects with the signal's reason, as `fetch` does.
 *
 * @example
 * ```ts
 * try {
 *   for await (const product of paginateWindow(fetchWindow, options)) handle(product);
 * } catch (error) {
 *   if (!(error instanceof PageFetchError)) throw error;
 *   // later: carry on where it stopped
 *   for await (const product of paginateWindow(fetchWindow, { ...options, ...error.resumeFrom }))
 *     handle(product);
 * }
 * ```
 * @group Errors
 */
export class PageFetchError extends SdkError {
  override name = "PageFetchError" as const;
  /** Where to start again: every item before it has been yielded. */
  readonly resumeFrom: PaginationResumePoint;

  constructor(resumeFrom: PaginationResumePoint, cause: unknown) {
    const reason = cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
    super(
      `Fetching ${describeResumePoint(resumeFrom)} failed (${reason}); resume from it with ` +
        JSON.stringify(resumeFrom),
      { cause },
    );
    this.resumeFrom = resumeFrom;
  }
}

/**
 * Why a {@link PaginationError} was thrown: `"position-mismatch"` when the first response echoes
 * another offset or page number than was requested (the server ignores the parameter, or counts
 * pages from the other base), `"invalid-response"` when a response's counts are not non-negative
 * integers or its `list` is not an array, so that no end can be decided from it.
 *
 * @group Errors
 */
export type PaginationErrorCode = "position-mismatch" | "invalid-response";

/**
 * The server's paging cannot be followed: its response contradicts the request or carries no
 * usable counts. Unlike {@link PageFetchError} the fetch itself succeeded; retrying the same
 * request is unlikely to help until the server or the options change.
 *
 * @example
 * ```ts
 * // a server that counts pages from 0, asked for page 1 of a 1-based run, answers page 0:
 * // PaginationError: paginatePages: requested page 1, the server answered page 0 …
 * paginatePages(fetchPage, { zeroBased: true });
 * ```
 * @group Errors
 */
export class PaginationError extends SdkError {
  override name = "PaginationError" as const;
  /** What is wrong; see {@link PaginationErrorCode}. */
  readonly code: PaginationErrorCode;
  /** The request the offending response answered. */
  readonly resumeFrom: PaginationResumePoint;

  constructor(code: PaginationErrorCode, resumeFrom: PaginationResumePoint, message: string) {
    super(message);
    this.code = code;
    this.resumeFrom = resumeFrom;
  }
}

/**
 * `toArray({ max })` met more than `max` items (10,000 unless given). Collecting everything is a
 * choice: pass a larger `max` (`Infinity` for no limit), set `maxItems` to take only the first
 * items, or iterate with `for await` to keep memory flat.
 *
 * @example
 * ```ts
 * const all = await paginateWindow(fetchWindow).toArray({ max: Infinity });
 * ```
 * @group Errors
 */
export class TooManyItemsError extends SdkError {
  override name = "TooManyItemsError" as const;
  /** The `max` that was exceeded. */
  readonly max: number;

  constructor(max: number) {
    super(
      `toArray: more than ${max} items. Pass { max } to collect more ({ max: Infinity } for all), ` +
        "or iterate with for await to keep memory flat",
    );
    this.max = max;
  }
}

/**
 * Whether a value is a {@link PageFetchError}: like `instanceof`, and also true for one from
 * another copy of the package (ESM and CommonJS loaded side by side).
 *
 * @example
 * ```ts
 * if (isPageFetchError(error) && isHttpError(error.cause, 503)) retryLater(error.resumeFrom);
 * ```
 * @group Errors
 */
export function isPageFetchError(value: unknown): value is PageFetchError {
  return value instanceof PageFetchError || (hasBrand(value) && value.name === "PageFetchError");
}

/**
 * Whether a value is a {@link PaginationError}: like `instanceof`, and also true for one from
 * another copy of the package.
 *
 * @example
 * ```ts
 * if (isPaginationError(error)) console.error(error.code, error.message);
 * ```
 * @group Errors
 */
export function isPaginationError(value: unknown): value is PaginationError {
  return value instanceof PaginationError || (hasBrand(value) && value.name === "PaginationError");
}
