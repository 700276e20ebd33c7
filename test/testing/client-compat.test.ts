// The SDK's own client against the mock service: the same `baseUrl` and `routes` mean the same
// URLs to both, and each fault surfaces as the typed error a real failure would.
import { getResponse } from "msw";
import { afterEach, describe, expect, test, vi } from "vitest";
import {
  createClient,
  HttpError,
  NetworkError,
  ValidationError,
  type RoutesOverride,
} from "../../src/index.js";
import { createHandlers, makeDataset, type FaultPlan } from "../../src/testing/index.js";
import { useMswServer } from "../helpers/msw-server.js";

const BASE = "https://api.example.test/v1";
const server = useMswServer();
afterEach(() => vi.useRealTimers());

function setup(options: { faults?: FaultPlan; routes?: RoutesOverride } = {}) {
  const dataset = makeDataset({ seed: "client", tenants: 5, productsPerTenant: 3 });
  server.use(...createHandlers(dataset, { baseUrl: BASE, ...options }));
  const client = createClient({
    baseUrl: BASE,
    validation: "strict",
    retry: { limit: 2, baseDelayMs: 1, jitter: false },
    ...(options.routes ? { routes: options.routes } : {}),
  });
  return { dataset, client };
}

describe("the client reads what the mock serves, strictly validated", () => {
  test.each([
    ["default routes", undefined],
    [
      "overridden routes, given alike to client and handlers",
      {
        purchaseHistory: { path: "/history?tenant={tenantId}" },
        ownedProduct: { path: "products/{ownedProductId}" },
        searchOwnedProducts: { path: "/products", offsetParam: "skip", limitParam: "take" },
        listTenants: { path: "/tenant-list", pageNumberParam: "page", pageSizeParam: "size" },
      },
    ],
  ] as [string, RoutesOverride | undefined][])("%s", async (_, routes) => {
    const { dataset, client } = setup(routes ? { routes } : {});
    const history = await client.purchaseHistory.get(1002);
    expect(history.products).toEqual(dataset.ownedProducts.filter((p) => p.tenantId === 1002));
    expect(await client.ownedProducts.get(50_004)).toEqual(dataset.ownedProducts[3]);
    const window = await client.ownedProducts.search({ offset: 4, limit: 5, tenantId: 1003 });
    expect(window).toMatchObject({ totalResultCount: 3, offset: 4, limit: 5, list: [] });
    const page = await client.tenants.list({ pageNumber: 2, pageSize: 2 });
    expect(page).toMatchObject({ pageNumber: 2, totalPages: 3, totalCount: 5 });
  });
});

describe("faults surface as the client's typed errors", () => {
  test("an unknown id: HttpError 404", async () => {
    const { client } = setup();
    await expect(client.ownedProducts.get(7)).rejects.toSatisfy(
      (e) => e instanceof HttpError && e.status === 404,
    );
  });

  test("503 twice with Retry-After, then data: the client retries and succeeds", async () => {
    const { client } = setup({
      faults: { listTenants: { kind: "status", status: 503, retryAfter: 0, times: 2 } },
    });
    const { data, attempts } = await client.tenants.list.withResponse({ pageNumber: 1 });
    expect([attempts, data.totalCount]).toEqual([3, 5]);
  });

  test.each([
    ["invalid", { kind: "invalid" }, ["qty"]],
    ["malformed", { kind: "malformed" }, undefined],
  ] as const)("a %s body: ValidationError", async (_, fault, path) => {
    const { client } = setup({ faults: { ownedProduct: fault } });
    const error = await client.ownedProducts.get(50_001).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    if (path) expect((error as ValidationError).issues.map((i) => i.path)).toEqual([path]);
  });

  test("a network fault on every attempt: NetworkError", async () => {
    const { client } = setup({ faults: { purchaseHistory: { kind: "network" } } });
    await expect(client.purchaseHistory.get(1001)).rejects.toBeInstanceOf(NetworkError);
  });
});

test("without a server: msw's getResponse over the handlers is a fake fetch for the client", async () => {
  const dataset = makeDataset({ seed: "no server", tenants: 2 });
  const handlers = createHandlers(dataset, { baseUrl: BASE });
  const client = createClient({
    baseUrl: BASE,
    fetch: async (request) => (await getResponse(handlers, request)) ?? Response.error(),
  });
  expect(await client.tenants.list({ pageNumber: 1 })).toMatchObject({ totalCount: 2 });
});
