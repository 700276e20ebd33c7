// Without an onWarning, a run's warnings are not lost: the first of each code in a run goes to
// console.warn, saying what it means for the data; `onWarning: () => {}` silences them.
import { describe, expect, test, vi } from "vitest";
import {
  paginatePages,
  paginateWindow,
  type PageRequest,
  type WindowRequest,
} from "../../src/index.js";
import { itemsUpTo, pageOf, windowOf } from "../helpers/paging-servers.js";

const data = itemsUpTo(30);
// Every window answers the first 10 items: two duplicates-dropped, then a count-mismatch.
const sameRows = async (request: WindowRequest) => ({
  ...windowOf(data, request),
  list: data.slice(0, 10),
});
// Its own warning on every page, and a total that changes on page 2 and again on page 3.
const noisyPages = async (request: PageRequest) => ({
  ...pageOf(data, request),
  totalCount: 30 + request.pageNumber,
  warnings: [`slow page ${request.pageNumber}`],
});

const silentConsole = () => vi.spyOn(console, "warn").mockImplementation(() => undefined);

describe("with no onWarning", () => {
  test("paginateWindow logs the first warning of each code in a run to console.warn", async () => {
    const warn = silentConsole();
    await paginateWindow(sameRows, { limit: 10 }).toArray();
    expect(warn.mock.calls).toEqual([
      [
        'owned-products-sdk: paginateWindow: pagination warning "duplicates-dropped": the server ' +
          "sent items again in place of others: items may have been skipped (logged once per " +
          "run; pass onWarning to handle each)",
        {
          code: "duplicates-dropped",
          message:
            "paginateWindow: the response to offset 10 repeats 10 items already seen: not yielded again",
          ended: false,
        },
      ],
      [
        'owned-products-sdk: paginateWindow: pagination warning "count-mismatch": the items do ' +
          "not add up to the count: items may have been skipped or repeated (logged once per " +
          "run; pass onWarning to handle each)",
        {
          code: "count-mismatch",
          message:
            "paginateWindow: the response to offset 20 is the last window, but 10 items came for a totalResultCount of 30",
          ended: false,
        },
      ],
    ]);
  });

  test("paginatePages logs each code once per run, and again in the next run", async () => {
    const warn = silentConsole();
    const run = paginatePages(noisyPages, { pageSize: 10 });
    await run.toArray();
    const codes = () => warn.mock.calls.map(([, details]) => (details as { code: string }).code);
    expect(codes()).toEqual(["server-warning", "total-changed"]);
    expect(warn.mock.calls[0]![1]).toEqual({
      code: "server-warning",
      message: "slow page 1",
      ended: false,
    });
    expect(warn.mock.calls[0]![0]).toContain("the server's own warning about its response");
    expect(warn.mock.calls[1]![0]).toContain(
      "the data changed mid-run: items may have been skipped or repeated",
    );
    await run.toArray();
    expect(codes()).toEqual(["server-warning", "total-changed", "server-warning", "total-changed"]);
  });

  test.each([
    ["empty-page", (r: WindowRequest) => ({ ...windowOf(data, r), list: [] })],
    ["repeated-offset", (r: WindowRequest) => windowOf(data, { ...r, offset: 0 })],
    ["unexpected-offset", (r: WindowRequest) => windowOf(data, { ...r, offset: r.offset + 20 })],
  ])("%s says the run ended early and items may be missing", async (code, answer) => {
    const warn = silentConsole();
    const first = windowOf(data, { offset: 0, limit: 10 });
    await paginateWindow(async (r) => (r.offset === 0 ? first : answer(r)), {
      limit: 10,
    }).toArray();
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]![0]).toBe(
      `owned-products-sdk: paginateWindow: pagination warning "${code}": the run ended early: ` +
        "later items may be missing (logged once per run; pass onWarning to handle each)",
    );
    expect(warn.mock.calls[0]![1]).toMatchObject({ code, ended: true });
  });

  test("a run without warnings logs nothing", async () => {
    const warn = silentConsole();
    await paginateWindow(async (r: WindowRequest) => windowOf(data, r)).toArray();
    expect(warn).not.toHaveBeenCalled();
  });
});

describe("with an onWarning", () => {
  test("it gets every warning and nothing is logged", async () => {
    const warn = silentConsole();
    const codes: string[] = [];
    await paginatePages(noisyPages, {
      pageSize: 10,
      onWarning: (warning) => codes.push(warning.code),
    }).toArray();
    expect(codes).toEqual([
      "server-warning",
      "server-warning",
      "total-changed",
      "server-warning",
      "total-changed",
    ]);
    expect(warn).not.toHaveBeenCalled();
  });

  test("onWarning: () => {} silences them", async () => {
    const warn = silentConsole();
    await paginateWindow(sameRows, { limit: 10, onWarning: () => {} }).toArray();
    expect(warn).not.toHaveBeenCalled();
  });
});
