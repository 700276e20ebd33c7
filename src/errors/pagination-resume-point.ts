/**
 * Where a paginated run can start again: spread it into the options of the helper that failed,
 * `paginateWindow(fetchWindow, { ...options, ...error.resumeFrom })` or
 * `paginatePages(fetchPage, { ...options, ...error.resumeFrom })`. `offset` for the window style,
 * `pageNumber` (in the run's own numbering, 0- or 1-based) for the page-number style.
 *
 * @example
 * ```ts
 * const where = (point: PaginationResumePoint) =>
 *   "offset" in point ? `offset ${point.offset}` : `page ${point.pageNumber}`;
 * ```
 * @group Pagination
 */
export type PaginationResumePoint = { readonly offset: number } | { readonly pageNumber: number };
