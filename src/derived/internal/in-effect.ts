import { compareInstants, toInstant, type Instant } from "./instant.js";

/**
 * `effectiveAt ≤ at < effectiveThrough` of dates already known to be contract date-times, open
 * ended without `effectiveThrough`: the comparison of `isOwnedProductInEffect`, without its
 * argument checks, for code that made the dates itself (the testing kit).
 */
export function inEffectAt(
  effectiveAt: string,
  effectiveThrough: string | null | undefined,
  at: Instant,
): boolean {
  if (compareInstants(toInstant(effectiveAt), at) > 0) return false;
  return effectiveThrough == null || compareInstants(at, toInstant(effectiveThrough)) < 0;
}
