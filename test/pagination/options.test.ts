// Options are checked when a helper is called: a TypeError names the wrong one, before any run.
import { describe, expect, test, vi } from "vitest";
import { paginatePages, paginateWindow } from "../../src/index.js";
import { pageOf, windowOf } from "../helpers/paging-servers.js";

const fetchWindow = vi.fn(async (request: { offset: number; limit: number }) =>
  windowOf([], request),
);
const fetchPage = vi.fn(async (request: { pageNumber: number; pageSize: number }) =>
  pageOf([], request),
);
const window = (options: unknown) => paginateWindow(fetchWindow, options as never);
const pages = (options: unknown) => paginatePages(fetchPage, options as never);

const shared: [string, unknown][] = [
  ["concurrency", 0],
  ["concurrency", 65],
  ["concurrency", 1.5],
  ["concurrency", "2"],
  ["maxItems", -1],
  ["maxItems", 2.5],
  ["maxItems", Number.NaN],
  ["maxPages", "10"],
  ["maxPages", -1],
  ["dedupeHorizon", 0],
  ["dedupeHorizon", 1.5],
  ["dedupe", true],
  ["dedupe", "ownedProductId"],
  ["onWarning", "console.warn"],
  ["signal", {}],
  ["signal", "abort"],
];

describe.each([
  [
    "paginateWindow",
    window,
    [
      ["offset", -1],
      ["offset", 1.5],
      ["limit", 0],
      ["limit", 2 ** 31],
      ["pageNumber", 2],
    ],
  ],
  [
    "paginatePages",
    pages,
    [
      ["pageNumber", 0],
      ["pageNumber", 1.5],
      ["pageSize", 0],
      ["zeroBased", "yes"],
      ["offset", 20],
    ],
  ],
] as const)("%s", (helper, make, own) => {
  test.each([...shared, ...own])(`options.%s = %j is a TypeError naming it`, (name, value) => {
    expect(() => make({ [name]: value })).toThrow(TypeError);
    expect(() => make({ [name]: value })).toThrow(new RegExp(`^${helper}: options\\.${name} `));
  });

  test.each([null, 5, "fast"])("options = %j is a TypeError", (options) => {
    expect(() => make(options)).toThrow(new RegExp(`^${helper}: options must be an object`));
  });

  test.each([
    {},
    {
      concurrency: 64,
      maxItems: Number.POSITIVE_INFINITY,
      maxPages: 0,
      dedupeHorizon: Number.POSITIVE_INFINITY,
    },
    { concurrency: undefined, signal: undefined, onWarning: undefined, maxItems: undefined },
    { signal: new AbortController().signal, onWarning: () => undefined, maxItems: 0 },
  ])("accepts %j", (options) => {
    expect(Object.keys(make(options))).toEqual(["pages", "toArray"]);
  });
});

test.each([
  ["paginateWindow", () => paginateWindow(undefined as never)],
  ["paginatePages", () => paginatePages("https://api" as never)],
])("%s without a fetcher function is a TypeError", (helper, make) => {
  expect(make).toThrow(new RegExp(`^${helper}: the first argument must be a function`));
});

test("paginatePages: a zeroBased run accepts page 0 and rejects -1", () => {
  expect(() => pages({ zeroBased: true, pageNumber: 0 })).not.toThrow();
  expect(() => pages({ zeroBased: true, pageNumber: -1 })).toThrow(
    /options\.pageNumber must be an integer from 0/,
  );
});

test("paginateWindow: dedupe false and a key function are accepted", () => {
  expect(() => window({ dedupe: false })).not.toThrow();
  expect(() =>
    window({ dedupe: (item: { ownedProductId: number }) => item.ownedProductId }),
  ).not.toThrow();
});

// The exact messages (found by mutation testing: the patterns above match only their start).
test.each([
  [
    () => window({ pageNumber: 2 }),
    "paginateWindow: options.pageNumber belongs to the other pagination style; use offset",
  ],
  [
    () => pages({ offset: 20 }),
    "paginatePages: options.offset belongs to the other pagination style; use pageNumber",
  ],
  [
    () => window({ pageSize: 20 }),
    "paginateWindow: options.pageSize belongs to the other pagination style; use limit",
  ],
  [
    () => pages({ limit: 20 }),
    "paginatePages: options.limit belongs to the other pagination style; use pageSize",
  ],
  [
    () => paginateWindow(undefined as never),
    "paginateWindow: the first argument must be a function, got undefined",
  ],
  [
    () => window({ dedupeHorizon: 0 }),
    "paginateWindow: options.dedupeHorizon must be a positive integer or Infinity, got 0",
  ],
  [
    () => pages({ dedupeHorizon: 0 }),
    "paginatePages: options.dedupeHorizon must be a positive integer or Infinity, got 0",
  ],
  // A negative horizon is told the same rule: 0 is not allowed either.
  [
    () => window({ dedupeHorizon: -5 }),
    "paginateWindow: options.dedupeHorizon must be a positive integer or Infinity, got -5",
  ],
])("%# the TypeError says exactly what is wrong", (make, message) => {
  let thrown: unknown;
  try {
    make();
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(TypeError);
  expect((thrown as TypeError).message).toBe(message);
});

test("paginateWindow: the dedupe remembers the 1000 most recent keys by default", async () => {
  const serve = (list: { ownedProductId: number }[]) =>
    paginateWindow(
      async ({ offset, limit }: { offset: number; limit: number }) => ({
        totalResultCount: list.length,
        offset,
        limit,
        list: list.slice(offset, offset + limit),
      }),
      { limit: 500 },
    );
  const keys = (n: number) =>
    Array.from({ length: n }, (_, ownedProductId) => ({ ownedProductId }));
  // 0 again after 999 other keys: still remembered, dropped.
  expect(await serve([...keys(1000), { ownedProductId: 0 }]).toArray()).toHaveLength(1000);
  // 0 again after 1000 other keys: forgotten, yielded again.
  const again = await serve([...keys(1001), { ownedProductId: 0 }]).toArray();
  expect(again).toHaveLength(1002);
  expect(again[1001]).toEqual({ ownedProductId: 0 });
});

test.each([
  ["paginateWindow", (options: object) => window(options)],
  ["paginatePages", (options: object) => pages(options)],
])("%s: a huge unknown option name is cut at 100 characters in the message", (helper, make) => {
  const name = `${"x".repeat(1_000_000)}\n`;
  expect(() => make({ [name]: 1 })).toThrow(
    new RegExp(`^${helper}: unknown option \`x{100}…\`; known: concurrency, `),
  );
  const error = (() => {
    try {
      make({ [name]: 1 });
    } catch (caught) {
      return caught as Error;
    }
  })();
  expect(error?.message.length).toBeLessThan(300);
});
