import type { OwnedProduct } from "../../schemas/owned-product.js";
import type { OwnedProductSearchResult } from "../../schemas/owned-product-search-result.js";
import type { Payment } from "../../schemas/payment.js";
import type { PurchaseHistory } from "../../schemas/purchase-history.js";
import type { Tenant } from "../../schemas/tenant.js";
import type { TenantPage } from "../../schemas/tenant-page.js";
import { isActiveAt } from "./generate-owned-product.js";

// The response shapes of docs/contract.md section 4, built from plain item lists. Fixtures and the msw
// handlers share them, so what a fixture shows is what the mock service sends.

/**
 * A tenant's purchase history: its products, the active ones among them at `nowMs`
 * (docs/contract.md 2.3 says only "currently active"; here: status `Active` and in effect), and the
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

/** How many of `total` items a window or page starting at item `start` holds, at most `size`. */
export function itemsIn(total: number, start: number, size: number): number {
  return Math.max(0, Math.min(size, total - start));
}

/** The first item of page `pageNumber` (1-based) of `pageSize` items. */
export function pageStart(pageNumber: number, pageSize: number): number {
  return (pageNumber - 1) * pageSize;
}

/**
 * One offset/limit window (docs/contract.md 2.4) of a search with `total` results: `list` is the
 * window's items, `offset` and `limit` echo what was served.
 */
export function searchResultOf(
  total: number,
  offset: number,
  limit: number,
  list: OwnedProduct[],
  warnings: readonly string[] | null,
): OwnedProductSearchResult {
  return {
    totalResultCount: total,
    offset,
    limit,
    list,
    warnings: warnings === null ? null : [...warnings],
  };
}

/**
 * One page of the tenant list (docs/contract.md 2.5) of `total` tenants, pages numbered from 1:
 * `list` is the page's tenants (none past the last page); `totalPages` is 0 when there are none.
 */
export function tenantPageOf(
  total: number,
  pageNumber: number,
  pageSize: number,
  list: Tenant[],
): TenantPage {
  return { list, totalPages: Math.ceil(total / pageSize), pageNumber, totalCount: total };
}
