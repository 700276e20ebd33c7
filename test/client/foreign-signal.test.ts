// A signal from another realm (an iframe, a vm context, a test environment) is a signal: every
// operation, getMany and the iterations take one. ky combines a call's signal with its timeout
// through `AbortSignal.any`, which refuses such a signal, so the client follows it with one of
// its own realm; an object that is not a signal is still refused before any request.
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, test } from "vitest";
import { createClient } from "../../src/index.js";
import { createHandlers, makeDataset } from "../../src/testing/index.js";
import { foreignAbortController } from "../helpers/foreign-signal.js";
import { API, useMswServer } from "../helpers/msw-server.js";
import { samples } from "../helpers/samples.js";

const server = useMswServer();
const requests: string[] = [];
beforeEach(() => {
  requests.length = 0;
  server.events.on("request:start", ({ request }) => requests.push(request.url));
  server.use(...createHandlers(makeDataset({ tenants: 3 }), { baseUrl: API }));
});
const client = createClient({ baseUrl: API, retry: 0 });

/** Answers owned product 7 only once the request is aborted. */
function hang() {
  server.use(
    http.get(`${API}/owned-products/7`, async ({ request }) => {
      await new Promise((resolve) => request.signal.addEventListener("abort", resolve));
      return HttpResponse.json(samples.OwnedProduct);
    }),
  );
}

test("the signal is foreign: this realm's AbortSignal.any refuses it", () => {
  const { signal } = foreignAbortController();
  expect(signal).not.toBeInstanceOf(AbortSignal);
  expect(() => AbortSignal.any([signal])).toThrow(TypeError);
});

describe("an operation given a foreign signal", () => {
  test("works, and leaves no listener on the signal", async () => {
    const controller = foreignAbortController();
    const page = await client.tenants.list({}, { signal: controller.signal });
    expect(page.list).toHaveLength(3);
    const { data } = await client.tenants.list.withResponse({}, { signal: controller.signal });
    expect(data.list).toHaveLength(3);
    expect(controller.signal.listeners.size).toBe(0);
  });

  test("is aborted when it aborts, with its reason", async () => {
    hang();
    const controller = foreignAbortController();
    const reason = new Error("user left");
    const call = client.ownedProducts.get(7, { signal: controller.signal });
    await expect.poll(() => requests.length).toBe(1);
    controller.abort(reason);
    await expect(call).rejects.toBe(reason);
    expect(controller.signal.listeners.size).toBe(0);
  });

  test("already aborted, rejects with its reason and sends nothing", async () => {
    const controller = foreignAbortController();
    const reason = new Error("too late");
    controller.abort(reason);
    await expect(client.ownedProducts.get(7, { signal: controller.signal })).rejects.toBe(reason);
    expect(requests).toEqual([]);
  });
});

test.each([
  [{}, "an object"],
  [{ aborted: false }, "an object"],
  ["signal", '"signal"'],
  [null, "null"],
])("a signal that is not one (%j) is refused before any request", async (signal, shown) => {
  await expect(client.ownedProducts.get(7, { signal } as never)).rejects.toThrow(
    new TypeError(`ownedProducts.get: options.signal must be an AbortSignal, got ${shown}`),
  );
  expect(() => client.purchaseHistory.getMany([1], { signal } as never)).toThrow(
    new TypeError(`purchaseHistory.getMany: options.signal must be an AbortSignal, got ${shown}`),
  );
  expect(() => client.tenants.listAll({}, { signal } as never)).toThrow(
    new TypeError(`tenants.listAll: options.signal must be an AbortSignal, got ${shown}`),
  );
  expect(requests).toEqual([]);
});

test("getMany runs with a foreign signal, and stops with its reason when it aborts", async () => {
  const tenantIds = (await client.tenants.listAll().toArray()).map((tenant) => tenant.id);
  const controller = foreignAbortController();
  const ids: number[] = [];
  for await (const { tenantId } of client.purchaseHistory.getMany(tenantIds, {
    signal: controller.signal,
  })) {
    ids.push(tenantId);
  }
  expect(ids).toEqual(tenantIds);
  expect(controller.signal.listeners.size).toBe(0);

  const reason = new Error("shutting down");
  const run = (async () => {
    for await (const { tenantId } of client.purchaseHistory.getMany(tenantIds, {
      signal: controller.signal,
      concurrency: 1,
    })) {
      if (tenantId === tenantIds[0]) controller.abort(reason);
    }
  })();
  await expect(run).rejects.toBe(reason);
  expect(controller.signal.listeners.size).toBe(0);
});

test("listAll and searchAll run with a foreign signal", async () => {
  const controller = foreignAbortController();
  const { signal } = controller;
  await expect(client.tenants.listAll({ pageSize: 2 }, { signal }).toArray()).resolves.toHaveLength(
    3,
  );
  const products = await client.ownedProducts.searchAll({ limit: 2 }, { signal }).toArray();
  expect(products.length).toBeGreaterThan(0);
});
