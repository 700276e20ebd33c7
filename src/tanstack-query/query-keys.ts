// The query keys of every option this entry makes, in one hierarchy: the SDK, one client (by its
// base URL), one resource, one operation, then one call. A plain and an infinite query of the
// same parameters differ in their fourth segment, so they never share a cache entry (TanStack
// keeps a single query's data and an infinite query's pages in different shapes).

/**
 * The first segment of every query key of this entry: `queryClient.invalidateQueries({ queryKey:
 * [queryKeyRoot] })` marks stale every query of every client of the SDK.
 *
 * @example
 * ```ts
 * import { queryKeyRoot } from "owned-products-sdk/tanstack-query";
 *
 * const everything = [queryKeyRoot] as const;
 * ```
 * @group TanStack Query
 */
export const queryKeyRoot = "owned-products-sdk";

/**
 * Which TanStack query a key belongs to: `"query"` (`queryOptions`) or `"infinite"`
 * (`infiniteQueryOptions`).
 *
 * @example
 * ```ts
 * const kind: QueryKind = "infinite";
 * ```
 * @group TanStack Query
 */
export type QueryKind = "query" | "infinite";

/**
 * The key of everything of one client: the root and the client's `baseUrl`.
 *
 * @example
 * ```ts
 * const key: ClientKey = ["owned-products-sdk", "https://api.example.com"];
 * ```
 * @group TanStack Query
 */
export type ClientKey = readonly [typeof queryKeyRoot, string];

/**
 * The key of one resource of one client: `[…ClientKey, "ownedProducts"]`.
 *
 * @example
 * ```ts
 * const key: ResourceKey<"tenants"> = ["owned-products-sdk", "https://api.example.com", "tenants"];
 * ```
 * @group TanStack Query
 */
export type ResourceKey<R extends string> = readonly [typeof queryKeyRoot, string, R];

/**
 * The key of one operation of one resource: `[…ResourceKey, "search"]`, every call of it.
 *
 * @example
 * ```ts
 * const key: OperationKey<"tenants", "list"> = ["owned-products-sdk", baseUrl, "tenants", "list"];
 * ```
 * @group TanStack Query
 */
export type OperationKey<R extends string, O extends string> = readonly [
  typeof queryKeyRoot,
  string,
  R,
  O,
];

/**
 * The key of one call: `[…OperationKey, kind, argument]`, the argument (an id, or the params)
 * as given. Every part is plain JSON, so the key survives `dehydrate` and `hydrate`.
 *
 * @example
 * ```ts
 * const key: CallKey<"ownedProducts", "get", "query", number> = [
 *   "owned-products-sdk", baseUrl, "ownedProducts", "get", "query", 7,
 * ];
 * ```
 * @group TanStack Query
 */
export type CallKey<R extends string, O extends string, K extends QueryKind, A> = readonly [
  typeof queryKeyRoot,
  string,
  R,
  O,
  K,
  A,
];
