import { hasKind, markKind } from "./internal/kind.js";
import { SdkError } from "./sdk-error.js";

/**
 * `toArray({ max })` met more than `max` items (10,000 unless given): pass a larger `max`
 * (`Infinity` for none), set `maxItems` to take the first items, or iterate with `for await`.
 *
 * @example
 * ```ts
 * const all = await paginateWindow(fetchWindow).toArray({ max: Infinity });
 * ```
 * @group Errors
 */
export class TooManyItemsError extends SdkError {
  override name = markKind(this, "TooManyItemsError");
  /** The `max` that was exceeded. */
  declare readonly max: number;

  constructor(max: number) {
    super(
      `toArray: more than ${max} items. Pass { max } to collect more ({ max: Infinity } for all), ` +
        "or iterate with for await to keep memory flat",
    );
    this.max = max;
  }
}

/**
 * Whether a value is a {@link TooManyItemsError}, made by any copy of the package or realm.
 *
 * @example
 * ```ts
 * if (isTooManyItemsError(error)) console.warn(`over ${error.max} items; iterate instead`);
 * ```
 * @group Errors
 */
export function isTooManyItemsError(value: unknown): value is TooManyItemsError {
  return hasKind(value, "TooManyItemsError");
}
