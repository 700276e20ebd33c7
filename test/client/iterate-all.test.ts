import { describe, expect, test } from "vitest";
import { createClient, HttpError, PageFetchError } from "../../src/index.js";
import { createHandlers, makeDataset, type MockDataset } from "../../src/testing/index.js";
import type { HandlersOptions } from "../../src/testing/index.js";
import { API, useMswServer } from "../helpers/msw-server.js";

const server = useMswServer();
const dataset = makeDataset({ tenants: 23, productsPerTenant: 2, paymentsPerTenant: 0, seed: 7 });

/** Serves the dataset and counts the requests that reach each route's path. */
function serve(options: Omit<HandlersOptions, "baseUrl"> = {}, data: MockDataset = dataset) {
  const requests: URL[] = [];
  server.events.on("request:start", ({ request }) => requests.push(new URL(request.url)));
  server.use(...createHandlers(data, { baseUrl: API, ...options }));
  return requests;
}

const client = createClient({ baseUrl: API, retry: 0 });
const productIds = dataset.ownedProducts.map((p) => p.ownedProductId);
const tenantIds = dataset.tenants.map((t) => t.id);

describe("client.ownedProducts.searchAll", () => {
  test.each([1, 3])(
    "yields every owned product once, in order (concurrency %i)",
    async (concurrency) => {
      const requests = serve();
      const ids: number[] = [];
      for await (const p of client.ownedProducts.searchAll({ limit: 10 }, { concurrency }))
        ids.push(p.ownedProductId);
      expect(ids).toEqual(productIds);
      expect(requests.map((u) => u.searchParams.get("offset"))).toEqual([
        "0",
        "10",
        "20",
        "30",
        "40",
      ]);
      expect(new Set(requests.map((u) => u.searchParams.get("limit")))).toEqual(new Set(["10"]));
    },
  );

  test("sends filters with every window and validates each product", async () => {
    const requests = serve({
      filters: { ownedProducts: (p, query) => String(p.tenantId) === query.get("tenantId") },
    });
    const tenantId = dataset.tenants[4]!.id;
    const products = await client.ownedProducts.searchAll({ tenantId, limit: 1 }).toArray();
    expect(products.map((p) => p.ownedProductId)).toEqual(
      dataset.ownedProducts.filter((p) => p.tenantId === tenantId).map((p) => p.ownedProductId),
    );
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.every((u) => u.searchParams.get("tenantId") === String(tenantId))).toBe(true);
  });

  test("follows a server that clamps limit, and loses nothing", async () => {
    serve({ maxLimit: 7 });
    const warnings: string[] = [];
    const ids: number[] = [];
    for await (const p of client.ownedProducts.searchAll(
      { limit: 50 },
      { onWarning: (w) => warnings.push(w.code) },
    )) {
      ids.push(p.ownedProductId);
    }
    expect(ids).toEqual(productIds);
    // the mock service says so on every clamped window: the run passes it on and goes on
    expect(warnings.length).toBeGreaterThan(0);
    expect(new Set(warnings)).toEqual(new Set(["server-warning"]));
  });

  test("uses overridden routes and query names", async () => {
    const routes = {
      searchOwnedProducts: { path: "/v2/products", offsetParam: "skip", limitParam: "take" },
    };
    const requests = serve({ routes });
    const custom = createClient({ baseUrl: API, retry: 0, routes });
    const products = await custom.ownedProducts.searchAll({ limit: 20 }).toArray();
    expect(products).toHaveLength(productIds.length);
    expect(requests.map((u) => `${u.pathname}?${u.searchParams}`)).toEqual([
      "/v2/products?skip=0&take=20",
      "/v2/products?skip=20&take=20",
      "/v2/products?skip=40&take=20",
    ]);
  });

  test("fetches nothing until iterated, and nothing more after a break", async () => {
    const requests = serve();
    const products = client.ownedProducts.searchAll({ limit: 5 });
    expect(requests).toHaveLength(0);
    for await (const _ of products) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toHaveLength(1);
  });

  test.each(["concurrency", "maxItems", "signal", "onWarning", "headers"])(
    "rejects the iteration option %s in the filters, before any request",
    (option) => {
      expect(() => client.ownedProducts.searchAll({ limit: 5, [option]: 1 })).toThrow(
        `ownedProducts.searchAll: params.${option} is an iteration option: pass it in the ` +
          `second argument, e.g. ownedProducts.searchAll({ limit: 100 }, { ${option}: … })`,
      );
    },
  );

  test.each([
    [null, "ownedProducts.searchAll: params must be an object, got null"],
    ["Active", 'ownedProducts.searchAll: params must be an object, got "Active"'],
    [[1], "ownedProducts.searchAll: params must be an object, got an array"],
    [
      { limit: 5, status: { is: "Active" } },
      "ownedProducts.searchAll: params.status must be a string, number, boolean, Date or an array of them, got an object",
    ],
    [
      { tenantId: Number.NaN },
      "ownedProducts.searchAll: params.tenantId must be a finite number, got NaN",
    ],
  ])("rejects params %j at once, naming searchAll, before any request", (params, message) => {
    const requests = serve();
    let thrown: unknown;
    try {
      client.ownedProducts.searchAll(params as never);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(TypeError);
    expect((thrown as TypeError).message).toBe(message);
    expect(requests).toHaveLength(0);
  });

  const RULE = "a string, number, boolean, Date or an array of them";
  test.each([
    ["a string", "status=Active", 'params must be an object, got "status=Active"'],
    ["an object filter", { tag: { a: 1 } }, `params.tag must be ${RULE}, got an object`],
    ["a bad array item", { tag: ["a", null] }, `params.tag[1] must be ${RULE}, got null`],
    ["a NaN filter", { n: Number.NaN }, "params.n must be a finite number, got NaN"],
  ])("rejects %s as params at once (a TypeError, not a PageFetchError)", (_, params, problem) => {
    const requests = serve();
    expect(() => client.ownedProducts.searchAll(params as never)).toThrow(
      new TypeError(`ownedProducts.searchAll: ${problem}`),
    );
    expect(requests).toHaveLength(0);
  });
});

