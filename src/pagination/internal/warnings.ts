import { safeString } from "../../internal/safe-string.js";
import type { PaginationWarning, PaginationWarningCode } from "../warning.js";

/** The warning-ending codes, the only ones with `ended: true`. */
const ENDING: ReadonlySet<PaginationWarningCode> = new Set([
  "empty-page",
  "repeated-offset",
  "repeated-page",
  "unexpected-offset",
  "unexpected-page",
  "total-growing",
]);

/**
 * A warning with its `ended` flag filled in from its code.
 */
export function warning(code: PaginationWarningCode, message: string): PaginationWarning {
  return { code, message, ended: ENDING.has(code) };
}

/** `1 item`, `2 items`. */
export const itemCount = (count: number): string => `${count} item${count === 1 ? "" : "s"}`;

/**
 * The server's own warnings, if the response carries a `warnings` array of strings.
 */
export function serverWarnings(response: object): PaginationWarning[] {
  const list: unknown = (response as { warnings?: unknown }).warnings;
  if (!Array.isArray(list)) return [];
  return list.map((text) => warning("server-warning", safeString(text)));
}
