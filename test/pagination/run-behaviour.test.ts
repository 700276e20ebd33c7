// What both helpers share, through the one core: laziness, break, abort, concurrency, memory.
import { describe, expect, test } from "vitest";
import { gate, ids, itemsUpTo, range, settle } from "../helpers/paging-servers.js";
import { paginatePages, paginateWindow } from "../../src/index.js";
import { styles } from "./styles.js";

const data100 = itemsUpTo(100); // 10 pages of 10
const pageOfItem = (id: number) => Math.floor(id / 10);

describe.each(styles)("$name", (style) => {
  test("is lazy: nothing is fetched before iteration starts", async () => {
    const { paginated, server } = style.run(data100, { concurrency: 4 });
    const iterator = paginated[Symbol.asyncIterator]();
    paginated.pages()[Symbol.asyncIterator]();
    await settle();
    expect(server.calls).toHaveLength(0);
    await iterator.next();
    expect(server.calls.length).toBeGreaterThan(0);
    await iterator.return?.();
  });

  test("starts a fresh run each time it is iterated", async () => {
    const { paginated, server } = style.run(data100);
    expect(ids(await paginated.toArray())).toEqual(range(0, 100));
    expect(ids(await paginated.toArray())).toEqual(range(0, 100));
    expect(server.calls).toHaveLength(20);
  });

  test("a break makes no further request (concurrency 1)", async () => {
    const { paginated, server } = style.run(data100);
    for await (const item of paginated) if (item.ownedProductId === 15) break;
    await settle();
    expect(server.calls).toHaveLength(2);
  });

  test("a break leaves at most concurrency - 1 requests in flight, and aborts them", async () => {
    const { paginated, server } = style.run(
      data100,
      { concurrency: 4 },
      { hold: (index) => index > 0 },
    );
    for await (const item of paginated) {
      expect(item.ownedProductId).toBe(0);
      expect(server.inFlight).toBe(3);
      break;
    }
    await settle();
    expect(server.calls).toHaveLength(4);
    expect(server.calls.map((call) => call.aborted)).toEqual([false, true, true, true]);
    expect(server.inFlight).toBe(0);
  });

  test("passes the user's signal to every fetch: aborting it aborts them all", async () => {
    const controller = new AbortController();
    const { paginated, server } = style.run(
      data100,
      { concurrency: 3, signal: controller.signal },
      { hold: (index) => index > 0 },
    );
    const iterator = paginated[Symbol.asyncIterator]();
    await iterator.next();
    expect(server.calls.map((call) => call.request.signal.aborted)).toEqual([false, false, false]);
    const reason = new Error("user gave up");
    controller.abort(reason);
    expect(server.calls.map((call) => call.request.signal.aborted)).toEqual([false, true, true]);
    await expect(iterator.next()).rejects.toBe(reason);
  });

  test("rejects with the signal's reason when aborted while waiting for a page", async () => {
    const controller = new AbortController();
    const { paginated, server } = style.run(
      data100,
      { signal: controller.signal },
      { hold: (index) => index === 1 },
    );
    const collected = paginated.toArray();
    while (server.calls.length < 2) await settle();
    controller.abort("stop");
    await expect(collected).rejects.toBe("stop");
    expect(server.calls[1]!.aborted).toBe(true);
  });

  test("an already aborted signal rejects without fetching", async () => {
    const { paginated, server } = style.run(data100, { signal: AbortSignal.abort("never") });
    await expect(paginated.toArray()).rejects.toBe("never");
    expect(server.calls).toHaveLength(0);
  });

  test.each([2, 4, 8])(
    "concurrency %i yields in order when answers come back in reverse",
    async (concurrency) => {
      const answers = gate();
      const { paginated, server } = style.run(data100, { concurrency }, { wait: answers.wait });
      let done = false;
      const collected = paginated.toArray().finally(() => (done = true));
      while (!done) {
        await settle();
        answers.releaseInReverse();
      }
      expect(ids(await collected)).toEqual(range(0, 100));
      expect(server.maxInFlight).toBe(concurrency);
    },
  );

  test.each([1, 2, 4, 8])(
    "concurrency %i: at most concurrency pages alive and concurrency - 1 in flight while a page is consumed",
    async (concurrency) => {
      const { paginated, server } = style.run(data100, { concurrency });
      let mostAlive = 0;
      for await (const item of paginated) {
        // Pages before the current one are done with; every other page fetched is alive.
        const alive =
          server.calls.filter((call) => !call.aborted).length - pageOfItem(item.ownedProductId);
        mostAlive = Math.max(mostAlive, alive);
        expect(alive).toBeLessThanOrEqual(concurrency);
        expect(server.inFlight).toBeLessThanOrEqual(concurrency - 1);
      }
      expect(mostAlive).toBe(concurrency);
      expect(server.calls).toHaveLength(10);
    },
  );

  test("requests past the end that the first response rules out are aborted and ignored", async () => {
    const { paginated, server } = style.run(
      itemsUpTo(5),
      { concurrency: 4 },
      { hold: (index) => index > 0 },
    );
    expect(ids(await paginated.toArray())).toEqual(range(0, 5));
    expect(server.calls.map((call) => call.aborted)).toEqual([false, true, true, true]);
  });
});

describe("a signal aborted by the fetcher itself, before it returns", () => {
  // A fetcher that aborts the run's signal as it is called (a request budget spent, a stop wired
  // to it): the run then waited on a signal already aborted, and hung.
  const runs = {
    paginateWindow: (fetched: AbortSignal[], stop: AbortController, concurrency: number) =>
      paginateWindow(
        ({ offset, limit, signal }) => {
          fetched.push(signal);
          if (offset === 0) {
            return Promise.resolve({ totalResultCount: 100, offset, limit, list: itemsUpTo(10) });
          }
          stop.abort("budget spent");
          // As fetch does: settles only when its own signal aborts.
          return new Promise<never>((_, reject) => {
            if (signal.aborted) reject(signal.reason as Error);
            signal.addEventListener("abort", () => reject(signal.reason as Error));
          });
        },
        { limit: 10, concurrency, signal: stop.signal, dedupe: false },
      ),
    paginatePages: (fetched: AbortSignal[], stop: AbortController, concurrency: number) =>
      paginatePages(
        ({ pageNumber, signal }) => {
          fetched.push(signal);
          if (pageNumber > 1) stop.abort("budget spent");
          return Promise.resolve({
            totalPages: 10,
            pageNumber,
            totalCount: 100,
            list: itemsUpTo(10),
          });
        },
        { pageSize: 10, concurrency, signal: stop.signal },
      ),
  };
  test.each(
    Object.keys(runs).flatMap((name) => [1, 3].map((concurrency) => ({ name, concurrency }))),
  )(
    "$name, concurrency $concurrency: rejects with the reason and aborts every fetch's signal",
    async ({ name, concurrency }) => {
      const fetched: AbortSignal[] = [];
      const stop = new AbortController();
      const run = runs[name as keyof typeof runs](fetched, stop, concurrency);
      const outcome = run.toArray().then(
        () => "resolved",
        (error: unknown) => error,
      );
      const timeout = new Promise((resolve) => setTimeout(() => resolve("still waiting"), 1000));
      expect(await Promise.race([outcome, timeout])).toBe("budget spent");
      expect(fetched.length).toBeGreaterThan(1);
      expect(fetched.slice(1).map((signal) => signal.aborted)).toEqual(
        fetched.slice(1).map(() => true),
      );
    },
  );
});
