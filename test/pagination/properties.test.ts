// For any data set, page size, server clamp and concurrency, and answers arriving in any order,
// iteration yields every item exactly once, in order, with at most `concurrency` in flight.
import fc from "fast-check";
import { expect, test } from "vitest";
import {
  paginatePages,
  paginateWindow,
  type PageRequest,
  type WindowRequest,
} from "../../src/index.js";
import { ids, itemsUpTo, pageOf, range, recorder, windowOf } from "../helpers/paging-servers.js";

const runs = fc.record({
  size: fc.nat({ max: 150 }),
  pageSize: fc.integer({ min: 1, max: 20 }),
  clamp: fc.option(fc.integer({ min: 1, max: 25 }), { nil: undefined }),
  silent: fc.boolean(),
  concurrency: fc.integer({ min: 1, max: 6 }),
});

test("paginateWindow yields every item once, in order", async () => {
  await fc.assert(
    fc.asyncProperty(
      runs,
      fc.scheduler(),
      async ({ size, pageSize, clamp, silent, concurrency }, s) => {
        const data = itemsUpTo(size);
        const server = recorder((request: WindowRequest) =>
          s.schedule(
            Promise.resolve(windowOf(data, request, { clamp: clamp ?? Infinity, silent })),
          ),
        );
        const warnings: unknown[] = [];
        const run = paginateWindow(server.fetch, {
          limit: pageSize,
          concurrency,
          onWarning: (w) => warnings.push(w),
        });
        const items = await s.waitFor(run.toArray());
        expect(ids(items)).toEqual(range(0, size));
        expect(warnings).toEqual([]);
        expect(server.maxInFlight).toBeLessThanOrEqual(concurrency);
      },
    ),
    { numRuns: 200 },
  );
});

test("paginatePages yields every item once, in order", async () => {
  await fc.assert(
    fc.asyncProperty(
      runs,
      fc.boolean(),
      fc.scheduler(),
      async ({ size, pageSize, clamp, concurrency }, zeroBased, s) => {
        const data = itemsUpTo(size);
        const base = zeroBased ? 0 : 1;
        const server = recorder((request: PageRequest) =>
          s.schedule(Promise.resolve(pageOf(data, request, { clamp: clamp ?? Infinity, base }))),
        );
        const warnings: unknown[] = [];
        const run = paginatePages(server.fetch, {
          pageSize,
          concurrency,
          zeroBased,
          onWarning: (w) => warnings.push(w),
        });
        const items = await s.waitFor(run.toArray());
        expect(ids(items)).toEqual(range(0, size));
        expect(warnings).toEqual([]);
        expect(server.maxInFlight).toBeLessThanOrEqual(concurrency);
      },
    ),
    { numRuns: 200 },
  );
});

test("a run resumed from any failure yields the rest exactly once", async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.integer({ min: 1, max: 120 }),
      fc.integer({ min: 1, max: 15 }),
      fc.integer({ min: 1, max: 4 }),
      fc.nat(),
      async (size, limit, concurrency, failSeed) => {
        const data = itemsUpTo(size);
        const failAt = (failSeed % Math.ceil(size / limit)) * limit;
        let failed = false;
        const fetchWindow = async (request: WindowRequest) => {
          if (request.offset === failAt && !failed) {
            failed = true;
            throw new Error("flaky");
          }
          return windowOf(data, request);
        };
        const seen: number[] = [];
        const error = await (async () => {
          for await (const item of paginateWindow(fetchWindow, { limit, concurrency }))
            seen.push(item.ownedProductId);
        })().catch((caught: unknown) => caught as { resumeFrom: { offset: number } });
        expect(error).toMatchObject({ name: "PageFetchError", resumeFrom: { offset: failAt } });
        const rest = paginateWindow(fetchWindow, { limit, concurrency, ...error?.resumeFrom });
        for await (const item of rest) seen.push(item.ownedProductId);
        expect(seen).toEqual(range(0, size));
      },
    ),
    { numRuns: 100 },
  );
});
