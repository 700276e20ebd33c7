import type { OwnedProduct } from "../../schemas/owned-product.js";
import type { OwnedProductSearchResult } from "../../schemas/owned-product-search-result.js";
import type { Payment } from "../../schemas/payment.js";
import type { PurchaseHistory } from "../../schemas/purchase-history.js";
import type { Tenant } from "../../schemas/tenant.js";
import type { TenantPage } from "../../schemas/tenant-page.js";
import { isActiveAt } from "../owned-product-fixture.js";

// The response shapes of CONTRACT.md section 4, built from plain item lists. Fixtures and the msw
// handlers share them, so what a fixture shows is what the mock service sends.

/**
 * A tenant's purchase history: its products, the active ones among them at `nowMs`
 * (CONTRACT.md 2.3 says only "currently active"; here: status `Active` and in effect), and the
 * payments for its products.
 */
export function purchaseHistoryOf(
  tenantId: number,
  allProducts: readonly OwnedProduct[],
  allPayments: readonly Payment[],
  nowMs: number,
): PurchaseHistory {
  const products = allProducts.filter((product) => product.tenantId === tenantId);
  const ids = new Set(products.map((product) => product.ownedProductId));
  return {
    tenantId,
    activeProducts: products.filter((product) => isActiveAt(product, nowMs)),
    products,
    payments: allPayments.filter((payment) => ids.has(payment.ownedProductId)),
  };
}

/**
 * One offset/limit window over all matching products (CONTRACT.md 2.4): the total counts every
 * match, `offset` and `limit` echo what was served.
 */
export function searchWindowOf(
  matches: readonly OwnedProduct[],
  offset: number,
  limit: number,
  warnings: readonly string[] | null,
): OwnedProductSearchResult {
  return {
    totalResultCount: matches.length,
    offset,
    limit,
    list: matches.slice(offset, offset + limit),
    warnings: warnings === null ? null : [...warnings],
  };
}

/**
 * One page of the tenant list (CONTRACT.md 2.5), pages numbered from 1. A page past the last is
 * empty; `totalPages` is 0 when there are no tenants.
 */
export function tenantPageOf(
  tenants: readonly Tenant[],
  pageNumber: number,
  pageSize: number,
): TenantPage {
  const start = (pageNumber - 1) * pageSize;
  return {
    list: tenants.slice(start, start + pageSize),
    totalPages: Math.ceil(tenants.length / pageSize),
    pageNumber,
    totalCount: tenants.length,
  };
}
