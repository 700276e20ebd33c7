import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { resourceSchemas, type ResourceName } from "../../src/schemas/index.js";
import {
  createHandlers,
  FixtureError,
  makeDataset,
  type Fault,
  type FaultPlan,
  type MockDataset,
  type RouteName,
} from "../../src/testing/index.js";

const BASE = "https://api.test";
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

/** Serves a fresh dataset (6 tenants × 3 products) with these faults; returns the dataset. */
function withFaults(faults: FaultPlan): MockDataset {
  const dataset = makeDataset({ seed: "faults", tenants: 6, productsPerTenant: 3 });
  server.use(...createHandlers(dataset, { baseUrl: BASE, faults }));
  return dataset;
}

const PATHS: Record<RouteName, string> = {
  purchaseHistory: "/tenants/1001/purchase-history",
  ownedProduct: "/owned-products/50001",
  searchOwnedProducts: "/owned-products?offset=0&limit=5",
  listTenants: "/tenants?pageNumber=1&pageSize=5",
};
const RESOURCES: Record<RouteName, ResourceName> = {
  purchaseHistory: "PurchaseHistory",
  ownedProduct: "OwnedProduct",
  searchOwnedProducts: "OwnedProductSearchResult",
  listTenants: "TenantPage",
};
const ROUTES = Object.keys(PATHS) as RouteName[];
const fetchRoute = (route: RouteName) => fetch(`${BASE}${PATHS[route]}`);

describe("status faults", () => {
  test.each(ROUTES)("%s: 500 with a problem body by default", async (route) => {
    withFaults({ [route]: { kind: "status", status: 500 } });
    const response = await fetchRoute(route);
    expect(response.status).toBe(500);
    expect(response.headers.get("content-type")).toBe("application/problem+json");
    expect(await response.json()).toMatchObject({ status: 500, title: "Error" });
  });

  test.each([
    ["seconds", 2, "2"],
    ["an HTTP date", "Wed, 21 Oct 2026 07:28:00 GMT", "Wed, 21 Oct 2026 07:28:00 GMT"],
  ])("Retry-After as %s", async (_, retryAfter, header) => {
    withFaults({ listTenants: { kind: "status", status: 503, retryAfter } });
    const response = await fetchRoute("listTenants");
    expect([response.status, response.headers.get("retry-after")]).toEqual([503, header]);
  });

  test.each([
    ["a JSON body", { error: "quota" }, "application/json", { error: "quota" }],
    ["a text body", "Bad gateway", "text/plain", "Bad gateway"],
  ])("with %s and extra headers", async (_, body, type, expected) => {
    withFaults({ ownedProduct: { kind: "status", status: 429, body, headers: { "x-rate": "0" } } });
    const response = await fetchRoute("ownedProduct");
    expect(response.headers.get("content-type")).toBe(type);
    expect(response.headers.get("x-rate")).toBe("0");
    expect(typeof body === "string" ? await response.text() : await response.json()).toEqual(
      expected,
    );
  });

  test("a header set to undefined is left out, as the client's headers option leaves it out", async () => {
    const headers = { "x-gone": undefined, "x-kept": "1" } as unknown as Record<string, string>;
    withFaults({ ownedProduct: { kind: "status", status: 503, headers } });
    const response = await fetchRoute("ownedProduct");
    expect([response.headers.has("x-gone"), response.headers.get("x-kept")]).toEqual([false, "1"]);
  });

  test("headers given as a Headers are sent", async () => {
    const headers = new Headers({ "x-kept": "1" }) as unknown as Record<string, string>;
    withFaults({ ownedProduct: { kind: "status", status: 503, headers } });
    expect((await fetchRoute("ownedProduct")).headers.get("x-kept")).toBe("1");
  });

  test("a status that has no body (204) is sent without one", async () => {
    withFaults({ ownedProduct: { kind: "status", status: 204 } });
    const response = await fetchRoute("ownedProduct");
    expect([response.status, await response.text()]).toEqual([204, ""]);
  });
});

