// What a run makes of a `list` that is null, missing or not an array (the contract declares it
// nullable), and where the dedupe's memory ends.
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
import { ids, pageOf, windowOf, type Item } from "../helpers/paging-servers.js";

/** The first response's list: null, left out, or a value that is not an array. */
type ListShape = { list?: unknown };
const shapes: [string, ListShape][] = [
  ["null", { list: null }],
  ["missing", {}],
];

describe("paginateWindow: a list that is null or missing is an empty window", () => {
  const run = (total: number, shape: ListShape) => {
    const warnings: PaginationWarning[] = [];
    const paginated = paginateWindow(
      async ({ offset, limit }: WindowRequest) =>
        ({ totalResultCount: total, offset, limit, ...shape }) as WindowResponse<Item>,
      { onWarning: (warning) => warnings.push(warning) },
    );
    return { paginated, warnings };
  };

  test.each(shapes)("%s, totalResultCount 5: ends with empty-page", async (_name, shape) => {
    const { paginated, warnings } = run(5, shape);
    expect(await paginated.toArray()).toEqual([]);
    expect(warnings).toEqual([
      {
        code: "empty-page",
        message:
          "paginateWindow: the response to offset 0 is empty, but totalResultCount is 5; iteration ends",
        ended: true,
      },
    ]);
  });

  test.each(shapes)("%s, totalResultCount 0: a normal end", async (_name, shape) => {
    const { paginated, warnings } = run(0, shape);
    expect(await paginated.toArray()).toEqual([]);
    expect(warnings).toEqual([]);
  });

  test.each([{}, "abc", 5, true, 0])("list %j rejects with invalid-response", async (list) => {
    const { paginated } = run(5, { list });
    await expect(paginated.toArray()).rejects.toMatchObject({
      name: "PaginationError",
      code: "invalid-response",
      resumeFrom: { offset: 0 },
      message: "paginateWindow: the response to offset 0: list is not an array",
    });
  });
});

describe("paginatePages: a list that is null or missing is an empty page", () => {
  const run = (totalPages: number, totalCount: number, shape: ListShape) => {
    const warnings: PaginationWarning[] = [];
    const paginated = paginatePages(
      async ({ pageNumber }: PageRequest) =>
        ({ totalPages, totalCount, pageNumber, ...shape }) as PageResponse<Item>,
      { onWarning: (warning) => warnings.push(warning) },
    );
    return { paginated, warnings };
  };

  test.each(shapes)("%s, before the last page: ends with empty-page", async (_name, shape) => {
    const { paginated, warnings } = run(3, 250, shape);
    expect(await paginated.toArray()).toEqual([]);
    expect(warnings).toEqual([
      {
        code: "empty-page",
        message:
          "paginatePages: the response to page 1 is empty, but totalPages is 3; iteration ends",
        ended: true,
      },
    ]);
  });

  test.each(shapes)("%s, as the last page of items: count-mismatch", async (_name, shape) => {
    const { paginated, warnings } = run(1, 5, shape);
    expect(await paginated.toArray()).toEqual([]);
    expect(warnings).toEqual([
      {
        code: "count-mismatch",
        message:
          "paginatePages: the response to page 1 is the last of totalPages 1, but 0 items came for a totalCount of 5",
        ended: false,
      },
    ]);
  });

  test.each(shapes)("%s, totalPages 0: a normal end", async (_name, shape) => {
    const { paginated, warnings } = run(0, 0, shape);
    expect(await paginated.toArray()).toEqual([]);
    expect(warnings).toEqual([]);
  });

  test.each([{}, "abc", 5, true, 0])("list %j rejects with invalid-response", async (list) => {
    const { paginated } = run(3, 250, { list });
    await expect(paginated.toArray()).rejects.toMatchObject({
      name: "PaginationError",
      code: "invalid-response",
      resumeFrom: { pageNumber: 1 },
      message: "paginatePages: the response to page 1: list is not an array",
    });
  });
});

// dedupeHorizon: 3 remembers the 3 most recent keys: an item 2 keys later is still dropped, an
// item 3 keys later is yielded again.
const key = (item: Item) => item.ownedProductId;
const lists: [string, Item[], number[]][] = [
  ["after 2 newer keys: dropped", [0, 1, 2, 0].map((id) => ({ ownedProductId: id })), [0, 1, 2]],
  [
    "after 3 newer keys: yielded again",
    [0, 1, 2, 3, 0].map((id) => ({ ownedProductId: id })),
    [0, 1, 2, 3, 0],
  ],
];

describe.each([
  [
    "paginateWindow",
    (data: Item[]) =>
      paginateWindow(async (request: WindowRequest) => windowOf(data, request), {
        limit: 2,
        dedupeHorizon: 3,
      }),
  ],
  [
    "paginatePages",
    (data: Item[]) =>
      paginatePages(async (request: PageRequest) => pageOf(data, request), {
        pageSize: 2,
        dedupe: key,
        dedupeHorizon: 3,
      }),
  ],
])("%s, dedupeHorizon 3: an item that reappears", (_name, run) => {
  test.each(lists)("%s", async (_case, data, yields) => {
    expect(ids(await run(data).toArray())).toEqual(yields);
  });
});
