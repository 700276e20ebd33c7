// The start and size of an infinite query, checked when its options are made (in render, as
// `searchAll` and `listAll` check theirs when called), with the defaults the iterators use.
import type { PageStart, WindowStart } from "owned-products-sdk";

/** The window or page size asked for unless given, as the iterators' default. */
const DEFAULT_SIZE = 100;

function integer(where: string, name: string, value: unknown, min: number, fallback: number) {
  if (value === undefined) return fallback;
  if (!Number.isSafeInteger(value) || (value as number) < min) {
    throw new TypeError(
      `${where}: params.${name} must be an integer of ${min} or more, got ${String(value)}`,
    );
  }
  return value as number;
}

/** The checked start of a window run from the params `{ offset?, limit? }`. */
export function windowStart(where: string, given: object): WindowStart {
  const params = given as Readonly<Record<string, unknown>>;
  return {
    offset: integer(where, "offset", params["offset"], 0, 0),
    limit: integer(where, "limit", params["limit"], 1, DEFAULT_SIZE),
  };
}

/** The checked start of a page run from the params `{ pageNumber?, pageSize?, zeroBased? }`. */
export function pageStart(where: string, given: object): PageStart {
  const params = given as Readonly<Record<string, unknown>>;
  const zeroBased = params["zeroBased"];
  if (zeroBased !== undefined && typeof zeroBased !== "boolean") {
    throw new TypeError(`${where}: params.zeroBased must be a boolean, got ${String(zeroBased)}`);
  }
  const first = zeroBased === true ? 0 : 1;
  return {
    pageNumber: integer(where, "pageNumber", params["pageNumber"], first, first),
    pageSize: integer(where, "pageSize", params["pageSize"], 1, DEFAULT_SIZE),
    zeroBased: zeroBased === true,
  };
}
