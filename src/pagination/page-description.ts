// The page-number list (docs/contract.md 2.5, `TenantPage`): a run asks for page after page of
// `pageSize` items, counted from 1 (or 0, `zeroBased`), and ends on the echoed `totalPages`.
import { booleanOption, intOption } from "../internal/option-checks/index.js";
import type { PaginationDescription } from "./description.js";
import { endRules, firstCursor } from "./internal/end-rules.js";
import { DEFAULT_SIZE } from "./internal/run-options.js";

/**
 * Where a page run starts, the page size it asks for, and how the server counts pages: the
 * argument of {@link PaginationDescription.start} for {@link pageDescription}, which checks it
 * and fills in what it leaves out.
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

const totals = (pages: number, items: number) => `${pages} pages, ${items} items`;

/**
 * The page-number style, its messages naming `name` (the method the user called) and its start
 * `startIn.pageNumber` (`options` or `params`). A run starts with
 * `start({ pageNumber, pageSize, zeroBased })`, which checks them and fills in what is left out
 * (page 1, or 0 with `zeroBased`; 100 a page) with a `TypeError` for a value out of range, asks
 * for `request(cursor)` and goes on with `read(cursor, response).next` until there is none.
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
    ...endRules({
      name,
      unit: "page",
      counts: { position: "pageNumber", total: "totalPages", count: "totalCount" },
      checked: ["totalPages", "pageNumber", "totalCount"],
      answered: (pageNumber) => `page ${pageNumber}`,
      hint: (echoed, { position, base }) => {
        if (echoed - position !== (base === 1 ? -1 : 1)) {
          return "does the server read the pageNumber parameter?";
        }
        return base === 1
          ? "the server seems to count pages from 0: pass { zeroBased: true }"
          : "the server seems to count pages from 1: leave out zeroBased";
      },
      change: (cursor, total, count) =>
        `reports ${totals(total, count)} instead of ${totals(cursor.total, cursor.count)}`,
      last: (total) => `the last of totalPages ${total}`,
      size: (cursor) => cursor.size,
    }),
  };
}
