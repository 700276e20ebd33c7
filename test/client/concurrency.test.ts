// maxConcurrency and the shared Retry-After backoff, against a real server on 127.0.0.1.
import { expect, test, vi } from "vitest";
import { createClient, TimeoutError } from "../../src/index.js";
import { sendJson, startLoopbackServer, type LoopbackHandler } from "../helpers/loopback-server.js";
import { samples } from "../helpers/samples.js";

const ok: LoopbackHandler = (_req, res) => sendJson(res, 200, samples.OwnedProduct);
const refuse =
  (status: number, retryAfter: string): LoopbackHandler =>
  (_req, res) =>
    sendJson(res, status, {}, { "retry-after": retryAfter });

/** Answers after `ms`, and records how many requests were in flight at most. */
function slowServer(ms: number) {
  const state = { inFlight: 0, peak: 0, order: [] as string[] };
  const handler: LoopbackHandler = (req, res) => {
    state.inFlight += 1;
    state.peak = Math.max(state.peak, state.inFlight);
    state.order.push(req.url ?? "");
    setTimeout(() => {
      state.inFlight -= 1;
      sendJson(res, 200, {
        ...samples.OwnedProduct,
        ownedProductId: Number(req.url?.split("/").at(-1)),
      });
    }, ms);
  };
  return { state, handler };
}

test("3,000 calls at once: never more than maxConcurrency in flight, sent in call order", async () => {
  const { state, handler } = slowServer(2);
  const server = await startLoopbackServer(handler);
  // Counted around the real fetch, body included: exactly what the client has in flight.
  const local = { inFlight: 0, peak: 0, order: [] as string[] };
  const fetch = async (request: Request, init?: RequestInit) => {
    local.peak = Math.max(local.peak, ++local.inFlight);
    local.order.push(new URL(request.url).pathname);
    try {
      const response = await globalThis.fetch(request, init);
      return new Response(await response.arrayBuffer(), response);
    } finally {
      local.inFlight -= 1;
    }
  };
  const client = createClient({ baseUrl: server.url, maxConcurrency: 8, fetch });
  const ids = Array.from({ length: 3000 }, (_, i) => i + 1);
  const products = await Promise.all(ids.map((id) => client.ownedProducts.get(id)));
  expect(products.map((p) => p.ownedProductId)).toEqual(ids);
  expect(local.peak).toBe(8);
  expect(state.peak).toBeLessThanOrEqual(8);
  // First in, first out: sent in the order the calls were made.
  expect(local.order).toEqual(ids.map((id) => `/owned-products/${id}`));
}, 60_000);

test("a waiting call honours its signal and leaves the queue; the others go on", async () => {
  const { state, handler } = slowServer(50);
  const server = await startLoopbackServer(handler);
  const client = createClient({ baseUrl: server.url, maxConcurrency: 1 });
  const controller = new AbortController();
  const first = client.ownedProducts.get(1);
  const waiting = client.ownedProducts.get(2, { signal: controller.signal });
  const third = client.ownedProducts.get(3);
  controller.abort(new Error("not needed"));
  await expect(waiting).rejects.toThrow("not needed");
  await expect(first).resolves.toHaveProperty("ownedProductId", 1);
  await expect(third).resolves.toHaveProperty("ownedProductId", 3);
  expect(state.order).toEqual(["/owned-products/1", "/owned-products/3"]);
});

test("a waiting call's timeout starts when its request is sent, not while it waits", async () => {
  const { handler } = slowServer(150);
  const server = await startLoopbackServer(handler);
  const client = createClient({ baseUrl: server.url, maxConcurrency: 1, timeoutMs: 400, retry: 0 });
  const calls = [1, 2, 3].map((id) => client.ownedProducts.get(id));
  // The third waits ~300 ms, then takes 150 ms: over 400 ms in total, within its timeout.
  await expect(Promise.all(calls)).resolves.toHaveLength(3);
  const slow = createClient({ baseUrl: server.url, timeoutMs: 50, retry: 0 });
  await expect(slow.ownedProducts.get(1)).rejects.toThrow(TimeoutError);
});

test.each([
  [0, "0"],
  [-1, "-1"],
  [1.5, "1.5"],
  ["2", '"2"'],
])("maxConcurrency %j is a TypeError", (value, shown) => {
  expect(() =>
    createClient({ baseUrl: "https://a.example", maxConcurrency: value as never }),
  ).toThrow(
    new TypeError(
      `createClient: options.maxConcurrency must be a positive integer or Infinity, got ${shown}`,
    ),
  );
});

test("a 429 with Retry-After holds the client's other new requests to that origin, and says so", async () => {
  const server = await startLoopbackServer([refuse(429, "1"), ok]);
  const warn = vi.fn();
  const debug = vi.fn();
  const client = createClient({ baseUrl: server.url, retry: 0, logger: { warn, debug } });
  await expect(client.ownedProducts.get(7)).rejects.toMatchObject({ status: 429 });
  const started = performance.now();
  // A call with retries to spend is held (one with retries off would be sent: see backoff tests).
  await client.ownedProducts.get(7, { retry: 1 });
  expect(performance.now() - started).toBeGreaterThanOrEqual(900);
  expect(warn).toHaveBeenCalledWith(
    "owned-products-sdk: holding new requests to the origin (Retry-After)",
    { origin: server.url, holdMs: 1000 },
  );
  expect(debug).toHaveBeenCalledWith(
    "owned-products-sdk: waiting for the origin's Retry-After",
    expect.objectContaining({ origin: server.url }),
  );
});

