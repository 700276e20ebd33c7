// The engine's bookkeeping of its requests, one behaviour per test, through the public helpers
// (found by mutation testing of src/pagination/internal/engine.ts): why a request no longer
// needed is aborted, which requests in flight a changed plan keeps, that a fetcher throwing at
// once is a PageFetchError, and that a run leaves no listener on the user's signal.
import { describe, expect, test } from "vitest";
import {
  PageFetchError,
  paginatePages,
  paginateWindow,
  type PageRequest,
  type WindowRequest,
} from "../../src/index.js";
import {
  ids,
  itemsUpTo,
  offsets,
  range,
  recorder,
  settle,
  windowOf,
} from "../helpers/paging-servers.js";
import { styles } from "./styles.js";

const data30 = itemsUpTo(30);

/** A signal that counts the abort listeners added to it and not yet removed. */
function countedSignal() {
  const controller = new AbortController();
  const { signal } = controller;
  let listeners = 0;
  const add = signal.addEventListener.bind(signal);
  const remove = signal.removeEventListener.bind(signal);
  signal.addEventListener = ((...args: Parameters<typeof add>) => {
    if (args[0] === "abort") listeners += 1;
    add(...args);
  }) as typeof add;
  signal.removeEventListener = ((...args: Parameters<typeof remove>) => {
    if (args[0] === "abort") listeners -= 1;
    remove(...args);
  }) as typeof remove;
  return {
    controller,
    signal,
    get listeners() {
      return listeners;
    },
  };
}

function expectNotNeeded(reason: unknown) {
  expect(reason).toBeInstanceOf(DOMException);
  const error = reason as DOMException;
  expect(error.name).toBe("AbortError");
  expect(error.message).toBe("Pagination no longer needs this page");
}

describe.each(styles)("$name", (style) => {
  test("a break aborts the requests ahead with an AbortError saying they are not needed", async () => {
    const { paginated, server } = style.run(
      data30,
      { concurrency: 3 },
      { hold: (index) => index > 0 },
    );
    for await (const item of paginated) {
      expect(item.ownedProductId).toBe(0);
      break;
    }
    expect(server.calls).toHaveLength(3);
    expect(server.calls.map((call) => call.request.signal.aborted)).toEqual([false, true, true]);
    for (const call of server.calls.slice(1)) expectNotNeeded(call.request.signal.reason);
  });

  test("requests past an end the first response reveals are aborted as not needed", async () => {
    const { paginated, server } = style.run(
      itemsUpTo(5),
      { concurrency: 3 },
      { hold: (index) => index > 0 },
    );
    expect(ids(await paginated.toArray())).toEqual(range(0, 5));
    expect(server.calls.map((call) => call.aborted)).toEqual([false, true, true]);
    for (const call of server.calls.slice(1)) expectNotNeeded(call.request.signal.reason);
  });

  test("a request at the end is aborted as soon as the first response tells the end", async () => {
    const { paginated, server } = style.run(
      itemsUpTo(20),
      { concurrency: 3 },
      { hold: (index) => index === 2 },
    );
    const seen: number[] = [];
    for await (const item of paginated) {
      if (item.ownedProductId === 0) {
        expect(server.calls).toHaveLength(3);
        expect(server.calls.map((call) => call.request.signal.aborted)).toEqual([
          false,
          false,
          true,
        ]);
      }
      seen.push(item.ownedProductId);
    }
    expect(seen).toEqual(range(0, 20));
  });

  test.each([
    ["at the totals' end", {}, 3],
    ["at maxPages", { maxPages: 2 }, 2],
    ["at maxItems", { maxItems: 15 }, 2],
  ])(
    "a run that ended %s is done, even if the signal aborts before the next call",
    async (_name, caps, pageCount) => {
      const controller = new AbortController();
      const { paginated, server } = style.run(data30, { signal: controller.signal, ...caps });
      const pages = paginated.pages()[Symbol.asyncIterator]();
      for (let page = 0; page < pageCount; page++) expect((await pages.next()).done).toBe(false);
      controller.abort("too late");
      expect(await pages.next()).toEqual({ done: true, value: undefined });
      expect(server.calls).toHaveLength(pageCount);
    },
  );

  test("the user's abort reaches the requests in flight with the user's reason", async () => {
    const controller = new AbortController();
    const { paginated, server } = style.run(
      data30,
      { concurrency: 3, signal: controller.signal },
      { hold: (index) => index > 0 },
    );
    const iterator = paginated[Symbol.asyncIterator]();
    await iterator.next();
    const reason = new Error("user gave up");
    controller.abort(reason);
    expect(server.calls.map((call) => call.request.signal.reason)).toEqual([
      undefined,
      reason,
      reason,
    ]);
    await expect(iterator.next()).rejects.toBe(reason);
  });

  test("a signal aborted while the consumer holds a page rejects the next page without a request", async () => {
    const controller = new AbortController();
    const { paginated, server } = style.run(data30, { signal: controller.signal });
    const pages = paginated.pages()[Symbol.asyncIterator]();
    const first = await pages.next();
    expect(first.done).toBe(false);
    expect(server.calls).toHaveLength(1);
    controller.abort("stop");
    await expect(pages.next()).rejects.toBe("stop");
    expect(server.calls).toHaveLength(1);
  });

  test.each([
    ["to the end", {}],
    ["to maxPages", { maxPages: 2 }],
  ])("a run %s leaves no listener on the user's signal", async (_name, caps) => {
    const counted = countedSignal();
    const { paginated } = style.run(data30, {
      concurrency: 2,
      signal: counted.signal,
      ...caps,
    });
    const pages = [];
    for await (const page of paginated.pages()) {
      pages.push(page);
      expect(counted.listeners).toBeGreaterThan(0);
    }
    expect(pages.length).toBeGreaterThan(0);
    expect(counted.listeners).toBe(0);
  });

  test("a break leaves no listener on the user's signal", async () => {
    const counted = countedSignal();
    const { paginated } = style.run(data30, { signal: counted.signal });
    for await (const item of paginated) {
      expect(item.ownedProductId).toBe(0);
      break;
    }
    expect(counted.listeners).toBe(0);
  });
});

