import type { PaymentOutcome } from "../derived/payment-outcome.js";
import type { Payment } from "../schemas/payment.js";
import { invalid, oneOfOption } from "../internal/option-checks/index.js";
import { OwnedProductStrictSchema, type OwnedProduct } from "../schemas/owned-product.js";
import {
  checkFixtureArgs,
  childContext,
  createContext,
  finish,
  FIXTURE_OPTIONS,
} from "./internal/fixture-context.js";
import { asFixtureError, objectArg } from "./internal/kit-checks.js";
import { type FixtureOptions, type FixtureOverrides } from "./fixture-options.js";
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
   * it starts later). Those four fields must be as the strict schema takes them (other fields are
   * not read). Default: a product generated from the same seed.
   */
  readonly product?: OwnedProduct | undefined;
  /**
   * What became of the payment (see `paymentOutcome`). `"contradictory"` sets both timestamps,
   * for testing code that must not trust either. Default: picked by the seed, mostly
   * `"succeeded"`, sometimes `"failed"`, rarely `"pending"`.
   */
  readonly outcome?: PaymentOutcome | undefined;
}

const OUTCOMES: readonly PaymentOutcome[] = ["succeeded", "failed", "pending", "contradictory"];
const WHERE = "makePayment";
/** The fields of `options.product` a payment is made from. */
const READ = ["ownedProductId", "name", "price", "effectiveAt"];
const PRODUCT_RULE =
  "an OwnedProduct whose ownedProductId, name, price and effectiveAt the strict schema accepts";

/**
 * Throws (a TypeError) on the first field a payment is made from that the strict schema refuses,
 * named by its path, with the schema's message (which never shows the value).
 */
function checkProduct(product: unknown): void {
  if (product === undefined) return;
  objectArg(WHERE, "options.product", product);
  const parsed = OwnedProductStrictSchema.safeParse(product);
  const issue = parsed.error?.issues.find((found) => READ.includes(String(found.path[0])));
  if (issue) {
    invalid(
      WHERE,
      "options.product",
      `must be ${PRODUCT_RULE}; options.product.${issue.path.join(".")}: ${issue.message}`,
    );
  }
}

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
  overrides?: FixtureOverrides<Payment>,
  options?: PaymentFixtureOptions,
): Payment {
  const given = checkFixtureArgs("Payment", overrides, options, [
    ...FIXTURE_OPTIONS,
    "product",
    "outcome",
  ]);
  asFixtureError(() => {
    checkProduct(given["product"]);
    oneOfOption(WHERE, "outcome", given["outcome"], OUTCOMES, "succeeded");
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
