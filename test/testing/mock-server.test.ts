// startMockServer on a real 127.0.0.1 port: the SDK's client and plain fetch against it, and the
// same requests answered by the msw handlers, which must answer byte for byte alike.
import { getResponse } from "msw";
import { afterEach, describe, expect, test } from "vitest";
import type { HttpError } from "../../src/index.js";
import { createClient, NetworkError, ValidationError } from "../../src/index.js";
import { resourceSchemas } from "../../src/schemas/index.js";
import {
  createHandlers,
  FixtureError,
  makeDataset,
  startMockServer,
  type MockRequestLog,
  type MockServer,
  type MockServiceOptions,
} from "../../src/testing/index.js";

const open: MockServer[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((server) => server.close()));
});

async function start(options: Parameters<typeof startMockServer>[0] = {}) {
  const server = await startMockServer(options);
  open.push(server);
  return server;
}

const small = { seed: "mock server", tenants: 5, productsPerTenant: 3 } as const;

describe("the SDK's client against the server", () => {
  test("reads every operation, and iterates every page and window", async () => {
    const server = await start({ dataset: small });
    const client = createClient({ baseUrl: server.url, validation: "strict" });
    const history = await client.purchaseHistory.get(1002);
    expect(history.tenantId).toBe(1002);
    expect(history.products).toEqual(
      server.dataset.ownedProducts.filter((p) => p.tenantId === 1002),
    );
    expect(await client.ownedProducts.get(50004)).toEqual(server.dataset.ownedProducts[3]);
    const window = await client.ownedProducts.search({ offset: 2, limit: 4 });
    expect([window.totalResultCount, window.offset, window.limit]).toEqual([15, 2, 4]);
    const tenants = await client.tenants.listAll({ pageSize: 2 }).toArray();
    expect(tenants.map((t) => t.id)).toEqual([1001, 1002, 1003, 1004, 1005]);
    const products = await client.ownedProducts.searchAll({ limit: 4 }).toArray();
    expect(products).toEqual(server.dataset.ownedProducts);
  });

  test("answers on the client's overridden routes", async () => {
    const routes = { listTenants: { path: "/v2/tenants", pageSizeParam: "size" } };
    const server = await start({ dataset: small, routes });
    const page = await createClient({ baseUrl: server.url, routes }).tenants.list({ pageSize: 4 });
    expect([page.totalPages, page.totalCount, page.list?.length]).toEqual([2, 5, 4]);
    expect((await fetch(`${server.url}/tenants`)).status).toBe(404);
  });

  test("faults reach the client: a 503 is retried, a bad body fails validation", async () => {
    const server = await start({
      dataset: small,
      faults: {
        listTenants: { kind: "status", status: 503, retryAfter: 0, times: 1 },
        ownedProduct: { kind: "invalid" },
        purchaseHistory: { kind: "status", status: 404 },
      },
    });
    const client = createClient({ baseUrl: server.url, retry: { limit: 1, baseDelayMs: 0 } });
    expect((await client.tenants.list()).totalCount).toBe(5);
    const invalid = await client.ownedProducts.get(50001).catch((e: unknown) => e);
    expect(invalid).toBeInstanceOf(ValidationError);
    expect((invalid as ValidationError).issues.map((i) => i.path.join("."))).toEqual(["qty"]);
    const missing = await client.purchaseHistory.get(1001).catch((e: unknown) => e);
    expect((missing as HttpError).status).toBe(404);
  });

  test("a network fault drops the connection: fetch and the client both fail", async () => {
    const server = await start({ faults: { ownedProduct: { kind: "network" } } });
    await expect(fetch(`${server.url}/owned-products/50001`)).rejects.toThrow(TypeError);
    const client = createClient({ baseUrl: server.url, retry: { limit: 0 } });
    await expect(client.ownedProducts.get(50001)).rejects.toBeInstanceOf(NetworkError);
  });
});

