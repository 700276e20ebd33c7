import { int32 } from "../../schemas/primitives.js";

function encodeScalar(name: string, value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "boolean") return String(value);
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new TypeError(`\`${name}\` must be a finite number`);
    return String(value);
  }
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new TypeError(`\`${name}\` is an invalid Date`);
    return value.toISOString();
  }
  throw new TypeError(
    `\`${name}\` must be a string, number, boolean, Date or an array of them, got ${
      value === null ? "null" : typeof value
    }`,
  );
}

/**
 * Appends one parameter: arrays as repeated keys, `undefined` and `null` left out.
 */
export function appendQuery(query: URLSearchParams, name: string, value: unknown): void {
  if (value === undefined || value === null) return;
  const values: readonly unknown[] = Array.isArray(value) ? value : [value];
  for (const item of values) query.append(name, encodeScalar(name, item));
}

/**
 * Checks a paging parameter (offset, limit, pageNumber, pageSize): absent, or an int32 as the
 * contract echoes them (docs/contract.md 2.4, 2.5).
 */
export function checkPaging(name: string, value: unknown): number | undefined {
  if (value === undefined) return undefined;
  if (!int32.safeParse(value).success) {
    const shown = typeof value === "number" ? String(value) : typeof value;
    throw new TypeError(`\`${name}\` must be an int32 integer, got ${shown}`);
  }
  return value as number;
}

/**
 * The query string of a paged call: the paging parameters under their configured names first,
 * then every filter as given.
 */
export function buildQuery(
  paging: readonly (readonly [param: string, name: string, value: unknown])[],
  filters: Readonly<Record<string, unknown>>,
): URLSearchParams {
  const query = new URLSearchParams();
  for (const [param, name, value] of paging) appendQuery(query, param, checkPaging(name, value));
  for (const [name, value] of Object.entries(filters)) appendQuery(query, name, value);
  return query;
}
