// createQueries: the client's operations as TanStack Query options. Each operation gives
// `queryOptions` (one call) and its key; the two paginated ones also `infiniteQueryOptions`,
// driven by the SDK's own paging descriptions (internal/infinite.ts).
import type { QueryKey } from "@tanstack/query-core";
import {
  pageDescription,
  windowDescription,
  type Client,
  type FilterShape,
  type OwnedProduct,
  type OwnedProductSearchParams,
  type PaginationWarning,
  type RequestOptions,
  type SearchFilters,
  type Tenant,
  type TenantListParams,
} from "owned-products-sdk";
import { infiniteOptions } from "./internal/infinite.js";
import { checkFunction, checkKeys, checkNoSignal } from "./internal/option-checks.js";
import { reporter } from "./internal/warnings.js";
import type { InfiniteQueryCallOptions, QueriesOptions } from "./query-options.js";
import { keysOf } from "./internal/key-builders.js";
import type { ClientKey } from "./query-keys.js";
import type {
  OperationQueries,
  OwnedProductsQueries,
  PurchaseHistoryQueries,
  TenantInfiniteParams,
  TenantsQueries,
} from "./resource-queries.js";

/**
 * The keys and plain query options of one operation: `run` makes its call with TanStack's
 * signal; `fallback` is the argument of a call made without one.
 */
function operationQueries<R extends string, O extends string, A, T>(
  keys: ReturnType<typeof keysOf>,
  resource: R,
  operation: O,
  run: (argument: A, options: RequestOptions) => Promise<T>,
  fallback?: A,
): OperationQueries<R, O, A, T> {
  const queryKey = (argument: A = fallback as A) =>
    keys.call(resource, operation, "query", argument);
  return {
    key: keys.operation(resource, operation),
    queryKey,
    queryOptions: (argument: A = fallback as A, call = {}) => {
      checkNoSignal(`${resource}.${operation}`, call);
      return {
        queryKey: queryKey(argument),
        queryFn: ({ signal }) => run(argument, { ...call, signal }),
        retry: false,
      };
    },
  };
}

/**
 * What {@link createQueries} returns: the key of everything of the client, and per resource its
 * key and its operations' options.
 *
 * @example
 * ```ts
 * const api: Queries = createQueries(client);
 * await queryClient.invalidateQueries({ queryKey: api.tenants.key });
 * ```
 * @group TanStack Query
 */
export interface Queries<Filters extends FilterShape<Filters> = SearchFilters> {
  /** The key of every query of this client: invalidate it to refetch them all. */
  readonly key: ClientKey;
  /** `client.purchaseHistory`: `get`. */
  readonly purchaseHistory: PurchaseHistoryQueries;
  /** `client.ownedProducts`: `get`, and `search` with its infinite query. */
  readonly ownedProducts: OwnedProductsQueries<Filters>;
  /** `client.tenants`: `list` with its infinite query. */
  readonly tenants: TenantsQueries;
}

/**
 * TanStack Query options for every operation of `client`, for React, Vue, Solid, Svelte and
 * Angular Query alike: `queryOptions(...)` of one call, `infiniteQueryOptions(...)` of the
 * paginated ones (whose page parameters follow the SDK's end rules), and the query keys to
 * invalidate. The keys hold `client.baseUrl`, so two clients can share one `QueryClient`.
 * `retry` is `false` in every option: the SDK retries each request itself.
 *
 * @example
 * ```ts
 * import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
 * import { createClient } from "owned-products-sdk";
 * import { createQueries } from "owned-products-sdk/tanstack-query";
 *
 * const api = createQueries(createClient({ baseUrl: "https://api.example.com" }));
 * const history = useQuery(api.purchaseHistory.get.queryOptions(42));
 * const search = useInfiniteQuery(
 *   api.ownedProducts.search.infiniteQueryOptions({ limit: 50, status: "Active" }),
 * );
 * ```
 * @group TanStack Query
 */
