// Failures that can be resumed, .pages(), and the capped toArray, for both helpers.
import { describe, expect, test } from "vitest";
import {
  PageFetchError,
  paginatePages,
  paginateWindow,
  isPageFetchError,
  isPaginationError,
  SdkError,
  TooManyItemsError,
  type WindowRequest,
} from "../../src/index.js";
import {
  ids,
  itemsUpTo,
  range,
  recorder,
  settle,
  windowOf,
  type Item,
} from "../helpers/paging-servers.js";
import { styles } from "./styles.js";

const data30 = itemsUpTo(30);

describe.each(styles)("$name", (style) => {
  test.each([1, 3])(
    "a failure rejects with PageFetchError, and resumeFrom restarts there (concurrency %i)",
    async (concurrency) => {
      const cause = new Error("502 Bad Gateway");
      const seen: Item[] = [];
      const { paginated } = style.run(
        data30,
        { concurrency },
        { failOnce: { page: 2, error: cause } },
      );
      const error: unknown = await (async () => {
        for await (const item of paginated) seen.push(item);
      })().catch((caught: unknown) => caught);

      expect(error).toBeInstanceOf(PageFetchError);
      expect(error).toBeInstanceOf(SdkError);
      const failure = error as PageFetchError;
      expect(failure.cause).toBe(cause);
      expect([isPageFetchError(failure), isPaginationError(failure)]).toEqual([true, false]);
      expect(failure.resumeFrom).toEqual(style.resumePointOf(2));
      expect(failure.message).toContain("Error: 502 Bad Gateway");
      expect(ids(seen)).toEqual(range(0, 20));

      const rest = style.run(data30, { concurrency, resumeFrom: failure.resumeFrom });
      expect(ids(await rest.paginated.toArray())).toEqual(range(20, 30));
    },
  );

  test("a failure of a request past the end is ignored", async () => {
    const { paginated, server } = style.run(
      itemsUpTo(5),
      { concurrency: 3 },
      { failOnce: { page: 1, error: new Error("404") } },
    );
    expect(ids(await paginated.toArray())).toEqual(range(0, 5));
    expect(server.calls).toHaveLength(3);
  });

  test(".pages() yields each page whole, with its items and warnings", async () => {
    const { paginated } = style.run(itemsUpTo(25));
    const pages = [];
    for await (const page of paginated.pages()) pages.push(page);
    expect(pages.map((page) => ids(page.items))).toEqual([
      range(0, 10),
      range(10, 20),
      range(20, 25),
    ]);
    expect(pages.map((page) => page.warnings)).toEqual([[], [], []]);
  });

  test("toArray collects 10,000 items by default and rejects past that", async () => {
    const { paginated } = style.run(itemsUpTo(10_000), { concurrency: 8 });
    expect(await paginated.toArray()).toHaveLength(10_000);
    const over = style.run(itemsUpTo(10_001), { concurrency: 8 });
    const error: unknown = await over.paginated.toArray().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TooManyItemsError);
    expect(error).toMatchObject({ max: 10_000 });
    await settle();
    expect(over.server.inFlight).toBe(0);
  });

  test.each([
    [{ max: 5 }, "rejects", 5],
    [{ max: 30 }, "resolves", 30],
    [{ max: Number.POSITIVE_INFINITY }, "resolves", 30],
  ] as const)("toArray(%j) %s", async (options, outcome, count) => {
    const { paginated } = style.run(data30);
    const result = paginated.toArray(options);
    if (outcome === "rejects")
      await expect(result).rejects.toMatchObject({ name: "TooManyItemsError", max: count });
    else expect(await result).toHaveLength(count);
  });

  test.each([{ max: -1 }, { max: 1.5 }, { max: "10" }])(
    "toArray(%j) is a TypeError naming max",
    async (options) => {
      const { paginated, server } = style.run(data30);
      await expect(paginated.toArray(options as never)).rejects.toThrow(
        /toArray: options\.max must be/,
      );
      expect(server.calls).toHaveLength(0);
    },
  );
});

describe("paginateWindow: warnings on pages and through onWarning", () => {
  const repeating = (request: WindowRequest) => ({
    ...windowOf(data30, { ...request, offset: 0 }),
    warnings: ["index rebuilding"],
  });

  test("the page that ends a run is yielded with no items and its warnings", async () => {
    const pages = [];
    for await (const page of paginateWindow(async (request) => repeating(request), {
      limit: 10,
    }).pages())
      pages.push(page);
    expect(pages.map((page) => [page.offset, page.items.length])).toEqual([
      [0, 10],
      [0, 0],
    ]);
    expect(pages[1]!.warnings.map(({ code, ended }) => [code, ended])).toEqual([
      ["server-warning", false],
      ["repeated-offset", true],
    ]);
    expect(pages[1]!.warnings[1]!.message).toMatch(/offset 10 is the window at offset 0/);
    expect(pages[0]!.response.warnings).toEqual(["index rebuilding"]);
  });

  test("an onWarning that throws ends the run with its error and aborts the rest", async () => {
    const server = recorder((request: WindowRequest) => repeating(request));
    const thrown = new Error("from onWarning");
    const run = paginateWindow(server.fetch, {
      concurrency: 3,
      onWarning: () => {
        throw thrown;
      },
    });
    await expect(run.toArray()).rejects.toBe(thrown);
    await settle();
    expect(server.inFlight).toBe(0);
  });
});

test.each([
  [
    "paginateWindow",
    () =>
      paginateWindow(() => {
        throw "plain string";
      }),
  ],
  [
    "paginatePages",
    () =>
      paginatePages(() => {
        throw "plain string";
      }),
  ],
])("%s: a fetcher that throws synchronously fails like one that rejects", async (_name, make) => {
  const error: unknown = await make()
    .toArray()
    .catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(PageFetchError);
  expect(error).toMatchObject({ cause: "plain string" });
});
