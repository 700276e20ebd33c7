// Pagination benchmarks (`npm run bench`, never `npm test`): the figures are printed, with the
// baseline measured in the same run, and judged against the targets of issue 4.
//  - 100,000 items over 1,000 pages: peak heap growth, in pages' worth.
//  - 100,000 items over 1,000 windows, no latency: CPU time against a bare loop.
//  - 20 pages at 40 ms of latency from a real loopback HTTP server: concurrency 4 vs 1.
import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  paginatePages,
  paginateWindow,
  type OwnedProduct,
  type OwnedProductSearchResult,
  type PageResponse,
} from "../src/index.js";

const LATENCY_MS = 40;
const PAGES = 20;
const PAGE_SIZE = 50;

function product(id: number): OwnedProduct {
  return {
    ownedProductId: id,
    name: `Product ${id}`,
    productId: id % 97,
    durationCount: 12,
    durationType: "Month",
    productType: "Subscription",
    qty: 1,
    tenantId: id % 13,
    price: 1999,
    fullProductPrice: 2499,
    status: "Active",
    effectiveAt: "2024-01-01T00:00:00.0000000Z",
    effectiveThrough: "2025-01-01T00:00:00.0000000Z",
    supplementalFeatureQty: 2.5,
    tag: `tag-${id % 7}`,
    renewalProductId: null,
    renewalProductName: null,
    renewalProductPrice: null,
    renewalEffectiveAt: null,
    renewalEffectiveThrough: null,
  };
}

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

// Memory first: measured before the HTTP part leaves sockets and timers to clean up.
describe("100,000 items over 1,000 pages: peak heap growth", () => {
  const ITEMS = 100_000;
  const SIZE = 100;
  // Each window is parsed from JSON, as a real response would be: fresh objects and strings.
  const windowJson = (offset: number, limit: number) =>
    JSON.stringify({
      totalResultCount: ITEMS,
      offset,
      limit,
      list: Array.from({ length: Math.min(limit, ITEMS - offset) }, (_, i) => product(offset + i)),
    });
  const collect = () => {
    globalThis.gc!();
    return process.memoryUsage().heapUsed;
  };

  test("stays within a few pages' worth", async () => {
    expect(globalThis.gc, "run through npm run bench (--expose-gc)").toBeTypeOf("function");
    const held: unknown[] = [];
    const before = collect();
    for (let page = 0; page < 20; page++) held.push(JSON.parse(windowJson(page * SIZE, SIZE)));
    const pageBytes = (collect() - before) / held.length;
    held.length = 0;

    const measure = async (label: string, concurrency: number, style: "window" | "pages") => {
      const fetchWindow = async ({ offset, limit }: { offset: number; limit: number }) =>
        JSON.parse(windowJson(offset, limit)) as {
          totalResultCount: number;
          offset: number;
          limit: number;
          list: OwnedProduct[];
        };
      const run = (maxPages?: number) =>
        style === "window"
          ? paginateWindow(fetchWindow, { limit: SIZE, concurrency, maxPages })
          : paginatePages(
              async ({ pageNumber, pageSize }) => {
                const { list } = await fetchWindow({
                  offset: (pageNumber - 1) * pageSize,
                  limit: pageSize,
                });
                return { totalPages: ITEMS / pageSize, totalCount: ITEMS, pageNumber, list };
              },
              { pageSize: SIZE, concurrency, maxPages },
            );
      // Warm up first (300 pages: until the hot code is optimised), so that code compiled on the
      // way is not counted as pages held.
      let warm = 0;
      for await (const item of run(300)) warm += item.ownedProductId;
      expect(warm).toBeGreaterThan(0);
      const items = run();
      const baseline = collect();
      const samples: number[] = [];
      let count = 0;
      let checksum = 0;
      for await (const item of items) {
        checksum += item.ownedProductId;
        if (++count % (SIZE * 5) === 1) samples.push(collect() - baseline);
      }
      const peak = Math.max(...samples);
      expect(count).toBe(ITEMS);
      expect(checksum).toBe((ITEMS * (ITEMS - 1)) / 2);
      console.log(
        `[bench] ${label}: peak heap growth ${(peak / 1024).toFixed(0)} KiB = ${(peak / pageBytes).toFixed(1)} pages' worth ` +
          `(median ${(median(samples) / pageBytes).toFixed(1)}; one page of ${SIZE} items ≈ ${(pageBytes / 1024).toFixed(0)} KiB; target: a few pages)`,
      );
    };
    await measure("paginateWindow, concurrency 1 (dedupe on)", 1, "window");
    await measure("paginateWindow, concurrency 4 (dedupe on)", 4, "window");
    await measure("paginatePages, concurrency 4", 4, "pages");

    // The instrument's baseline: collecting everything holds every page.
    const baseline = collect();
    const all = await paginateWindow(
      async ({ offset, limit }) =>
        JSON.parse(windowJson(offset, limit)) as OwnedProductSearchResult,
      {
        limit: SIZE,
      },
    ).toArray({ max: Infinity });
    const growth = collect() - baseline;
    console.log(
      `[bench] for comparison, toArray of all ${all.length} items: heap growth ${(growth / 1024 / 1024).toFixed(1)} MiB = ` +
        `${(growth / pageBytes).toFixed(0)} pages' worth`,
    );
  });
});

