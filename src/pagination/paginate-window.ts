import type { OwnedProductSearchResult } from "../schemas/owned-product-search-result.js";
import { checkArguments } from "./internal/run-options.js";
import { windowRun } from "./internal/runs.js";
import type { ListItem } from "./list-item.js";
import type { PaginateOptions, Paginated } from "./paginated.js";
import type { PaginationWarning } from "./warning.js";

/**
 * What `fetchWindow` is asked for: the window from `offset`, at most `limit` items, and the
 * signal to pass on to the request (the user's `signal`, and the run's own when it no longer
 * needs the window).
 *
 * @group Pagination
 */
export interface WindowRequest {
  readonly offset: number;
  readonly limit: number;
  readonly signal: AbortSignal;
}

/**
 * The shape `fetchWindow` resolves to: an `OwnedProductSearchResult` (docs/contract.md 2.4) or any
 * object with its counts and a `list` of items of any type.
 *
 * @group Pagination
 */
export interface WindowResponse<TItem = unknown> {
  readonly totalResultCount: number;
  readonly offset: number;
  readonly limit: number;
  readonly list?: readonly TItem[] | null | undefined;
  /** The server's own warnings, passed on as `server-warning`s. */
  readonly warnings?: readonly string[] | null | undefined;
}

/**
 * One window of a run, as `.pages()` yields it.
 *
 * @group Pagination
 */
export interface WindowPage<TItem, TResponse = WindowResponse<TItem>> {
  /** The items this window contributed to the iteration: its list less duplicates and cut at `maxItems`. */
  readonly items: readonly TItem[];
  /** The offset the server echoed. */
  readonly offset: number;
  /** The limit the server echoed (lower than requested when it clamps). */
  readonly limit: number;
  /** The total the server reported with this window. */
  readonly totalResultCount: number;
  /** The warnings that applied to this window, the server's own included. */
  readonly warnings: readonly PaginationWarning[];
  /** The response as `fetchWindow` resolved it. */
  readonly response: TResponse;
}

/**
 * Options of {@link paginateWindow}.
 *
 * @group Pagination
 */
export interface PaginateWindowOptions<TItem> extends PaginateOptions {
  /**
   * The offset to start from: 0, or the `resumeFrom.offset` of a `PageFetchError`.
   *
   * @defaultValue 0
   */
  readonly offset?: number | undefined;
  /**
   * The window size to request (1 to 2147483647). A server that clamps it is followed: the run
   * advances by what it returns.
   *
   * @defaultValue 100
   */
  readonly limit?: number | undefined;
  /**
   * How to drop an item that shows up again (rows inserted before it shift windows): by
   * default its `ownedProductId`; a function gives another key; `false` turns the dedupe off.
   * Items without a key (`null` or `undefined`) are never dropped. See `dedupeHorizon`.
   *
   * @defaultValue (item) => item.ownedProductId
   */
  readonly dedupe?: false | ((item: TItem) => unknown) | undefined;
}

/**
 * Iterates every item of an offset/limit search (docs/contract.md 2.4), window after window, on top
 * of any `fetchWindow` that gets one window. It trusts the counts the server echoes, never a
 * short window alone, follows a server that clamps `limit`, drops repeated items, and ends with
 * a warning instead of looping when the server misbehaves (see the pagination guide). Without
 * an `onWarning`, the first warning of each kind in a run goes to `console.warn`.
 *
 * Options are checked at once (a `TypeError` names the wrong one); nothing is fetched before
 * iteration starts. A failed fetch rejects with `PageFetchError`, whose `resumeFrom` restarts
 * the run where it stopped.
 *
 * @example
 * ```ts
 * const products = paginateWindow(
 *   ({ offset, limit, signal }) => client.ownedProducts.search({ offset, limit }, { signal }),
 *   { limit: 100, concurrency: 4, onWarning: (w) => console.warn(w.message) },
 * );
 * for await (const product of products) console.log(product.ownedProductId);
 * ```
 * @group Pagination
 */
export function paginateWindow<TResponse extends WindowResponse = OwnedProductSearchResult>(
  fetchWindow: (request: WindowRequest) => Promise<TResponse>,
  options?: PaginateWindowOptions<ListItem<TResponse>>,
): Paginated<ListItem<TResponse>, WindowPage<ListItem<TResponse>, TResponse>> {
  const where = "paginateWindow";
  const given = checkArguments(where, fetchWindow, options, ["offset", "limit"], "pageNumber");
  return windowRun(fetchWindow, given, { where });
}
