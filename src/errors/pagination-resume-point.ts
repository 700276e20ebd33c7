/**
 * Where a paginated run can start again: `offset` for the window style, `pageNumber` (in the run's
 * own numbering) for the page-number style. Spread it into the options of the helper that failed:
 * `paginatePages(fetchPage, { ...options, ...error.resumeFrom })`.
 *
 * @example
 * ```ts
 * const where = (point: PaginationResumePoint) =>
 *   "offset" in point ? `offset ${point.offset}` : `page ${point.pageNumber}`;
 * ```
 * @group Pagination
 */
export type PaginationResumePoint = { readonly offset: number } | { readonly pageNumber: number };
