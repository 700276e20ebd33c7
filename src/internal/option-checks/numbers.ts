import { fail } from "./fail.js";

/** The largest int32, and the largest delay setTimeout accepts. */
export const INT32_MAX = 2_147_483_647;

/** An integer in [min, max]; `fallback` when absent. */
export function intRangeOption(
  where: string,
  name: string,
  value: unknown,
  min: number,
  max: number,
  fallback: number,
): number {
  if (value === undefined) return fallback;
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) {
    fail(where, name, `an integer from ${min} to ${max}`, value);
  }
  return value;
}

/** An integer in [min, INT32_MAX] (the contract's counts are int32, docs/contract.md 2.4/2.5). */
export function intOption(
  where: string,
  name: string,
  value: unknown,
  min: number,
  fallback: number,
): number {
  return intRangeOption(where, name, value, min, INT32_MAX, fallback);
}

/** An integer in [1, max]. */
export function boundedOption(
  where: string,
  name: string,
  value: unknown,
  max: number,
  fallback: number,
): number {
  return intRangeOption(where, name, value, 1, max, fallback);
}

/** A cap: an integer from `min`, or Infinity (also when absent) for none. */
export function capOption(where: string, name: string, value: unknown, min: 0 | 1 = 0): number {
  if (value === undefined || value === Number.POSITIVE_INFINITY) return Number.POSITIVE_INFINITY;
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < min) {
    const rule = min === 0 ? "a non-negative integer" : "a positive integer";
    fail(where, name, `${rule} or Infinity`, value);
  }
  return value;
}

/** Milliseconds above 0 that setTimeout accepts, fractions allowed. */
export function timeoutOption(where: string, name: string, value: unknown): number {
  if (typeof value !== "number" || !(value > 0) || value > INT32_MAX) {
    fail(where, name, `a number of milliseconds in (0, ${INT32_MAX}]`, value);
  }
  return value;
}

/** Milliseconds from 0 that setTimeout accepts, fractions allowed. */
export function delayOption(where: string, name: string, value: unknown): number {
  if (typeof value !== "number" || !(value >= 0) || value > INT32_MAX) {
    fail(where, name, `a number of milliseconds in [0, ${INT32_MAX}]`, value);
  }
  return value;
}
