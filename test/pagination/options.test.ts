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
