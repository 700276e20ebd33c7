import type { PurchaseHistory } from "../schemas/purchase-history.js";
import {
  checkFixtureArgs,
  createContext,
  finish,
  FIXTURE_OPTIONS,
} from "./internal/fixture-context.js";
import { requireCount, requirePaidFor } from "./internal/kit-checks.js";
import { type FixtureOptions, type FixtureOverrides } from "./fixture-options.js";
import { purchaseHistoryOf } from "./internal/response-bodies.js";
import {
  generateTenantPayments,
  generateTenantProducts,
} from "./internal/generate-purchase-history.js";

/**
 * Options of {@link makePurchaseHistory}: the usual {@link FixtureOptions} and how much it holds.
 *
 * @group Testing
 */
export interface PurchaseHistoryFixtureOptions extends FixtureOptions {
  /** How many owned products the tenant has. Default 3. */
  readonly products?: number | undefined;
  /** How many payments, spread over the products in turn. Default: one per product. */
  readonly payments?: number | undefined;
}

const WHERE = "makePurchaseHistory";

/**
 * A realistic {@link PurchaseHistory} (docs/contract.md 2.3) that passes the strict schema: one tenant's
 * owned products (all with its `tenantId`, the first one `Active`), the active ones among them at
 * the fixture's `now` in `activeProducts` (status `Active` and in effect), and payments that each
 * point at one of those products.
 *
 * Overrides replace whole fields: overriding `products` does not recompute `activeProducts`.
 *
 * @param overrides - fields to set (an `undefined` value removes the field).
 * @param options - seed, "now", sizes, formats and validation.
 * @throws {@link FixtureError} when the overrides break the schema, for payments without
 *   products, or for a mistake in the arguments (see {@link makeOwnedProduct}).
 * @example
 * ```ts
 * const history = makePurchaseHistory({ tenantId: 42 }, { products: 5, payments: 8 });
 * history.activeProducts?.every((p) => isOwnedProductInEffect(p, DEFAULT_FIXTURE_NOW)); // true
 * ```
 * @group Testing
 */
export function makePurchaseHistory(
  overrides?: FixtureOverrides<PurchaseHistory>,
  options?: PurchaseHistoryFixtureOptions,
): PurchaseHistory {
  checkFixtureArgs("PurchaseHistory", overrides, options, [
    ...FIXTURE_OPTIONS,
    "products",
    "payments",
  ]);
  const ctx = createContext("PurchaseHistory", options);
  const productCount = requireCount(WHERE, "products", options?.products ?? 3);
  const paymentCount = requireCount(WHERE, "payments", options?.payments ?? productCount);
  requirePaidFor(WHERE, ["options.products", "options.payments"], productCount, paymentCount);
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
