import type { OwnedProduct } from "../schemas/owned-product.js";
import { kindOf, mustBe } from "../internal/option-checks/index.js";
import type { InstantInput } from "./instant-input.js";
import { compareInstants } from "./internal/instant.js";
import { dateTimeArgument, instantArgument } from "./internal/instant-argument.js";

const WHERE = "isOwnedProductInEffect";

/**
 * Whether an owned product is in effect at an instant: `effectiveAt ≤ at < effectiveThrough`,
 * open-ended when `effectiveThrough` is null or absent (docs/contract.md 2.1). A date-time without an
 * offset is read as UTC, and all 9 fractional digits count.
 *
 * @param product - the owned product (only its `effectiveAt` and `effectiveThrough` are read).
 * @param at - when to ask about; defaults to now.
 * @throws TypeError that says what it takes, when `at` is not a valid `Date`, a finite number or
 *   a contract date-time, or when a date-time of the product is not of the contract's form
 *   (possible with validation off): `isOwnedProductInEffect: at must be a Date, epoch
 *   milliseconds or a contract date-time ("2024-06-01T00:00:00Z"), got null`.
 * @example
 * ```ts
 * isOwnedProductInEffect(
 *   { effectiveAt: "2024-01-01T00:00:00Z", effectiveThrough: "2025-01-01T00:00:00Z" },
 *   new Date("2024-06-01T00:00:00Z"),
 * ); // true
 * ```
 * @group Derived helpers
 */
export function isOwnedProductInEffect(
  product: Pick<OwnedProduct, "effectiveAt"> & {
    readonly effectiveThrough?: OwnedProduct["effectiveThrough"] | undefined;
  },
  at: InstantInput = Date.now(),
): boolean {
  if (typeof product !== "object" || product === null) {
    mustBe(WHERE, "product", "an owned product (an object with effectiveAt)", product, kindOf);
  }
  const instant = instantArgument(WHERE, "at", at);
  const from = dateTimeArgument(WHERE, "product.effectiveAt", product.effectiveAt);
  if (compareInstants(from, instant) > 0) return false;
  const through = product.effectiveThrough;
  return (
    through == null ||
    compareInstants(instant, dateTimeArgument(WHERE, "product.effectiveThrough", through)) < 0
  );
}