describe("which requests a fault hits", () => {
  const statuses = async (route: RouteName, n: number, query = "") => {
    const out: number[] = [];
    for (let i = 0; i < n; i++) out.push((await fetch(`${BASE}${PATHS[route]}${query}`)).status);
    return out;
  };
  const fail: Fault = { kind: "status", status: 503 };

  test.each([
    ["every request by default", fail, [503, 503, 503, 503]],
    ["times: 2 — fails twice, then recovers", { ...fail, times: 2 }, [503, 503, 200, 200]],
    ["nth: 3 — the third request only", { ...fail, nth: 3 }, [200, 200, 503, 200]],
    ["nth: [1, 4]", { ...fail, nth: [1, 4] }, [503, 200, 200, 503]],
    ["nth and times together", { ...fail, nth: [2, 3, 4], times: 1 }, [200, 503, 200, 200]],
  ] as [string, Fault, number[]][])("%s", async (_, fault, expected) => {
    withFaults({ listTenants: fault });
    expect(await statuses("listTenants", 4)).toEqual(expected);
  });

  test("when: only the requests it picks", async () => {
    withFaults({ listTenants: { ...fail, when: (r) => new URL(r.url).searchParams.has("fail") } });
    expect(await statuses("listTenants", 1, "&fail")).toEqual([503]);
    expect(await statuses("listTenants", 1)).toEqual([200]);
  });

  test("faults are per route: other routes are untouched", async () => {
    withFaults({ listTenants: fail });
    expect((await fetchRoute("searchOwnedProducts")).status).toBe(200);
  });

  test("faults are tried in order; one after an answering fault does not fire", async () => {
    withFaults({
      ownedProduct: [
        { ...fail, times: 1 },
        { kind: "invalid", times: 1 },
      ],
    });
    const first = await fetchRoute("ownedProduct");
    const second = await (await fetchRoute("ownedProduct")).json();
    const third = await (await fetchRoute("ownedProduct")).json();
    expect(first.status).toBe(503);
    expect(resourceSchemas.OwnedProduct.strict.safeParse(second).success).toBe(false);
    expect(resourceSchemas.OwnedProduct.strict.safeParse(third).success).toBe(true);
  });
});

describe("delays", () => {
  test("a delay holds the answer back that long, then the data comes", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    withFaults({ ownedProduct: { kind: "delay", ms: 1_000 } });
    let settled = false;
    const pending = fetchRoute("ownedProduct").then((r) => ((settled = true), r));
    await vi.advanceTimersByTimeAsync(999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).status).toBe(200);
  });

  test("a delay before a status fault: both apply", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    withFaults({
      listTenants: [
        { kind: "delay", ms: 500 },
        { kind: "status", status: 502 },
      ],
    });
    let settled = false;
    const pending = fetchRoute("listTenants").then((r) => ((settled = true), r));
    await vi.advanceTimersByTimeAsync(499);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).status).toBe(502);
  });

  test('"infinite" never answers: only the caller\'s abort signal ends the request', async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    withFaults({ purchaseHistory: { kind: "delay", ms: "infinite" } });
    const controller = new AbortController();
    let settled = false;
    const pending = fetch(`${BASE}${PATHS.purchaseHistory}`, { signal: controller.signal });
    void pending.then(
      () => (settled = true),
      () => (settled = true),
    );
    await vi.advanceTimersByTimeAsync(24 * 3_600_000);
    expect(settled).toBe(false);
    const reason = new Error("gave up");
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
  });
});

describe("broken bodies", () => {
  test.each(ROUTES)("%s, malformed: 200, says JSON, is not JSON", async (route) => {
    withFaults({ [route]: { kind: "malformed" } });
    const response = await fetchRoute(route);
    expect([response.status, response.headers.get("content-type")]).toEqual([
      200,
      "application/json",
    ]);
    await expect(response.json()).rejects.toThrow(SyntaxError);
  });

  test("malformed with a chosen body, status and type: an HTML error page from a proxy", async () => {
    const body = "<html><body>502 Bad Gateway</body></html>";
    withFaults({
      ownedProduct: { kind: "malformed", body, status: 502, contentType: "text/html" },
    });
    const response = await fetchRoute("ownedProduct");
    expect([response.status, response.headers.get("content-type"), await response.text()]).toEqual([
      502,
      "text/html",
      body,
    ]);
  });

  test.each([
    ["purchaseHistory", ["tenantId"]],
    ["ownedProduct", ["qty"]],
    ["searchOwnedProducts", ["totalResultCount"]],
    ["listTenants", ["totalPages"]],
  ] as [RouteName, string[]][])(
    "%s, invalid: valid JSON that breaks the contract at %j",
    async (route, path) => {
      withFaults({ [route]: { kind: "invalid" } });
      const result = resourceSchemas[RESOURCES[route]].default.safeParse(
        await (await fetchRoute(route)).json(),
      );
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.path)).toEqual([path]);
    },
  );

  test("invalid with a change of one's own, which cannot reach into the dataset", async () => {
    const dataset = withFaults({
      searchOwnedProducts: {
        kind: "invalid",
        change: (body) => {
          (body["list"] as Record<string, unknown>[])[2]!["price"] = "9.99";
          return body;
        },
      },
    });
    const result = resourceSchemas.OwnedProductSearchResult.default.safeParse(
      await (await fetchRoute("searchOwnedProducts")).json(),
    );
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([["list", 2, "price"]]);
    expect(typeof dataset.ownedProducts[2]!.price).toBe("number");
  });

  test("invalid with a change that edits the body in place and returns nothing", async () => {
    withFaults({
      purchaseHistory: {
        kind: "invalid",
        change: (body) => {
          (body["products"] as Record<string, unknown>[])[1]!["qty"] = "2";
        },
      },
    });
    const response = await fetchRoute("purchaseHistory");
    expect(response.headers.get("Content-Type")).toBe("application/json");
    const result = resourceSchemas.PurchaseHistory.default.safeParse(await response.json());
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([["products", 1, "qty"]]);
  });

  test("invalid leaves a 404 a 404", async () => {
    withFaults({ ownedProduct: { kind: "invalid" } });
    expect((await fetch(`${BASE}/owned-products/1`)).status).toBe(404);
  });

  test("network: fetch rejects with a TypeError, as when the connection drops", async () => {
    withFaults({ listTenants: { kind: "network" } });
    await expect(fetchRoute("listTenants")).rejects.toThrow(TypeError);
  });
});

