import { invalid, mustBe } from "../../internal/option-checks/index.js";
import { int32 } from "../../schemas/primitives.js";

const VALUE_RULE = "a string, number, boolean, Date or an array of them";

function encodeScalar(where: string, label: string, value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "boolean") return String(value);
  if (typeof value === "number") {
    if (!Number.isFinite(value)) mustBe(where, label, "a finite number", value);
    return String(value);
  }
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) invalid(where, label, "is an invalid Date");
    return value.toISOString();
  }
  mustBe(where, label, VALUE_RULE, value);
}

/**
 * Appends one parameter of `where` (the operation called): arrays as repeated keys, `undefined`
 * and `null` left out.
 */
export function appendQuery(
  where: string,
  query: URLSearchParams,
  name: string,
  value: unknown,
): void {
  if (value === undefined || value === null) return;
  const values: readonly unknown[] = Array.isArray(value) ? value : [value];
  for (const item of values) query.append(name, encodeScalar(where, `params.${name}`, item));
}

/**
 * Checks a paging parameter (offset, limit, pageNumber, pageSize): absent, or an int32 as the
 * contract echoes them (docs/contract.md 2.4, 2.5).
 */
export function checkPaging(where: string, name: string, value: unknown): number | undefined {
  if (value === undefined) return undefined;
  if (!int32.safeParse(value).success) mustBe(where, `params.${name}`, "an int32 integer", value);
  return value as number;
}

/**
 * The query string of a paged call of `where`: the paging parameters under their configured names
 * first, then every filter as given.
 */
export function buildQuery(
  where: string,
  paging: readonly (readonly [param: string, name: string, value: unknown])[],
  filters: Readonly<Record<string, unknown>>,
): URLSearchParams {
  const query = new URLSearchParams();
  for (const [param, name, value] of paging) {
    appendQuery(where, query, param, checkPaging(where, name, value));
  }
  for (const [name, value] of Object.entries(filters)) appendQuery(where, query, name, value);
  return query;
}
