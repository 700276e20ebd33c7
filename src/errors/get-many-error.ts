import { safeString } from "../internal/safe-string.js";
import { hasKind, markKind } from "./internal/kind.js";
import { SdkError } from "./sdk-error.js";

/**
 * A `getMany` run stopped at one id: `cause` is that call's error, and `resumeFrom` is the
 * position in the ids to start again from (every id before it was yielded).
 *
 * @example
 * ```ts
 * const ids = [1, 2, 3];
 * try {
 *   for await (const { history } of client.purchaseHistory.getMany(ids)) console.log(history);
 * } catch (error) {
 *   if (error instanceof GetManyError) console.log("resume with", ids.slice(error.resumeFrom));
 * }
 * ```
 * @group Errors
 */
export class GetManyError extends SdkError {
  override name = markKind(this, "GetManyError");
  /** The position of the failed id in the ids given; every id before it was yielded. */
  declare readonly resumeFrom: number;
  /** The id whose call failed. */
  declare readonly tenantId: number;

  constructor(resumeFrom: number, tenantId: number, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : safeString(cause);
    super(
      `getMany stopped at ids[${resumeFrom}] (tenant ${tenantId}): ${reason}; ` +
        `resume with the ids from position ${resumeFrom}, or pass { onError: "yield" }`,
      { cause },
    );
    this.resumeFrom = resumeFrom;
    this.tenantId = tenantId;
  }
}

/**
 * Whether a value is a {@link GetManyError}, made by any copy of the package or realm.
 *
 * @example
 * ```ts
 * if (isGetManyError(error)) console.error("resume from", error.resumeFrom);
 * ```
 * @group Errors
 */
export function isGetManyError(value: unknown): value is GetManyError {
  return hasKind(value, "GetManyError");
}
