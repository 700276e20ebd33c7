/**
 * The item type of a window or page response: the element type of its `list`. It is what
 * `paginateWindow` and `paginatePages` yield for a fetcher that resolves to `TResponse`.
 *
 * @example
 * ```ts
 * type Product = ListItem<OwnedProductSearchResult>; // OwnedProduct
 * ```
 * @group Pagination
 */
export type ListItem<TResponse> = TResponse extends {
  readonly list?: readonly (infer TItem)[] | null | undefined;
}
  ? TItem
  : never;
