/**
 * What {@link isOwnedProductInEffect} and friends accept as "when": a `Date`, epoch
 * milliseconds, or a contract date-time string.
 *
 * @example
 * ```ts
 * const at: InstantInput = "2024-06-01T00:00:00Z"; // or new Date(), or Date.now()
 * isOwnedProductInEffect(product, at);
 * ```
 * @group Derived helpers
 */
export type InstantInput = Date | number | string;
