import { defaultRoutes, type Routes, type RoutesOverride } from "../routes.js";

/** The placeholders each route's path must hold: the id the operation is about. */
export const ROUTE_PLACEHOLDERS: { readonly [K in keyof Routes]: readonly string[] } = {
  purchaseHistory: ["tenantId"],
  ownedProduct: ["ownedProductId"],
  searchOwnedProducts: [],
  listTenants: [],
};

/** The {@link defaultRoutes} with the given overrides applied, route by route and part by part. */
export function resolveRoutes(override: RoutesOverride = {}): Routes {
  return {
    purchaseHistory: { ...defaultRoutes.purchaseHistory, ...override.purchaseHistory },
    ownedProduct: { ...defaultRoutes.ownedProduct, ...override.ownedProduct },
    searchOwnedProducts: { ...defaultRoutes.searchOwnedProducts, ...override.searchOwnedProducts },
    listTenants: { ...defaultRoutes.listTenants, ...override.listTenants },
  };
}
