// The URL of a call: ids into the route's path, paging parameters and filters into its query, each
// checked here, before any request.
import { invalid, mustBe } from "../../internal/option-checks/index.js";
import { isInt32 } from "../../schemas/internal/fast-path/value-checks.js";

/** `value` if an int32 (docs/contract.md 2: every id is "integer int32"), else a TypeError. */
function int32(where: string, label: string, value: unknown): number {
  if (!isInt32(value)) mustBe(where, label, "an int32 integer", value);
  return value;
}

/**
 * The URL of `path` under `baseUrl` as a function of the id that fills its `{name}`: split once
 * per client, joined per call. The id is checked (`get(NaN)`, `get("7; DROP")` never reach the
 * server); an int32 needs no URL-encoding.
 */
export function idUrl(where: string, baseUrl: string, path: string, name: string) {
  const parts = requestUrl(baseUrl, path).split(`{${name}}`);
  return (id: number): string => parts.join(`${int32(where, name, id)}`);
}

/** `path` appended to `baseUrl`, then `query` (after any the path holds: `?view=full`). */
export function requestUrl(baseUrl: string, path: string, query?: URLSearchParams): string {
  let start = 0;
  while (path.charCodeAt(start) === 47) start += 1;
  const url = `${baseUrl}/${path.slice(start)}`;
  if (!query?.size) return url;
  const joint = !url.includes("?") ? "?" : url.endsWith("?") || url.endsWith("&") ? "" : "&";
  return url + joint + query.toString();
}

const VALUE_RULE = "a string, number, boolean, Date or an array of them";

/** A Date's time, of any realm (an iframe's, a vm context's); else undefined. */
function timeOf(value: unknown): number | undefined {
  try {
    return Date.prototype.getTime.call(value);
  } catch {
    return undefined;
  }
}

function encodeScalar(where: string, name: string, value: unknown): string {
  const label = `params.${name}`;
  if (typeof value === "string") return value;
  if (typeof value === "boolean") return String(value);
  if (typeof value === "number") {
    if (!Number.isFinite(value)) mustBe(where, label, "a finite number", value);
    return String(value);
  }
  const time = timeOf(value);
  if (time !== undefined) {
    if (Number.isNaN(time)) invalid(where, label, "is an invalid Date");
    return new Date(time).toISOString();
  }
  mustBe(where, label, VALUE_RULE, value);
}

/** Appends one parameter: an array as repeated keys, `undefined` and `null` left out. */
function appendQuery(where: string, query: URLSearchParams, name: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    // Each item is named: `params.tag[1] must be …, got null`.
    value.forEach((item, i) => query.append(name, encodeScalar(where, `${name}[${i}]`, item)));
  } else {
    query.append(name, encodeScalar(where, name, value));
  }
}

/**
 * The query of a paged call: the paging parameters under their configured names, then every
 * filter as given; a filter may not be empty or take a paging parameter's name.
 */
export function buildQuery(
  where: string,
  paging: readonly (readonly [param: string, name: string, value: unknown])[],
  filters: Readonly<Record<string, unknown>>,
): URLSearchParams {
  const query = new URLSearchParams();
  for (const [param, name, value] of paging) {
    // A paging parameter: absent or an int32, as the contract echoes it (2.4, 2.5).
    if (value !== undefined)
      appendQuery(where, query, param, int32(where, `params.${name}`, value));
  }
  for (const [name, value] of Object.entries(filters)) {
    if (name === "") invalid(where, "params", 'holds a filter with an empty name ("")');
    // A filter named as a renamed paging parameter is sent twice (`skip=0&skip=20`).
    const paged = paging.find(([param, pagingName]) => param === name && pagingName !== name);
    if (paged) {
      const [, pagingName] = paged;
      invalid(
        where,
        `params.${name}`,
        `is the query name routes give ${pagingName}; pass it as params.${pagingName}`,
      );
    }
    appendQuery(where, query, name, value);
  }
  return query;
}
