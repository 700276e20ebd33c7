// paginateWindow against a fake server, one row per way a run can end or carry on.
import { describe, expect, test } from "vitest";
import {
  isPaginationError,
  paginateWindow,
  PaginationError,
  type PaginateWindowOptions,
  type PaginationWarning,
  type PaginationWarningCode,
  type WindowRequest,
  type WindowResponse,
} from "../../src/index.js";
import {
  ids,
  itemsUpTo,
  offsets,
  range,
  recorder,
  windowOf,
  type Item,
} from "../helpers/paging-servers.js";

interface Row {
  data: Item[];
  limit: number;
  /** The server: answers each request (honest by default). */
  respond: (request: WindowRequest) => WindowResponse<Item>;
  options: PaginateWindowOptions<Item>;
  yields: number[];
  warns: PaginationWarningCode[];
  /** The requests of a serial run (concurrency 1). */
  requests: string[];
}

const data30 = itemsUpTo(30);
const base: Row = {
  data: data30,
  limit: 10,
  respond: (request) => windowOf(data30, request),
  options: {},
  yields: range(0, 30),
  warns: [],
  requests: ["0+10", "10+10", "20+10"],
};
const serve = (data: Item[], quirks?: Parameters<typeof windowOf>[2]) => ({
  data,
  respond: (request: WindowRequest) => windowOf(data, request, quirks),
});
// 3 new items inserted before the others once the first window has been read.
const inserted = [...[100, 101, 102].map((ownedProductId) => ({ ownedProductId })), ...data30];
const afterInsert = (request: WindowRequest) =>
  windowOf(request.offset === 0 ? data30 : inserted, request);

const rows: [string, Partial<Row>][] = [
  ["ends at totalResultCount on a full last window", {}],
  [
    "ends at totalResultCount after a partial window",
    { ...serve(itemsUpTo(25)), yields: range(0, 25) },
  ],
  ["ends at once on an empty result", { ...serve([]), yields: [], requests: ["0+10"] }],
  [
    "reads a null list as empty",
    {
      respond: () => ({ totalResultCount: 0, offset: 0, limit: 10, list: null }),
      yields: [],
      requests: ["0+10"],
    },
  ],
  [
    "carries on past a short window before the total (never ends on a short window alone)",
    {
      respond: (request) =>
        request.offset === 10
          ? { ...windowOf(data30, request), list: data30.slice(10, 15) }
          : windowOf(data30, request),
      requests: ["0+10", "10+10", "15+5", "20+5", "25+5"],
    },
  ],
  [
    "follows a limit the server clamps and echoes",
    { ...serve(data30, { clamp: 8 }), requests: ["0+10", "8+8", "16+8", "24+8"] },
  ],
  [
    "follows a limit the server clamps silently",
    { ...serve(data30, { clamp: 8, silent: true }), requests: ["0+10", "8+8", "16+8", "24+8"] },
  ],
  [
    "advances by the list when the server returns more than the limit",
    {
      respond: (request) => windowOf(data30, { ...request, limit: 15 }),
      requests: ["0+10", "15+10"],
    },
  ],
  [
    "starts at the given offset",
    { options: { offset: 20 }, yields: range(20, 30), requests: ["20+10"] },
  ],
  [
    "ends with a warning on an empty window before the total",
    {
      respond: (request) =>
        request.offset === 20
          ? { ...windowOf(data30, request), list: [] }
          : windowOf(data30, request),
      yields: range(0, 20),
      warns: ["empty-page"],
    },
  ],
  [
    "ends with a warning when the server repeats an offset",
    {
      respond: (request) => windowOf(data30, { ...request, offset: 0 }),
      yields: range(0, 10),
      warns: ["repeated-offset"],
      requests: ["0+10", "10+10"],
    },
  ],
  [
    "ends with a warning when the server skips ahead",
    {
      respond: (request) =>
        windowOf(data30, { ...request, offset: request.offset === 10 ? 20 : request.offset }),
      yields: range(0, 10),
      warns: ["unexpected-offset"],
      requests: ["0+10", "10+10"],
    },
  ],
  [
    "follows a total that shrinks mid-run, with a warning",
    {
      respond: (request) => windowOf(request.offset === 0 ? data30 : itemsUpTo(15), request),
      yields: range(0, 15),
      warns: ["total-changed"],
      requests: ["0+10", "10+10"],
    },
  ],
  [
    "follows a total that grows mid-run, with a warning",
    {
      respond: (request) => windowOf(request.offset === 0 ? data30 : itemsUpTo(35), request),
      yields: range(0, 35),
      warns: ["total-changed"],
      requests: ["0+10", "10+10", "20+10", "30+10"],
    },
  ],
  [
    "ends at twice the first total when the total keeps growing",
    {
      respond: (request) => ({
        ...windowOf(itemsUpTo(1000), request),
        totalResultCount: request.offset + 25,
      }),
      yields: range(0, 50),
      warns: ["total-changed", "total-changed", "total-changed", "total-changed", "total-growing"],
      requests: ["0+10", "10+10", "20+10", "30+10", "40+10"],
    },
  ],
  [
    "warns when every window answers the same items: repeats dropped, then the count",
    {
      respond: (request) => ({ ...windowOf(data30, request), list: data30.slice(0, 10) }),
      yields: range(0, 10),
      warns: ["duplicates-dropped", "duplicates-dropped", "count-mismatch"],
    },
  ],
  [
    "reports no count mismatch for a run that starts past offset 0",
    {
      respond: (request) => ({ ...windowOf(data30, request), list: data30.slice(0, 10) }),
      options: { offset: 10 },
      yields: range(0, 10),
      warns: ["duplicates-dropped"],
      requests: ["10+10", "20+10"],
    },
  ],
  [
    "reports a count mismatch when the last window holds more items than the total",
    {
      respond: (request) =>
        request.offset === 20
          ? { ...windowOf(itemsUpTo(35), { ...request, limit: 15 }), totalResultCount: 30 }
          : windowOf(data30, request),
      yields: range(0, 35),
      warns: ["count-mismatch"],
    },
  ],
  [
    "passes the server's own warnings on",
    {
      respond: (request) => ({
        ...windowOf(data30, request),
        warnings: request.offset === 10 ? ["slow query"] : null,
      }),
      warns: ["server-warning"],
    },
  ],
  [
    "stops at maxItems",
    { options: { maxItems: 15 }, yields: range(0, 15), requests: ["0+10", "10+10"] },
  ],
  ["makes no request with maxItems 0", { options: { maxItems: 0 }, yields: [], requests: [] }],
  [
    "stops at maxPages",
    { options: { maxPages: 2 }, yields: range(0, 20), requests: ["0+10", "10+10"] },
  ],
  [
    "drops items an insertion shifted into the next window: total-changed is the one warning",
    {
      respond: afterInsert,
      warns: ["total-changed"],
      requests: ["0+10", "10+10", "20+10", "30+10"],
    },
  ],
  [
    "yields them again with dedupe: false",
    {
      respond: afterInsert,
      options: { dedupe: false },
      yields: [...range(0, 10), ...range(7, 30)],
      warns: ["total-changed"],
      requests: ["0+10", "10+10", "20+10", "30+10"],
    },
  ],
];

