// Properties against servers that misbehave at random: any start, any clamp, totals that change
// while the run goes, and a failure at any point, for both styles. Whatever the server does, a run
// ends, never yields an item twice, stays within twice the first total, and a run resumed from a
// failure yields exactly what was left.
import fc from "fast-check";
import { expect, test } from "vitest";
import {
  paginatePages,
  paginateWindow,
  type PageRequest,
  type PaginationWarning,
  type WindowRequest,
} from "../../src/index.js";
import { ids, itemsUpTo, pageOf, range, windowOf } from "../helpers/paging-servers.js";

test("paginateWindow from any offset yields the rest of the list, once, in order", async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.nat({ max: 120 }),
      fc.nat({ max: 130 }),
      fc.integer({ min: 1, max: 15 }),
      fc.option(fc.integer({ min: 1, max: 20 }), { nil: undefined }),
      fc.integer({ min: 1, max: 5 }),
      async (size, offset, limit, clamp, concurrency) => {
        const data = itemsUpTo(size);
        const run = paginateWindow(
          async (request: WindowRequest) => windowOf(data, request, { clamp }),
          {
            offset,
            limit,
            concurrency,
          },
        );
        expect(ids(await run.toArray())).toEqual(range(offset, size));
      },
    ),
    { numRuns: 150 },
  );
});

test("paginatePages from any page yields the rest of the list, once, in order", async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.nat({ max: 120 }),
      fc.integer({ min: 1, max: 15 }),
      fc.nat({ max: 12 }),
      fc.boolean(),
      fc.integer({ min: 1, max: 5 }),
      async (size, pageSize, pageIndex, zeroBased, concurrency) => {
        const data = itemsUpTo(size);
        const base = zeroBased ? 0 : 1;
        const run = paginatePages(async (request: PageRequest) => pageOf(data, request, { base }), {
          pageNumber: base + pageIndex,
          pageSize,
          zeroBased,
          concurrency,
        });
        expect(ids(await run.toArray())).toEqual(range(pageIndex * pageSize, size));
      },
    ),
    { numRuns: 150 },
  );
});

// The list grows or shrinks at its end after a random number (at least one) of requests.
const changingList = fc.record({
  size: fc.integer({ min: 1, max: 80 }),
  pageSize: fc.integer({ min: 1, max: 10 }),
  changeAfter: fc.integer({ min: 1, max: 12 }),
  delta: fc.integer({ min: -40, max: 200 }),
  concurrency: fc.integer({ min: 1, max: 4 }),
});

test("paginateWindow over a total that changes mid-run ends, without repeats, within 2x", async () => {
  await fc.assert(
    fc.asyncProperty(changingList, async ({ size, pageSize, changeAfter, delta, concurrency }) => {
      let requests = 0;
      const warnings: PaginationWarning[] = [];
      const run = paginateWindow(
        async (request: WindowRequest) => {
          requests += 1;
          const now = requests > changeAfter ? Math.max(0, size + delta) : size;
          return windowOf(itemsUpTo(now), request);
        },
        { limit: pageSize, concurrency, onWarning: (w) => warnings.push(w) },
      );
      const yielded = ids(await run.toArray());
      expect(new Set(yielded).size).toBe(yielded.length);
      expect(yielded.length).toBeLessThanOrEqual(2 * size);
      expect(yielded).toEqual(range(0, yielded.length));
      expect(requests).toBeLessThanOrEqual(2 * size + concurrency + 1);
      if (yielded.length < Math.min(size, size + delta)) {
        // it ended early: a warning says why
        expect(warnings.filter((w) => w.ended).length).toBeGreaterThan(0);
      }
    }),
    { numRuns: 150 },
  );
});

test("paginatePages over a total that changes mid-run ends, without repeats, within 2x", async () => {
  await fc.assert(
    fc.asyncProperty(changingList, async ({ size, pageSize, changeAfter, delta, concurrency }) => {
      let requests = 0;
      const run = paginatePages(
        async (request: PageRequest) => {
          requests += 1;
          const now = requests > changeAfter ? Math.max(0, size + delta) : size;
          return pageOf(itemsUpTo(now), request);
        },
        { pageSize, concurrency, onWarning: () => undefined },
      );
      const yielded = ids(await run.toArray());
      expect(new Set(yielded).size).toBe(yielded.length);
      expect(yielded).toEqual(range(0, yielded.length));
      const firstPages = Math.ceil(size / pageSize);
      expect(yielded.length).toBeLessThanOrEqual(2 * firstPages * pageSize);
    }),
    { numRuns: 150 },
  );
});

test("paginatePages resumed from a failure at any page yields the rest exactly once", async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.integer({ min: 1, max: 100 }),
      fc.integer({ min: 1, max: 12 }),
      fc.integer({ min: 1, max: 4 }),
      fc.boolean(),
      fc.nat(),
      async (size, pageSize, concurrency, zeroBased, failSeed) => {
        const data = itemsUpTo(size);
        const base = zeroBased ? 0 : 1;
        const failAt = base + (failSeed % Math.ceil(size / pageSize));
        let failed = false;
        const fetchPage = async (request: PageRequest) => {
          if (request.pageNumber === failAt && !failed) {
            failed = true;
            throw new Error("flaky");
          }
          return pageOf(data, request, { base });
        };
        const options = { pageSize, concurrency, zeroBased };
        const seen: number[] = [];
        const error = await (async () => {
          for await (const item of paginatePages(fetchPage, options))
            seen.push(item.ownedProductId);
        })().catch((caught: unknown) => caught as { resumeFrom: { pageNumber: number } });
        expect(error).toMatchObject({ name: "PageFetchError", resumeFrom: { pageNumber: failAt } });
        const rest = paginatePages(fetchPage, { ...options, ...error?.resumeFrom });
        for await (const item of rest) seen.push(item.ownedProductId);
        expect(seen).toEqual(range(0, size));
      },
    ),
    { numRuns: 100 },
  );
});

test("paginateWindow stops at the cap it names when the total grows past twice its first value", async () => {
  let requests = 0;
  const warnings: PaginationWarning[] = [];
  const run = paginateWindow(
    async (request: WindowRequest) => {
      requests += 1;
      return windowOf(itemsUpTo(requests === 1 ? 16 : 33), request);
    },
    { limit: 3, onWarning: (w) => warnings.push(w) },
  );
  expect(ids(await run.toArray())).toEqual(range(0, 32));
  expect(warnings.map((w) => [w.code, w.message])).toContainEqual([
    "total-growing",
    "paginateWindow: the response to offset 30: totalResultCount grew to 33, past twice its first value; iteration ends at 32",
  ]);
});
