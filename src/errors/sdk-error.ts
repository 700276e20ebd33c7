import { hasKind, markKind } from "./internal/kind.js";

/**
 * The base class of every error this SDK throws on purpose; an aborted call rejects with the
 * signal's reason instead, as `fetch` does.
 *
 * @example
 * ```ts
 * if (error instanceof SdkError) console.error(error.name, error.message);
 * ```
 * @group Errors
 */
export class SdkError extends Error {
  // Each class's `name` also marks it for the is… guards. Subclasses `declare` their fields and
  // set them in declaration order (toJSON's order): no field list in the bundle.
  override name: string = markKind(this, "SdkError");

  // eslint-disable-next-line @typescript-eslint/no-useless-constructor -- `message` is required
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
  }

  /**
   * What `JSON.stringify(error)` writes: `name`, `message` and the error's own fields, already
   * free of secrets (`Headers` as a plain object); never `cause` or `stack`. `Infinity`, which
   * JSON has no number for (`JSON.stringify` would write `null`, as for no value), is written as
   * the string `"Infinity"`, as the protobuf JSON mapping does: an `HttpError`'s `retryAfterMs`
   * for a `Retry-After` too long for a number.
   *
   * @example
   * ```ts
   * console.error(JSON.stringify(error)); // {"name":"HttpError","message":"404 Not Found: …",…}
   * ```
   */
  toJSON(): Record<string, unknown> {
    const json: Record<string, unknown> = { name: this.name, message: this.message };
    for (const [key, value] of Object.entries(this)) {
      json[key] =
        value instanceof Headers
          ? Object.fromEntries(value)
          : value === Infinity
            ? "Infinity"
            : value;
    }
    return json;
  }
}

/**
 * Whether a value is an {@link SdkError}, made by any copy of the package (ESM and CommonJS side
 * by side) or realm (a `node:vm` context, an iframe), where `instanceof` says no.
 *
 * @example
 * ```ts
 * if (isSdkError(error)) console.error(error.message);
 * ```
 * @group Errors
 */
export function isSdkError(value: unknown): value is SdkError {
  return hasKind(value, "SdkError");
}
