import { hasKind, markKind } from "./internal/kind.js";

/**
 * The base class of every error this SDK throws on purpose. Catch it to handle them all; check
 * the subclasses for details. An aborted call is the exception: it rejects with the signal's
 * reason, as `fetch` does.
 *
 * @example
 * ```ts
 * try {
 *   await client.purchaseHistory.get(42);
 * } catch (error) {
 *   if (error instanceof SdkError) console.error(error.name, error.message);
 * }
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
   * What `JSON.stringify(error)` writes: `name`, `message` and the error's own fields (status,
   * URL, attempts, issues, …), which are already free of secrets; `Headers` become a plain
   * object. `cause` and `stack` are left out.
   *
   * @example
   * ```ts
   * console.error(JSON.stringify(error)); // {"name":"HttpError","message":"404 Not Found: …",…}
   * ```
   */
  toJSON(): Record<string, unknown> {
    const json: Record<string, unknown> = { name: this.name, message: this.message };
    for (const [key, value] of Object.entries(this)) {
      json[key] = value instanceof Headers ? Object.fromEntries(value) : value;
    }
    return json;
  }
}

/**
 * Whether a value is an error of this SDK: like `instanceof SdkError`, and also true for an error
 * from another copy of the package (ESM and CommonJS loaded side by side) or another realm (a
 * `node:vm` context, an iframe).
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
