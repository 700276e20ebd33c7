import type { OwnedProduct } from "../../schemas/owned-product.js";
import type { Payment } from "../../schemas/payment.js";
import { childContext, type FixtureContext } from "./fixture-context.js";
import { FixtureError } from "../fixture-error.js";
import { generateOwnedProduct } from "./generate-owned-product.js";
import { generatePayment } from "./generate-payment.js";

/**
 * `count` products of one tenant, ids from `firstId` up. The first is `Active`, so a tenant with
 * any product has an active one; the others get any status.
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
