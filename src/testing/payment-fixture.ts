import type { PaymentOutcome } from "../derived/payment-outcome.js";
import type { OwnedProduct } from "../schemas/owned-product.js";
import type { Payment } from "../schemas/payment.js";
import { oneOfOption } from "../internal/option-checks/index.js";
import {
  checkFixtureArgs,
  childContext,
  createContext,
  finish,
  FIXTURE_OPTIONS,
} from "./internal/fixture-context.js";
import { asFixtureError, objectArg } from "./internal/kit-checks.js";
import { type FixtureOptions } from "./fixture-options.js";
import { generateOwnedProduct } from "./internal/generate-owned-product.js";
import { generatePayment } from "./internal/generate-payment.js";

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

const OUTCOMES: readonly PaymentOutcome[] = ["succeeded", "failed", "pending", "contradictory"];

/**
 * A realistic {@link Payment} (docs/contract.md 2.2) that passes the strict schema, for the given (or a
 * generated) owned product: same `ownedProductId` and name, `amount` = the product's `price` in
 * minor units, processor-style ids (`pm_…`, `pi_…`, `re_…` for a refund), and timestamps that
 * agree with the outcome, none after the fixture's `now`.
 *
 * @param overrides - fields to set (an `undefined` value removes the field).
 * @param options - seed, "now", product, outcome, formats and validation.
 * @throws {@link FixtureError} when the overrides break the schema, or for a mistake in the
 *   arguments (see {@link makeOwnedProduct}).
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
  const given = checkFixtureArgs("Payment", overrides, options, [
    ...FIXTURE_OPTIONS,
    "product",
    "outcome",
  ]);
  asFixtureError(() => {
    objectArg("makePayment", "options.product", given["product"]);
    oneOfOption("makePayment", "outcome", given["outcome"], OUTCOMES, "succeeded");
  });
  const ctx = createContext("Payment", options);
  const product =
    options?.product ??
    generateOwnedProduct(childContext(ctx, "Payment", "product"), {
      ownedProductId: overrides?.ownedProductId,
    });
  const payment = generatePayment(ctx, product, { outcome: options?.outcome });
  return finish("Payment", payment, overrides, options);
}
