// client.purchaseHistory.getMany against a real server on 127.0.0.1.
import { expect, test, vi } from "vitest";
import { createClient, GetManyError, HttpError } from "../../src/index.js";
import { sendJson, startLoopbackServer, type LoopbackHandler } from "../helpers/loopback-server.js";
import { samples } from "../helpers/samples.js";

const tenantOf = (url = "") => Number(url.split("/")[2]);

/** Answers each tenant's history after a delay that varies, so completions come out of order. */
function histories(options: { failFor?: readonly number[] } = {}) {
  const state = { inFlight: 0, peak: 0, started: [] as number[] };
  const handler: LoopbackHandler = (req, res) => {
    const tenantId = tenantOf(req.url);
    state.started.push(tenantId);
    state.peak = Math.max(state.peak, ++state.inFlight);
    setTimeout(
      () => {
        state.inFlight -= 1;
        if (options.failFor?.includes(tenantId)) sendJson(res, 404, { error: "no such tenant" });
        else sendJson(res, 200, { ...samples.PurchaseHistory, tenantId });
      },
      5 + ((tenantId * 7) % 11),
    );
  };
  return { state, handler };
}

test("yields every history in input order, with at most `concurrency` calls at once", async () => {
  const { state, handler } = histories();
  const server = await startLoopbackServer(handler);
  const client = createClient({ baseUrl: server.url });
  const ids = Array.from({ length: 60 }, (_, i) => 100 - i);
  const seen: number[] = [];
  for await (const { tenantId, history } of client.purchaseHistory.getMany(ids, {
    concurrency: 4,
  })) {
    expect(history.tenantId).toBe(tenantId);
    seen.push(tenantId);
  }
  expect(seen).toEqual(ids);
  expect(state.peak).toBeLessThanOrEqual(4);
  expect(state.peak).toBeGreaterThan(1);
});

test("each place is its own call: an id given twice is fetched and yielded twice", async () => {
  const { state, handler } = histories();
  const server = await startLoopbackServer(handler);
  const client = createClient({ baseUrl: server.url });
  const ids = [1, 2, 2, 1, 3];
  const seen: number[] = [];
  for await (const { tenantId } of client.purchaseHistory.getMany(ids)) seen.push(tenantId);
  expect(seen).toEqual(ids);
  expect(state.started.sort()).toEqual([1, 1, 2, 2, 3]);
});

test("a failure rejects with a GetManyError that says where to resume", async () => {
  const { handler } = histories({ failFor: [13] });
  const server = await startLoopbackServer(handler);
  const client = createClient({ baseUrl: server.url });
  const ids = [10, 11, 12, 13, 14, 15];
  const seen: number[] = [];
  const error = await (async () => {
    for await (const { tenantId } of client.purchaseHistory.getMany(ids, { concurrency: 3 })) {
      seen.push(tenantId);
    }
  })().catch((e: unknown) => e);
  expect(seen).toEqual([10, 11, 12]);
  expect(error).toBeInstanceOf(GetManyError);
  expect(error).toMatchObject({ resumeFrom: 3, tenantId: 13 });
  expect((error as GetManyError).cause).toBeInstanceOf(HttpError);
  expect((error as Error).message).toMatch(
    /^getMany stopped at ids\[3\] \(tenant 13\): 404 Not Found: GET \/tenants\/13\/purchase-history .*; resume with the ids from position 3, or pass \{ onError: "yield" \}$/,
  );
  const resumed: number[] = [];
  for await (const { tenantId } of client.purchaseHistory.getMany(ids.slice(4)))
    resumed.push(tenantId);
  expect(resumed).toEqual([14, 15]);
});

test('with onError: "yield", a failure is yielded in its place and the run goes on', async () => {
  const { handler } = histories({ failFor: [2, 4] });
  const server = await startLoopbackServer(handler);
  const client = createClient({ baseUrl: server.url });
  const results: string[] = [];
  for await (const result of client.purchaseHistory.getMany([1, 2, 3, 4, 5], {
    onError: "yield",
  })) {
    results.push(
      result.error ? `${result.tenantId}:${result.error.name}` : `${result.tenantId}:ok`,
    );
  }
  expect(results).toEqual(["1:ok", "2:HttpError", "3:ok", "4:HttpError", "5:ok"]);
});

