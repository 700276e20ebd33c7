import type { OwnedProduct } from "../schemas/owned-product.js";
import type { Payment } from "../schemas/payment.js";
import type { PurchaseHistory } from "../schemas/purchase-history.js";
import {
  childContext,
  createContext,
  finish,
  requireCount,
  type FixtureContext,
  type FixtureOptions,
} from "./fixture-options.js";
import { FixtureError } from "./fixture-error.js";
import { generateOwnedProduct } from "./owned-product-fixture.js";
import { generatePayment } from "./payment-fixture.js";
import { purchaseHistoryOf } from "./internal/response-bodies.js";

/**
 * Options of {@link makePurchaseHistory}: the usual {@link FixtureOptions} and how much it holds.
 *
 * @group Testing
 */
export interface PurchaseHistoryFixtureOptions extends FixtureOptions {
  /** How many owned products the tenant has. Default 3. */
  readonly products?: number;
  /** How many payments, spread over the products in turn. Default: one per product. */
  readonly payments?: number;
}

/**
 * `count` products of one tenant, ids from `firstId` up. The first is `Active`, so a tenant with
 * any product has an active one; the others get any status.
 *
 * @internal
 */
export function generateTenantProducts(
  ctx: FixtureContext,
  tenantId: number,
  count: number,
  firstId: number,
): OwnedProduct[] {
  return Array.from({ length: count }, (_, i) =>
    generateOwnedProduct(childContext(ctx, "product", tenantId, i), {
      ownedProductId: firstId + i,
      tenantId,
      status: i === 0 ? "Active" : undefined,
    }),
  );
}

/**
 * `count` payments over `products` in turn (the first product gets the first), ids from `firstId`.
 *
 * @internal
 */
export function generateTenantPayments(
  ctx: FixtureContext,
  products: readonly OwnedProduct[],
  count: number,
  firstId: number,
): Payment[] {
  if (count > 0 && products.length === 0) {
    throw new FixtureError("payments need at least one product to be paid for");
  }
  return Array.from({ length: count }, (_, i) =>
    generatePayment(
      childContext(ctx, "payment", products[0]?.tenantId ?? 0, i),
      products[i % products.length] as OwnedProduct,
      { id: firstId + i },
    ),
  );
}

/**
 * A realistic {@link PurchaseHistory} (CONTRACT.md 2.3) that passes the strict schema: one tenant's
 * owned products (all with its `tenantId`, the first one `Active`), the active ones among them at
 * the fixture's `now` in `activeProducts` (status `Active` and in effect), and payments that each
 * point at one of those products.
 *
 * Overrides replace whole fields: overriding `products` does not recompute `activeProducts`.
 *
 * @param overrides - fields to set (an `undefined` value removes the field).
 * @param options - seed, "now", sizes, formats and validation.
 * @throws {@link FixtureError} when the overrides break the schema, or for payments without
 *   products.
 * @example
 * ```ts
 * const history = makePurchaseHistory({ tenantId: 42 }, { products: 5, payments: 8 });
 * history.activeProducts?.every((p) => isOwnedProductInEffect(p, DEFAULT_FIXTURE_NOW)); // true
 * ```
 * @group Testing
 */
export function makePurchaseHistory(
  overrides?: Partial<PurchaseHistory>,
  options?: PurchaseHistoryFixtureOptions,
): PurchaseHistory {
  const ctx = createContext("PurchaseHistory", options);
  const productCount = requireCount("products", options?.products ?? 3);
  const paymentCount = requireCount("payments", options?.payments ?? productCount);
  const tenantId = overrides?.tenantId ?? ctx.random.int(1, 9_999);
  const firstProductId = ctx.random.int(1, 900_000);
  const products = generateTenantProducts(ctx, tenantId, productCount, firstProductId);
  const payments = generateTenantPayments(
    ctx,
    products,
    paymentCount,
    ctx.random.int(1, 9_000_000),
  );
  const history = purchaseHistoryOf(tenantId, products, payments, ctx.nowMs);
  return finish("PurchaseHistory", history, overrides, options);
}
