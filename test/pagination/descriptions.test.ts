// The two descriptions on their own, as a TanStack Query adapter would drive them: `start`,
// `request`, `read(cursor, response).next`, with the cursor sent through JSON between pages.
// Over a server that lies in every way the guide lists, a run driven by `read` alone yields the
// same items and warnings, and fails the same way, as the engine (any concurrency).
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  paginatePages,
  paginateWindow,
  type PageRequest,
  type PageResponse,
  type PaginationWarning,
  type WindowRequest,
  type WindowResponse,
} from "../../src/index.js";
import type { PaginationCursor, PaginationDescription } from "../../src/pagination/description.js";
import { pageDescription } from "../../src/pagination/page-description.js";
import { windowDescription } from "../../src/pagination/window-description.js";
import { itemsUpTo, type Item } from "../helpers/paging-servers.js";

/** How the server lies, decided by the position asked for (so any concurrency sees the same). */
interface Lies {
  size: number;
  /** From this position on, the data holds `grownBy` more (or fewer) items. */
  changeAt: number;
  grownBy: number;
  clamp: number;
  silent: boolean;
  /** Positions answered with another position, an empty list, too many items, a warning. */
  misplaced: Record<number, number>;
  empty: number[];
  overfull: number[];
  warned: number[];
  /** The reported count is off by this much (count-mismatch). */
  countOff: number;
  /** Every response repeats the rows of position 0 (duplicates). */
  sameRows: boolean;
}

const lies = fc.record({
  size: fc.nat({ max: 60 }),
  changeAt: fc.nat({ max: 12 }),
  grownBy: fc.integer({ min: -30, max: 80 }),
  clamp: fc.integer({ min: 1, max: 12 }),
  silent: fc.boolean(),
  misplaced: fc.dictionary(
    fc.nat({ max: 12 }).map(String),
    fc.integer({ min: -3, max: 3 }).filter((shift) => shift !== 0),
    { maxKeys: 2 },
  ) as fc.Arbitrary<unknown> as fc.Arbitrary<Record<number, number>>,
  empty: fc.array(fc.nat({ max: 12 }), { maxLength: 2 }),
  overfull: fc.array(fc.nat({ max: 12 }), { maxLength: 2 }),
  warned: fc.array(fc.nat({ max: 12 }), { maxLength: 2 }),
  countOff: fc.constantFrom(0, 0, 1, -1),
  sameRows: fc.boolean(),
});

/** The n-th request of a run (by position), whatever the style: 0, 1, 2, … */
function windowServer(l: Lies, limit: number) {
  return (request: { offset: number; limit: number }): WindowResponse<Item> => {
    const n = Math.floor(request.offset / limit);
    const data = itemsUpTo(Math.max(0, l.size + (n >= l.changeAt ? l.grownBy : 0)));
    const size = Math.min(request.limit, l.clamp) + (l.overfull.includes(n) ? 3 : 0);
    const offset = request.offset + (l.misplaced[n] ?? 0) * limit;
    const from = l.sameRows ? 0 : Math.max(0, offset);
    return {
      totalResultCount: data.length + l.countOff,
      offset: Math.max(0, offset),
      limit: l.silent ? request.limit : size,
      list: l.empty.includes(n) ? [] : data.slice(from, from + size),
      warnings: l.warned.includes(n) ? [`note ${n}`] : null,
    };
  };
}

function pageServer(l: Lies, base: 0 | 1) {
  return (request: { pageNumber: number; pageSize: number }): PageResponse<Item> => {
    const n = request.pageNumber - base;
    const data = itemsUpTo(Math.max(0, l.size + (n >= l.changeAt ? l.grownBy : 0)));
    const size = Math.min(request.pageSize, l.clamp);
    const index = Math.max(0, n + (l.misplaced[n] ?? 0));
    const from = l.sameRows ? 0 : index * size;
    return {
      totalPages: Math.ceil(data.length / size),
      totalCount: data.length + l.countOff,
      pageNumber: index + base,
      list: l.empty.includes(n)
        ? []
        : data.slice(from, from + size + (l.overfull.includes(n) ? 2 : 0)),
      warnings: l.warned.includes(n) ? [`note ${n}`] : null,
    };
  };
}

interface Outcome {
  items: number[];
  warnings: PaginationWarning[];
  error?: string;
}

/** A run driven by the description alone; `dedupe` emulates the engine's (every key kept). */
function driven<TStart, TRequest, TResponse extends object>(
  description: PaginationDescription<TStart, TRequest, TResponse>,
  from: TStart,
  server: (request: TRequest) => TResponse & { list?: readonly Item[] | null | undefined },
  dedupe: boolean,
): Outcome {
  const outcome: Outcome = { items: [], warnings: [] };
  const seen = new Set<number>();
  let cursor: PaginationCursor | undefined = description.start(from);
  try {
    for (let pages = 0; cursor !== undefined; pages++) {
      if (pages > 500) throw new Error("a run that does not end");
      // What a TanStack Query page parameter goes through between two pages.
      cursor = JSON.parse(JSON.stringify(cursor)) as PaginationCursor;
      const response = server(description.request(cursor));
      let reading = description.read<Item>(cursor, response);
      let items = reading.items;
      if (dedupe) {
        items = items.filter(({ ownedProductId }) => !seen.has(ownedProductId));
        for (const item of items) seen.add(item.ownedProductId);
        const repeats = reading.items.length - items.length;
        if (repeats > 0) reading = description.read<Item>(cursor, response, repeats);
      }
      outcome.items.push(...items.map((item) => item.ownedProductId));
      outcome.warnings.push(...reading.warnings);
      cursor = reading.next;
    }
  } catch (error) {
    outcome.error = (error as Error).message;
  }
  return outcome;
}

