// The types of what createQueries gives per resource and operation: the keys (the resource's,
// the operation's, one call's) and the options of one call, plain or infinite.
import type {
  FilterShape,
  OwnedProduct,
  OwnedProductSearchParams,
  OwnedProductSearchResult,
  PurchaseHistory,
  SearchFilters,
  TenantListParams,
  TenantPage,
} from "owned-products-sdk";
import type {
  InfiniteQueryCallOptions,
  QueryCallOptions,
  SdkInfiniteQueryOptions,
  SdkQueryOptions,
} from "./query-options.js";
import type { CallKey, OperationKey, ResourceKey } from "./query-keys.js";

/**
 * The params of `tenants.list.infiniteQueryOptions`: the first page and the page size, and
 * `zeroBased` for a server that counts pages from 0 (as `listAll`'s option of that name).
 *
 * @example
 * ```ts
 * const params: TenantInfiniteParams = { pageSize: 50, zeroBased: true };
 * ```
 * @group TanStack Query
 */
export interface TenantInfiniteParams extends TenantListParams {
  readonly zeroBased?: boolean | undefined;
}

/**
 * The queries of one operation that takes one argument `A` (an id, or params) and resolves to
 * `TData`: its key, the key of one call, and the options of one call.
 *
 * @example
 * ```ts
 * const get: OperationQueries<"ownedProducts", "get", number, OwnedProduct> =
 *   createQueries(client).ownedProducts.get;
 * const options = get.queryOptions(7, { timeoutMs: 5_000 });
 * ```
 * @group TanStack Query
 */
export interface OperationQueries<R extends string, O extends string, A, TData> {
  /** The key of every call of this operation, plain and infinite. */
  readonly key: OperationKey<R, O>;
  /** The key of one call's `queryOptions`. */
  queryKey(argument: A): CallKey<R, O, "query", A>;
  /** The options of one call, for `useQuery`, `fetchQuery`, `prefetchQuery`. */
  queryOptions(
    argument: A,
    options?: QueryCallOptions,
  ): SdkQueryOptions<TData, CallKey<R, O, "query", A>>;
}

/**
 * The queries of a paginated operation: those of {@link OperationQueries}, and the infinite
 * query of every window or page from the params' start on.
 *
 * @example
 * ```ts
 * const list: PaginatedQueries<"tenants", "list", TenantListParams, TenantInfiniteParams, TenantPage> =
 *   createQueries(client).tenants.list;
 * const options = list.infiniteQueryOptions({ pageSize: 50 });
 * ```
 * @group TanStack Query
 */
export interface PaginatedQueries<
  R extends string,
  O extends string,
  A,
  AInfinite,
  TPage,
> extends OperationQueries<R, O, A, TPage> {
  /** The key of one call's `infiniteQueryOptions`: never that of `queryOptions`. */
  infiniteQueryKey(params?: AInfinite): CallKey<R, O, "infinite", AInfinite>;
  /**
   * The options of an infinite query, for `useInfiniteQuery`, `fetchInfiniteQuery`,
   * `prefetchInfiniteQuery`. Throws a `TypeError` for a start or size that is not a whole number
   * in range, as the SDK's iterators do.
   */
  infiniteQueryOptions(
    params?: AInfinite,
    options?: InfiniteQueryCallOptions,
  ): SdkInfiniteQueryOptions<TPage, CallKey<R, O, "infinite", AInfinite>>;
}

/**
 * `createQueries(client).purchaseHistory`.
 *
 * @example
 * ```ts
 * const options = createQueries(client).purchaseHistory.get.queryOptions(42);
 * ```
 * @group TanStack Query
 */
export interface PurchaseHistoryQueries {
  /** The key of every query of the resource. */
  readonly key: ResourceKey<"purchaseHistory">;
  /** `client.purchaseHistory.get(tenantId)`. */
  readonly get: OperationQueries<"purchaseHistory", "get", number, PurchaseHistory>;
}

/**
 * `createQueries(client).ownedProducts`.
 *
 * @example
 * ```ts
 * const api = createQueries(client);
 * const one = api.ownedProducts.get.queryOptions(7);
 * const all = api.ownedProducts.search.infiniteQueryOptions({ limit: 50, status: "Active" });
 * ```
 * @group TanStack Query
 */
export interface OwnedProductsQueries<Filters extends FilterShape<Filters> = SearchFilters> {
  /** The key of every query of the resource. */
  readonly key: ResourceKey<"ownedProducts">;
  /** `client.ownedProducts.get(ownedProductId)`. */
  readonly get: OperationQueries<"ownedProducts", "get", number, OwnedProduct>;
  /** `client.ownedProducts.search(params)`: one window, or every window from `offset` on. */
  readonly search: PaginatedQueries<
    "ownedProducts",
    "search",
    OwnedProductSearchParams<Filters>,
    OwnedProductSearchParams<Filters>,
    OwnedProductSearchResult
  >;
}

/**
 * `createQueries(client).tenants`.
 *
 * @example
 * ```ts
 * const options = createQueries(client).tenants.list.infiniteQueryOptions({ pageSize: 50 });
 * ```
 * @group TanStack Query
 */
export interface TenantsQueries {
  /** The key of every query of the resource. */
  readonly key: ResourceKey<"tenants">;
  /** `client.tenants.list(params)`: one page, or every page from `pageNumber` on. */
  readonly list: PaginatedQueries<
    "tenants",
    "list",
    TenantListParams,
    TenantInfiniteParams,
    TenantPage
  >;
}
