// The leaf tests the generated resource checks (resource-checks.ts) are made of. Each accepts
// exactly what the zod schema it stands for accepts, and never more: a value they reject only
// costs a second look by zod, but a value they wrongly accepted would skip zod altogether.
import { isDateTimeText } from "./date-time-text.js";

/**
 * A plain object whose parse by zod gives back a value equal to itself: created by an object
 * literal or `JSON.parse` (so `Object.prototype`), and without an own `__proto__` key, which zod
 * drops from its output. Anything else object-like (class instances, null-prototype objects,
 * objects of another realm) is left to zod.
 */
export function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === "object" &&
    value !== null &&
    Object.getPrototypeOf(value) === Object.prototype &&
    !Object.hasOwn(value, "__proto__")
  );
}

/**
 * An array whose parse by zod gives back an array equal to itself: a plain `Array`, with no
 * property but its items (zod's copy keeps only the items). A hole makes the check of its item
 * fail on `undefined`, as zod's does.
 */
export function isPlainArray(value: unknown): value is readonly unknown[] {
  return (
    Array.isArray(value) &&
    Object.getPrototypeOf(value) === Array.prototype &&
    Object.keys(value).length === value.length
  );
}

/**
 * `z.int32()`: a number that is an integer in [-2^31, 2^31 - 1]. `value | 0` is the value itself
 * only for those; NaN, fractions and anything out of range come back different.
 */
export function isInt32(value: unknown): value is number {
  return typeof value === "number" && (value | 0) === value;
}

/**
 * The contract's date-time (`dateTime` in ../primitives.ts): a string that DATE_TIME_PATTERN
 * matches.
 */
export function isDateTime(value: unknown): value is string {
  return typeof value === "string" && isDateTimeText(value);
}

/**
 * Whether every key `for...in` meets in `record` is one of `keys`, as `z.strictObject` requires.
 */
export function hasOnlyKeys(record: object, keys: ReadonlySet<string>): boolean {
  for (const key in record) if (!keys.has(key)) return false;
  return true;
}