async function engine(run: AsyncIterable<Item>, warnings: PaginationWarning[]): Promise<Outcome> {
  const outcome: Outcome = { items: [], warnings };
  try {
    for await (const item of run) outcome.items.push(item.ownedProductId);
  } catch (error) {
    outcome.error = (error as Error).message;
  }
  return outcome;
}

const runs = fc.record({
  lies,
  size: fc.integer({ min: 1, max: 10 }),
  startPage: fc.nat({ max: 2 }),
  concurrency: fc.integer({ min: 1, max: 4 }),
  dedupe: fc.boolean(),
  zeroBased: fc.boolean(),
});

test.each(["window", "page"])(
  "%s: read alone over a lying server gives what the engine gives",
  async (style) => {
    await fc.assert(
      fc.asyncProperty(runs, async ({ lies, size, startPage, concurrency, dedupe, zeroBased }) => {
        const warnings: PaginationWarning[] = [];
        const options = {
          concurrency,
          dedupe: dedupe && ((item: Item) => item.ownedProductId),
          dedupeHorizon: Number.POSITIVE_INFINITY,
          onWarning: (warning: PaginationWarning) => warnings.push(warning),
        };
        let run: AsyncIterable<Item>;
        let expected: Outcome;
        if (style === "window") {
          const server = windowServer(lies, size);
          const from = { offset: startPage * size, limit: size };
          run = paginateWindow(async (request: WindowRequest) => server(request), {
            ...options,
            ...from,
          });
          expected = driven(windowDescription(), from, server, dedupe);
        } else {
          const base = zeroBased ? 0 : 1;
          const server = pageServer(lies, base);
          const from = { pageNumber: base + startPage, pageSize: size, zeroBased };
          run = paginatePages(async (request: PageRequest) => server(request), {
            ...options,
            ...from,
          });
          expected = driven(pageDescription(), from, server, dedupe);
        }
        expect(await engine(run, warnings)).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  },
);

describe("a description is pure", () => {
  const frozen = <T>(value: T): T => {
    if (typeof value === "object" && value !== null) {
      for (const inner of Object.values(value)) frozen(inner);
      Object.freeze(value);
    }
    return value;
  };

  test.each([
    ["window", windowDescription(), { offset: 0, limit: 4 }],
    ["page", pageDescription(), { pageNumber: 1, pageSize: 4, zeroBased: false }],
  ] as const)(
    "%s: the same cursor and response read the same, and stay as they were",
    (_, d, from) => {
      const description = d as PaginationDescription<typeof from, object, object>;
      const cursor = frozen(description.start(from));
      const request = description.request(cursor) as Record<string, number>;
      const position = request["offset"] ?? request["pageNumber"]!;
      const response = frozen(
        "offset" in request
          ? { totalResultCount: 9, offset: position, limit: 4, list: itemsUpTo(4) }
          : { totalPages: 3, totalCount: 9, pageNumber: position, list: itemsUpTo(4) },
      );
      const first = description.read(cursor, response);
      expect(description.read(cursor, response)).toEqual(first);
      expect(description.read(cursor, response, 1)).toEqual(description.read(cursor, response, 1));
      expect(first.next).toBeDefined();
      expect(JSON.parse(JSON.stringify(first.next))).toEqual(first.next);
      expect(description.predict(cursor)).toEqual(description.predict(cursor));
    },
  );

  test("offset 0 and page 1 are real positions, asked for as they are", () => {
    const windows = windowDescription();
    const pages = pageDescription();
    expect(windows.request(windows.start({ offset: 0, limit: 50 }))).toEqual({
      offset: 0,
      limit: 50,
    });
    expect(pages.request(pages.start({ pageNumber: 1, pageSize: 20, zeroBased: false }))).toEqual({
      pageNumber: 1,
      pageSize: 20,
    });
    expect(pages.request(pages.start({ pageNumber: 0, pageSize: 20, zeroBased: true }))).toEqual({
      pageNumber: 0,
      pageSize: 20,
    });
  });

  test("a clamped limit is followed: the next request starts where the window ended", () => {
    const windows = windowDescription();
    const cursor = windows.start({ offset: 0, limit: 50 });
    const response = { totalResultCount: 100, offset: 0, limit: 20, list: itemsUpTo(20) };
    const next = windows.read(cursor, response).next!;
    expect(windows.request(next)).toEqual({ offset: 20, limit: 20 });
    expect(windows.resumeFrom(next)).toEqual({ offset: 20 });
    expect(windows.predict(next)).toMatchObject({ position: 40, size: 20 });
  });

  test("predict knows no end before the first response, and stops at the end after it", () => {
    const pages = pageDescription();
    const cursor = pages.start({ pageNumber: 1, pageSize: 10, zeroBased: false });
    expect(pages.predict(cursor)).toMatchObject({ position: 2 });
    const list = itemsUpTo(10);
    const response: PageResponse<Item> = { totalPages: 2, totalCount: 20, pageNumber: 1, list };
    const next = pages.read(cursor, response).next!;
    expect(next).toMatchObject({ position: 2, firstTotal: 2, total: 2, count: 20, received: 10 });
    expect(pages.predict(next)).toBeUndefined();
    expect(pages.resumeFrom(next)).toEqual({ pageNumber: 2 });
  });
});
