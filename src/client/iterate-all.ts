import {
  paginatePages,
  type NumberedPage,
  type PaginatePagesOptions,
} from "../pagination/paginate-pages.js";
import {
  paginateWindow,
  type PaginateWindowOptions,
  type WindowPage,
} from "../pagination/paginate-window.js";
import type { Paginated } from "../pagination/paginated.js";
import type { OwnedProduct } from "../schemas/owned-product.js";
import type { OwnedProductSearchResult } from "../schemas/owned-product-search-result.js";
import type { Tenant } from "../schemas/tenant.js";
import type { TenantPage } from "../schemas/tenant-page.js";
import type {
  OwnedProductSearchParams,
  OwnedProductsResource,
  TenantListParams,
  TenantsResource,
} from "./resources.js";
import type { RequestOptions } from "./types.js";

/**
 * Options of `client.ownedProducts.searchAll`: how to iterate (see {@link PaginateWindowOptions};
 * the start and window size are `offset` and `limit` of the first argument), plus the
 * `headers` and `timeoutMs` of every request.
 *
 * @group Client
 */
export type SearchAllOptions = Omit<PaginateWindowOptions<OwnedProduct>, "offset" | "limit"> &
  Omit<RequestOptions, "signal">;

/**
 * Options of `client.tenants.listAll`: how to iterate (see {@link PaginatePagesOptions}; the
 * first page and page size are `pageNumber` and `pageSize` of the first argument), plus the
 * `headers` and `timeoutMs` of every request.
 *
 * @group Client
 */
export type ListAllOptions = Omit<PaginatePagesOptions<Tenant>, "pageNumber" | "pageSize"> &
  Omit<RequestOptions, "signal">;

/**
 * Every owned product of a search, window after window.
 *
 * @group Client
 */
export type OwnedProductIterable = Paginated<
  OwnedProduct,
  WindowPage<OwnedProduct, OwnedProductSearchResult>
>;

/**
 * Every tenant, page after page.
 *
 * @group Client
 */
export type TenantIterable = Paginated<Tenant, NumberedPage<Tenant, TenantPage>>;

// Iteration options in the first argument would otherwise be sent as search filters.
const ITERATION_OPTIONS = [
  "concurrency",
  "signal",
  "onWarning",
  "maxItems",
  "maxPages",
  "dedupe",
  "dedupeHorizon",
  "zeroBased",
  "headers",
  "timeoutMs",
];

function rejectIterationOptions(params: object | undefined, method: string): void {
  if (typeof params !== "object" || params === null) return;
  const misplaced = ITERATION_OPTIONS.find((key) => key in params);
  if (misplaced !== undefined) {
    throw new TypeError(
      `\`${misplaced}\` is an iteration option of ${method}: pass it in the second argument, ` +
        `e.g. ${method}({ limit: 100 }, { ${misplaced}: … })`,
    );
  }
}

/**
 * `searchAll` over a client's `search`: every window of one search, through paginateWindow.
 *
 * @internal
 */
export function searchAllOver(search: OwnedProductsResource["search"]) {
  return (
    params: OwnedProductSearchParams = {},
    options: SearchAllOptions = {},
  ): OwnedProductIterable => {
    rejectIterationOptions(params, "searchAll");
    const { offset, limit, ...filters } = params;
    const { headers, timeoutMs, ...iteration } = options;
    return paginateWindow(
      (request) =>
        search(
          { ...filters, offset: request.offset, limit: request.limit },
          { signal: request.signal, headers, timeoutMs },
        ),
      { ...iteration, offset, limit },
    );
  };
}

/**
 * `listAll` over a client's `list`: every page of the tenant list, through paginatePages.
 *
 * @internal
 */
export function listAllOver(list: TenantsResource["list"]) {
  return (params: TenantListParams = {}, options: ListAllOptions = {}): TenantIterable => {
    rejectIterationOptions(params, "listAll");
    const { pageNumber, pageSize, ...rest } = params as TenantListParams & Record<string, unknown>;
    const unknown = Object.keys(rest)[0];
    if (unknown !== undefined) throw new TypeError(`Unknown tenant list parameter \`${unknown}\``);
    const { headers, timeoutMs, ...iteration } = options;
    return paginatePages(
      (request) =>
        list(
          { pageNumber: request.pageNumber, pageSize: request.pageSize },
          { signal: request.signal, headers, timeoutMs },
        ),
      { ...iteration, pageNumber, pageSize },
    );
  };
}
