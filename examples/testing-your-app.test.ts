// Testing your app with owned-products-sdk/testing: fixtures plus a mock service on msw.
// Run it with `npx vitest run examples/testing-your-app.test.ts`.
import { setupServer } from "msw/node";
import { createClient, HttpError, ValidationError } from "owned-products-sdk";
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import {
  createHandlers,
  makeDataset,
  makeOwnedProduct,
  makePayment,
  type FaultPlan,
  type MockDataset,
} from "owned-products-sdk/testing";
import { activeTenantNames, billingSummary } from "./billing.js";

const BASE = "https://billing.example.test";
// The app's client, aimed at the mock. Tiny retry delays keep the failure tests fast.
const client = createClient({ baseUrl: BASE, retry: { limit: 2, baseDelayMs: 1 } });

// One server for the file. Every test serves its own dataset with `server.use`, so tests can
// change data and inject faults without affecting each other; `resetHandlers` undoes it.
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: "error" })); // msw 2: onUnhandledRequest
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

function serve(dataset: MockDataset, faults: FaultPlan = {}): MockDataset {
  server.use(...createHandlers(dataset, { baseUrl: BASE, faults }));
  return dataset;
}

describe("billingSummary", () => {
  test("adds up the monthly price of the active products only", async () => {
    // A tenant with no generated products; the test adds exactly the ones it reasons about.
    const dataset = serve(makeDataset({ tenants: 1, productsPerTenant: 0 }));
    const now = dataset.now;
    const tenantId = dataset.tenants[0]!.id;
    dataset.ownedProducts.push(
      makeOwnedProduct(
        { tenantId, status: "Active", price: 1500, durationType: "Month", durationCount: 1 },
        { now, seed: 1 },
      ),
      makeOwnedProduct(
        { tenantId, status: "Active", price: 12000, durationType: "Year", durationCount: 1 },
        { now, seed: 2 },
      ),
      makeOwnedProduct({ tenantId, status: "Expired", price: 99900 }, { now, seed: 3 }),
    );

    const summary = await billingSummary(client, tenantId);

    expect(summary.monthlyTotal).toBe(1500 + 1000);
    expect(summary.activeProductNames).toHaveLength(2);
  });

  test("counts failed payments", async () => {
    const dataset = serve(makeDataset({ tenants: 1, productsPerTenant: 1, paymentsPerTenant: 0 }));
    const product = dataset.ownedProducts[0]!;
    dataset.payments.push(
      makePayment({ id: 1 }, { product, outcome: "failed", now: dataset.now }),
      makePayment({ id: 2 }, { product, outcome: "succeeded", now: dataset.now }),
      makePayment({ id: 3 }, { product, outcome: "failed", now: dataset.now }),
    );

    expect((await billingSummary(client, product.tenantId)).failedPayments).toBe(2);
  });

  test("a response that breaks the contract is rejected, not half-read", async () => {
    const dataset = serve(makeDataset({ tenants: 1 }), { purchaseHistory: { kind: "invalid" } });
    await expect(billingSummary(client, dataset.tenants[0]!.id)).rejects.toThrow(ValidationError);
  });

  test("an unknown tenant is an HttpError 404", async () => {
    serve(makeDataset({ tenants: 1 }));
    const error = await billingSummary(client, 4242).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(404);
  });
});

describe("activeTenantNames", () => {
  // 130 tenants: three pages of 50, about one in ten of them deactivated.
  const dataset = makeDataset({ seed: "tenant walk", tenants: 130, productsPerTenant: 0 });
  const expected = dataset.tenants.filter((t) => t.deactivatedAt == null).map((t) => t.name);

  test("walks every page and skips deactivated tenants", async () => {
    serve(dataset);
    expect(await activeTenantNames(client)).toEqual(expected);
  });

  test("a 503 with Retry-After on page 2: the client waits it out and goes on", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    serve(dataset, { listTenants: { kind: "status", status: 503, retryAfter: 2, nth: 2 } });

    const names = activeTenantNames(client);
    await vi.advanceTimersByTimeAsync(2_000);

    expect(await names).toEqual(expected);
  });

  test("gives up when the service stays unavailable", async () => {
    serve(dataset, { listTenants: { kind: "status", status: 503, retryAfter: 0 } });
    await expect(activeTenantNames(client)).rejects.toThrow(/^503 Service Unavailable/);
  });
});
