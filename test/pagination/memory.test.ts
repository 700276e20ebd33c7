// Pages alive, counted for real: every response's list is of a class of its own, and V8 counts
// the live objects of that class after a full collection (v8.queryObjects). Weak references
// would not do: each one keeps its target alive until the end of the job that made or read it,
// and a run goes on for many pages within one job. A run keeps the page being consumed and at
// most concurrency - 1 more.
import { queryObjects } from "node:v8";
import { describe, expect, test } from "vitest";
import { paginatePages, paginateWindow } from "../../src/index.js";
import { itemsUpTo, type Item } from "../helpers/paging-servers.js";

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

const PAGES = 30;
const SIZE = 10;
const data = itemsUpTo(PAGES * SIZE);

function tracked() {
  // A copy a run makes (slice, filter) is a plain array: only the responses' own lists count.
  class TrackedList extends Array<Item> {
    static override get [Symbol.species]() {
      return Array;
    }
  }
  return {
    // A fresh list per response, as parsing JSON would give: only the run can keep it alive.
    list: (from: number): Item[] =>
      TrackedList.from(data.slice(from, from + SIZE).map((item) => ({ ...item }))),
    alive: () => queryObjects(TrackedList, { format: "count" }),
  };
}

const styles = {
  paginateWindow: (pages: ReturnType<typeof tracked>, options: object) =>
    paginateWindow(
      async ({ offset, limit }) => ({
        totalResultCount: data.length,
        offset,
        limit,
        list: pages.list(offset),
      }),
      { limit: SIZE, ...options },
    ),
  paginatePages: (pages: ReturnType<typeof tracked>, options: object) =>
    paginatePages(
      async ({ pageNumber }) => ({
        totalPages: PAGES,
        totalCount: data.length,
        pageNumber,
        list: pages.list((pageNumber - 1) * SIZE),
      }),
      { pageSize: SIZE, ...options },
    ),
};

describe.each(Object.entries(styles))("%s", (_name, paginate) => {
  test.each([
    [1, false],
    [4, false],
    [4, true],
  ])(
    "concurrency %i (signal: %s) keeps at most concurrency pages alive",
    async (concurrency, withSignal) => {
      const pages = tracked();
      const signal = withSignal ? new AbortController().signal : undefined;
      let count = 0;
      let mostAlive = 0;
      for await (const item of paginate(pages, { concurrency, signal }) as AsyncIterable<Item>) {
        count += 1;
        if (item.ownedProductId % (5 * SIZE) === 1) {
          await nextTurn();
          mostAlive = Math.max(mostAlive, pages.alive());
        }
      }
      expect(count).toBe(data.length);
      expect(mostAlive).toBeGreaterThanOrEqual(1);
      expect(mostAlive).toBeLessThanOrEqual(concurrency);
    },
  );
});
