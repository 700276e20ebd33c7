/**
 * Decides whether an item matches a request's filters. `query` holds the request's query
 * parameters except the window's or page's own (`offset`/`limit`, `pageNumber`/`pageSize`).
 *
 * @example
 * ```ts
 * const byStatus: ItemFilter<OwnedProduct> = (product, query) =>
 *   !query.has("status") || product.status === query.get("status");
 * ```
 * @group Testing
 */
export type ItemFilter<T> = (item: T, query: URLSearchParams) => boolean;
