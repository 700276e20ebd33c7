import { http, HttpResponse } from "msw";
import { describe, expect, test, vi } from "vitest";
import { createClient, NetworkError, type Client, type ClientOptions } from "../../src/index.js";
import { API, useMswServer } from "../helpers/msw-server.js";
import { samples } from "../helpers/samples.js";

const server = useMswServer();

const base: ClientOptions = { baseUrl: API, auth: "t0ken", headers: { "x-app": "tests" } };

/** Answers GET `${origin}${path}` with `body`, and returns the requests it saw. */
function answer(path: string, body: unknown, origin = API): Request[] {
  const seen: Request[] = [];
  server.use(
    http.get(`${origin}${path}`, ({ request }) => {
      seen.push(request);
      return HttpResponse.json(body as Record<string, unknown>);
    }),
  );
  return seen;
}

function countRequests(): () => number {
  let count = 0;
  server.events.on("request:start", () => void count++);
  return () => count;
}

const operations = [
  {
    name: "purchaseHistory.get",
    call: (c: Client) => c.purchaseHistory.get(42),
    path: "/tenants/42/purchase-history",
    search: "",
    body: samples.PurchaseHistory,
  },
  {
    name: "ownedProducts.get",
    call: (c: Client) => c.ownedProducts.get(7),
    path: "/owned-products/7",
    search: "",
    body: samples.OwnedProduct,
  },
  {
    name: "ownedProducts.search",
    call: (c: Client) =>
      c.ownedProducts.search({ offset: 10, limit: 5, status: "Active", tag: ["a", "b"] }),
    path: "/owned-products",
    search: "?offset=10&limit=5&status=Active&tag=a&tag=b",
    body: samples.OwnedProductSearchResult,
  },
  {
    name: "tenants.list",
    call: (c: Client) => c.tenants.list({ pageNumber: 2, pageSize: 20 }),
    path: "/tenants",
    search: "?pageNumber=2&pageSize=20",
    body: samples.TenantPage,
  },
];

describe("each operation", () => {
  test.each(operations)("$name sends GET $path$search", async ({ call, path, search, body }) => {
    const seen = answer(path, body);
    await call(createClient(base));
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request!.method).toBe("GET");
    expect(new URL(request!.url).pathname).toBe(path);
    expect(new URL(request!.url).search).toBe(search);
    expect(request!.headers.get("authorization")).toBe("Bearer t0ken");
    expect(request!.headers.get("accept")).toBe("application/json");
    expect(request!.headers.get("x-app")).toBe("tests");
  });

  test.each(operations)("$name resolves to the parsed body", async ({ call, path, body }) => {
    answer(path, body);
    expect(await call(createClient(base))).toEqual(body);
  });

  test.each(operations)("$name follows overridden routes under a base path", async (op) => {
    const client = createClient({
      ...base,
      baseUrl: `${API}/api/v2/`,
      routes: {
        purchaseHistory: { path: "/history/{tenantId}" },
        ownedProduct: { path: "products/{ownedProductId}/detail" },
        searchOwnedProducts: { path: "/products", offsetParam: "skip", limitParam: "take" },
        listTenants: { path: "/orgs", pageNumberParam: "page", pageSizeParam: "size" },
      },
    });
    const moved = {
      "purchaseHistory.get": ["/api/v2/history/42", ""],
      "ownedProducts.get": ["/api/v2/products/7/detail", ""],
      "ownedProducts.search": ["/api/v2/products", "?skip=10&take=5&status=Active&tag=a&tag=b"],
      "tenants.list": ["/api/v2/orgs", "?page=2&size=20"],
    }[op.name]!;
    const seen = answer(moved[0]!, op.body);
    expect(await op.call(client)).toEqual(op.body);
    expect(new URL(seen[0]!.url).search).toBe(moved[1]);
  });
});