describe("client.tenants.listAll", () => {
  test.each([1, 4])("yields every tenant once, in order (concurrency %i)", async (concurrency) => {
    const requests = serve();
    const ids: number[] = [];
    for await (const t of client.tenants.listAll({ pageSize: 5 }, { concurrency })) ids.push(t.id);
    expect(ids).toEqual(tenantIds);
    expect(requests.map((u) => u.searchParams.get("pageNumber"))).toEqual([
      "1",
      "2",
      "3",
      "4",
      "5",
    ]);
  });

  test("passes headers and the signal to every request", async () => {
    const seen: (string | null)[] = [];
    server.events.on("request:start", ({ request }) => seen.push(request.headers.get("x-trace")));
    serve();
    const controller = new AbortController();
    const tenants = client.tenants.listAll(
      { pageSize: 10 },
      { headers: { "x-trace": "t1" }, signal: controller.signal },
    );
    const names: unknown[] = [];
    await expect(
      (async () => {
        for await (const tenant of tenants) {
          names.push(tenant.id);
          if (names.length === 12) controller.abort(new Error("enough"));
        }
      })(),
    ).rejects.toThrow("enough");
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((value) => value === "t1")).toBe(true);
    expect(seen.length).toBeLessThanOrEqual(3);
  });

  test.each([
    [
      "tenants.listAll",
      (options: object) => client.tenants.listAll({ pageSize: 5 }, options),
      tenantIds.length,
    ],
    [
      "ownedProducts.searchAll",
      (options: object) => client.ownedProducts.searchAll({ limit: 5 }, options),
      productIds.length,
    ],
  ])("%s passes retry and maxResponseBytes to every request", async (_name, run, count) => {
    // The client sends no retry; this run's own `retry` gets past two 503s on the second page.
    serve({
      faults: {
        listTenants: { kind: "status", status: 503, nth: [2, 3] },
        searchOwnedProducts: { kind: "status", status: 503, nth: [2, 3] },
      },
    });
    const items = await run({ retry: { limit: 2, baseDelayMs: 1, jitter: false } }).toArray();
    expect(items).toHaveLength(count);
    // A limit below one page's size fails the first page, and says which option set it.
    const error = await run({ maxResponseBytes: 100 })
      .toArray()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PageFetchError);
    expect((error as PageFetchError).cause).toMatchObject({
      name: "ResponseTooLargeError",
      maxResponseBytes: 100,
    });
  });

  test("a failure mid-run carries the page to resume from, and resuming finishes the list", async () => {
    serve({ faults: { listTenants: { kind: "status", status: 500, nth: 3 } } });
    const seen: number[] = [];
    const error = await (async () => {
      for await (const tenant of client.tenants.listAll({ pageSize: 5 })) seen.push(tenant.id);
    })().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PageFetchError);
    expect((error as PageFetchError).cause).toBeInstanceOf(HttpError);
    expect((error as PageFetchError).resumeFrom).toEqual({ pageNumber: 3 });
    for await (const tenant of client.tenants.listAll({
      pageSize: 5,
      ...(error as PageFetchError).resumeFrom,
    })) {
      seen.push(tenant.id);
    }
    expect(seen).toEqual(tenantIds);
  });

  test("rejects unknown list parameters and misplaced iteration options at once", () => {
    expect(() => client.tenants.listAll({ pageSize: 5, concurrency: 2 } as never)).toThrow(
      /second argument/,
    );
    expect(() => client.tenants.listAll({ pageSize: 5, status: "x" } as never)).toThrow(
      "tenants.listAll: unknown parameter `status`; known: pageNumber, pageSize",
    );
  });
});