describe("plain fetch against the server", () => {
  test("a problem document for an unknown id, a bad count, an unknown path and a POST", async () => {
    const server = await start({ dataset: small });
    const cases = [
      ["GET", "/owned-products/7", 404],
      ["GET", "/owned-products?limit=0", 400],
      ["GET", "/nowhere", 404],
      ["POST", "/tenants", 405],
    ] as const;
    for (const [method, path, status] of cases) {
      const response = await fetch(`${server.url}${path}`, { method });
      expect(response.status).toBe(status);
      expect(response.headers.get("content-type")).toBe("application/problem+json");
      expect(await response.json()).toMatchObject({ type: "about:blank", status });
    }
  });

  test("logs each request with its status, a dropped one as 0", async () => {
    const log: MockRequestLog[] = [];
    const server = await start({
      faults: { ownedProduct: { kind: "network", nth: 2 } },
      onRequest: (entry) => log.push(entry),
    });
    await fetch(`${server.url}/owned-products/50001`);
    await fetch(`${server.url}/owned-products/50001`).catch(() => undefined);
    await fetch(`${server.url}/tenants?pageNumber=x`);
    await expect.poll(() => log.length).toBe(3);
    expect(log).toEqual([
      { method: "GET", path: "/owned-products/50001", status: 200 },
      { method: "GET", path: "/owned-products/50001", status: 0 },
      { method: "GET", path: "/tenants?pageNumber=x", status: 400 },
    ]);
  });

  test("close() ends a stalled answer and frees the port", async () => {
    const server = await startMockServer({
      faults: { listTenants: { kind: "delay", ms: "infinite" } },
    });
    const stalled = fetch(`${server.url}/tenants`);
    await expect
      .poll(async () => (await fetch(`${server.url}/owned-products/50001`)).status)
      .toBe(200);
    await server.close();
    await expect(stalled).rejects.toThrow(TypeError);
    await expect(fetch(`${server.url}/tenants`)).rejects.toThrow(TypeError);
  });

  test("close() twice resolves twice (a test's afterEach after the test closed it)", async () => {
    const server = await startMockServer();
    const first = server.close();
    await expect(server.close()).resolves.toBeUndefined();
    await expect(first).resolves.toBeUndefined();
    await expect(server.close()).resolves.toBeUndefined();
  });

  test("a port in use is named, with what to do, and keeps the system's code", async () => {
    const taken = await start();
    const port = Number(new URL(taken.url).port);
    const error = await startMockServer({ port }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      code: "EADDRINUSE",
      message:
        `startMockServer: port ${port} of 127.0.0.1 is in use (EADDRINUSE); stop what listens ` +
        "there, or pick another port with options.port <n> (options.port 0 picks a free one)",
    });
    expect((error as Error).cause).toMatchObject({ code: "EADDRINUSE" });
  });

  test("serves a dataset it is given, live", async () => {
    const dataset = makeDataset({ tenants: 1 });
    const server = await start({ dataset });
    expect(server.dataset).toBe(dataset);
    dataset.tenants[0]!.name = "Renamed";
    const page = resourceSchemas.TenantPage.strict.parse(
      await (await fetch(`${server.url}/tenants`)).json(),
    );
    expect(page.list?.[0]?.name).toBe("Renamed");
  });

  test.each([
    [{ port: 70_000 }, /port/],
    [{ latencyMs: -1 }, /latencyMs/],
    [{ faults: { listTenants: { kind: "status", status: 99 } } }, /status/],
  ] as const)("rejects bad options with a FixtureError: %j", async (options, message) => {
    const error = await startMockServer(options as never).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FixtureError);
    expect((error as Error).message).toMatch(message);
  });
});

// The msw handlers and the server, each over its own copy of one dataset (faults change data).
const sameAnswers: [string, MockServiceOptions, string[]][] = [
  [
    "defaults",
    {},
    [
      "/tenants/1002/purchase-history",
      "/owned-products/50003",
      "/owned-products?offset=3&limit=2&status=Active",
      "/tenants?pageNumber=2&pageSize=2",
      "/tenants/99/purchase-history",
      "/owned-products/abc",
      "/owned-products?offset=-1",
      "/tenants?pageSize=0",
    ],
  ],
  [
    "limits",
    { maxLimit: 2, maxPageSize: 3, defaultLimit: 4, defaultPageSize: 2 },
    ["/owned-products?limit=9", "/owned-products", "/tenants", "/tenants?pageSize=9"],
  ],
  [
    "routes",
    {
      routes: {
        ownedProduct: { path: "/p/{ownedProductId}" },
        searchOwnedProducts: { path: "/search?kind=all", offsetParam: "skip" },
      },
    },
    ["/p/50002", "/search?kind=all&skip=1", "/search?kind=some"],
  ],
  [
    "faults",
    {
      faults: {
        listTenants: [
          { kind: "insert", count: 2 },
          { kind: "status", status: 429, retryAfter: 3, nth: 2 },
        ],
        ownedProduct: [{ kind: "malformed" }],
        purchaseHistory: { kind: "invalid" },
        searchOwnedProducts: [
          { kind: "status", status: 500, body: "down", times: 1 },
          { kind: "status", status: 204, nth: 2 },
          { kind: "remove", count: 3 },
        ],
      },
    },
    [
      "/tenants",
      "/tenants",
      "/tenants",
      "/owned-products/50001",
      "/tenants/1001/purchase-history",
      "/owned-products",
      "/owned-products",
      "/owned-products",
    ],
  ],
];

describe("the msw handlers and the server answer alike", () => {
  test.each(sameAnswers)("%s", async (_name, options, paths) => {
    const server = await start({ ...options, dataset: makeDataset(small) });
    const handlers = createHandlers(makeDataset(small), {
      ...options,
      baseUrl: "https://api.test",
    });
    for (const path of paths) {
      const viaMsw = await getResponse(handlers, new Request(`https://api.test${path}`));
      const viaServer = await fetch(`${server.url}${path}`);
      const answer = async (response: Response | undefined) => [
        response?.status,
        response?.headers.get("content-type"),
        response?.headers.get("retry-after"),
        await response?.text(),
      ];
      expect(await answer(viaServer), path).toEqual(await answer(viaMsw ?? notFound(path)));
    }
  });
});

/** What the server answers where no msw handler matches. */
function notFound(path: string): Response {
  const detail = `No route of the mock service matches ${new URL(path, "http://x").pathname}`;
  const body = { type: "about:blank", title: "Not Found", status: 404, detail };
  return Response.json(body, {
    status: 404,
    headers: { "content-type": "application/problem+json" },
  });
}
