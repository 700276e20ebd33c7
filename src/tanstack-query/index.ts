/**
 * `owned-products-sdk/tanstack-query`: the client's operations as TanStack Query options, for
 * React, Vue, Solid, Svelte and Angular Query alike. Infinite queries page by the SDK's own end
 * rules; the query keys hold the client's base URL. `@tanstack/query-core` is an optional peer
 * of the package, for its types only: nothing of TanStack is imported at run time.
 *
 * @packageDocumentation
 * @module owned-products-sdk/tanstack-query
 */
export { createQueries, type Queries } from "./create-queries.js";
export type {
  InfiniteQueryCallOptions,
  QueriesOptions,
  QueryCallOptions,
  SdkInfiniteQueryOptions,
  SdkQueryOptions,
} from "./query-options.js";
export {
  queryKeyRoot,
  type CallKey,
  type ClientKey,
  type OperationKey,
  type QueryKind,
  type ResourceKey,
} from "./query-keys.js";
export type {
  OperationQueries,
  OwnedProductsQueries,
  PaginatedQueries,
  PurchaseHistoryQueries,
  TenantInfiniteParams,
  TenantsQueries,
} from "./resource-queries.js";