export function createQueries<Filters extends FilterShape<Filters> = SearchFilters>(
  client: Client<Filters>,
  options: QueriesOptions = {},
): Queries<Filters> {
  checkKeys("createQueries", "option", options, ["onWarning"]);
  checkFunction("createQueries", "options.onWarning", options.onWarning);
  const keys = keysOf(client.baseUrl);
  const report = reporter(options.onWarning);
  // The warnings of one infinite query: to the call's onWarning, else to createQueries'.
  const reportTo =
    (where: string, queryKey: QueryKey, onWarning: InfiniteQueryCallOptions["onWarning"]) =>
    (warnings: readonly PaginationWarning[]) => {
      for (const warning of warnings) {
        if (onWarning) onWarning(warning);
        else report(warning, queryKey, where);
      }
    };
  // The call's own options go on to the client, which checks them when the page is fetched;
  // `onWarning` (or a slip of it, which the client would not know) is this entry's to check.
  const split = (where: string, given: InfiniteQueryCallOptions) => {
    checkKeys(where, "option", given, ["onWarning"], true);
    checkNoSignal(where, given);
    checkFunction(where, "options.onWarning", given.onWarning);
    const { onWarning, ...call } = given;
    return { onWarning, call };
  };

  const purchaseHistory: PurchaseHistoryQueries = {
    key: keys.resource("purchaseHistory"),
    get: operationQueries(keys, "purchaseHistory", "get", (tenantId: number, call) =>
      client.purchaseHistory.get(tenantId, call),
    ),
  };

  const searchInfiniteKey = (
    params: OwnedProductSearchParams<Filters> = {} as OwnedProductSearchParams<Filters>,
  ) => keys.call("ownedProducts", "search", "infinite", params);
  const ownedProducts: OwnedProductsQueries<Filters> = {
    key: keys.resource("ownedProducts"),
    get: operationQueries(keys, "ownedProducts", "get", (ownedProductId: number, call) =>
      client.ownedProducts.get(ownedProductId, call),
    ),
    search: {
      ...operationQueries(
        keys,
        "ownedProducts",
        "search",
        (params: OwnedProductSearchParams<Filters>, call) =>
          client.ownedProducts.search(params, call),
        {} as OwnedProductSearchParams<Filters>,
      ),
      infiniteQueryKey: searchInfiniteKey,
      infiniteQueryOptions: (params = {} as OwnedProductSearchParams<Filters>, given = {}) => {
        const where = "ownedProducts.search";
        const description = windowDescription(where, "params");
        const queryKey = searchInfiniteKey(params);
        const { onWarning, call } = split(where, given);
        return infiniteOptions({
          description,
          start: description.start(params),
          unit: "offset",
          queryKey,
          // The cursor's offset and limit go last: the params never overwrite them.
          fetch: (request, signal) =>
            client.ownedProducts.search({ ...params, ...request }, { ...call, signal }),
          report: reportTo(where, queryKey, onWarning),
          key: (product) => (product as OwnedProduct | null)?.ownedProductId,
        });
      },
    },
  };

  const listInfiniteKey = (params: TenantInfiniteParams = {}) =>
    keys.call("tenants", "list", "infinite", params);
  const tenants: TenantsQueries = {
    key: keys.resource("tenants"),
    list: {
      ...operationQueries(
        keys,
        "tenants",
        "list",
        (params: TenantListParams, call) => client.tenants.list(params, call),
        {},
      ),
      infiniteQueryKey: listInfiniteKey,
      infiniteQueryOptions: (params = {}, given = {}) => {
        const where = "tenants.list";
        const description = pageDescription(where, "params");
        // Only these are read: another key (`pagesize`) would be ignored, not sent.
        checkKeys(where, "parameter", params, ["pageNumber", "pageSize", "zeroBased"]);
        const queryKey = listInfiniteKey(params);
        const { onWarning, call } = split(where, given);
        return infiniteOptions({
          description,
          start: description.start(params),
          unit: "page",
          queryKey,
          fetch: (request, signal) => client.tenants.list(request, { ...call, signal }),
          report: reportTo(where, queryKey, onWarning),
          key: (tenant) => (tenant as Tenant | null)?.id,
        });
      },
    },
  };

  return { key: keys.client, purchaseHistory, ownedProducts, tenants };
}
