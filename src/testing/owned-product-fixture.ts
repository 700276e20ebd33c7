import type { OwnedProduct } from "../schemas/owned-product.js";
import { checkFixtureArgs, createContext, finish } from "./internal/fixture-context.js";
import { type FixtureOptions, type FixtureOverrides } from "./fixture-options.js";
import { generateOwnedProduct } from "./internal/generate-owned-product.js";

/**
 * A realistic {@link OwnedProduct} (docs/contract.md 2.1) that passes the strict schema: a product of
 * a small fictional catalogue, monthly or yearly, prices in minor units (`price` ≤
 * `fullProductPrice`, lower with the `promo` tag), dates in one {@link DateTimeStyle}.
 *
 * `status` is one of {@link OWNED_PRODUCT_STATUSES} and the dates agree with it at the fixture's
 * `now`: an `Active` product is in effect then (per `isOwnedProductInEffect`) and may carry a
 * renewal that starts when it ends. Overriding `status` or `productId` steers generation, so the
 * rest still agrees; any other override is copied as given, and the result is checked as
 * `options.validation` says.
 *
 * @param overrides - fields to set (an `undefined` value removes the field).
 * @param options - seed, "now", formats and validation (see {@link FixtureOptions}).
 * @throws {@link FixtureError} when the overrides break the schema, or for a mistake in the
 *   arguments: overrides that are not an object, an unknown option, a value an option does not
 *   take.
 * @example
 * ```ts
 * const product = makeOwnedProduct({ status: "Active", tenantId: 42 }, { seed: 7 });
 * isOwnedProductInEffect(product, DEFAULT_FIXTURE_NOW); // true
 * ```
 * @group Testing
 */
export function makeOwnedProduct(
  overrides?: FixtureOverrides<OwnedProduct>,
  options?: FixtureOptions,
): OwnedProduct {
  checkFixtureArgs("OwnedProduct", overrides, options);
  const ctx = createContext("OwnedProduct", options);
  return finish("OwnedProduct", generateOwnedProduct(ctx, overrides), overrides, options);
}
