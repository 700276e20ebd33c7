// A style's description says what to ask for next and ends a run (only in `read`, adapters too);
// the engine (internal/engine.ts) owns concurrency, order, abort, memory, caps, dedupe, warnings.
import type { PaginationResumePoint } from "../errors/pagination-resume-point.js";
import type { PaginationWarning } from "./warning.js";

/**
 * Where a run stands between two requests: the request to make next, and what the end rules keep
 * of the responses so far. Plain numbers and booleans, so that a run can go on from its JSON.
 *
 * @example
 * ```ts
 * const cursor: PaginationCursor = windowDescription().start({ offset: 0, limit: 50 });
 * const saved = JSON.stringify(cursor); // and later: JSON.parse(saved) as PaginationCursor
 * ```
 * @group Pagination
 */
export interface PaginationCursor {
  /** The offset or page number to request. */
  readonly position: number;
  /** The limit or page size to request; for windows, lowered to what a clamping server returns. */
  readonly size: number;
  /** The first position of the numbering: 0 for offsets, 0 or 1 for pages. */
  readonly base: number;
  /** Whether the run started at `base`: only then must its items add up to the count. */
  readonly whole: boolean;
  /** The first response's total (`totalResultCount`, `totalPages`); -1 before it. */
  readonly firstTotal: number;
  /** The previous response's total; -1 before the first response. */
  readonly total: number;
  /** The previous response's item count (`totalResultCount`, `totalCount`); -1 before it. */
  readonly count: number;
  /**
   * The items served so far (those `invalidItems: "skip"` left out included), less the repeats a
   * dedupe dropped.
   */
  readonly received: number;
  /** Whether the totals have held still since the first response. */
  readonly steady: boolean;
}

/**
 * What a {@link PaginationDescription} makes of one response: the items it contributes, its
 * warnings and the cursor of the next request.
 *
 * @example
 * ```ts
 * const windows = windowDescription();
 * const cursor = windows.start({ offset: 0, limit: 50 });
 * const response = await client.ownedProducts.search({ ...windows.request(cursor) });
 * const reading: PaginationReading<OwnedProduct> = windows.read(cursor, response);
 * ```
 * @group Pagination
 */
export interface PaginationReading<TItem> {
  /** The items the response contributes: none when it ends the run on a warning. */
  readonly items: readonly TItem[];
  /** The warnings it earned, the server's own first. */
  readonly warnings: readonly PaginationWarning[];
  /** The cursor of the next request; absent when the run ends with this response. */
  readonly next?: PaginationCursor | undefined;
}

/**
 * A paging style, as the engine and the `/tanstack-query` entry drive it: {@link windowDescription}
 * or {@link pageDescription}. Its members are pure functions: a run's state travels in the
 * {@link PaginationCursor} (only the dedupe's memory of recent keys is the engine's).
 *
 * @example
 * ```ts
 * const windows = windowDescription("my adapter");
 * let cursor: PaginationCursor | undefined = windows.start({ offset: 0, limit: 50 });
 * while (cursor !== undefined) {
 *   const response: OwnedProductSearchResult = await client.ownedProducts.search({ ...windows.request(cursor) });
 *   const reading: PaginationReading<OwnedProduct> = windows.read(cursor, response);
 *   reading.items.forEach(handle);
 *   cursor = reading.next;
 * }
 * ```
 * @group Pagination
 */
export interface PaginationDescription<TStart, TRequest, TResponse> {
  /** The cursor of a run's first request, from its checked start and size. */
  start(from: TStart): PaginationCursor;
  /** What to ask the fetcher for: `{ offset, limit }` or `{ pageNumber, pageSize }`. */
  request(cursor: PaginationCursor): TRequest;
  /**
   * Reads the response to `cursor`'s request, `repeats` of whose items a dedupe will drop (not
   * counted). Throws `PaginationError` when no end can be decided from the response, or the run's
   * first response answers another position.
   */
  read<TItem>(
    cursor: PaginationCursor,
    response: TResponse & { readonly list?: readonly TItem[] | null | undefined },
    repeats?: number,
  ): PaginationReading<TItem>;
  /** The cursor after `cursor` if its response comes back full, or undefined past the end known. */
  predict(cursor: PaginationCursor): PaginationCursor | undefined;
  /** Where a run that failed at `cursor` starts again: `{ offset }` or `{ pageNumber }`. */
  resumeFrom(cursor: PaginationCursor): PaginationResumePoint;
}
