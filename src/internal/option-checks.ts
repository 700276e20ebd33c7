// The one family of option checks, shared by the client, pagination and the testing kit: a wrong
// option is a TypeError naming the function the user called and the option, thrown before
// anything is fetched.

import { suggestion } from "./did-you-mean.js";

const INT32_MAX = 2_147_483_647;

// `name` is an option's key (shown as `options.limit`), or a path of its own (`params.limit`).
function fail(helper: string, name: string, rule: string, value: unknown): never {
  const shown = typeof value === "string" ? JSON.stringify(value) : String(value);
  const label = name.includes(".") ? name : `options.${name}`;
  throw new TypeError(`${helper}: ${label} must be ${rule}, got ${shown}`);
}

/**
 * An integer in [min, INT32_MAX] (the contract's counts are int32, docs/contract.md 2.4/2.5).
 */
export function intOption(
  helper: string,
  name: string,
  value: unknown,
  min: number,
  fallback: number,
): number {
  if (value === undefined) return fallback;
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > INT32_MAX) {
    fail(helper, name, `an integer from ${min} to ${INT32_MAX}`, value);
  }
  return value;
}

/**
 * A cap: a non-negative integer, or Infinity for none.
 */
export function capOption(helper: string, name: string, value: unknown): number {
  if (value === undefined || value === Number.POSITIVE_INFINITY) return Number.POSITIVE_INFINITY;
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 0) {
    fail(helper, name, "a non-negative integer or Infinity", value);
  }
  return value;
}

/**
 * An integer in [1, max].
 */
export function boundedOption(
  helper: string,
  name: string,
  value: unknown,
  max: number,
  fallback: number,
): number {
  if (value === undefined) return fallback;
  if (typeof value !== "number" || !Number.isInteger(value) || value < 1 || value > max) {
    fail(helper, name, `an integer from 1 to ${max}`, value);
  }
  return value;
}

/**
 * A function, or undefined.
 */
export function functionOption<F>(helper: string, name: string, value: unknown): F | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "function") fail(helper, name, "a function", value);
  return value as F;
}

/**
 * A boolean; false when absent.
 */
export function booleanOption(helper: string, name: string, value: unknown): boolean {
  if (value === undefined) return false;
  if (typeof value !== "boolean") fail(helper, name, "a boolean", value);
  return value;
}

/**
 * An AbortSignal, or undefined.
 */
export function signalOption(helper: string, value: unknown): AbortSignal | undefined {
  if (value === undefined) return undefined;
  // Duck-typed: a signal from another realm (iframe, test environment) is still a signal.
  const signal = value as Partial<AbortSignal> | null;
  if (typeof signal?.aborted !== "boolean" || typeof signal.addEventListener !== "function") {
    fail(helper, "signal", "an AbortSignal", value);
  }
  return value as AbortSignal;
}

/**
 * `dedupe`: `false` turns it off, a function gives the key, absent keeps the default.
 */
export function dedupeOption<T>(
  helper: string,
  value: unknown,
  fallback: ((item: T) => unknown) | undefined,
): ((item: T) => unknown) | undefined {
  if (value === undefined) return fallback;
  if (value === false) return undefined;
  if (typeof value !== "function") fail(helper, "dedupe", "false or a key function", value);
  return value as (item: T) => unknown;
}

/**
 * Throws when `options` is neither absent nor an object.
 */
export function optionsObject(helper: string, value: unknown): Record<string, unknown> {
  if (value === undefined) return {};
  if (typeof value !== "object" || value === null) {
    throw new TypeError(`${helper}: options must be an object, got ${String(value)}`);
  }
  return value as Record<string, unknown>;
}

/**
 * Throws on the first key of `given` that is not in `known`, naming it and, for a near miss, the
 * option it was probably meant to be. `what` says which object it is (`options`, `params`).
 */
export function knownKeysOnly(
  helper: string,
  given: object,
  known: readonly string[],
  what = "options",
): void {
  const unknown = Object.keys(given).find((key) => !known.includes(key));
  if (unknown === undefined) return;
  throw new TypeError(
    `${helper}: unknown ${what === "options" ? "option" : "parameter"} \`${unknown}\`` +
      `${suggestion(unknown, known)}; known: ${known.join(", ")}`,
  );
}
