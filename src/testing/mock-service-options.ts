import type { RoutesOverride } from "../client/routes.js";
import type { OwnedProduct } from "../schemas/owned-product.js";
import type { Tenant } from "../schemas/tenant.js";
import type { FaultPlan } from "./faults.js";
import type { ItemFilter } from "./item-filter.js";

/**
 * How the mock service behaves, wherever it runs: in msw ({@link createHandlers}), behind a
 * fetch-style function ({@link createMockFetchHandler}) or on a real port ({@link startMockServer}).
 *
 * @example
 * ```ts
 * const options: MockServiceOptions = {
 *   routes: { listTenants: { path: "/v2/tenants" } },
 *   maxLimit: 100,
 *   latencyMs: 20,
 *   faults: { ownedProduct: { kind: "status", status: 503, times: 1 } },
 * };
 * ```
 * @group Testing
 */
export interface MockServiceOptions {
  /** The same overrides as the client's `routes` option; default: the SDK's default routes. */
  readonly routes?: RoutesOverride | undefined;
  /**
   * Which items match a search's or a list's other query parameters. Default: a parameter named
   * after a field must equal it (`?status=Active&tenantId=1001`); others are ignored.
   */
  readonly filters?:
    | {
        readonly ownedProducts?: ItemFilter<OwnedProduct> | undefined;
        readonly tenants?: ItemFilter<Tenant> | undefined;
      }
    | undefined;
  /** The `limit` used when a search sends none. Default 50. */
  readonly defaultLimit?: number | undefined;
  /** Clamp `limit` to this, echo the clamped value and add a warning, as strict servers do. */
  readonly maxLimit?: number | undefined;
  /** The `pageSize` used when a list request sends none. Default 20. */
  readonly defaultPageSize?: number | undefined;
  /** Clamp `pageSize` to this (`totalPages` follows; the contract echoes no page size). */
  readonly maxPageSize?: number | undefined;
  /** Wait this many milliseconds before answering any request of the four routes. Default 0. */
  readonly latencyMs?: number | undefined;
  /** What goes wrong, per route. */
  readonly faults?: FaultPlan | undefined;
}