test("breaking out early stops starting calls and cancels those in flight", async () => {
  const { state, handler } = histories();
  const server = await startLoopbackServer(handler);
  const client = createClient({ baseUrl: server.url });
  const ids = Array.from({ length: 100 }, (_, i) => i + 1);
  let atBreak = 0;
  for await (const { tenantId } of client.purchaseHistory.getMany(ids, { concurrency: 5 })) {
    if (tenantId === 3) {
      atBreak = state.started.length;
      break;
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 80));
  // No call starts after the break; at most 2 × concurrency were ever started ahead.
  expect(state.started.length).toBeLessThanOrEqual(atBreak + 5);
  expect(atBreak).toBeLessThanOrEqual(3 + 10);
});

test("the caller's signal stops the run with its reason", async () => {
  const { handler } = histories();
  const server = await startLoopbackServer(handler);
  const client = createClient({ baseUrl: server.url });
  const controller = new AbortController();
  const reason = new Error("shutting down");
  const run = (async () => {
    for await (const { tenantId } of client.purchaseHistory.getMany([1, 2, 3, 4], {
      signal: controller.signal,
      concurrency: 1,
    })) {
      if (tenantId === 2) controller.abort(reason);
    }
  })();
  await expect(run).rejects.toBe(reason);
});

test.each([
  [
    { concurency: 2 },
    "unknown option `concurency` (did you mean `concurrency`?); known: signal, headers, " +
      "timeoutMs, retry, maxResponseBytes, validation, fetchOptions, invalidItems, onInvalidItem, concurrency, onError",
  ],
  [{ concurrency: 0 }, "options.concurrency must be an integer from 1 to 256, got 0"],
  [{ onError: "skip" }, 'options.onError must be "throw" or "yield", got "skip"'],
  [
    5,
    "options must be an object: { signal, headers, timeoutMs, retry, maxResponseBytes, validation, fetchOptions, invalidItems, onInvalidItem, concurrency, onError }, got 5",
  ],
  [{ signal: {} }, "options.signal must be an AbortSignal, got an object"],
  [
    { timeoutMs: 0 },
    "options.timeoutMs must be a number of milliseconds in (0, 2147483647], got 0",
  ],
  [{ headers: { "x-a": 1 } }, 'options.headers["x-a"] must be a string, got a number'],
])("a bad option %j is a TypeError before any call", (options, message) => {
  const client = createClient({ baseUrl: "https://a.example" });
  expect(() => client.purchaseHistory.getMany([1], options as never)).toThrow(
    new TypeError(`purchaseHistory.getMany: ${message}`),
  );
});

test("ids that are not an iterable are a TypeError", () => {
  const client = createClient({ baseUrl: "https://a.example" });
  expect(() => client.purchaseHistory.getMany(5 as never)).toThrow(
    new TypeError(
      "purchaseHistory.getMany: tenantIds must be an iterable of tenant ids, e.g. an array, got 5",
    ),
  );
});

test("async ids are a TypeError that says to collect them into an array", () => {
  const client = createClient({ baseUrl: "https://a.example" });
  async function* ids() {
    yield 1;
  }
  expect(() => client.purchaseHistory.getMany(ids() as never)).toThrow(
    new TypeError(
      "purchaseHistory.getMany: tenantIds must be a (sync) iterable of tenant ids, e.g. an array: " +
        "collect async ids into one first, got an object",
    ),
  );
});

test("a failure without text (a provider rejecting with a null-prototype object) is still a GetManyError", async () => {
  const { handler } = histories();
  const server = await startLoopbackServer(handler);
  const textless = Object.create(null) as object;
  const client = createClient({
    baseUrl: server.url,
    auth: { token: () => Promise.reject(textless) },
  });
  const error = await (async () => {
    for await (const _ of client.purchaseHistory.getMany([1, 2])) void _;
  })().catch((e: unknown) => e);
  expect(error).toBeInstanceOf(GetManyError);
  expect((error as GetManyError).cause).toBe(textless);
  expect((error as Error).message).toBe(
    'getMany stopped at ids[0] (tenant 1): an object; resume with the ids from position 0, or pass { onError: "yield" }',
  );
});

test("ids given as one string are a TypeError that says so, before any request", () => {
  const fetch = vi.fn();
  const client = createClient({ baseUrl: "https://a.example", fetch });
  expect(() => client.purchaseHistory.getMany("1001,1002" as never)).toThrow(
    new TypeError(
      "purchaseHistory.getMany: tenantIds must be an iterable of int32 tenant ids, e.g. " +
        '[1001, 1002], not one string, got "1001,1002"',
    ),
  );
  expect(fetch).not.toHaveBeenCalled();
});
