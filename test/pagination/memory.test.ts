// Pages alive, counted for real: a weak reference to every response, and a forced collection
// before counting. A run keeps the page being consumed and at most concurrency - 1 more.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, test } from "vitest";
import { paginatePages, paginateWindow } from "../../src/index.js";
import { itemsUpTo, type Item } from "../helpers/paging-servers.js";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

const PAGES = 30;
const SIZE = 10;
const data = itemsUpTo(PAGES * SIZE);

function tracked() {
  const responses: WeakRef<object>[] = [];
  // A fresh list per response, as parsing JSON would give: only the run can keep it alive.
  const list = (from: number) => {
    const fresh = data.slice(from, from + SIZE).map((item) => ({ ...item }));
    responses.push(new WeakRef(fresh));
    return fresh;
  };
  return {
    list,
    alive: () => responses.filter((response) => response.deref() !== undefined).length,
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
          gc();
          mostAlive = Math.max(mostAlive, pages.alive());
        }
      }
      expect(count).toBe(data.length);
      expect(mostAlive).toBeGreaterThanOrEqual(1);
      expect(mostAlive).toBeLessThanOrEqual(concurrency);
    },
  );
});
