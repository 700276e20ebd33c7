import type { NumberedPage, PaginatePagesOptions } from "../../pagination/paginate-pages.js";
import { pagesRun } from "../../pagination/internal/runs.js";
import type { Paginated } from "../../pagination/paginated.js";
import type { Tenant } from "../../schemas/tenant.js";
import type { TenantPage } from "../../schemas/tenant-page.js";
import { knownKeysOnly } from "../../internal/option-checks/index.js";
import { checkIterationArguments, clientRun } from "../internal/iteration-options.js";
import {
  checkParams,
  operation,
  operationSpec,
  type OperationCore,
} from "../internal/operation.js";
import { buildQuery, requestUrl } from "../internal/request-url.js";
import type { Operation, RequestOptions } from "../types.js";

/**
 * The parameters of `client.tenants.list`: which page, and how many tenants per page.
 *
 * @example
 * ```ts
 * const params: TenantListParams = { pageNumber: 2, pageSize: 50 };
 * ```
 * @group Client
 */
export interface TenantListParams {
  readonly pageNumber?: number | undefined;
  readonly pageSize?: number | undefined;
}

/**
 * Options of `client.tenants.listAll`: how to iterate (see {@link PaginatePagesOptions};
 * `pageNumber` and `pageSize` go in the first argument), and the request options of every call.
 *
 * @example
 * ```ts
 * const options: ListAllOptions = { concurrency: 2, timeoutMs: 5_000 };
 * ```
 * @group Client
 */
export type ListAllOptions = Omit<PaginatePagesOptions<Tenant>, "pageNumber" | "pageSize"> &
  Omit<RequestOptions, "signal">;

/**
 * Every tenant, page after page.
 *
 * @example
 * ```ts
 * const tenants: TenantIterable = client.tenants.listAll({ pageSize: 50 });
 * for await (const tenant of tenants) console.log(tenant.name);
 * ```
 * @group Client
 */
export type TenantIterable = Paginated<Tenant, NumberedPage<Tenant, TenantPage>>;

/**
 * `client.tenants`: one page of the tenant list (docs/contract.md 2.5).
 *
 * @example
 * ```ts
 * const page = await client.tenants.list({ pageNumber: 1, pageSize: 20 });
 * ```
 * @group Client
 */
export interface TenantsResource {
  /** `GET /tenants?pageNumber=…&pageSize=…` by default: one page, not every page. */
  readonly list: Operation<
    [params?: TenantListParams | undefined, options?: RequestOptions | undefined],
    TenantPage
  >;
  /**
   * Every tenant, page after page as it is iterated: `paginatePages` over
   * {@link TenantsResource.list}. `pageNumber` and `pageSize` go first, iteration options
   * (`concurrency`, `signal`, `maxItems`, …) second.
   *
   * @example
   * ```ts
   * for await (const tenant of client.tenants.listAll({ pageSize: 50 })) console.log(tenant.name);
   * ```
   */
  readonly listAll: (params?: TenantListParams, options?: ListAllOptions) => TenantIterable;
}

/** Refuses a parameter of `client.tenants.list` (or `listAll`) other than the page's. */
function checkListParams(where: string, params: unknown): TenantListParams {
  const given = checkParams(where, params);
  knownKeysOnly(where, given, ["pageNumber", "pageSize"], "params");
  return { pageNumber: given["pageNumber"], pageSize: given["pageSize"] } as TenantListParams;
}

/** `client.tenants` of a client. */
export function tenantsResource(core: OperationCore): TenantsResource {
  const route = core.config.routes.listTenants;
  const spec = operationSpec("tenants.list", route.path, "TenantPage");
  // The URL of a page: its number and size, each checked to be absent or an int32.
  const pageUrl = (where: string, pageNumber: unknown, pageSize: unknown) => {
    const paging = [
      [route.pageNumberParam, "pageNumber", pageNumber],
      [route.pageSizeParam, "pageSize", pageSize],
    ] as const;
    return requestUrl(core.config.baseUrl, route.path, buildQuery(where, paging, {}));
  };
  const listUrl = (where: string, params: unknown) => {
    const { pageNumber, pageSize } = checkListParams(where, params);
    return pageUrl(where, pageNumber, pageSize);
  };
  return {
    list: operation(core, spec, (params?: TenantListParams) => listUrl(spec.name, params)),
    listAll: (params = {}, options = {}) => {
      const where = "tenants.listAll";
      checkIterationArguments(where, params, options, ["pageNumber", "pageSize"], ["zeroBased"]);
      const { pageNumber, pageSize } = checkListParams(where, params);
      // The params were checked once, above: a page's URL only needs its number and size.
      const run = clientRun<TenantPage>(where, options, core, spec, (request) =>
        pageUrl(where, request["pageNumber"], request["pageSize"]),
      );
      // A tenant added or removed mid-run shifts the pages: repeats are dropped by id by default.
      return pagesRun(
        run.fetch,
        { ...run.iteration, pageNumber, pageSize },
        { ...run.context, key: (tenant) => tenant.id },
      );
    },
  };
}