describe.each([1, 3])("paginateWindow, concurrency %i", (concurrency) => {
  test.each(rows)("%s", async (_name, changes) => {
    const row = { ...base, ...changes };
    const server = recorder(row.respond);
    const warnings: PaginationWarning[] = [];
    const run = paginateWindow(server.fetch, {
      limit: row.limit,
      concurrency,
      onWarning: (warning) => warnings.push(warning),
      ...row.options,
    });
    expect(ids(await run.toArray())).toEqual(row.yields);
    expect(warnings.map((warning) => warning.code)).toEqual(row.warns);
    if (concurrency === 1) expect(offsets(server.calls)).toEqual(row.requests);
    expect(server.inFlight).toBe(0);
  });
});

describe("paginateWindow: responses it cannot follow", () => {
  test("a first response at another offset is a PaginationError naming both", async () => {
    const run = paginateWindow(async (request) => windowOf(data30, { ...request, offset: 0 }), {
      offset: 10,
    });
    const error: unknown = await run.toArray().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaginationError);
    expect(isPaginationError(error)).toBe(true);
    expect(error).toMatchObject({ code: "position-mismatch", resumeFrom: { offset: 10 } });
    expect((error as Error).message).toMatch(/offset 10 is the window at offset 0/);
  });

  test.each([
    [
      "totalResultCount missing",
      { offset: 0, limit: 10, list: [] },
      /totalResultCount is undefined/,
    ],
    ["a negative total", { totalResultCount: -1, offset: 0, limit: 10 }, /totalResultCount is -1/],
    ["a fractional limit", { totalResultCount: 5, offset: 0, limit: 2.5 }, /limit is 2.5/],
    [
      "a list that is not an array",
      { totalResultCount: 5, offset: 0, limit: 10, list: {} },
      /list is not an array/,
    ],
    ["no object at all", null, /is null, not an object/],
    ["a number", 5, /offset 0 is 5, not an object/],
  ])("%s is a PaginationError (invalid-response)", async (_name, response, message) => {
    const run = paginateWindow(async () => response as unknown as WindowResponse<Item>);
    const error: unknown = await run.toArray().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaginationError);
    expect(error).toMatchObject({ code: "invalid-response", resumeFrom: { offset: 0 } });
    expect((error as Error).message).toMatch(message);
  });
});

