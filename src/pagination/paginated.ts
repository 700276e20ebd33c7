import type { PaginationWarning } from "./warning.js";

/**
 * The options both pagination helpers share. Every one is optional; `undefined` means the
 * default, so options can be passed through as they are.
 *
 * @group Pagination
 */
export interface PaginateOptions {
  /**
   * How many requests may be in flight at once (1 to 64). With more than 1, the first
   * `concurrency` pages are requested together and, as the consumer finishes each page, the
   * next one is requested: items still come in order, and at most `concurrency` pages are held
   * in memory. A request the run turns out not to need (past the end the first response
   * reports, or planned with a page size the server clamped) is aborted and its result, even a
   * failure, ignored.
   *
   * @defaultValue 1
   */
  readonly concurrency?: number | undefined;
  /** Aborts the run: passed to every fetch; iteration then rejects with the signal's reason. */
  readonly signal?: AbortSignal | undefined;
  /**
   * Called with each {@link PaginationWarning}, in order, as the run reads the response. Without
   * it, the first warning of each code in a run is logged (`console.warn`, or the client's
   * `logger.warn`); `() => {}` silences them.
   */
  readonly onWarning?: ((warning: PaginationWarning) => void) | undefined;
  /**
   * Stops after this many items (the last page is cut). No request is made for pages that full
   * pages before them would already cover.
   *
   * @defaultValue Infinity
   */
  readonly maxItems?: number | undefined;
  /**
   * Stops after this many windows or pages have been read.
   *
   * @defaultValue Infinity
   */
  readonly maxPages?: number | undefined;
  /**
   * How many of the most recent item keys the dedupe remembers. A key falls out of memory once
   * this many newer keys have come after it (with 3, an item seen again after 3 others is
   * yielded again, after 2 it is dropped), which keeps a run's memory flat; `Infinity`
   * remembers every key.
   *
   * @defaultValue 1000
   */
  readonly dedupeHorizon?: number | undefined;
}

/**
 * Options of {@link Paginated.toArray}.
 *
 * @group Pagination
 */
export interface ToArrayOptions {
  /**
   * The most items to collect; meeting one more rejects with `TooManyItemsError`.
   * `Infinity` collects everything.
   *
   * @defaultValue 10000
   */
  readonly max?: number | undefined;
}

/**
 * A lazy, paginated sequence of items: `for await` it to get every item in order. Nothing is
 * fetched until iteration starts, every iteration is a fresh run, and leaving a loop early
 * (`break`, `return`, an exception) aborts the requests in flight and makes no more.
 *
 * @example
 * ```ts
 * const products = paginateWindow(fetchWindow, { limit: 100, concurrency: 4 });
 * for await (const product of products) console.log(product.ownedProductId);
 * for await (const window of products.pages()) console.log(window.offset, window.warnings);
 * const first500 = await products.toArray({ max: 500 });
 * ```
 * @group Pagination
 */
export interface Paginated<TItem, TPage> extends AsyncIterable<TItem> {
  /** Starts a run and iterates its items in order. */
  [Symbol.asyncIterator](): AsyncIterator<TItem>;
  /**
   * The run's windows or pages, whole and in order: each with the items it contributed to the
   * iteration, its counts, the raw response and the warnings that applied to it. The response
   * that ends a run on a warning is included, with no items.
   */
  pages(): AsyncIterable<TPage>;
  /**
   * Collects every item into an array, up to `max` (10,000 unless given). More than `max` items
   * reject with `TooManyItemsError` (and abort the run): collecting everything is a choice,
   * `{ max: Infinity }`.
   */
  toArray(options?: ToArrayOptions): Promise<TItem[]>;
}
