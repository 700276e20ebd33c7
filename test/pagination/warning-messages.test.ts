// Every warning and error a misbehaving server earns, whole: its code, its exact message and
// whether it ended the run, for both styles. Messages are part of the behaviour: they are what a
// user reads in a log to learn what the server did.
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
import { itemsUpTo, type Item } from "../helpers/paging-servers.js";

const items = itemsUpTo(10);

async function windowWarnings(
  answer: (request: WindowRequest, index: number) => WindowResponse<Item>,
): Promise<PaginationWarning[]> {
  const warnings: PaginationWarning[] = [];
  let index = 0;
  const run = paginateWindow(async (request) => answer(request, index++), {
    limit: 2,
    onWarning: (warning) => warnings.push(warning),
  });
  await run.toArray();
  return warnings;
}

async function pageWarnings(
  answer: (request: PageRequest, index: number) => PageResponse<Item>,
): Promise<PaginationWarning[]> {
  const warnings: PaginationWarning[] = [];
  let index = 0;
  const run = paginatePages(async (request) => answer(request, index++), {
    pageSize: 2,
    onWarning: (warning) => warnings.push(warning),
  });
  await run.toArray();
  return warnings;
}

const window = (offset: number, total: number, list = items.slice(offset, offset + 2)) => ({
  offset,
  limit: 2,
  totalResultCount: total,
  list,
});
const page = (pageNumber: number, totalCount: number, list?: Item[]) => ({
  pageNumber,
  totalPages: Math.ceil(totalCount / 2),
  totalCount,
  list: list ?? items.slice((pageNumber - 1) * 2, pageNumber * 2),
});

describe("paginateWindow", () => {
  test.each<[string, (r: WindowRequest, i: number) => WindowResponse<Item>, PaginationWarning]>([
    [
      "an empty window before the end",
      (r) => window(r.offset, 6, r.offset === 2 ? [] : undefined),
      {
        code: "empty-page",
        message:
          "paginateWindow: the response to offset 2 is empty, but totalResultCount is 6; iteration ends",
        ended: true,
      },
    ],
    [
      "a window that answers an offset already read",
      (r) => (r.offset === 2 ? window(0, 6) : window(r.offset, 6)),
      {
        code: "repeated-offset",
        message:
          "paginateWindow: the response to offset 2 is the window at offset 0: it was already read; iteration ends",
        ended: true,
      },
    ],
    [
      "a window that answers a later offset",
      (r) => (r.offset === 2 ? window(4, 6) : window(r.offset, 6)),
      {
        code: "unexpected-offset",
        message:
          "paginateWindow: the response to offset 2 is the window at offset 4: the items between would be skipped; iteration ends",
        ended: true,
      },
    ],
    [
      "a total that changes",
      (r, i) => window(r.offset, i === 0 ? 4 : 6),
      {
        code: "total-changed",
        message:
          "paginateWindow: the response to offset 2 reports totalResultCount 6 instead of 4; iteration follows the new total",
        ended: false,
      },
    ],
    [
      "the server's own warning",
      (r) => ({ ...window(r.offset, 2), warnings: ["limit clamped"] }),
      { code: "server-warning", message: "limit clamped", ended: false },
    ],
  ])("%s", async (_name, answer, expected) => {
    expect(await windowWarnings(answer)).toEqual([expected]);
  });

  test.each<[string, (r: WindowRequest) => WindowResponse<Item>, PaginationWarning[]]>([
    [
      "every window answering the same items",
      (r) => window(r.offset, 6, items.slice(0, 2)),
      [
        {
          code: "duplicates-dropped",
          message:
            "paginateWindow: the response to offset 2 repeats 2 items already seen: not yielded again",
          ended: false,
        },
        {
          code: "duplicates-dropped",
          message:
            "paginateWindow: the response to offset 4 repeats 2 items already seen: not yielded again",
          ended: false,
        },
        {
          code: "count-mismatch",
          message:
            "paginateWindow: the response to offset 4 is the last window, but 2 items came for a totalResultCount of 6",
          ended: false,
        },
      ],
    ],
    [
      "one item repeated, one missed (an unstable sort order)",
      (r) => window(r.offset, 6, r.offset === 2 ? items.slice(1, 3) : undefined),
      [
        {
          code: "duplicates-dropped",
          message:
            "paginateWindow: the response to offset 2 repeats 1 item already seen: not yielded again",
          ended: false,
        },
        {
          code: "count-mismatch",
          message:
            "paginateWindow: the response to offset 4 is the last window, but 5 items came for a totalResultCount of 6",
          ended: false,
        },
      ],
    ],
    [
      "one item for a total of 0",
      (r) => window(r.offset, 0, items.slice(0, 1)),
      [
        {
          code: "count-mismatch",
          message:
            "paginateWindow: the response to offset 0 is the last window, but 1 item came for a totalResultCount of 0",
          ended: false,
        },
      ],
    ],
  ])("%s", async (_name, answer, expected) => {
    expect(await windowWarnings(answer)).toEqual(expected);
  });

  test("a first window at another offset is a PaginationError that asks about the parameter", async () => {
    const run = paginateWindow(async () => window(4, 6));
    await expect(run.toArray()).rejects.toMatchObject({
      name: "PaginationError",
      code: "position-mismatch",
      message:
        "paginateWindow: the response to offset 0 is the window at offset 4: does the server read the offset parameter?",
    });
  });
});