describe("paginateWindow: dedupe", () => {
  const twice = [...itemsUpTo(3), ...itemsUpTo(3)];
  const serveTwice = async (request: WindowRequest) => windowOf(twice, request);

  test("drops a repeated ownedProductId by default", async () => {
    expect(ids(await paginateWindow(serveTwice, { limit: 2 }).toArray())).toEqual([0, 1, 2]);
  });

  test("keeps items without an ownedProductId", async () => {
    const keyless = [{ name: "a" }, { name: "a" }];
    const run = paginateWindow(async (request: WindowRequest) => ({
      ...windowOf([], request),
      totalResultCount: 2,
      list: keyless,
    }));
    expect(await run.toArray()).toEqual(keyless);
  });

  test("uses a given key function", async () => {
    const run = paginateWindow(serveTwice, { dedupe: (item) => item.ownedProductId % 2 });
    expect(ids(await run.toArray())).toEqual([0, 1]);
  });

  test("forgets keys older than dedupeHorizon", async () => {
    const run = paginateWindow(serveTwice, { limit: 1, dedupeHorizon: 2 });
    expect(ids(await run.toArray())).toEqual([0, 1, 2, 0, 1, 2]);
    const remembered = paginateWindow(serveTwice, { limit: 1, dedupeHorizon: 3 });
    expect(ids(await remembered.toArray())).toEqual([0, 1, 2]);
  });
});

describe("paginateWindow: what .pages() yields and what it asks by default", () => {
  test("each page carries the echoed counts and the response as fetched", async () => {
    const responses: WindowResponse<Item>[] = [];
    const run = paginateWindow(
      async (request: WindowRequest) => {
        const response = windowOf(itemsUpTo(12), request, { clamp: 8 });
        responses.push(response);
        return response;
      },
      { limit: 10 },
    );
    const pages = [];
    for await (const page of run.pages()) pages.push(page);
    expect(pages).toHaveLength(2);
    expect(
      pages.map(({ offset, limit, totalResultCount }) => [offset, limit, totalResultCount]),
    ).toEqual([
      [0, 8, 12],
      [8, 8, 12],
    ]);
    expect(pages.map((page) => ids(page.items))).toEqual([range(0, 8), range(8, 12)]);
    expect(pages[0]!.response).toBe(responses[0]);
    expect(pages[1]!.response).toBe(responses[1]);
    expect(pages.map((page) => page.warnings)).toEqual([[], []]);
  });

  test("asks from offset 0 with a limit of 100 when given neither", async () => {
    const server = recorder((request: WindowRequest) => windowOf(itemsUpTo(150), request));
    expect(ids(await paginateWindow(server.fetch).toArray())).toEqual(range(0, 150));
    expect(offsets(server.calls)).toEqual(["0+100", "100+100"]);
  });

  test("items that are not objects have no key: null, undefined and primitives are all kept", async () => {
    const list = [null, null, undefined, undefined, 7, 7, "a", "a"];
    const run = paginateWindow(async (request: WindowRequest) => ({
      totalResultCount: list.length,
      offset: request.offset,
      limit: request.limit,
      list,
    }));
    expect(await run.toArray()).toEqual(list);
  });
});

test("paginateWindow: .pages() shows the windows whose items were all repeats, with their warnings", async () => {
  const first = itemsUpTo(10);
  const run = paginateWindow(
    async ({ offset, limit }: WindowRequest) => ({
      totalResultCount: 30,
      offset,
      limit,
      list: first,
    }),
    { limit: 10 },
  );
  const pages = [];
  for await (const page of run.pages()) pages.push(page);
  expect(pages.map((page) => [page.offset, page.items.length])).toEqual([
    [0, 10],
    [10, 0],
    [20, 0],
  ]);
  expect(pages.map((page) => page.warnings.map((warning) => warning.message))).toEqual([
    [],
    ["paginateWindow: the response to offset 10 repeats 10 items already seen: not yielded again"],
    [
      "paginateWindow: the response to offset 20 repeats 10 items already seen: not yielded again",
      "paginateWindow: the response to offset 20 is the last window, but 10 items came for a totalResultCount of 30",
    ],
  ]);
});

test("paginateWindow: a response without a list is an empty window", async () => {
  const warnings: PaginationWarning[] = [];
  const run = paginateWindow(
    async (request: WindowRequest) => ({
      totalResultCount: 0,
      offset: request.offset,
      limit: request.limit,
    }),
    { onWarning: (warning) => warnings.push(warning) },
  );
  const pages = [];
  for await (const page of run.pages()) pages.push(page);
  expect(pages.map((page) => [page.items, page.warnings])).toEqual([[[], []]]);
  expect(warnings).toEqual([]);
});

test("paginateWindow: items whose key is null are never dropped", async () => {
  const run = paginateWindow(async (request: WindowRequest) => windowOf(itemsUpTo(3), request), {
    dedupe: () => null,
  });
  expect(ids(await run.toArray())).toEqual([0, 1, 2]);
});

test("toArray with options that are not an object names toArray", async () => {
  const run = paginateWindow(async (request: WindowRequest) => windowOf(itemsUpTo(3), request));
  const error: unknown = await run.toArray(5 as never).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(TypeError);
  expect((error as TypeError).message).toBe("toArray: options must be an object, got 5");
});
