import type { PaymentOutcome } from "../derived/payment-outcome.js";
import { toInstant } from "../derived/internal/instant.js";
import type { OwnedProduct } from "../schemas/owned-product.js";
import type { Payment } from "../schemas/payment.js";
import { FAILURE_MESSAGES } from "./internal/catalogue.js";
import { ms } from "./date-times.js";
import {
  applyNulls,
  childContext,
  createContext,
  finish,
  type FixtureContext,
  type FixtureOptions,
} from "./fixture-options.js";
import { generateOwnedProduct } from "./owned-product-fixture.js";

/**
 * Options of {@link makePayment}: the usual {@link FixtureOptions}, the product paid for, and the
 * outcome.
 *
 * @group Testing
 */
export interface PaymentFixtureOptions extends FixtureOptions {
  /**
   * The owned product this payment is for: `ownedProductId`, `ownedProductName` and `amount`
   * come from it, and `createdAt` lies just before its `effectiveAt` (or just before "now" when
   * it starts later). Default: a product generated from the same seed.
   */
  readonly product?: OwnedProduct;
  /**
   * What became of the payment (see `paymentOutcome`). `"contradictory"` sets both timestamps,
   * for testing code that must not trust either. Default: picked by the seed, mostly
   * `"succeeded"`, sometimes `"failed"`, rarely `"pending"`.
   */
  readonly outcome?: PaymentOutcome;
}

/**
 * A payment for `product` from `ctx`'s random stream, without overrides.
 *
 * @internal
 */
export function generatePayment(
  ctx: FixtureContext,
  product: OwnedProduct,
  hints: { readonly id?: number | undefined; readonly outcome?: PaymentOutcome | undefined } = {},
): Payment {
  const r = ctx.random;
  const outcome = hints.outcome ?? r.weighted({ succeeded: 80, failed: 14, pending: 6 });
  const startMs = toInstant(product.effectiveAt, "effectiveAt").epochMs;
  // Charged shortly before the period starts; never after "now", where nothing has happened yet.
  const latest = ctx.nowMs - ms.minute;
  let createdMs =
    startMs <= ctx.nowMs
      ? Math.min(startMs - r.int(2_000, 6 * ms.hour), latest)
      : latest - r.int(0, 3 * ms.day);
  // A payment still pending is a recent one.
  if (outcome === "pending") createdMs = latest - r.int(5_000, 15 * ms.minute);
  const settledMs = createdMs + r.int(800, 20_000);
  const succeeded = outcome === "succeeded" || outcome === "contradictory";
  const failed = outcome === "failed" || outcome === "contradictory";
  const refunded = outcome === "succeeded" && r.chance(0.05);

  const generated: Payment = {
    id: hints.id ?? r.int(1, 9_999_999),
    ownedProductId: product.ownedProductId,
    ownedProductName: product.name ?? null,
    amount: product.price,
    paymentInstrumentId: `pm_${r.base62(24)}`,
    message: refunded
      ? "Refunded at the customer's request"
      : succeeded
        ? r.pick(["Payment captured", "Renewal charged", null])
        : null,
    succeededAt: succeeded ? ctx.at(settledMs) : null,
    failedAt: failed ? ctx.at(settledMs + (succeeded ? 1_000 : 0)) : null,
    failureMessage: failed ? r.pick(FAILURE_MESSAGES) : null,
    createdAt: ctx.at(createdMs),
    paymentIntentId: `pi_${r.base62(24)}`,
    paymentProcessorRefundId: refunded ? `re_${r.base62(24)}` : null,
  };
  return applyNulls(generated, ctx);
}

/**
 * A realistic {@link Payment} (CONTRACT.md 2.2) that passes the strict schema, for the given (or a
 * generated) owned product: same `ownedProductId` and name, `amount` = the product's `price` in
 * minor units, processor-style ids (`pm_…`, `pi_…`, `re_…` for a refund), and timestamps that
 * agree with the outcome, none after the fixture's `now`.
 *
 * @param overrides - fields to set (an `undefined` value removes the field).
 * @param options - seed, "now", product, outcome, formats and validation.
 * @throws {@link FixtureError} when the overrides break the schema.
 * @example
 * ```ts
 * const product = makeOwnedProduct({ status: "Active" });
 * const failed = makePayment({}, { product, outcome: "failed" });
 * paymentOutcome(failed); // "failed"
 * ```
 * @group Testing
 */
export function makePayment(
  overrides?: Partial<Payment>,
  options?: PaymentFixtureOptions,
): Payment {
  const ctx = createContext("Payment", options);
  const product =
    options?.product ??
    generateOwnedProduct(childContext(ctx, "Payment", "product"), {
      ownedProductId: overrides?.ownedProductId,
    });
  const payment = generatePayment(ctx, product, { outcome: options?.outcome });
  return finish("Payment", payment, overrides, options);
}
