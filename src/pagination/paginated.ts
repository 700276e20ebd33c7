import type { PaginationWarning } from "./warning.js";

/**
 * The options both pagination helpers share, each optional (`undefined` means the default).
 *
 * @group Pagination
 */
export interface PaginateOptions {
  /**
   * How many requests may be in flight at once (1 to 64): the next is sent as the consumer finishes
   * a page, so items still come in order and at most `concurrency` pages are held in memory. A
   * request the run turns out not to need (past the end, or of a size the server clamped) is
   * aborted and its result, even a failure, ignored.
   *
   * @defaultValue 1
   */
  readonly concurrency?: number | undefined;
  /** Aborts the run: passed to every fetch; iteration then rejects with the signal's reason. */
  readonly signal?: AbortSignal | undefined;
  /**
   * Called with each {@link PaginationWarning}, in order. Without it, a run logs the first warning
   * of each code (`console.warn`, or the client's `logger.warn`); `() => {}` silences them.
   */
  readonly onWarning?: ((warning: PaginationWarning) => void) | undefined;
  /**
   * Stops after this many items (the last page is cut), requesting no page that full pages before
   * it would already cover.
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
   * How many of the most recent item keys the dedupe remembers, which keeps a run's memory flat:
   * with 3, an item seen again after 3 others is yielded again, after 2 dropped. `Infinity`
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
   * The most items to collect; one more rejects with `TooManyItemsError`. `Infinity` for all.
   *
   * @defaultValue 10000
   */
  readonly max?: number | undefined;
}

/**
 * A lazy, paginated sequence of items: `for await` it to get every item in order. Each iteration is
 * a fresh run, started by the loop; leaving it early aborts the requests in flight.
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
   * The run's windows or pages in order, each with the items it contributed, its counts, response
   * and warnings (the response that ends a run on a warning has no items).
   */
  pages(): AsyncIterable<TPage>;
  /**
   * Collects every item into an array: more than `max` (10,000 unless given) reject with
   * `TooManyItemsError` and abort the run; `{ max: Infinity }` collects everything.
   */
  toArray(options?: ToArrayOptions): Promise<TItem[]>;
}
