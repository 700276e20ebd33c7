// The offset/limit window (docs/contract.md 2.4, `OwnedProductSearchResult`): a run asks for
// `limit` items from `offset` and advances by what each window returns, so that a server that
// clamps the limit, saying so or not, is followed and nothing is skipped.
import type { PaginationDescription } from "./description.js";
import { endRules, firstCursor } from "./internal/end-rules.js";

/**
 * Where a window run starts, and the window size it asks for: the argument of
 * {@link PaginationDescription.start} for {@link windowDescription} (checked values: an offset
 * of 0 or more, a limit of 1 or more), and what its `request` returns.
 *
 * @example
 * ```ts
 * const from: WindowStart = { offset: 0, limit: 50 };
 * ```
 * @group Pagination
 */
export interface WindowStart {
  readonly offset: number;
  readonly limit: number;
}

/**
 * The window style, its messages naming `name` (the method the user called). A run starts with
 * `start({ offset, limit })`, asks for `request(cursor)` and goes on with
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
): PaginationDescription<WindowStart, WindowStart, object> {
  return {
    start: ({ offset, limit }) => firstCursor(offset, limit, 0),
    request: ({ position, size }) => ({ offset: position, limit: size }),
    ...endRules({
      name,
      unit: "offset",
      counts: { position: "offset", total: "totalResultCount", count: "totalResultCount" },
      checked: ["totalResultCount", "offset", "limit"],
      answered: (offset) => `the window at offset ${offset}`,
      hint: () => "does the server read the offset parameter?",
      change: (cursor, total) => `reports totalResultCount ${total} instead of ${cursor.total}`,
      last: () => "the last window",
      // The size is lowered to a limit the server echoes (0 says nothing) and to a short window
      // before the end (a clamp it does not echo); never raised.
      size: (cursor, response, length) => {
        const echoed = response["limit"] as number;
        return Math.min(cursor.size, echoed > 0 ? echoed : cursor.size, length);
      },
    }),
  };
}
