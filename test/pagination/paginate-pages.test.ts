// paginatePages against a fake server, one row per way a run can end or carry on.
import { describe, expect, test } from "vitest";
import {
  paginatePages,
  PaginationError,
  type PaginatePagesOptions,
  type PageRequest,
  type PageResponse,
  type PaginationWarning,
  type PaginationWarningCode,
} from "../../src/index.js";
import {
  ids,
  itemsUpTo,
  pageNumbers,
  pageOf,
  range,
  recorder,
  type Item,
} from "../helpers/paging-servers.js";

interface Row {
  respond: (request: PageRequest) => PageResponse<Item>;
  options: PaginatePagesOptions<Item>;
  yields: number[];
  warns: PaginationWarningCode[];
  /** The requests of a serial run (concurrency 1). */
  requests: number[];
}

const data30 = itemsUpTo(30);
const base: Row = {
  respond: (request) => pageOf(data30, request),
  options: {},
  yields: range(0, 30),
  warns: [],
  requests: [1, 2, 3],
};
const serve = (data: Item[], quirks?: Parameters<typeof pageOf>[2]) => (request: PageRequest) =>
  pageOf(data, request, quirks);
const fromPage2 = (data: Item[]) => (request: PageRequest) =>
  pageOf(request.pageNumber === 1 ? data30 : data, request);
const inserted = [...[100, 101, 102].map((ownedProductId) => ({ ownedProductId })), ...data30];

const rows: [string, Partial<Row>][] = [
  ["ends at totalPages on a full last page", {}],
  [
    "ends at totalPages after a partial page",
    { respond: serve(itemsUpTo(25)), yields: range(0, 25) },
  ],
  [
    "ends at once on an empty list (totalPages 0)",
    { respond: serve([]), yields: [], requests: [1] },
  ],
  [
    "reads a null list as empty",
    {
      respond: () => ({ totalPages: 0, totalCount: 0, pageNumber: 1, list: null }),
      yields: [],
      requests: [1],
    },
  ],
  [
    "carries on past a short page before totalPages (never ends on a short page alone)",
    {
      respond: (request) =>
        request.pageNumber === 2
          ? { ...pageOf(data30, request), list: data30.slice(10, 15) }
          : pageOf(data30, request),
      yields: [...range(0, 15), ...range(20, 30)],
      warns: ["count-mismatch"],
    },
  ],
  [
    "ends at totalPages even when totalCount says more, with a warning",
    {
      respond: (request) => ({ ...pageOf(itemsUpTo(25), request), totalPages: 2 }),
      yields: range(0, 20),
      warns: ["count-mismatch"],
      requests: [1, 2],
    },
  ],
  [
    "follows a server that clamps pageSize",
    { respond: serve(data30, { clamp: 8 }), requests: [1, 2, 3, 4] },
  ],
  [
    "starts at the given page",
    { options: { pageNumber: 3 }, yields: range(20, 30), requests: [3] },
  ],
  [
    "counts from 0 with zeroBased",
    { respond: serve(data30, { base: 0 }), options: { zeroBased: true }, requests: [0, 1, 2] },
  ],
  [
    "ends with a warning on an empty page before totalPages",
    {
      respond: (request) =>
        request.pageNumber === 2
          ? { ...pageOf(data30, request), list: [] }
          : pageOf(data30, request),
      yields: range(0, 10),
      warns: ["empty-page"],
      requests: [1, 2],
    },
  ],
  [
    "ends with a warning when the server repeats a page number",
    {
      respond: (request) => pageOf(data30, { ...request, pageNumber: 1 }),
      yields: range(0, 10),
      warns: ["repeated-page"],
      requests: [1, 2],
    },
  ],
  [
    "ends with a warning when the server skips ahead",
    {
      respond: (request) =>
        pageOf(data30, {
          ...request,
          pageNumber: request.pageNumber === 2 ? 3 : request.pageNumber,
        }),
      yields: range(0, 10),
      warns: ["unexpected-page"],
      requests: [1, 2],
    },
  ],
  [
    "follows totals that shrink mid-run, with a warning",
    {
      respond: fromPage2(itemsUpTo(15)),
      yields: range(0, 15),
      warns: ["total-changed"],
      requests: [1, 2],
    },
  ],
  [
    "follows totals that grow mid-run, with a warning",
    {
      respond: fromPage2(itemsUpTo(35)),
      yields: range(0, 35),
      warns: ["total-changed"],
      requests: [1, 2, 3, 4],
    },
  ],
  [
    "ends at twice the first totalPages when it keeps growing",
    {
      respond: (request) => ({
        ...pageOf(itemsUpTo(1000), request),
        totalPages: request.pageNumber + 2,
      }),
      yields: range(0, 60),
      warns: [...Array<PaginationWarningCode>(5).fill("total-changed"), "total-growing"],
      requests: [1, 2, 3, 4, 5, 6],
    },
  ],
  [
    "passes a server's own warnings on",
    {
      respond: (request) => ({
        ...pageOf(data30, request),
        warnings: request.pageNumber === 3 ? ["cached"] : undefined,
      }),
      warns: ["server-warning"],
    },
  ],
  [
    "follows a totalPages that changes alone (totalCount the same), with a warning",
    {
      respond: (request) => ({
        ...pageOf(data30, request),
        totalPages: request.pageNumber === 1 ? 3 : 4,
      }),
      warns: ["total-changed"],
      requests: [1, 2, 3, 4],
    },
  ],
  [
    "reports no count mismatch at the end of a run whose totals changed",
    {
      respond: (request) => ({
        ...pageOf(data30, request),
        totalCount: request.pageNumber === 1 ? 30 : 31,
      }),
      warns: ["total-changed"],
    },
  ],
  ["stops at maxItems", { options: { maxItems: 15 }, yields: range(0, 15), requests: [1, 2] }],
  ["stops at maxPages", { options: { maxPages: 2 }, yields: range(0, 20), requests: [1, 2] }],
  [
    "with a dedupe, warns when every page answers the same items: repeats dropped, then the count",
    {
      respond: (request) => ({ ...pageOf(data30, request), list: data30.slice(0, 10) }),
      options: { dedupe: (item) => item.ownedProductId },
      yields: range(0, 10),
      warns: ["duplicates-dropped", "duplicates-dropped", "count-mismatch"],
    },
  ],
  [
    "without a dedupe, yields every page that answers the same items, and the count holds",
    {
      respond: (request) => ({ ...pageOf(data30, request), list: data30.slice(0, 10) }),
      yields: [...range(0, 10), ...range(0, 10), ...range(0, 10)],
    },
  ],
  [
    "does not dedupe by default",
    {
      respond: fromPage2(inserted),
      yields: [...range(0, 10), ...range(7, 30)],
      warns: ["total-changed"],
      requests: [1, 2, 3, 4],
    },
  ],
  [
    "dedupes by a given key; the total's change explains the repeats, with no warning of its own",
    {
      respond: fromPage2(inserted),
      options: { dedupe: (item) => item.ownedProductId },
      yields: range(0, 30),
      warns: ["total-changed"],
      requests: [1, 2, 3, 4],
    },
  ],
];

