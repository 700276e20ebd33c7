import type { InstantInput } from "../derived/instant-input.js";
import { type DateTimeStyle } from "./date-time-style.js";
import { type Seed } from "./seed.js";

/**
 * The instant fixtures are built around when no `now` is given. Fixed, so that a seed gives the
 * same fixture on every run and every day.
 *
 * @group Testing
 */
export const DEFAULT_FIXTURE_NOW = "2025-06-01T12:00:00.000Z";

/**
 * Options every fixture factory takes (its second argument).
 *
 * @group Testing
 */
export interface FixtureOptions {
  /** Equal seeds give equal fixtures. Default `1`. */
  readonly seed?: Seed | undefined;
  /**
   * The fixture's "now": active products are in effect at it, and nothing but scheduled
   * products lies after it. A `Date`, epoch milliseconds or a contract date-time; default
   * {@link DEFAULT_FIXTURE_NOW}.
   */
  readonly now?: InstantInput | undefined;
  /** How date-times are written (see {@link DateTimeStyle}). Default: picked by the seed. */
  readonly dateTimeStyle?: DateTimeStyle | undefined;
  /**
   * How a nullable field without a value is sent: `"null"`, or `"omit"` (left out, as servers
   * that skip nulls do). Default: picked by the seed, `"omit"` about one time in three.
   */
  readonly nulls?: "null" | "omit" | undefined;
  /**
   * How the result, overrides applied, is checked: against the strict schema (default), the
   * default schema (unknown fields allowed), or not at all (`"off"`, to build deliberately
   * invalid payloads). A failed check throws {@link FixtureError}.
   */
  readonly validation?: "strict" | "default" | "off" | undefined;
}

/**
 * The overrides a fixture factory takes (its first argument): any of the resource's fields, as
 * the resource types them, or `undefined` to remove the field (absence, which nullable fields
 * allow). Unlike `Partial<T>`, it admits that `undefined` under `exactOptionalPropertyTypes`.
 *
 * @example
 * ```ts
 * const overrides: FixtureOverrides<OwnedProduct> = { name: "Gold", tag: undefined };
 * makeOwnedProduct(overrides).tag; // absent
 * ```
 * @group Testing
 */
export type FixtureOverrides<T> = { [K in keyof T]?: T[K] | undefined };
