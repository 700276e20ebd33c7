import type * as z from "zod/mini";
import { dateTimeProblem } from "./date-time-problem.js";

// What each kind of schema expects, keyed by the schema's format, else its type.
const EXPECTED: Readonly<Record<string, string>> = {
  int32: "an int32 (a whole number from -2147483648 to 2147483647)",
  number: "a finite number",
  "date-time": "an ISO 8601 date-time",
  string: "a string",
  boolean: "a boolean",
  array: "an array",
  object: "an object",
};

// The kind of value received, never the value itself: a payload may hold secrets.
function kindOf({ code, input }: z.core.$ZodRawIssue): string {
  if (code === "too_big") return "a number above the maximum";
  if (code === "too_small") return "a number below the minimum";
  let kind: string = Array.isArray(input) ? "array" : typeof input;
  if (input === null || Number.isNaN(input)) return String(input);
  if (kind === "number" && !Number.isInteger(input)) {
    kind = Number.isFinite(input) ? "fraction" : "infinite number";
  }
  return kind === "undefined" ? kind : `${/^[aeio]/.test(kind) ? "an" : "a"} ${kind}`;
}

/**
 * The English message of one zod issue raised by a contract schema: what was expected (`or null`
 * for a nullable field) and what kind of value came, e.g. `expected an int32 (…), received a
 * fraction`. It never contains the value. It is the `error` of the exported primitives, and
 * readable-issues.ts gives it to every other issue of a resource.
 */
export function describeIssue(issue: z.core.$ZodRawIssue, nullable = false): string {
  const def = issue.inst?._zod.def as { type?: string; format?: string } | undefined;
  const kind = def?.format ?? def?.type ?? "";
  const expected = `${EXPECTED[kind] ?? "a valid value"}${nullable ? " or null" : ""}`;
  if (issue.code === "invalid_format" && typeof issue.input === "string" && kind === "date-time") {
    return `expected ${expected}; ${dateTimeProblem(issue.input)}`;
  }
  if (issue.input === undefined && typeof issue.path?.at(-1) === "string") {
    return `required: expected ${expected}, but the field is missing`;
  }
  return `expected ${expected}, received ${kindOf(issue)}`;
}

/**
 * {@link describeIssue} as a schema's `error` parameter: the exported primitives and resource
 * objects word their own issues with it, also when they are parsed on their own.
 */
export const issueMessage = (issue: z.core.$ZodRawIssue): string => describeIssue(issue);