const KINDS =
  '"status", "delay", "malformed", "invalid", "network", "insert", "remove" or "change"';

// A delay takes milliseconds or "infinite" (never answers): a rule without the word hid it.
const DELAY = 'an integer from 0 to 2147483647 (milliseconds), or "infinite" to never answer';

const HEADER_RULE =
  "a header fetch accepts: a name of letters, digits and -, a value of Latin-1 characters without line breaks";

describe("a fault plan with a mistake is refused when the handlers are made", () => {
  test.each([
    [
      "a status below 200",
      { listTenants: { kind: "status", status: 99 } },
      "options.faults.listTenants.status must be an integer from 200 to 599, got 99",
    ],
    [
      "a status above 599",
      { listTenants: { kind: "malformed", status: 600 } },
      "options.faults.listTenants.status must be an integer from 200 to 599, got 600",
    ],
    [
      "a status fault without its status",
      { listTenants: { kind: "status" } },
      "options.faults.listTenants.status must be an integer from 200 to 599, got undefined",
    ],
    [
      "a negative delay",
      { listTenants: { kind: "delay", ms: -1 } },
      `options.faults.listTenants.ms must be ${DELAY}, got -1`,
    ],
    [
      'a delay without its ms: the rule names "infinite", the one value that is no number',
      { listTenants: { kind: "delay" } },
      `options.faults.listTenants.ms must be ${DELAY}, got undefined`,
    ],
    [
      "a delay of another word",
      { listTenants: { kind: "delay", ms: "forever" } },
      `options.faults.listTenants.ms must be ${DELAY}, got "forever"`,
    ],
    [
      "a kind that does not exist",
      { listTenants: { kind: "boom" } },
      `options.faults.listTenants.kind must be ${KINDS}, got "boom"`,
    ],
    [
      "a fault without a kind",
      { listTenants: { status: 503 } },
      `options.faults.listTenants.kind must be ${KINDS}, got undefined`,
    ],
    [
      "a misspelt route",
      { listTenant: { kind: "status", status: 503 } },
      "unknown option `faults.listTenant` (did you mean `faults.listTenants`?); known: faults.purchaseHistory, faults.ownedProduct, faults.searchOwnedProducts, faults.listTenants",
    ],
    [
      "a misspelt selector (times)",
      { listTenants: { kind: "status", status: 503, tmes: 1 } },
      "unknown option `faults.listTenants.tmes` (did you mean `faults.listTenants.times`?); known: faults.listTenants.kind, faults.listTenants.status, faults.listTenants.body, faults.listTenants.headers, faults.listTenants.retryAfter, faults.listTenants.nth, faults.listTenants.times, faults.listTenants.when",
    ],
    [
      "a key of another kind, in a list",
      {
        listTenants: [
          { kind: "delay", ms: 5 },
          { kind: "network", status: 503 },
        ],
      },
      "unknown option `faults.listTenants[1].status`; known: faults.listTenants[1].kind, faults.listTenants[1].nth, faults.listTenants[1].times, faults.listTenants[1].when",
    ],
    [
      "times of 0",
      { listTenants: { kind: "network", times: 0 } },
      "options.faults.listTenants.times must be an integer from 1 to 2147483647, got 0",
    ],
    [
      "an nth of 0 in a list",
      { listTenants: { kind: "network", nth: [2, 0] } },
      "options.faults.listTenants.nth[1] must be an integer from 1 to 2147483647, got 0",
    ],
    [
      "an empty nth list, which would select no request",
      { listTenants: { kind: "network", nth: [] } },
      "options.faults.listTenants.nth must be a request number from 1, or a non-empty list of them, got an array",
    ],
    [
      "a when that is not a function",
      { listTenants: { kind: "network", when: "always" } },
      'options.faults.listTenants.when must be a function, got "always"',
    ],
    [
      "a retryAfter that is neither seconds nor a date",
      { listTenants: { kind: "status", status: 503, retryAfter: -1 } },
      "options.faults.listTenants.retryAfter must be a number of seconds or an HTTP date, got -1",
    ],
    [
      "an infinite retryAfter",
      { listTenants: { kind: "status", status: 503, retryAfter: Infinity } },
      "options.faults.listTenants.retryAfter must be a number of seconds or an HTTP date, got Infinity",
    ],
    [
      "a retryAfter date with a line break, which no Response can carry",
      { listTenants: { kind: "status", status: 503, retryAfter: "Wed, 21 Oct 2015\nX-A: 1" } },
      `options.faults.listTenants.retryAfter must be ${HEADER_RULE}, got a string with a line break or NUL`,
    ],
    [
      "status headers that are not an object",
      { listTenants: { kind: "status", status: 503, headers: "x-a: 1" } },
      'options.faults.listTenants.headers must be an object of header names to string values, e.g. { "x-trace-id": "abc" }, got a string',
    ],
    [
      "a status header with a space in its name",
      { listTenants: { kind: "status", status: 503, headers: { "x a": "1" } } },
      `options.faults.listTenants.headers["x a"] must be ${HEADER_RULE}, got a name that is not a header name`,
    ],
    [
      "a status header whose value is not a string",
      { ownedProduct: { kind: "status", status: 401, headers: { "WWW-Authenticate": 5 } } },
      'options.faults.ownedProduct.headers["WWW-Authenticate"] must be a string, got a number',
    ],
    [
      "a status body JSON cannot write (a BigInt)",
      { listTenants: { kind: "status", status: 500, body: { total: 10n } } },
      "options.faults.listTenants.body must be text, or a value JSON.stringify writes, got an object",
    ],
    [
      "a status body that is a function, which JSON writes as nothing",
      { listTenants: { kind: "status", status: 500, body: () => ({ error: "x" }) } },
      "options.faults.listTenants.body must be text, or a value JSON.stringify writes, got a function",
    ],
    [
      "a malformed body that is not text",
      { listTenants: { kind: "malformed", body: { list: [] } } },
      "options.faults.listTenants.body must be a string, the text to send, got an object",
    ],
    [
      "a malformed fault with a status whose answer has no body",
      { listTenants: { kind: "malformed", status: 204 } },
      "options.faults.listTenants.status must be a status whose answer has a body (not 204, 205 or 304), got 204",
    ],
    [
      "a malformed fault with a 304",
      { listTenants: { kind: "malformed", status: 304, body: "{" } },
      "options.faults.listTenants.status must be a status whose answer has a body (not 204, 205 or 304), got 304",
    ],
    [
      "a malformed contentType with a line break",
      { listTenants: { kind: "malformed", contentType: "text/html\r\nX-A: 1" } },
      `options.faults.listTenants.contentType must be ${HEADER_RULE}, got a string with a line break or NUL`,
    ],
    [
      "an insert of a fractional count",
      { searchOwnedProducts: { kind: "insert", count: 1.5 } },
      "options.faults.searchOwnedProducts.count must be an integer from 0 to 2147483647, got 1.5",
    ],
    [
      "a change fault without its function",
      { ownedProduct: { kind: "change" } },
      "options.faults.ownedProduct.change must be a function, got undefined",
    ],
    [
      "a fault that is a string",
      { ownedProduct: "network" },
      'options.faults.ownedProduct must be a fault, e.g. { kind: "status", status: 503 }, got "network"',
    ],
    ["a plan that is not an object", "network", 'options.faults must be an object, got "network"'],
  ] as [string, unknown, string][])("%s", (_, faults, message) => {
    const make = () =>
      createHandlers(makeDataset(), { baseUrl: BASE, faults: faults as FaultPlan });
    expect(make).toThrow(FixtureError);
    expect(make).toThrow(new FixtureError(`createHandlers: ${message}`));
  });

  test("every kind with each of its own keys is accepted", () => {
    const faults: FaultPlan = {
      listTenants: [
        {
          kind: "status",
          status: 503,
          body: "x",
          headers: { "X-Request-Id": "req 1", "Cache-Control": "no-store" },
          retryAfter: "Wed, 21 Oct 2026 07:28:00 GMT",
        },
        { kind: "delay", ms: "infinite", nth: [1, 2], times: 1, when: () => true },
        { kind: "malformed", body: "{", status: 200, contentType: "text/json" },
        { kind: "invalid", change: (body) => body },
        { kind: "network" },
        { kind: "insert", count: 2, at: -1 },
        { kind: "remove", count: 0, at: 0 },
        { kind: "change", change: () => undefined },
      ],
    };
    expect(createHandlers(makeDataset(), { baseUrl: BASE, faults })).toHaveLength(4);
  });
});
