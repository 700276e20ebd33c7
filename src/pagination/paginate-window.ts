import type { OwnedProductSearchResult } from "../schemas/owned-product-search-result.js";
import { checkArguments } from "./internal/run-options.js";
import { windowRun } from "./internal/runs.js";
import type { ListItem } from "./list-item.js";
import type { PaginateOptions, Paginated } from "./paginated.js";
import type { PaginationWarning } from "./warning.js";

/**
 * What `fetchWindow` is asked for: at most `limit` items from `offset`, and the signal to pass on
 * (it aborts with the user's `signal`, or when the run no longer needs the window).
 *
 * @group Pagination
 */
export interface WindowRequest {
  readonly offset: number;
  readonly limit: number;
  readonly signal: AbortSignal;
}

/**
 * What `fetchWindow` resolves to: an `OwnedProductSearchResult` (docs/contract.md 2.4), or any
 * object with its counts and a `list`.
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
  /** The items this window contributed: its list less duplicates, cut at `maxItems`. */
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
   * The window size to request (1 to 2147483647); a run follows a server that clamps it.
   *
   * @defaultValue 100
   */
  readonly limit?: number | undefined;
  /**
   * The key by which an item that shows up again (rows inserted before it shift windows) is
   * dropped, or `false`; an item whose key is `null` or `undefined` never is. See `dedupeHorizon`.
   *
   * @defaultValue (item) => item.ownedProductId
   */
  readonly dedupe?: false | ((item: TItem) => unknown) | undefined;
}

/**
 * Iterates every item of an offset/limit search (docs/contract.md 2.4), window after window, from
 * any `fetchWindow` that gets one. It trusts the echoed counts (never a short window alone),
 * follows a clamped `limit`, drops repeated items, and ends with a warning instead of looping on
 * a misbehaving server (see the pagination guide).
 *
 * Options are checked at once (a `TypeError`); nothing is fetched before iteration starts. A failed
 * fetch rejects with `PageFetchError`, whose `resumeFrom` restarts the run where it stopped.
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
