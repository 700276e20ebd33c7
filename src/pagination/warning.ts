/**
 * What a {@link PaginationWarning} reports.
 *
 * - `"server-warning"`: an entry of the response's own `warnings` array (docs/contract.md 2.4).
 * - `"empty-page"`: an empty window or page arrived before the reported total; iteration ends.
 * - `"repeated-offset"` / `"repeated-page"`: the server answered an offset or page number it had
 *   already served; iteration ends.
 * - `"unexpected-offset"` / `"unexpected-page"`: the server answered a later offset or page
 *   number than requested (items would be skipped); iteration ends.
 * - `"total-changed"`: the total differs from the previous response's; iteration follows it.
 * - `"total-growing"`: the total grew past twice its first value; iteration ends there.
 * - `"count-mismatch"`: a whole run (from offset 0 or the first page) whose totals held still got
 *   another number of items (dropped repeats not counted) than its count said; it ends as it would.
 * - `"duplicates-dropped"`: while the totals held still (after a `"total-changed"`, shifted rows
 *   are dropped silently), the dedupe dropped items it had seen recently; iteration goes on.
 *
 * @group Pagination
 */
export type PaginationWarningCode =
  | "server-warning"
  | "empty-page"
  | "repeated-offset"
  | "repeated-page"
  | "unexpected-offset"
  | "unexpected-page"
  | "total-changed"
  | "total-growing"
  | "count-mismatch"
  | "duplicates-dropped";

/**
 * Something a paginated run noticed and handled without failing: passed to `onWarning`, and
 * listed on the window or page it applies to (`.pages()`).
 *
 * @example
 * ```ts
 * paginateWindow(fetchWindow, {
 *   onWarning: (warning) => console.warn(`[${warning.code}] ${warning.message}`),
 * });
 * ```
 * @group Pagination
 */
export interface PaginationWarning {
  /** What happened; see {@link PaginationWarningCode}. */
  readonly code: PaginationWarningCode;
  /** A sentence for humans, naming the offset or page number involved. */
  readonly message: string;
  /** Whether iteration ended because of it. */
  readonly ended: boolean;
}