// totalPages 2, then 10: the run follows it, and ends at page 4, twice the first.
const grewPastTwice: PaginationWarning[] = [
  {
    code: "total-changed",
    message:
      "paginatePages: the response to page 2 reports 10 pages, 20 items instead of 2 pages, 4 items; iteration follows the new total",
    ended: false,
  },
  {
    code: "total-growing",
    message:
      "paginatePages: the response to page 4: totalPages grew to 10, past twice its first value; iteration ends at page 4",
    ended: true,
  },
];

describe("paginatePages", () => {
  test.each<[string, (r: PageRequest, i: number) => PageResponse<Item>, PaginationWarning[]]>([
    [
      "an empty page before the last",
      (r) => page(r.pageNumber, 6, r.pageNumber === 2 ? [] : undefined),
      [
        {
          code: "empty-page",
          message:
            "paginatePages: the response to page 2 is empty, but totalPages is 3; iteration ends",
          ended: true,
        },
      ],
    ],
    [
      "a page that answers a page already read",
      (r) => (r.pageNumber === 2 ? page(1, 6) : page(r.pageNumber, 6)),
      [
        {
          code: "repeated-page",
          message:
            "paginatePages: the response to page 2 is page 1: it was already read; iteration ends",
          ended: true,
        },
      ],
    ],
    [
      "a page that answers a later page",
      (r) => (r.pageNumber === 2 ? page(3, 6) : page(r.pageNumber, 6)),
      [
        {
          code: "unexpected-page",
          message:
            "paginatePages: the response to page 2 is page 3: the pages between would be skipped; iteration ends",
          ended: true,
        },
      ],
    ],
    [
      "totals that change",
      (r, i) => page(r.pageNumber, i === 0 ? 4 : 6),
      [
        {
          code: "total-changed",
          message:
            "paginatePages: the response to page 2 reports 3 pages, 6 items instead of 2 pages, 4 items; iteration follows the new total",
          ended: false,
        },
      ],
    ],
    [
      "items that do not add up to totalCount",
      (r) => page(r.pageNumber, 5, r.pageNumber === 3 ? [] : undefined),
      [
        {
          code: "count-mismatch",
          message:
            "paginatePages: the response to page 3 is the last of totalPages 3, but 4 items came for a totalCount of 5",
          ended: false,
        },
      ],
    ],
    [
      "totalPages that grows past twice its first value",
      (r, i) => page(r.pageNumber, i === 0 ? 4 : 20),
      grewPastTwice,
    ],
    [
      "totalPages that grows past twice its first value, the last page allowed empty",
      (r, i) => page(r.pageNumber, i === 0 ? 4 : 20, r.pageNumber === 4 ? [] : undefined),
      grewPastTwice,
    ],
  ])("%s", async (_name, answer, expected) => {
    expect(await pageWarnings(answer)).toEqual(expected);
  });

  test("one item for a totalCount of 0: 1 item, not 1 items", async () => {
    const answer = () => ({ pageNumber: 1, totalPages: 1, totalCount: 0, list: items.slice(0, 1) });
    expect(await pageWarnings(answer)).toEqual([
      {
        code: "count-mismatch",
        message:
          "paginatePages: the response to page 1 is the last of totalPages 1, but 1 item came for a totalCount of 0",
        ended: false,
      },
    ]);
  });

  test.each([
    [items.slice(0, 1), "1 item"],
    [items.slice(0, 2), "2 items"],
  ])("a dedupe that drops %j from page 2 says %s", async (list, dropped) => {
    const warnings: PaginationWarning[] = [];
    const run = paginatePages(async (request) => page(request.pageNumber, 4, list), {
      pageSize: 2,
      dedupe: (item) => item.ownedProductId,
      onWarning: (warning) => warnings.push(warning),
    });
    await run.toArray();
    expect(warnings[0]).toEqual({
      code: "duplicates-dropped",
      message: `paginatePages: the response to page 2 repeats ${dropped} already seen: not yielded again`,
      ended: false,
    });
  });

  test.each([
    [false, 0, "the server seems to count pages from 0: pass { zeroBased: true }"],
    [true, 1, "the server seems to count pages from 1: leave out zeroBased"],
    [false, 5, "does the server read the pageNumber parameter?"],
  ])("zeroBased %s, first answer page %i: the error says %j", async (zeroBased, answered, hint) => {
    const run = paginatePages(async () => page(answered, 6), { zeroBased });
    await expect(run.toArray()).rejects.toMatchObject({
      name: "PaginationError",
      code: "position-mismatch",
      message: `paginatePages: the response to page ${zeroBased ? 0 : 1} is page ${answered}: ${hint}`,
    });
  });
});
