import { hasKind, markKind } from "./internal/kind.js";
import type { PaginationResumePoint } from "./pagination-resume-point.js";
import { SdkError } from "./sdk-error.js";

/**
 * Why a {@link PaginationError} was thrown: `"position-mismatch"`, the first response echoes
 * another offset or page number than requested (the server ignores it, or counts pages from the
 * other base); `"invalid-response"`, no end can be decided from a response: its counts are not
 * non-negative integers, or its `list` is not an array (`null` or missing is an empty list).
 *
 * @example
 * ```ts
 * const fixable = (code: PaginationErrorCode) => code === "position-mismatch";
 * ```
 * @group Errors
 */
export type PaginationErrorCode = "position-mismatch" | "invalid-response";

/**
 * The server's paging cannot be followed: a response contradicts the request or has no usable
 * counts. The fetch succeeded (unlike {@link PageFetchError}): retrying is unlikely to help.
 *
 * @example
 * ```ts
 * // a server that counts pages from 0, asked for page 1 of a 1-based run, answers page 0:
 * // PaginationError: paginatePages: requested page 1, the server answered page 0 …
 * paginatePages(fetchPage, { zeroBased: true });
 * ```
 * @group Errors
 */
export class PaginationError extends SdkError {
  override name = markKind(this, "PaginationError");
  /** What is wrong; see {@link PaginationErrorCode}. */
  declare readonly code: PaginationErrorCode;
  /** The request the offending response answered. */
  declare readonly resumeFrom: PaginationResumePoint;

  constructor(code: PaginationErrorCode, resumeFrom: PaginationResumePoint, message: string) {
    super(message);
    this.code = code;
    this.resumeFrom = resumeFrom;
  }
}

/**
 * Whether a value is a {@link PaginationError}, made by any copy of the package or realm.
 *
 * @example
 * ```ts
 * if (isPaginationError(error)) console.error(error.code, error.message);
 * ```
 * @group Errors
 */
export function isPaginationError(value: unknown): value is PaginationError {
  return hasKind(value, "PaginationError");
}
