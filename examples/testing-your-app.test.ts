// Testing your app with owned-products-sdk/testing: fixtures plus a mock service on msw.
// Run it with `npx vitest run examples/testing-your-app.test.ts`.
import { setupServer } from "msw/node";
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

    const summary = await billingSummary(BASE, tenantId);

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

    expect((await billingSummary(BASE, product.tenantId)).failedPayments).toBe(2);
  });

  test("a response that breaks the contract is rejected, not half-read", async () => {
    const dataset = serve(makeDataset({ tenants: 1 }), { purchaseHistory: { kind: "invalid" } });
    await expect(billingSummary(BASE, dataset.tenants[0]!.id)).rejects.toThrow(/tenantId/);
  });

  test("an unknown tenant is an error", async () => {
    serve(makeDataset({ tenants: 1 }));
    await expect(billingSummary(BASE, 4242)).rejects.toThrow(/404/);
  });
});

describe("activeTenantNames", () => {
  // 130 tenants: three pages of 50, about one in ten of them deactivated.
  const dataset = makeDataset({ seed: "tenant walk", tenants: 130, productsPerTenant: 0 });
  const expected = dataset.tenants.filter((t) => t.deactivatedAt == null).map((t) => t.name);

  test("walks every page and skips deactivated tenants", async () => {
    serve(dataset);
    expect(await activeTenantNames(BASE)).toEqual(expected);
  });

  test("waits out a 503 with Retry-After on page 2, then goes on", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    serve(dataset, { listTenants: { kind: "status", status: 503, retryAfter: 2, nth: 2 } });

    const names = activeTenantNames(BASE);
    await vi.advanceTimersByTimeAsync(2_000);

    expect(await names).toEqual(expected);
  });

  test("gives up on a second 503 with a clear error", async () => {
    serve(dataset, { listTenants: { kind: "status", status: 503, retryAfter: 0 } });
    await expect(activeTenantNames(BASE)).rejects.toThrow(/503/);
  });
});
