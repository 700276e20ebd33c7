// The offset/limit window (docs/contract.md 2.4): a run advances by what each window returns, so
// that a server that clamps the limit, saying so or not, is followed and nothing is skipped.
import { intOption } from "../internal/option-checks/index.js";
import type { PaginationDescription } from "./description.js";
import { endRules, firstCursor } from "./internal/end-rules.js";
import { DEFAULT_SIZE } from "./internal/run-options.js";

/**
 * Where a window run starts and the window size it asks for: what {@link windowDescription}'s
 * `start` takes, checks (an offset from 0, a limit from 1) and fills in.
 *
 * @example
 * ```ts
 * const from: WindowStart = { offset: 0, limit: 50 };
 * ```
 * @group Pagination
 */
export interface WindowStart {
  readonly offset?: number | undefined;
  readonly limit?: number | undefined;
}

/**
 * What a window run asks the fetcher for: what {@link windowDescription}'s `request` returns.
 *
 * @example
 * ```ts
 * const query: WindowQuery = windowDescription().request(windowDescription().start({ limit: 20 }));
 * ```
 * @group Pagination
 */
export interface WindowQuery {
  readonly offset: number;
  readonly limit: number;
}

/**
 * The window style, its messages naming `name` (the method the user called) and its start
 * `startIn.offset`. A run starts with `start({ offset, limit })` (offset 0 and limit 100 unless
 * given, a `TypeError` out of range), asks for `request(cursor)` and goes on with
 * `read(cursor, response).next` until there is none.
 *
 * @example
 * ```ts
 * const windows = windowDescription("ownedProducts.search");
 * const first = windows.start({ offset: 0, limit: 50 });
 * const response = await client.ownedProducts.search({ ...windows.request(first) });
 * const { items, next } = windows.read(first, response);
 * ```
 * @group Pagination
 */
export function windowDescription(
  name = "paginateWindow",
  startIn: "options" | "params" = "options",
): PaginationDescription<WindowStart, WindowQuery, object> {
  return {
    start: ({ offset, limit }) =>
      firstCursor(
        intOption(name, `${startIn}.offset`, offset, 0, 0),
        intOption(name, `${startIn}.limit`, limit, 1, DEFAULT_SIZE),
        0,
      ),
    request: ({ position, size }) => ({ offset: position, limit: size }),
    ...endRules(name, "offset"),
  };
}
