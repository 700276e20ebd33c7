import type { IssueLike, ResourceName } from "../../schemas/index.js";
import { resourceShape, walkFields } from "./contract-shape.js";
import { dateTimeForm } from "./date-time-form.js";

const MESSAGE =
  "expected a date-time with an offset, Z or ±HH:MM, received one without (--require-offset)";

/**
 * An issue for every date-time of `value` (a `resource`) that the contract accepts but that has
 * no offset (`2024-01-01T00:00:00`): the contract allows it, many teams do not. Date-times the
 * contract rejects are left to the schemas' issues. They are pushed onto `issues` (a spread of a
 * few hundred thousand would overflow the stack), which is returned.
 */
export function missingOffsetIssues(
  resource: ResourceName,
  value: unknown,
  issues: IssueLike[] = [],
): IssueLike[] {
  walkFields(resourceShape(resource), value, (path, field, held) => {
    if (field.dateTime && dateTimeForm(held)?.offset === "none") {
      issues.push({ path: [...path], message: MESSAGE });
    }
  });
  return issues;
}
