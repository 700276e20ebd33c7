import type * as z from "zod/mini";
import { ValidationError, type ValidationIssue } from "../../errors/validation-error.js";
import type { RequestSummary } from "../../errors/request-error.js";
import type { ResourceName } from "../../schemas/resources.js";

/** `schema`'s data for `value`, or a ValidationError of `resource` with every issue. */
export function parseOrThrow(
  schema: z.ZodMiniType,
  value: unknown,
  resource: ResourceName,
  summary: () => RequestSummary,
  prefix: readonly (string | number)[] = [],
): unknown {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  // Worded by the schemas (schemas/internal/issues); only symbol keys are dropped.
  const issues: ValidationIssue[] = result.error.issues.map(({ path, code, message }) => ({
    path: [...prefix, ...(path.filter((key) => typeof key !== "symbol") as (string | number)[])],
    code,
    message,
  }));
  throw new ValidationError(resource, issues, summary());
}