describe("a fetcher that throws instead of rejecting", () => {
  test("paginateWindow: the throw is a PageFetchError at that offset", async () => {
    const cause = new Error("bad request object");
    const run = paginateWindow(
      (request: WindowRequest) => {
        if (request.offset === 10) throw cause;
        return Promise.resolve(windowOf(data30, request));
      },
      { limit: 10 },
    );
    const error = await run.toArray().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PageFetchError);
    expect((error as PageFetchError).cause).toBe(cause);
    expect((error as PageFetchError).resumeFrom).toEqual({ offset: 10 });
  });

  test("paginatePages: the throw is a PageFetchError at that page", async () => {
    const cause = new Error("bad request object");
    const run = paginatePages(
      (request: PageRequest) => {
        if (request.pageNumber === 1) throw cause;
        return Promise.reject(new Error("never asked"));
      },
      { pageSize: 10 },
    );
    const error = await run.toArray().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PageFetchError);
    expect((error as PageFetchError).cause).toBe(cause);
    expect((error as PageFetchError).resumeFrom).toEqual({ pageNumber: 1 });
  });
});

test("a fetcher that aborts the user's signal and then fails rejects with the signal's reason", async () => {
  const controller = new AbortController();
  const run = paginateWindow(
    () => {
      controller.abort("stopped from inside");
      return Promise.reject(new Error("failed after the abort"));
    },
    { signal: controller.signal },
  );
  await expect(run.toArray()).rejects.toBe("stopped from inside");
});

test("a request in flight with the planned offset but another size is asked again", async () => {
  // The server echoes a limit of 2 while it returns 4 items: the run plans windows of 2 from
  // then on, so the window 4+4 already in flight is aborted and 4+2 requested instead.
  const data = itemsUpTo(12);
  const server = recorder((request: WindowRequest) => {
    const window = windowOf(data, request);
    return request.offset === 0 ? { ...window, limit: 2 } : window;
  });
  const run = paginateWindow(server.fetch, { limit: 4, concurrency: 2 });
  expect(ids(await run.toArray())).toEqual(range(0, 12));
  await settle();
  expect(offsets(server.calls)).toEqual(["0+4", "4+4", "4+2", "6+2", "8+2", "10+2"]);
});

test("paginateWindow: an echoed limit of 0 says nothing: the run keeps its own limit", async () => {
  const server = recorder((request: WindowRequest) => ({ ...windowOf(data30, request), limit: 0 }));
  const run = paginateWindow(server.fetch, { limit: 10 });
  expect(ids(await run.toArray())).toEqual(range(0, 30));
  expect(offsets(server.calls)).toEqual(["0+10", "10+10", "20+10"]);
});

test("a request in flight with the planned size but another offset is asked again", async () => {
  // The server returns 15 items for a limit of 10: the next window starts at 15, so the window
  // 10+10 already in flight is aborted and 15+10 requested (with no dedupe to hide a repeat).
  const server = recorder((request: WindowRequest) => windowOf(data30, { ...request, limit: 15 }));
  const run = paginateWindow(server.fetch, { limit: 10, concurrency: 2, dedupe: false });
  expect(ids(await run.toArray())).toEqual(range(0, 30));
  expect(offsets(server.calls)).toEqual(["0+10", "10+10", "15+10", "25+10"]);
});

test.each([
  ["maxItems", { maxItems: 0 }],
  ["maxPages", { maxPages: 0 }],
])(
  "an already aborted signal rejects even a run whose %s of 0 asks for nothing",
  async (_name, caps) => {
    const server = recorder((request: WindowRequest) => windowOf(data30, request));
    const run = paginateWindow(server.fetch, { signal: AbortSignal.abort("never"), ...caps });
    await expect(run.toArray()).rejects.toBe("never");
    expect(server.calls).toEqual([]);
  },
);

test("a window that reaches maxItems on its own aborts the requests ahead before it is consumed", async () => {
  // Windows of 15 for a limit of 10: the first one already holds the 12 items asked for.
  const server = recorder((request: WindowRequest) =>
    request.offset === 0
      ? windowOf(data30, { ...request, limit: 15 })
      : new Promise<never>(() => undefined),
  );
  const run = paginateWindow(server.fetch, { limit: 10, concurrency: 2, maxItems: 12 });
  const pages = run.pages()[Symbol.asyncIterator]();
  const first = await pages.next();
  expect(first.done === false && ids(first.value.items)).toEqual(range(0, 12));
  expect(offsets(server.calls)).toEqual(["0+10", "10+10"]);
  expect(server.calls[1]!.request.signal.aborted).toBe(true);
  expectNotNeeded(server.calls[1]!.request.signal.reason);
  expect((await pages.next()).done).toBe(true);
});
