import type { OwnedProduct } from "../schemas/owned-product.js";
import type { InstantInput } from "./instant-input.js";
import { compareInstants, parseDateTime, toInstant } from "./internal/instant.js";

/**
 * Whether an owned product is in effect at an instant: `effectiveAt ≤ at < effectiveThrough`,
 * open-ended when `effectiveThrough` is null or absent (docs/contract.md 2.1). A date-time without an
 * offset is read as UTC, and all 9 fractional digits count.
 *
 * @param product - the owned product (only its `effectiveAt` and `effectiveThrough` are read).
 * @param at - when to ask about; defaults to now.
 * @throws TypeError when a date-time is not of the contract's form (possible with validation off).
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
  product: Pick<OwnedProduct, "effectiveAt" | "effectiveThrough">,
  at: InstantInput = Date.now(),
): boolean {
  const instant = toInstant(at);
  if (compareInstants(parseDateTime(product.effectiveAt, "effectiveAt"), instant) > 0) return false;
  const through = product.effectiveThrough;
  return (
    through == null || compareInstants(instant, parseDateTime(through, "effectiveThrough")) < 0
  );
}