describe("100,000 items over 1,000 windows: CPU time of a run", () => {
  // The responses are built up front and shared, so that only the run's own work is timed:
  // against a bare loop over the same responses (the baseline, measured in the same rounds).
  const ITEMS = 100_000;
  const SIZE = 100;
  const windows = Array.from({ length: ITEMS / SIZE }, (_, page) => ({
    totalResultCount: ITEMS,
    offset: page * SIZE,
    limit: SIZE,
    list: Array.from({ length: SIZE }, (_, i) => product(page * SIZE + i)),
  }));
  const fetchWindow = async ({ offset }: { offset: number }) => windows[offset / SIZE]!;
  const bare = async () => {
    let sum = 0;
    for (let offset = 0; offset < ITEMS; offset += SIZE) {
      for (const item of (await fetchWindow({ offset })).list) sum += item.ownedProductId;
    }
    return sum;
  };
  const through = (dedupe: boolean) => async () => {
    let sum = 0;
    const run = paginateWindow(fetchWindow, { limit: SIZE, ...(dedupe ? {} : { dedupe: false }) });
    for await (const item of run) sum += item.ownedProductId;
    return sum;
  };

  test("paginateWindow against a bare loop over the same responses", async () => {
    const time = async (run: () => Promise<number>) => {
      const start = process.hrtime.bigint();
      expect(await run()).toBe((ITEMS * (ITEMS - 1)) / 2);
      return ms(start);
    };
    const rounds = { bare: [] as number[], dedupe: [] as number[], plain: [] as number[] };
    for (let round = 0; round < 9; round++) {
      rounds.bare.push(await time(bare));
      rounds.dedupe.push(await time(through(true)));
      rounds.plain.push(await time(through(false)));
    }
    const [b, d, p] = [median(rounds.bare), median(rounds.dedupe), median(rounds.plain)];
    console.log(
      `[bench] 100,000 items, median of 9: bare loop ${b.toFixed(1)} ms, paginateWindow ` +
        `${p.toFixed(1)} ms without dedupe (${(p / b).toFixed(1)}x), ${d.toFixed(1)} ms with the ` +
        `default dedupe (${(d / b).toFixed(1)}x); ${((d * 1e6) / ITEMS).toFixed(0)} ns per item`,
    );
  });
});

describe("20 pages at 40 ms latency from a loopback server: concurrency 4 vs 1", () => {
  const total = PAGES * PAGE_SIZE;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    // Bodies are rendered once, up front: the server shares this process's one thread with the
    // client, and only the client's work (and the latency) should be measured.
    const bodies = new Map<string, string>();
    for (let page = 0; page < PAGES; page++) {
      const list = Array.from({ length: PAGE_SIZE }, (_, i) => product(page * PAGE_SIZE + i));
      const offset = page * PAGE_SIZE;
      const pageNumber = page + 1;
      bodies.set(
        `/owned-products?offset=${offset}&limit=${PAGE_SIZE}`,
        JSON.stringify({ totalResultCount: total, offset, limit: PAGE_SIZE, list }),
      );
      bodies.set(
        `/tenants?pageNumber=${pageNumber}&pageSize=${PAGE_SIZE}`,
        JSON.stringify({ totalPages: PAGES, totalCount: total, pageNumber, list }),
      );
    }
    server = createServer((request, response) => {
      const body = bodies.get(request.url ?? "");
      setTimeout(() => {
        response.writeHead(body === undefined ? 404 : 200, { "content-type": "application/json" });
        response.end(body ?? "{}");
      }, LATENCY_MS);
    });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    server.close();
    await once(server, "close");
  });

  const getJson = async <T>(path: string, signal: AbortSignal): Promise<T> => {
    const response = await fetch(`${base}${path}`, { signal });
    if (!response.ok) throw new Error(`${response.status} ${path}`);
    return (await response.json()) as T;
  };
  const styles = {
    paginateWindow: (concurrency: number) =>
      paginateWindow(
        ({ offset, limit, signal }) =>
          getJson<OwnedProductSearchResult>(
            `/owned-products?offset=${offset}&limit=${limit}`,
            signal,
          ),
        {
          limit: PAGE_SIZE,
          concurrency,
        },
      ),
    paginatePages: (concurrency: number) =>
      paginatePages(
        ({ pageNumber, pageSize, signal }) =>
          getJson<PageResponse<OwnedProduct>>(
            `/tenants?pageNumber=${pageNumber}&pageSize=${pageSize}`,
            signal,
          ),
        { pageSize: PAGE_SIZE, concurrency },
      ),
  };

  test.each(Object.keys(styles) as (keyof typeof styles)[])("%s", async (name) => {
    const timed = async (concurrency: number) => {
      const start = process.hrtime.bigint();
      const items: OwnedProduct[] = await styles[name](concurrency).toArray();
      return { elapsed: ms(start), ids: items.map((item) => item.ownedProductId) };
    };
    await timed(4); // warm up sockets and the JIT
    const serial: number[] = [];
    const parallel: number[] = [];
    for (let round = 0; round < 5; round++) {
      const one = await timed(1);
      const four = await timed(4);
      expect(four.ids).toEqual(one.ids);
      expect(one.ids).toHaveLength(total);
      serial.push(one.elapsed);
      parallel.push(four.elapsed);
    }
    const ratio = median(serial) / median(parallel);
    console.log(
      `[bench] ${name}: ${PAGES} pages × ${PAGE_SIZE} items, ${LATENCY_MS} ms latency, median of 5 — ` +
        `concurrency 1: ${median(serial).toFixed(0)} ms, concurrency 4: ${median(parallel).toFixed(0)} ms, ` +
        `speed-up ${ratio.toFixed(2)}x (target ≥ 3.5x: ${ratio >= 3.5 ? "met" : "MISSED"}); same ${total} items in the same order`,
    );
  });
});
