// The page-number list (docs/contract.md 2.5): pages counted from 1 (or 0, `zeroBased`), a run
// ending on the echoed `totalPages`.
import { booleanOption, intOption } from "../internal/option-checks/index.js";
import type { PaginationDescription } from "./description.js";
import { endRules, firstCursor } from "./internal/end-rules.js";
import { DEFAULT_SIZE } from "./internal/run-options.js";

/**
 * Where a page run starts, the page size it asks for, and how the server counts pages: what
 * {@link pageDescription}'s `start` takes, checks and fills in.
 *
 * @example
 * ```ts
 * const from: PageStart = { pageNumber: 1, pageSize: 50, zeroBased: false };
 * ```
 * @group Pagination
 */
export interface PageStart {
  readonly pageNumber?: number | undefined;
  readonly pageSize?: number | undefined;
  readonly zeroBased?: boolean | undefined;
}

/**
 * What a page run asks the fetcher for: what {@link pageDescription}'s `request` returns.
 *
 * @example
 * ```ts
 * const query: PageQuery = pageDescription().request(pageDescription().start({ pageNumber: 1, pageSize: 20, zeroBased: false }));
 * ```
 * @group Pagination
 */
export interface PageQuery {
  readonly pageNumber: number;
  readonly pageSize: number;
}

/**
 * The page-number style, its messages naming `name` (the method the user called) and its start
 * `startIn.pageNumber`. A run starts with `start({ pageNumber, pageSize, zeroBased })` (page 1, or
 * 0 with `zeroBased`, and 100 a page unless given, a `TypeError` out of range), asks for
 * `request(cursor)` and goes on with `read(cursor, response).next` until there is none.
 *
 * @example
 * ```ts
 * const pages = pageDescription("tenants.list");
 * const first = pages.start({ pageNumber: 1, pageSize: 50, zeroBased: false });
 * const response = await client.tenants.list(pages.request(first));
 * const { items, next } = pages.read(first, response);
 * ```
 * @group Pagination
 */
export function pageDescription(
  name = "paginatePages",
  startIn: "options" | "params" = "options",
): PaginationDescription<PageStart, PageQuery, object> {
  return {
    start: ({ pageNumber, pageSize, zeroBased }) => {
      const base = booleanOption(name, "zeroBased", zeroBased) ? 0 : 1;
      return firstCursor(
        intOption(name, `${startIn}.pageNumber`, pageNumber, base, base),
        intOption(name, `${startIn}.pageSize`, pageSize, 1, DEFAULT_SIZE),
        base,
      );
    },
    request: ({ position, size }) => ({ pageNumber: position, pageSize: size }),
    ...endRules(name, "page"),
  };
}
