import type { PaginateWindowOptions, WindowPage } from "../../pagination/paginate-window.js";
import { windowRun } from "../../pagination/internal/runs.js";
import type { Paginated } from "../../pagination/paginated.js";
import type { OwnedProduct } from "../../schemas/owned-product.js";
import type { OwnedProductSearchResult } from "../../schemas/owned-product-search-result.js";
import { checkIterationArguments, clientRun } from "../internal/iteration-options.js";
import {
  checkParams,
  operation,
  operationSpec,
  type OperationCore,
} from "../internal/operation.js";
import { buildQuery, idUrl, requestUrl } from "../internal/request-url.js";
import type { FilterShape, SearchFilters } from "../query.js";
import type { Operation, RequestOptions } from "../types.js";

/**
 * The parameters of `client.ownedProducts.search`: the window (`offset`, `limit`, under the names
 * `routes.searchOwnedProducts` gives) and the filters, each a query parameter (see
 * {@link QueryValue}), typed by the `Filters` given to `createClient` (see {@link SearchFilters}).
 *
 * @example
 * ```ts
 * const params: OwnedProductSearchParams = { offset: 0, limit: 50, status: "Active" };
 * ```
 * @group Client
 */
export type OwnedProductSearchParams<Filters extends FilterShape<Filters> = SearchFilters> = {
  readonly offset?: number | undefined;
  readonly limit?: number | undefined;
} & Filters;

/**
 * Options of `client.ownedProducts.searchAll`: how to iterate (see {@link PaginateWindowOptions};
 * `offset` and `limit` go in the first argument), and the request options of every call.
 *
 * @example
 * ```ts
 * const options: SearchAllOptions = { concurrency: 4, maxItems: 1_000 };
 * ```
 * @group Client
 */
export type SearchAllOptions = Omit<PaginateWindowOptions<OwnedProduct>, "offset" | "limit"> &
  Omit<RequestOptions, "signal">;

/**
 * Every owned product of a search, window after window.
 *
 * @example
 * ```ts
 * const products: OwnedProductIterable = client.ownedProducts.searchAll({ limit: 100 });
 * const firstTen = await products.toArray({ max: 10 });
 * ```
 * @group Client
 */
export type OwnedProductIterable = Paginated<
  OwnedProduct,
  WindowPage<OwnedProduct, OwnedProductSearchResult>
>;

/**
 * `client.ownedProducts`: one owned product (docs/contract.md 2.1), or one window of a search (2.4).
 *
 * @example
 * ```ts
 * const product = await client.ownedProducts.get(7);
 * const window = await client.ownedProducts.search({ offset: 0, limit: 50 });
 * ```
 * @group Client
 */
export interface OwnedProductsResource<Filters extends FilterShape<Filters> = SearchFilters> {
  /** `GET /owned-products/{ownedProductId}` by default. */
  readonly get: Operation<
    [ownedProductId: number, options?: RequestOptions | undefined],
    OwnedProduct
  >;
  /** `GET /owned-products?offset=…&limit=…&<filters>` by default: one window, not every page. */
  readonly search: Operation<
    [params?: OwnedProductSearchParams<Filters> | undefined, options?: RequestOptions | undefined],
    OwnedProductSearchResult
  >;
  /**
   * Every owned product of a search, window after window as it is iterated: `paginateWindow` over
   * {@link OwnedProductsResource.search}. Filters, `offset` and `limit` go first, iteration options
   * (`concurrency`, `signal`, `maxItems`, …) second.
   *
   * @example
   * ```ts
   * for await (const product of client.ownedProducts.searchAll({ limit: 100 }, { concurrency: 4 })) {
   *   console.log(product.ownedProductId);
   * }
   * ```
   */
  readonly searchAll: (
    params?: OwnedProductSearchParams<Filters>,
    options?: SearchAllOptions,
  ) => OwnedProductIterable;
}

/** `client.ownedProducts` of a client. */
export function ownedProductsResource(core: OperationCore): OwnedProductsResource {
  const { baseUrl, routes } = core.config;
  const { ownedProduct, searchOwnedProducts: route } = routes;
  const paging = (offset: unknown, limit: unknown) =>
    [
      [route.offsetParam, "offset", offset],
      [route.limitParam, "limit", limit],
    ] as const;
  const searchUrl = (where: string, params: unknown) => {
    const { offset, limit, ...filters } = checkParams(where, params);
    return requestUrl(baseUrl, route.path, buildQuery(where, paging(offset, limit), filters));
  };
  const getSpec = operationSpec("ownedProducts.get", ownedProduct.path, "OwnedProduct");
  const searchSpec = operationSpec("ownedProducts.search", route.path, "OwnedProductSearchResult");
  return {
    get: operation(
      core,
      getSpec,
      idUrl(getSpec.name, baseUrl, ownedProduct.path, "ownedProductId"),
    ),
    search: operation(core, searchSpec, (params?: object) => searchUrl(searchSpec.name, params)),
    searchAll: (params = {}, options = {}) => {
      const where = "ownedProducts.searchAll";
      checkParams(where, params);
      checkIterationArguments(where, params, options, ["offset", "limit"]);
      const { offset, limit, ...filters } = params;
      // Checked and encoded once, now: a bad filter is searchAll's error, not the first window's
      // PageFetchError, and a window's URL only adds its offset and limit (checked by the run).
      const filterQuery = buildQuery(where, paging(undefined, undefined), filters);
      const run = clientRun<OwnedProductSearchResult>(
        where,
        options,
        core,
        searchSpec,
        (request) => {
          const query = buildQuery(where, paging(request["offset"], request["limit"]), {});
          for (const [name, value] of filterQuery) query.append(name, value);
          return requestUrl(baseUrl, route.path, query);
        },
      );
      return windowRun(run.fetch, { ...run.iteration, offset, limit }, run.context);
    },
  };
}