describe("parameters", () => {
  test("a route path may carry a fixed query, merged with the parameters", async () => {
    const client = createClient({
      ...base,
      routes: {
        purchaseHistory: { path: "/history?tenant={tenantId}" },
        searchOwnedProducts: { path: "/owned-products?view=full" },
      },
    });
    const history = answer("/history", samples.PurchaseHistory);
    const searched = answer("/owned-products", samples.OwnedProductSearchResult);
    await client.purchaseHistory.get(42);
    await client.ownedProducts.search({ limit: 1 });
    expect(new URL(history[0]!.url).search).toBe("?tenant=42");
    expect(new URL(searched[0]!.url).search).toBe("?view=full&limit=1");
  });

  test("search and list without parameters send no query", async () => {
    const searched = answer("/owned-products", samples.OwnedProductSearchResult);
    const listed = answer("/tenants", samples.TenantPage);
    const client = createClient(base);
    await client.ownedProducts.search();
    await client.tenants.list();
    expect(new URL(searched[0]!.url).search).toBe("");
    expect(new URL(listed[0]!.url).search).toBe("");
  });

  test("search drops undefined and null filters and encodes values", async () => {
    const seen = answer("/owned-products", samples.OwnedProductSearchResult);
    await createClient(base).ownedProducts.search({
      offset: undefined,
      limit: 50,
      name: "Pro & Co/Ltd",
      tag: undefined,
      status: null,
      active: true,
      since: new Date("2024-01-01T00:00:00Z"),
    });
    const query = new URL(seen[0]!.url).searchParams;
    expect([...query.entries()]).toEqual([
      ["limit", "50"],
      ["name", "Pro & Co/Ltd"],
      ["active", "true"],
      ["since", "2024-01-01T00:00:00.000Z"],
    ]);
  });

  const badIds: [unknown, string][] = [
    [1.5, "1.5"],
    [2147483648, "2147483648"],
    [-2147483649, "-2147483649"],
    [Number.NaN, "NaN"],
    [Infinity, "Infinity"],
    ["7", '"7"'],
    [null, "null"],
    [undefined, "undefined"],
    // a bigint is shown with its n: "got 7" would read as a valid id
    [7n, "7n"],
  ];

  test.each(badIds)("an id of %s is a TypeError, and nothing is sent", async (id, shown) => {
    const requests = countRequests();
    const client = createClient(base);
    await expect(client.ownedProducts.get(id as number)).rejects.toThrow(
      expect.objectContaining({
        name: "TypeError",
        message: `ownedProducts.get: ownedProductId must be an int32 integer, got ${shown}`,
      }),
    );
    await expect(client.purchaseHistory.get(id as number)).rejects.toThrow(
      new TypeError(`purchaseHistory.get: tenantId must be an int32 integer, got ${shown}`),
    );
    expect(requests()).toBe(0);
  });

  test.each([
    ["offset", { offset: -1.5 }],
    ["limit", { limit: "50" }],
    ["filter", { tag: { nested: true } }],
  ])("a bad search %s is a TypeError, and nothing is sent", async (_, params) => {
    const requests = countRequests();
    await expect(createClient(base).ownedProducts.search(params as never)).rejects.toThrow(
      TypeError,
    );
    expect(requests()).toBe(0);
  });

  test("an unknown tenant list parameter is a TypeError", async () => {
    await expect(
      createClient(base).tenants.list({ page: 1 } as unknown as { pageNumber: number }),
    ).rejects.toThrow(
      "tenants.list: unknown parameter `page` (did you mean `pageNumber`?); known: pageNumber, pageSize",
    );
  });

  test.each([
    [5, "5"],
    [null, "null"],
    [[1], "an array"],
  ])("parameters that are %j are a TypeError, and nothing is sent", async (params, shown) => {
    const requests = countRequests();
    const client = createClient(base);
    await expect(client.tenants.list(params as never)).rejects.toThrow(
      new TypeError(`tenants.list: params must be an object, got ${shown}`),
    );
    await expect(client.ownedProducts.search(params as never)).rejects.toThrow(
      new TypeError(`ownedProducts.search: params must be an object, got ${shown}`),
    );
    expect(requests()).toBe(0);
  });
});

describe("per-call options", () => {
  test("call headers merge over the client's, and undefined removes one", async () => {
    const seen = answer("/owned-products/7", samples.OwnedProduct);
    await createClient(base).ownedProducts.get(7, {
      headers: { "x-trace": "abc", "x-app": undefined },
    });
    expect(seen[0]!.headers.get("x-trace")).toBe("abc");
    expect(seen[0]!.headers.has("x-app")).toBe(false);
    expect(seen[0]!.headers.get("authorization")).toBe("Bearer t0ken");
  });

  test.each([
    [
      "an unknown key",
      { timeout: 5 },
      "unknown option `timeout` (did you mean `timeoutMs`?); known: signal, headers, timeoutMs, retry, maxResponseBytes, validation, fetchOptions, invalidItems, onInvalidItem",
    ],
    [
      "a negative timeoutMs",
      { timeoutMs: -1 },
      "options.timeoutMs must be a number of milliseconds in (0, 2147483647], got -1",
    ],
    [
      "a signal that is not one",
      { signal: {} },
      "options.signal must be an AbortSignal, got an object",
    ],
    [
      "a header that is not a string",
      { headers: { "x-n": 1 } },
      'options.headers["x-n"] must be a string, got a number',
    ],
  ])("%s is a TypeError", async (_, options, message) => {
    await expect(createClient(base).ownedProducts.get(7, options as never)).rejects.toThrow(
      new TypeError(`ownedProducts.get: ${message}`),
    );
  });

  test("the message names the operation called", async () => {
    const client = createClient(base);
    const options = { timeoutMs: 0 } as const;
    const rule = "options.timeoutMs must be a number of milliseconds in (0, 2147483647], got 0";
    await expect(client.tenants.list({}, options)).rejects.toThrow(`tenants.list: ${rule}`);
    await expect(client.ownedProducts.search({}, options)).rejects.toThrow(
      `ownedProducts.search: ${rule}`,
    );
    await expect(client.purchaseHistory.get(1, options)).rejects.toThrow(
      `purchaseHistory.get: ${rule}`,
    );
    await expect(client.ownedProducts.get.withResponse(1, options)).rejects.toThrow(
      `ownedProducts.get: ${rule}`,
    );
    expect(() => client.tenants.listAll({}, options)).toThrow(`tenants.listAll: ${rule}`);
    expect(() => client.ownedProducts.searchAll({}, options)).toThrow(
      `ownedProducts.searchAll: ${rule}`,
    );
  });
});

describe("the msw guard", () => {
  test("counts requests and fails one that has no handler", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const requests = countRequests();
    const error = await createClient({ ...base, retry: 0 })
      .ownedProducts.get(7)
      .catch((e) => e);
    expect(requests()).toBe(1);
    // msw refuses the request: fetch rejects, the client reports a lost request
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).not.toHaveProperty("status");
  });
});
