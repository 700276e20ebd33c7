// The counts a style decides the end from must be usable: non-negative integers (docs/contract.md
// 2.4/2.5 declare them int32 and non-nullable), with an array or nothing as the list. A fetcher
// that skips validation (validation: "off", a custom fetch) must not turn garbage into a loop.
import { PaginationError } from "../../errors/pagination-error.js";
import { type PaginationResumePoint } from "../../errors/pagination-resume-point.js";

/**
 * Throws `PaginationError` ("invalid-response") unless the response's `names` are usable counts.
 */
export function checkCounts(
  response: unknown,
  names: readonly string[],
  at: string,
  resumeFrom: PaginationResumePoint,
): void {
  if (typeof response !== "object" || response === null) {
    const text = `${at} is ${String(response)}, not an object`;
    throw new PaginationError("invalid-response", resumeFrom, text);
  }
  const counts = response as Record<string, unknown>;
  for (const name of names) {
    const value = counts[name];
    if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 0) {
      throw new PaginationError(
        "invalid-response",
        resumeFrom,
        `${at}: ${name} is ${JSON.stringify(value)}, not a non-negative integer`,
      );
    }
  }
  const list = counts["list"];
  if (list !== null && list !== undefined && !Array.isArray(list)) {
    throw new PaginationError("invalid-response", resumeFrom, `${at}: list is not an array`);
  }
}
