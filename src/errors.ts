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
  override name = "SdkError";
}
