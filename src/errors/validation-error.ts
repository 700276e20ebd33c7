import { formatIssues } from "../schemas/format-issues.js";
import { describeRequest } from "./internal/describe-request.js";
import { hasKind, markKind } from "./internal/kind.js";
import { RequestError, type RequestSummary } from "./request-error.js";

/**
 * One problem found in a response body: where (`path`, e.g. `["products", 3, "qty"]`), a `code`
 * (zod's issue code, or `invalid_json`), and a message that never contains the offending value.
 *
 * @example
 * ```ts
 * const line = (issue: ValidationIssue) => `${issue.path.join(".")}: ${issue.message}`;
 * ```
 * @group Errors
 */
export interface ValidationIssue {
  readonly path: readonly (string | number)[];
  readonly code: string;
  readonly message: string;
}

/**
 * A response body is not valid JSON or does not match the resource's schema (as the `validation`
 * option chose it). Its message writes the first five issues as {@link formatIssues} does.
 *
 * @example
 * ```ts
 * if (error instanceof ValidationError) {
 *   for (const issue of error.issues) console.error(issue.path.join("."), issue.message);
 * }
 * ```
 * @group Errors
 */
export class ValidationError extends RequestError {
  override name = markKind(this, "ValidationError");
  /** The resource the body was checked against, e.g. `OwnedProduct`. */
  declare readonly resource: string;
  declare readonly issues: readonly ValidationIssue[];

  constructor(resource: string, issues: readonly ValidationIssue[], summary: RequestSummary) {
    const where = `${resource} in response to ${describeRequest(summary)}`;
    super(`Invalid ${where}:\n${formatIssues(issues, { max: 5 })}`, summary);
    this.resource = resource;
    this.issues = issues;
  }
}

/**
 * Whether a value is a {@link ValidationError}, made by any copy of the package or realm.
 *
 * @example
 * ```ts
 * if (isValidationError(error)) console.error(error.issues.length, "problems");
 * ```
 * @group Errors
 */
export function isValidationError(value: unknown): value is ValidationError {
  return hasKind(value, "ValidationError");
}
