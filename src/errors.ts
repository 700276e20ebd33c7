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
  override name = "SdkError";

  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
  }
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
  override name = "PageFetchError";
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
  override name = "PaginationError";
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
  override name = "TooManyItemsError";
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
