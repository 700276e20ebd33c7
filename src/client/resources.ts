import type { OwnedProduct } from "../schemas/owned-product.js";
import type { OwnedProductSearchResult } from "../schemas/owned-product-search-result.js";
import type { PurchaseHistory } from "../schemas/purchase-history.js";
import type { TenantPage } from "../schemas/tenant-page.js";
import { checkId, fillPath } from "./path-template.js";
import {
  listAllOver,
  searchAllOver,
  type ListAllOptions,
  type OwnedProductIterable,
  type SearchAllOptions,
  type TenantIterable,
} from "./iterate-all.js";
import { buildQuery, type QueryValue } from "./query.js";
import { send, type CallSpec, type ClientCore } from "./request.js";
import type { Operation, RequestOptions } from "./types.js";

/**
 * The parameters of `client.ownedProducts.search`: the window (`offset`, `limit`, sent under the
 * names `routes.searchOwnedProducts` gives) and any filters, each sent as a query parameter as
 * given (see {@link QueryValue}).
 *
 * @group Client
 */
export interface OwnedProductSearchParams {
  readonly offset?: number | undefined;
  readonly limit?: number | undefined;
  readonly [filter: string]: QueryValue;
}

/**
 * The parameters of `client.tenants.list`: which page, and how many tenants per page.
 *
 * @group Client
 */
export interface TenantListParams {
  readonly pageNumber?: number | undefined;
  readonly pageSize?: number | undefined;
}

/**
 * `client.purchaseHistory`: one tenant's purchase history (CONTRACT.md 2.3).
 *
 * @group Client
 */
export interface PurchaseHistoryResource {
  /** `GET /tenants/{tenantId}/purchase-history` by default. */
  readonly get: Operation<
    [tenantId: number, options?: RequestOptions | undefined],
    PurchaseHistory
  >;
}

/**
 * `client.ownedProducts`: one owned product (CONTRACT.md 2.1), or one window of a search (2.4).
 *
 * @group Client
 */
export interface OwnedProductsResource {
  /** `GET /owned-products/{ownedProductId}` by default. */
  readonly get: Operation<
    [ownedProductId: number, options?: RequestOptions | undefined],
    OwnedProduct
  >;
  /** `GET /owned-products?offset=…&limit=…&<filters>` by default: one window, not every page. */
  readonly search: Operation<
    [params?: OwnedProductSearchParams | undefined, options?: RequestOptions | undefined],
    OwnedProductSearchResult
  >;
  /**
   * Every owned product of a search, fetched window after window as it is iterated:
   * `paginateWindow` over {@link OwnedProductsResource.search}. Filters, `offset` and `limit` go
   * in the first argument, iteration options (`concurrency`, `signal`, `maxItems`, …) in the
   * second.
   *
   * @example
   * ```ts
   * for await (const product of client.ownedProducts.searchAll({ limit: 100 }, { concurrency: 4 })) {
   *   console.log(product.ownedProductId);
   * }
   * ```
   */
  readonly searchAll: (
    params?: OwnedProductSearchParams,
    options?: SearchAllOptions,
  ) => OwnedProductIterable;
}

/**
 * `client.tenants`: one page of the tenant list (CONTRACT.md 2.5).
 *
 * @group Client
 */
export interface TenantsResource {
  /** `GET /tenants?pageNumber=…&pageSize=…` by default: one page, not every page. */
  readonly list: Operation<
    [params?: TenantListParams | undefined, options?: RequestOptions | undefined],
    TenantPage
  >;
  /**
   * Every tenant, fetched page after page as it is iterated: `paginatePages` over
   * {@link TenantsResource.list}. `pageNumber` and `pageSize` go in the first argument, iteration
   * options (`concurrency`, `signal`, `maxItems`, …) in the second.
   *
   * @example
   * ```ts
   * for await (const tenant of client.tenants.listAll({ pageSize: 50 })) console.log(tenant.name);
   * ```
   */
  readonly listAll: (params?: TenantListParams, options?: ListAllOptions) => TenantIterable;
}

function operation<Args extends readonly unknown[], T>(
  core: ClientCore,
  build: (...args: Args) => readonly [CallSpec, RequestOptions | undefined],
): Operation<Args, T> {
  const call = async (...args: Args): Promise<T> => {
    const [spec, options] = build(...args);
    return (await send<T>(core, spec, options, false)).data;
  };
  return Object.assign(call, {
    withResponse: async (...args: Args) => {
      const [spec, options] = build(...args);
      return send<T>(core, spec, options, true);
    },
  });
}

function checkParams(params: unknown, name: string): Record<string, unknown> {
  if (params === undefined) return {};
  if (typeof params !== "object" || params === null || Array.isArray(params)) {
    throw new TypeError(`The ${name} parameters must be an object`);
  }
  return params as Record<string, unknown>;
}

/**
 * The four operations of API.md, each a thin description of its GET over {@link send}.
 *
 * @internal
 */
export function buildResources(core: ClientCore): {
  purchaseHistory: PurchaseHistoryResource;
  ownedProducts: OwnedProductsResource;
  tenants: TenantsResource;
} {
  const { routes } = core.options;
  const search: OwnedProductsResource["search"] = operation(
    core,
    (params?: OwnedProductSearchParams, options?: RequestOptions) => {
      const route = routes.searchOwnedProducts;
      const { offset, limit, ...filters } = checkParams(params, "search");
      const query = buildQuery(
        [
          [route.offsetParam, "offset", offset],
          [route.limitParam, "limit", limit],
        ],
        filters,
      );
      return [{ resource: "OwnedProductSearchResult", path: route.path, query }, options] as const;
    },
  );
  const list: TenantsResource["list"] = operation(
    core,
    (params?: TenantListParams, options?: RequestOptions) => {
      const route = routes.listTenants;
      const { pageNumber, pageSize, ...rest } = checkParams(params, "tenant list");
      const unknown = Object.keys(rest)[0];
      if (unknown !== undefined) {
        throw new TypeError(`Unknown tenant list parameter \`${unknown}\``);
      }
      const query = buildQuery(
        [
          [route.pageNumberParam, "pageNumber", pageNumber],
          [route.pageSizeParam, "pageSize", pageSize],
        ],
        {},
      );
      return [{ resource: "TenantPage", path: route.path, query }, options] as const;
    },
  );
  return {
    purchaseHistory: {
      get: operation(core, (tenantId: number, options?: RequestOptions) => {
        const id = checkId("tenantId", tenantId);
        const path = fillPath(routes.purchaseHistory.path, { tenantId: id });
        return [{ resource: "PurchaseHistory", path }, options] as const;
      }),
    },
    ownedProducts: {
      get: operation(core, (ownedProductId: number, options?: RequestOptions) => {
        const id = checkId("ownedProductId", ownedProductId);
        const path = fillPath(routes.ownedProduct.path, { ownedProductId: id });
        return [{ resource: "OwnedProduct", path }, options] as const;
      }),
      search,
      searchAll: searchAllOver(search),
    },
    tenants: {
      list,
      listAll: listAllOver(list),
    },
  };
}
