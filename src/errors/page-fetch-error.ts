import { safeString } from "../internal/safe-string.js";
import { hasKind, markKind } from "./internal/kind.js";
import type { PaginationResumePoint } from "./pagination-resume-point.js";
import { SdkError } from "./sdk-error.js";

/**
 * A window or page could not be fetched in the middle of a paginated run. Its `cause` is the
 * fetcher's own failure, unchanged (test `error.cause instanceof HttpError`); every item before
 * {@link PageFetchError.resumeFrom} has been yielded. An abort through the user's `signal` is not
 * wrapped: it rejects with the signal's reason.
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
  override name = markKind(this, "PageFetchError");
  /** Where to start again: every item before it has been yielded. */
  declare readonly resumeFrom: PaginationResumePoint;

  constructor(resumeFrom: PaginationResumePoint, cause: unknown) {
    const reason = cause instanceof Error ? `${cause.name}: ${cause.message}` : safeString(cause);
    const where =
      "offset" in resumeFrom ? `offset ${resumeFrom.offset}` : `page ${resumeFrom.pageNumber}`;
    super(
      `Fetching ${where} failed (${reason}); resume from it with ${JSON.stringify(resumeFrom)}`,
      { cause },
    );
    this.resumeFrom = resumeFrom;
  }
}

/**
 * Whether a value is a {@link PageFetchError}, made by any copy of the package or realm.
 *
 * @example
 * ```ts
 * if (isPageFetchError(error) && isHttpError(error.cause, 503)) retryLater(error.resumeFrom);
 * ```
 * @group Errors
 */
export function isPageFetchError(value: unknown): value is PageFetchError {
  return hasKind(value, "PageFetchError");
}
