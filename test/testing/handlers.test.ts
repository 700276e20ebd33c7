import { getResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { resourceSchemas } from "../../src/schemas/index.js";
import {
  createHandlers,
  FixtureError,
  makeDataset,
  type HandlersOptions,
  createMockFetchHandler,
  startMockServer,
} from "../../src/testing/index.js";

const BASE = "https://api.test";
const dataset = makeDataset({
  seed: "handlers",
  tenants: 7,
  productsPerTenant: 4,
  paymentsPerTenant: 5,
});
const server = setupServer(...createHandlers(dataset, { baseUrl: BASE }));

beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Status and parsed JSON body of a GET. */
async function get(path: string, base = BASE): Promise<[number, Record<string, unknown>]> {
  const response = await fetch(`${base}${path}`);
  return [response.status, (await response.json()) as Record<string, unknown>];
}

/** Serves a fresh dataset with these options for the rest of the test. */
function serve(
  options: Partial<HandlersOptions>,
  data = makeDataset({ seed: "handlers", tenants: 7 }),
) {
  server.use(...createHandlers(data, { baseUrl: BASE, ...options }));
  return data;
}

const ids = (body: Record<string, unknown>, key: string) =>
  (body["list"] as Record<string, number>[]).map((item) => item[key]);

describe("purchase history", () => {
  test("a tenant's products, active products at dataset.now and payments, strict-valid", async () => {
    const [status, body] = await get("/tenants/1002/purchase-history");
    expect(status).toBe(200);
    resourceSchemas.PurchaseHistory.strict.parse(body);
    const products = dataset.ownedProducts.filter((p) => p.tenantId === 1002);
    const productIds = new Set(products.map((p) => p.ownedProductId));
    expect(body).toEqual({
      tenantId: 1002,
      products,
      activeProducts: expect.arrayContaining([products[0]]),
      payments: dataset.payments.filter((pay) => productIds.has(pay.ownedProductId)),
    });
    expect(body["payments"]).toHaveLength(5);
  });

  test.each(["999", "abc", "1002.5"])(
    "tenant %s is unknown: 404 with a problem body",
    async (id) => {
      const response = await fetch(`${BASE}/tenants/${id}/purchase-history`);
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toBe("application/problem+json");
      expect(await response.json()).toMatchObject({ status: 404, title: "Not Found" });
    },
  );
});

describe("one owned product", () => {
  test("served as it is in the dataset", async () => {
    const product = dataset.ownedProducts[9]!;
    expect(await get(`/owned-products/${product.ownedProductId}`)).toEqual([200, product]);
  });

  test("an unknown id is a 404", async () => {
    expect((await get("/owned-products/1"))[0]).toBe(404);
  });
});

describe("search: offset/limit windows echoed as the contract does", () => {
  const all = dataset.ownedProducts.map((p) => p.ownedProductId);
  test.each([
    ["first window", "?offset=0&limit=10", 0, 10, all.slice(0, 10)],
    ["middle window", "?offset=10&limit=10", 10, 10, all.slice(10, 20)],
    ["last, partial window", "?offset=25&limit=10", 25, 10, all.slice(25)],
    ["past the end", "?offset=40&limit=10", 40, 10, []],
    ["no parameters: offset 0, default limit 50", "", 0, 50, all],
  ])("%s", async (_, query, offset, limit, expected) => {
    const [status, body] = await get(`/owned-products${query}`);
    expect(status).toBe(200);
    resourceSchemas.OwnedProductSearchResult.strict.parse(body);
    expect(body).toMatchObject({ totalResultCount: 28, offset, limit, warnings: null });
    expect(ids(body, "ownedProductId")).toEqual(expected);
  });

  test("a server that clamps limit echoes the clamped value and warns", async () => {
    serve({ maxLimit: 10 });
    const [, body] = await get("/owned-products?limit=100");
    expect(body).toMatchObject({ limit: 10, warnings: ["limit clamped to 10"] });
    expect(body["list"]).toHaveLength(10);
  });

  test("other query parameters go to the filter: by default, fields by name", async () => {
    const [, body] = await get("/owned-products?tenantId=1003&limit=2&unknownFilter=x");
    expect(body["totalResultCount"]).toBe(4);
    expect(ids(body, "tenantId")).toEqual([1003, 1003]);
  });

  test("a user-supplied filter sees every other parameter, not offset or limit", async () => {
    const seen: string[] = [];
    serve({
      filters: {
        ownedProducts: (product, query) => {
          seen.push(query.toString());
          return product.productType === query.get("type");
        },
      },
    });
    const [, body] = await get("/owned-products?type=AddOn&offset=0&limit=3&sort=name");
    expect(new Set(seen)).toEqual(new Set(["type=AddOn&sort=name"]));
    expect(
      (body["list"] as { productType: string }[]).every((p) => p.productType === "AddOn"),
    ).toBe(true);
  });
});

describe("tenant list: pages numbered from 1", () => {
  test.each([
    ["page 1 of 3", "?pageNumber=1&pageSize=3", 1, [1001, 1002, 1003]],
    ["page 3, partial", "?pageNumber=3&pageSize=3", 3, [1007]],
    ["past the last page: empty, still echoed", "?pageNumber=4&pageSize=3", 4, []],
  ])("%s", async (_, query, pageNumber, expected) => {
    const [, body] = await get(`/tenants${query}`);
    resourceSchemas.TenantPage.strict.parse(body);
    expect(body).toMatchObject({ totalPages: 3, totalCount: 7, pageNumber });
    expect(ids(body, "id")).toEqual(expected);
  });

  test("no parameters: page 1 of the default size 20", async () => {
    const [, body] = await get("/tenants");
    expect(body).toMatchObject({ pageNumber: 1, totalPages: 1, totalCount: 7 });
    expect(body["list"]).toHaveLength(7);
  });

  test("a server that clamps pageSize: totalPages follows", async () => {
    serve({ maxPageSize: 2 });
    const [, body] = await get("/tenants?pageSize=50");
    expect(body).toMatchObject({ totalPages: 4, totalCount: 7 });
    expect(body["list"]).toHaveLength(2);
  });

  test("changes to the dataset show at the next request", async () => {
    const data = serve({});
    data.tenants.splice(0, 5);
    expect((await get("/tenants"))[1]["totalCount"]).toBe(2);
  });
});

test.each([
  "/owned-products?offset=-1",
  "/owned-products?limit=0",
  "/owned-products?limit=abc",
  "/owned-products?offset=2147483648",
  "/tenants?pageNumber=0",
  "/tenants?pageSize=1.5",
])("%s is a 400 with a problem body naming the parameter", async (path) => {
  const [status, body] = await get(path);
  expect(status).toBe(400);
  expect(body["detail"]).toMatch(/^(offset|limit|pageNumber|pageSize) must be an integer/);
});

describe("base URL and route overrides", () => {
  const routes = {
    purchaseHistory: { path: "/v2/tenant/{tenantId}/history" },
    ownedProduct: { path: "/v2/products/{ownedProductId}" },
    searchOwnedProducts: { path: "/v2/products.search", offsetParam: "skip", limitParam: "take" },
    listTenants: { path: "/v2/tenants", pageNumberParam: "page", pageSizeParam: "size" },
  };
  const handlers = createHandlers(dataset, { baseUrl: BASE, routes });
  const matches = async (url: string) =>
    (await getResponse(handlers, new Request(url))) !== undefined;

  test.each([
    ["purchase history", "/v2/tenant/1001/history", "tenantId", 1001],
    ["owned product", "/v2/products/50002", "ownedProductId", 50002],
    ["search, its own parameter names", "/v2/products.search?skip=2&take=3", "offset", 2],
    ["tenant list, its own parameter names", "/v2/tenants?page=2&size=3", "pageNumber", 2],
  ])("%s is served on the overridden route", async (_, path, key, value) => {
    server.use(...handlers);
    const [status, body] = await get(path);
    expect(status).toBe(200);
    expect(body[key]).toBe(value);
  });

  test("the default routes are no longer served, and the path's dot is literal", async () => {
    expect(await matches(`${BASE}/tenants`)).toBe(false);
    expect(await matches(`${BASE}/v2/productsXsearch`)).toBe(false);
    expect(await matches(`${BASE}/v2/products.search`)).toBe(true);
  });

  test.each([
    [
      "a base with a path and a trailing slash",
      "https://api.test/v1/",
      "https://api.test/v1/tenants",
      true,
    ],
    ["… which is a prefix, not a host", "https://api.test/v1/", "https://api.test/tenants", false],
    ["another host", "https://api.test", "https://other.test/tenants", false],
    [
      "a URL object, as the client accepts",
      new URL("https://api.test/v1"),
      "https://api.test/v1/tenants",
      true,
    ],
    ["a relative base: any origin", "/api", "http://localhost:5173/api/tenants", true],
    ["an empty base: the root of any origin", "", "http://localhost/tenants", true],
  ])("%s", async (_, baseUrl, url, expected) => {
    const list = createHandlers(dataset, { baseUrl });
    expect((await getResponse(list, new Request(url))) !== undefined).toBe(expected);
  });

  test("a template may fix part of the query, as the client allows", async () => {
    const fixed = createHandlers(dataset, {
      baseUrl: BASE,
      routes: {
        purchaseHistory: { path: "/history?tenant={tenantId}" },
        searchOwnedProducts: { path: "/products?kind=owned" },
      },
    });
    const body = async (url: string) => (await getResponse(fixed, new Request(url)))?.json();
    expect(await body(`${BASE}/history?tenant=1003`)).toMatchObject({ tenantId: 1003 });
    expect(await body(`${BASE}/history`)).toBeUndefined();
    // `kind` belongs to the route, not to the filters: all 28 products match.
    expect(await body(`${BASE}/products?kind=owned&limit=1`)).toMatchObject({
      totalResultCount: 28,
    });
    expect(await body(`${BASE}/products?kind=other`)).toBeUndefined();
  });

  test("a template without its placeholder is refused", () => {
    expect(() =>
      createHandlers(dataset, {
        baseUrl: BASE,
        routes: { ownedProduct: { path: "/products/{id}" } },
      }),
    ).toThrow(FixtureError);
  });
});

describe("the mock service refuses a mistake in its arguments when it is made, naming the function", () => {
  const make = (args: unknown[]) => () => (createHandlers as (...a: unknown[]) => unknown)(...args);
  test.each([
    [
      "a misspelt option",
      [dataset, { baseUrl: BASE, maxPageSze: 2 }],
      "createHandlers: unknown option `maxPageSze` (did you mean `maxPageSize`?); known: baseUrl, routes, filters, defaultLimit, maxLimit, defaultPageSize, maxPageSize, latencyMs, faults",
    ],
    [
      "no dataset",
      [undefined, { baseUrl: BASE }],
      "createHandlers: dataset must be a MockDataset, e.g. makeDataset(), got undefined",
    ],
    [
      "dataset options instead of a dataset",
      [{ tenants: 3 }, { baseUrl: BASE }],
      "createHandlers: dataset.tenants must be an array, got 3",
    ],
    [
      "a dataset without its now",
      [{ tenants: [], ownedProducts: [], payments: [] }, { baseUrl: BASE }],
      'createHandlers: dataset.now must be a contract date-time, e.g. "2025-06-01T12:00:00Z", got undefined',
    ],
    [
      "a dataset whose now is no date-time",
      [{ ...dataset, now: "today" }, { baseUrl: BASE }],
      'createHandlers: dataset.now must be a contract date-time, e.g. "2025-06-01T12:00:00Z", got "today" (the form is YYYY-MM-DDTHH:MM:SS[.fraction][Z|±HH:MM])',
    ],
    [
      "a dataset whose now is a day that does not exist",
      [{ ...dataset, now: "2025-02-30T00:00:00Z" }, { baseUrl: BASE }],
      'createHandlers: dataset.now must be a contract date-time, e.g. "2025-06-01T12:00:00Z", got "2025-02-30T00:00:00Z" (the day does not exist in that month)',
    ],
    [
      "no options",
      [dataset],
      'createHandlers: options.baseUrl must be a string or a URL, e.g. "https://api.example.test", got undefined',
    ],
    [
      "a base with a query, which the client refuses too",
      [dataset, { baseUrl: "https://api.test/v1?key=1" }],
      'createHandlers: options.baseUrl must be a URL without a query or a fragment, e.g. https://api.example.com/v1, got "https://api.test/v1?key=1"',
    ],
    [
      "a base with a fragment",
      [dataset, { baseUrl: "https://api.test#v1" }],
      'createHandlers: options.baseUrl must be a URL without a query or a fragment, e.g. https://api.example.com/v1, got "https://api.test#v1"',
    ],
    [
      "a base that is not http(s)",
      [dataset, { baseUrl: "ftp://api.test" }],
      'createHandlers: options.baseUrl must be an absolute http(s) URL or a path from the root, e.g. https://api.example.com or /api, got "ftp://api.test"',
    ],
    [
      "a relative base that is not a path from the root",
      [dataset, { baseUrl: "api" }],
      'createHandlers: options.baseUrl must be an absolute http(s) URL or a path from the root, e.g. https://api.example.com or /api, got "api"',
    ],
    [
      "options that are not an object",
      [dataset, BASE],
      'createHandlers: options must be an object, got "https://api.test"',
    ],
    [
      "a limit of 0",
      [dataset, { baseUrl: BASE, maxLimit: 0 }],
      "createHandlers: options.maxLimit must be an integer from 1 to 2147483647, got 0",
    ],
    [
      "a latency that is not a number",
      [dataset, { baseUrl: BASE, latencyMs: "10" }],
      'createHandlers: options.latencyMs must be an integer from 0 to 2147483647, got "10"',
    ],
    [
      "a misspelt filter",
      [dataset, { baseUrl: BASE, filters: { tenant: () => true } }],
      "createHandlers: unknown option `filters.tenant` (did you mean `filters.tenants`?); known: filters.ownedProducts, filters.tenants",
    ],
    [
      "a filter that is not a function",
      [dataset, { baseUrl: BASE, filters: { tenants: true } }],
      "createHandlers: options.filters.tenants must be a function, got true",
    ],
    [
      "a misspelt route, checked as the client checks it",
      [dataset, { baseUrl: BASE, routes: { listTenant: { path: "/t" } } }],
      "createHandlers: unknown option `routes.listTenant` (did you mean `routes.listTenants`?); known: routes.purchaseHistory, routes.ownedProduct, routes.searchOwnedProducts, routes.listTenants",
    ],
  ])("%s", (_, args, message) => {
    expect(make(args)).toThrow(FixtureError);
    expect(make(args)).toThrow(new FixtureError(message));
  });

  test("createMockFetchHandler checks the same, in its own name", async () => {
    const bad = () => createMockFetchHandler(dataset, { latencyMs: 5, maxPageSze: 2 } as never);
    expect(bad).toThrow(FixtureError);
    expect(bad).toThrow(
      new FixtureError(
        "createMockFetchHandler: unknown option `maxPageSze` (did you mean `maxPageSize`?); known: baseUrl, routes, filters, defaultLimit, maxLimit, defaultPageSize, maxPageSize, latencyMs, faults",
      ),
    );
    expect(() =>
      createMockFetchHandler(dataset, { faults: { listTenants: { kind: "boom" } } } as never),
    ).toThrow(/^createMockFetchHandler: options\.faults\.listTenants\.kind must be "status", /);
    const relative = createMockFetchHandler(dataset, { baseUrl: "/api" });
    expect((await relative(new Request("http://localhost:5173/api/tenants"))).status).toBe(200);
    expect(() => createMockFetchHandler(dataset, { baseUrl: "/api?x=1" })).toThrow(
      new FixtureError(
        'createMockFetchHandler: options.baseUrl must be a URL without a query or a fragment, e.g. https://api.example.com/v1, got "/api?x=1"',
      ),
    );
    expect(() => createMockFetchHandler(dataset, { baseUrl: "ftp://x.test" })).toThrow(
      /^createMockFetchHandler: options\.baseUrl must be an absolute http\(s\) URL or a path from the root/,
    );
    expect(() => createMockFetchHandler(null as never)).toThrow(
      new FixtureError(
        "createMockFetchHandler: dataset must be a MockDataset, e.g. makeDataset(), got null",
      ),
    );
  });

  test.each([
    [
      { dataset: makeDataset({ tenants: 1 }), prot: 4010 },
      "startMockServer: unknown option `prot` (did you mean `port`?); known: dataset, port, host, onRequest, cors, routes, filters, defaultLimit, maxLimit, defaultPageSize, maxPageSize, latencyMs, faults",
    ],
    [
      { port: 70_000 },
      "startMockServer: options.port must be an integer from 0 to 65535, got 70000",
    ],
    [
      { latencyMs: -1 },
      "startMockServer: options.latencyMs must be an integer from 0 to 2147483647, got -1",
    ],
    [{ host: 127 }, 'startMockServer: options.host must be a string, e.g. "127.0.0.1", got 127'],
    [
      // Node would listen on every interface, and url would be "http://:<port>".
      { host: "" },
      'startMockServer: options.host must be an address of this machine, e.g. "127.0.0.1", or "0.0.0.0" for every interface, got ""',
    ],
    [{ onRequest: "log" }, 'startMockServer: options.onRequest must be a function, got "log"'],
    [
      { dataset: { tenant: 5 } },
      "startMockServer: unknown option `dataset.tenant` (did you mean `dataset.tenants`?); known: dataset.seed, dataset.now, dataset.dateTimeStyle, dataset.nulls, dataset.tenants, dataset.productsPerTenant, dataset.paymentsPerTenant",
    ],
    [
      { dataset: { tenants: -1 } },
      "startMockServer: options.dataset.tenants must be an integer from 0 to 100000, got -1",
    ],
    [
      { dataset: { tenants: 100_001 } },
      "startMockServer: options.dataset.tenants must be an integer from 0 to 100000, got 100001",
    ],
    [
      { dataset: { now: "today" } },
      'startMockServer: options.dataset.now must be a Date, epoch milliseconds or a contract date-time, e.g. "2025-06-01T12:00:00Z", got "today" (the form is YYYY-MM-DDTHH:MM:SS[.fraction][Z|±HH:MM])',
    ],
    [
      { dataset: { productsPerTenant: 0, paymentsPerTenant: 2 } },
      "startMockServer: options.dataset.paymentsPerTenant must be 0 when options.dataset.productsPerTenant is 0 (payments need a product to be paid for), got 2",
    ],
    [
      { faults: { listTenants: { kind: "status", status: 503, tmes: 1 } } },
      "startMockServer: unknown option `faults.listTenants.tmes` (did you mean `faults.listTenants.times`?); known: faults.listTenants.kind, faults.listTenants.status, faults.listTenants.body, faults.listTenants.headers, faults.listTenants.retryAfter, faults.listTenants.nth, faults.listTenants.times, faults.listTenants.when",
    ],
  ])("startMockServer rejects %j before it listens", async (options, message) => {
    const error = await startMockServer(options as never).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FixtureError);
    expect((error as Error).message).toBe(message);
  });
});
