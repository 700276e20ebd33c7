/**
 * Where each operation is sent. The contract shows no paths, so {@link defaultRoutes} is this SDK's
 * assumption (docs/client.md), every part of which the `routes` option can override. Paths are
 * templates: `{tenantId}` and `{ownedProductId}` are replaced by the id.
 *
 * @group Client
 */
export interface Routes {
  /** `GET` one tenant's purchase history (docs/contract.md 2.3); the path holds `{tenantId}`. */
  readonly purchaseHistory: { readonly path: string };
  /** `GET` one owned product (docs/contract.md 2.1); the path holds `{ownedProductId}`. */
  readonly ownedProduct: { readonly path: string };
  /** `GET` one window of an owned-product search (docs/contract.md 2.4), and its query names. */
  readonly searchOwnedProducts: {
    readonly path: string;
    readonly offsetParam: string;
    readonly limitParam: string;
  };
  /** `GET` one page of the tenant list (docs/contract.md 2.5), and its query names. */
  readonly listTenants: {
    readonly path: string;
    readonly pageNumberParam: string;
    readonly pageSizeParam: string;
  };
}

/**
 * Overrides for some of the {@link Routes}: any route, and any part of it, may be left out.
 *
 * @example
 * ```ts
 * const routes: RoutesOverride = { listTenants: { path: "/v2/tenants", pageSizeParam: "size" } };
 * ```
 * @group Client
 */
export type RoutesOverride = { readonly [K in keyof Routes]?: Partial<Routes[K]> };

/**
 * The routes this SDK assumes when none are given (see docs/client.md).
 *
 * @example
 * ```ts
 * defaultRoutes.purchaseHistory.path; // "/tenants/{tenantId}/purchase-history"
 * ```
 * @group Client
 */
export const defaultRoutes: Routes = {
  purchaseHistory: { path: "/tenants/{tenantId}/purchase-history" },
  ownedProduct: { path: "/owned-products/{ownedProductId}" },
  searchOwnedProducts: { path: "/owned-products", offsetParam: "offset", limitParam: "limit" },
  listTenants: { path: "/tenants", pageNumberParam: "pageNumber", pageSizeParam: "pageSize" },
};
