// What `queryOptions` and `infiniteQueryOptions` return: plain objects TanStack Query's adapters
// (React, Vue, Solid, Svelte, Angular) all take as they are, typed with @tanstack/query-core's
// own types (types only: nothing of TanStack is imported at run time).
import type {
  GetNextPageParamFunction,
  GetPreviousPageParamFunction,
  InfiniteData,
  QueryFunction,
  QueryKey,
} from "@tanstack/query-core";
import type { PaginationCursor, PaginationWarning, RequestOptions } from "owned-products-sdk";

/**
 * The SDK options of one call made by a query: the {@link RequestOptions} of the client's
 * operations without `signal`, which TanStack Query gives (and aborts when the query is
 * cancelled). `retry` here is the SDK's retry of each request, not TanStack's.
 *
 * @example
 * ```ts
 * const options: QueryCallOptions = { timeoutMs: 5_000, headers: { "accept-language": "de" } };
 * ```
 * @group TanStack Query
 */
export type QueryCallOptions = Omit<RequestOptions, "signal">;

/**
 * The SDK options of the calls an infinite query makes: those of {@link QueryCallOptions}, and
 * where its pagination warnings go (see {@link QueriesOptions.onWarning}).
 *
 * @example
 * ```ts
 * const options: InfiniteQueryCallOptions = {
 *   onWarning: (warning) => console.info(warning.code, warning.message),
 * };
 * ```
 * @group TanStack Query
 */
export interface InfiniteQueryCallOptions extends QueryCallOptions {
  /** Takes each warning of this query's pages, in place of `createQueries`' `onWarning`. */
  readonly onWarning?: ((warning: PaginationWarning) => void) | undefined;
}

/**
 * What `queryOptions` returns: the options of `useQuery`, `fetchQuery`, `prefetchQuery` and
 * `ensureQueryData` for one call of the SDK. `retry` is `false`: the SDK retries each request
 * itself (honouring `Retry-After`), so TanStack must not retry it again. Spread it to add or
 * override any option.
 *
 * @example
 * ```ts
 * import { useQuery } from "@tanstack/react-query";
 *
 * const api = createQueries(client);
 * const query = useQuery({ ...api.ownedProducts.get.queryOptions(7), staleTime: 60_000 });
 * ```
 * @group TanStack Query
 */
export interface SdkQueryOptions<TData, TKey extends QueryKey> {
  /** The call's key (see {@link CallKey}): the client's base URL, operation and argument. */
  readonly queryKey: TKey;
  /** Makes the call, with TanStack's `signal`; resolves to the SDK's validated data. */
  readonly queryFn: QueryFunction<TData, TKey>;
  /** TanStack's retry: off, as the SDK retries (see the guide to turn it round). */
  readonly retry: false;
}

/**
 * What `infiniteQueryOptions` returns: the options of `useInfiniteQuery`,
 * `fetchInfiniteQuery` and `prefetchInfiniteQuery` for a paginated operation. Each page is the
 * SDK's validated response, its `list` the items that window or page contributes; the page
 * parameter is a {@link PaginationCursor} (plain JSON); `getNextPageParam` follows the SDK's end
 * rules and `getPreviousPageParam` goes back to the first page asked, so `maxPages` works.
 *
 * @example
 * ```ts
 * import { useInfiniteQuery } from "@tanstack/react-query";
 *
 * const api = createQueries(client);
 * const query = useInfiniteQuery(api.tenants.list.infiniteQueryOptions({ pageSize: 50 }));
 * const tenants = query.data?.pages.flatMap((page) => page.list ?? []) ?? [];
 * ```
 * @group TanStack Query
 */
export interface SdkInfiniteQueryOptions<TPage, TKey extends QueryKey> {
  /** The run's key (see {@link CallKey}): the client's base URL, operation and params. */
  readonly queryKey: TKey;
  /** Fetches the window or page a cursor asks for, with TanStack's `signal`. */
  readonly queryFn: QueryFunction<TPage, TKey, PaginationCursor>;
  /** The cursor of the first request, from the params' offset and limit, or page and size. */
  readonly initialPageParam: PaginationCursor;
  /** The cursor after the last page, or undefined when the end rules say the run has ended. */
  readonly getNextPageParam: GetNextPageParamFunction<PaginationCursor, TPage>;
  /** The cursor before the first page held, or undefined at the first page asked. */
  readonly getPreviousPageParam: GetPreviousPageParamFunction<PaginationCursor, TPage>;
  /**
   * What `data` shows: each page without the items an earlier page already showed (by
   * `ownedProductId`, or a tenant's `id`), as `searchAll` and `listAll` drop them; the pages
   * TanStack stores stay as served. Spread the options and set your own `select` to change it.
   */
  readonly select: (data: InfiniteData<TPage, PaginationCursor>) => InfiniteData<TPage>;
  /** TanStack's retry: off, as the SDK retries (see the guide to turn it round). */
  readonly retry: false;
}

/**
 * The options of {@link createQueries}; every one may be left out.
 *
 * @example
 * ```ts
 * const options: QueriesOptions = {
 *   onWarning: (warning, queryKey) => console.warn(warning.code, warning.message, queryKey),
 * };
 * ```
 * @group TanStack Query
 */
export interface QueriesOptions {
  /**
   * Takes each pagination warning of every infinite query (a server's own warning, a total that
   * changed, a repeated window that ended the run, …), with the query's key.
   * Default: `console.warn`, once per query key and warning code.
   */
  readonly onWarning?: ((warning: PaginationWarning, queryKey: QueryKey) => void) | undefined;
}
