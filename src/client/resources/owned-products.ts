import type { PaginateWindowOptions, WindowPage } from "../../pagination/paginate-window.js";
import { windowRun } from "../../pagination/internal/runs.js";
import type { Paginated } from "../../pagination/paginated.js";
import type { OwnedProduct } from "../../schemas/owned-product.js";
import type { OwnedProductSearchResult } from "../../schemas/owned-product-search-result.js";
import { buildQuery } from "../internal/build-query.js";
import { checkIterationArguments } from "../internal/iteration-options.js";
import { checkParams, operation } from "../internal/operation.js";
import { checkId, fillPath } from "../internal/path-template.js";
import { resolveRequestOptions } from "../internal/request-options.js";
import type { CallSpec, ClientCore } from "../internal/send.js";
import type { QueryValue } from "../query.js";
import type { Operation, RequestOptions } from "../types.js";

/**
 * The parameters of `client.ownedProducts.search`: the window (`offset`, `limit`, sent under the
 * names `routes.searchOwnedProducts` gives) and any filters, each sent as a query parameter as
 * given (see {@link QueryValue}).
 *
 * @example
 * ```ts
 * const params: OwnedProductSearchParams = { offset: 0, limit: 50, status: "Active" };
 * ```
 * @group Client
 */
export interface OwnedProductSearchParams {
  readonly offset?: number | undefined;
  readonly limit?: number | undefined;
  readonly [filter: string]: QueryValue;
}

/**
 * Options of `client.ownedProducts.searchAll`: how to iterate (see {@link PaginateWindowOptions};
 * the start and window size are `offset` and `limit` of the first argument), plus the
 * `headers`, `timeoutMs`, `retry` and `maxResponseBytes` of every request.
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

/** `client.ownedProducts` of a client. */
export function ownedProductsResource(core: ClientCore): OwnedProductsResource {
  const { ownedProduct, searchOwnedProducts } = core.options.routes;
  const { offsetParam, limitParam } = searchOwnedProducts;
  // A search's query: offset and limit under the names the routes give them, then the filters.
  const queryOf = (
    where: string,
    offset: unknown,
    limit: unknown,
    filters: Readonly<Record<string, unknown>>,
  ) =>
    buildQuery(
      where,
      [
        [offsetParam, "offset", offset],
        [limitParam, "limit", limit],
      ],
      filters,
    );
  const search: OwnedProductsResource["search"] = operation(
    core,
    "ownedProducts.search",
    (params?: OwnedProductSearchParams, options?: RequestOptions) => {
      const { offset, limit, ...filters } = checkParams("ownedProducts.search", params);
      const query = queryOf("ownedProducts.search", offset, limit, filters);
      const spec: CallSpec = {
        resource: "OwnedProductSearchResult",
        path: searchOwnedProducts.path,
        query,
      };
      return [spec, options] as const;
    },
  );
  return {
    get: operation(
      core,
      "ownedProducts.get",
      (ownedProductId: number, options?: RequestOptions) => {
        const id = checkId("ownedProducts.get", "ownedProductId", ownedProductId);
        return [
          { resource: "OwnedProduct", path: fillPath(ownedProduct.path, { ownedProductId: id }) },
          options,
        ] as const;
      },
    ),
    search,
    searchAll: (params = {}, options = {}) => {
      const where = "ownedProducts.searchAll";
      checkParams(where, params);
      checkIterationArguments(where, params, options, ["offset", "limit"]);
      const { offset, limit, ...filters } = params;
      // The filters are checked now too, blamed on searchAll, not as a PageFetchError of the
      // first window's search (offset and limit are checked by paginateWindow).
      queryOf(where, undefined, undefined, filters);
      const { headers, timeoutMs, retry, maxResponseBytes, ...iteration } = options;
      const perRequest = { headers, timeoutMs, retry, maxResponseBytes };
      // Checked now, as the iteration options are, not when the first window is fetched.
      resolveRequestOptions(where, perRequest, core.options);
      // The names are checked above; the values once, here, for the whole run.
      return windowRun(
        (request) =>
          search(
            { ...filters, offset: request.offset, limit: request.limit },
            { ...perRequest, signal: request.signal },
          ),
        { ...iteration, offset, limit },
        { where, startIn: "params", logger: core.options.logger },
      );
    },
  };
}