describe.each([1, 3])("paginatePages, concurrency %i", (concurrency) => {
  test.each(rows)("%s", async (_name, changes) => {
    const row = { ...base, ...changes };
    const server = recorder(row.respond);
    const warnings: PaginationWarning[] = [];
    const run = paginatePages(server.fetch, {
      pageSize: 10,
      concurrency,
      onWarning: (warning) => warnings.push(warning),
      ...row.options,
    });
    expect(ids(await run.toArray())).toEqual(row.yields);
    expect(warnings.map((warning) => warning.code)).toEqual(row.warns);
    if (concurrency === 1) expect(pageNumbers(server.calls)).toEqual(row.requests);
    expect(server.inFlight).toBe(0);
  });
});

describe("paginatePages: responses it cannot follow", () => {
  test.each([
    [
      "a 0-based server asked for page 1",
      {},
      0,
      /page 1 is page 0: the server seems to count pages from 0: pass \{ zeroBased: true \}/,
    ],
    [
      "a 1-based server asked for page 0",
      { zeroBased: true },
      1,
      /page 0 is page 1: the server seems to count pages from 1/,
    ],
    [
      "a server ignoring pageNumber",
      { pageNumber: 3 },
      1,
      /page 3 is page 1: does the server read the pageNumber parameter/,
    ],
  ])("%s: the first response is a PaginationError", async (_name, options, answered, message) => {
    const run = paginatePages(
      async (request) => pageOf(data30, { ...request, pageNumber: answered }),
      options,
    );
    const error: unknown = await run.toArray().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaginationError);
    expect(error).toMatchObject({ code: "position-mismatch" });
    expect((error as Error).message).toMatch(message);
  });

  test.each([
    ["totalPages missing", { pageNumber: 1, totalCount: 0 }, /totalPages is undefined/],
    ["a string pageNumber", { pageNumber: "1", totalPages: 1, totalCount: 0 }, /pageNumber is "1"/],
    ["a negative totalCount", { pageNumber: 1, totalPages: 1, totalCount: -3 }, /totalCount is -3/],
  ])("%s is a PaginationError (invalid-response)", async (_name, response, message) => {
    const run = paginatePages(async () => response as unknown as PageResponse<Item>);
    const error: unknown = await run.toArray().catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: "invalid-response", resumeFrom: { pageNumber: 1 } });
    expect((error as Error).message).toMatch(message);
  });
});

test("paginatePages: each page of .pages() carries the echoed counts and the response as fetched", async () => {
  const responses: PageResponse<Item>[] = [];
  const run = paginatePages(
    async (request: PageRequest) => {
      const response = pageOf(itemsUpTo(25), request);
      responses.push(response);
      return response;
    },
    { pageSize: 10 },
  );
  const pages = [];
  for await (const page of run.pages()) pages.push(page);
  expect(
    pages.map(({ pageNumber, totalPages, totalCount }) => [pageNumber, totalPages, totalCount]),
  ).toEqual([
    [1, 3, 25],
    [2, 3, 25],
    [3, 3, 25],
  ]);
  expect(pages.map((page) => ids(page.items))).toEqual([
    range(0, 10),
    range(10, 20),
    range(20, 25),
  ]);
  expect(pages.map((page) => page.response)).toEqual(responses);
  expect(pages[2]!.response).toBe(responses[2]);
});