test.each(["-5", "soon", "", "NaN", "1e10"])(
  "a nonsense Retry-After %j holds nothing",
  async (value) => {
    const server = await startLoopbackServer([refuse(503, value), ok]);
    const warn = vi.fn();
    const client = createClient({ baseUrl: server.url, retry: 0, logger: { warn } });
    await expect(client.ownedProducts.get(7)).rejects.toMatchObject({ status: 503 });
    const started = performance.now();
    await client.ownedProducts.get(7, { retry: 1 });
    expect(performance.now() - started).toBeLessThan(500);
    expect(warn).not.toHaveBeenCalled();
  },
);

test("a huge Retry-After (10^10 s) holds no longer than retry.maxRetryAfterMs", async () => {
  const server = await startLoopbackServer([refuse(429, "10000000000"), ok]);
  const warn = vi.fn();
  const client = createClient({
    baseUrl: server.url,
    retry: { limit: 0, maxRetryAfterMs: 300 },
    logger: { warn },
  });
  await expect(client.ownedProducts.get(7)).rejects.toMatchObject({ status: 429 });
  const started = performance.now();
  await client.ownedProducts.get(7, { retry: 1 });
  const waited = performance.now() - started;
  expect(waited).toBeLessThan(1000);
  expect(warn).toHaveBeenCalledWith(
    "owned-products-sdk: holding new requests to the origin (Retry-After)",
    { origin: server.url, holdMs: 300 },
  );
  expect(waited).toBeGreaterThanOrEqual(250);
});

test("a hold is per origin: another origin is not held", async () => {
  const limited = await startLoopbackServer((_req, res) =>
    sendJson(res, 429, {}, { "retry-after": "5" }),
  );
  const other = await startLoopbackServer((_req, res) => sendJson(res, 200, samples.OwnedProduct));
  const fetchVia = (url: string) => createClient({ baseUrl: url, retry: 0 });
  const shared = createClient({ baseUrl: limited.url, retry: 0 });
  await expect(shared.ownedProducts.get(7)).rejects.toMatchObject({ status: 429 });
  const started = performance.now();
  await fetchVia(other.url).ownedProducts.get(7);
  expect(performance.now() - started).toBeLessThan(500);
});

test("a call already waiting on the hold goes as soon as the hold ends early, not when it would have ended", async () => {
  let holdBegan!: () => void;
  const holding = new Promise<void>((resolve) => (holdBegan = resolve));
  let thirdWaits!: () => void;
  const thirdWaiting = new Promise<void>((resolve) => (thirdWaits = resolve));
  const logger = {
    warn: (message: string) => {
      if (message.includes("holding new requests")) holdBegan();
    },
    debug: (message: string) => {
      if (message.includes("waiting for the origin")) thirdWaits();
    },
  };
  let firstCalls = 0;
  const server = await startLoopbackServer(async (req, res) => {
    if (req.url === "/owned-products/2") {
      sendJson(res, 503, {}, { "retry-after": "3600" }); // holds the origin for 60 s
    } else if (req.url === "/owned-products/1" && ++firstCalls === 1) {
      await holding; // answered once the hold began, so that its retry is sent after it
      sendJson(res, 503, {});
    } else {
      if (req.url === "/owned-products/1") await thirdWaiting; // answered while the third waits
      sendJson(res, 200, samples.OwnedProduct);
    }
  });
  const client = createClient({
    baseUrl: server.url,
    logger,
    retry: { limit: 1, baseDelayMs: 1, jitter: false },
  });
  const first = client.ownedProducts.get(1);
  await expect(client.ownedProducts.get(2)).rejects.toMatchObject({ status: 503, attempts: 1 });
  const third = client.ownedProducts.get(3);
  await expect(first).resolves.toEqual(samples.OwnedProduct);
  // The retry sent after the hold began was answered with a 2xx: the hold ends, and the third
  // call goes now (without the wake-up it would sleep out the 60 s, past this test's timeout).
  await expect(third).resolves.toEqual(samples.OwnedProduct);
  const urls = server.requests.map((r) => r.url);
  expect(urls.slice(0, 2).sort()).toEqual(["/owned-products/1", "/owned-products/2"]);
  expect(urls.slice(2)).toEqual(["/owned-products/1", "/owned-products/3"]);
}, 30_000);

test("a call waiting on the hold is aborted with its signal's reason, and nothing is sent", async () => {
  let waits!: () => void;
  const waiting = new Promise<void>((resolve) => (waits = resolve));
  const logger = {
    debug: (message: string) => {
      if (message.includes("waiting for the origin")) waits();
    },
  };
  const server = await startLoopbackServer((_req, res) =>
    sendJson(res, 429, {}, { "retry-after": "3600" }),
  );
  const client = createClient({ baseUrl: server.url, logger, retry: 0 });
  await expect(client.ownedProducts.get(1)).rejects.toMatchObject({ status: 429 });
  const controller = new AbortController();
  const held = client.ownedProducts.get(2, { signal: controller.signal, retry: 1 });
  await waiting;
  const reason = new Error("no longer needed");
  controller.abort(reason);
  await expect(held).rejects.toBe(reason);
  expect(server.requests.map((r) => r.url)).toEqual(["/owned-products/1"]);
});
