import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { resourceSchemas } from "../../src/schemas/index.js";
import {
  createHandlers,
  makeDataset,
  type FaultPlan,
  type MockDataset,
} from "../../src/testing/index.js";

const BASE = "https://api.test";
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function withFaults(faults: FaultPlan): MockDataset {
  const dataset = makeDataset({ seed: "changes", tenants: 6, productsPerTenant: 3 });
  server.use(...createHandlers(dataset, { baseUrl: BASE, faults }));
  return dataset;
}

/** Walks every window of 5 as a naive client would; returns the ids seen and the totals. */
async function walkSearch() {
  const seen: number[] = [];
  const totals: number[] = [];
  for (let offset = 0; ; offset += 5) {
    const body = await (await fetch(`${BASE}/owned-products?offset=${offset}&limit=5`)).json();
    resourceSchemas.OwnedProductSearchResult.strict.parse(body);
    seen.push(...body.list.map((p: { ownedProductId: number }) => p.ownedProductId));
    totals.push(body.totalResultCount);
    if (offset + 5 >= body.totalResultCount) return { seen, totals };
  }
}

/** Walks every page of 4 tenants; returns the ids seen and the totals. */
async function walkTenants() {
  const seen: number[] = [];
  const totals: number[] = [];
  for (let page = 1; ; page++) {
    const body = await (await fetch(`${BASE}/tenants?pageNumber=${page}&pageSize=4`)).json();
    resourceSchemas.TenantPage.strict.parse(body);
    seen.push(...body.list.map((t: { id: number }) => t.id));
    totals.push(body.totalCount);
    if (page >= body.totalPages) return { seen, totals };
  }
}

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

describe("data changing between pages", () => {
  test("without faults a walk sees every product once", async () => {
    withFaults({});
    expect((await walkSearch()).seen).toEqual(range(50_001, 18));
  });

  test("an insert at the front before window 2 shifts it: the walk sees an item twice", async () => {
    const dataset = withFaults({ searchOwnedProducts: { kind: "insert", nth: 2 } });
    const { seen, totals } = await walkSearch();
    expect(seen.filter((id) => id === 50_005)).toHaveLength(2);
    expect(totals).toEqual([18, 19, 19, 19]);
    const added = dataset.ownedProducts[0]!;
    expect(added.ownedProductId).toBe(50_019);
    // The new product belongs to its neighbour's tenant and is as valid as any other.
    expect(added.tenantId).toBe(1001);
    resourceSchemas.OwnedProduct.strict.parse(added);
  });

  test("a removal at the front before window 2: the walk misses an item", async () => {
    const dataset = withFaults({ searchOwnedProducts: { kind: "remove", nth: 2, count: 2 } });
    const { seen, totals } = await walkSearch();
    expect(seen).not.toContain(50_006);
    expect(seen).not.toContain(50_007);
    expect(totals[1]).toBe(16);
    // Payments of removed products go with them: the dataset stays coherent.
    const ids = new Set(dataset.ownedProducts.map((p) => p.ownedProductId));
    expect(dataset.payments.length).toBeGreaterThan(0);
    expect(dataset.payments.every((pay) => ids.has(pay.ownedProductId))).toBe(true);
  });

  test("insert `count` items at index `at`; a negative `at` counts from the end", async () => {
    const dataset = withFaults({
      searchOwnedProducts: [{ kind: "insert", nth: 1, count: 3, at: -1 }],
    });
    await fetch(`${BASE}/owned-products`);
    expect(dataset.ownedProducts.map((p) => p.ownedProductId).slice(-5)).toEqual([
      50_017, 50_019, 50_020, 50_021, 50_018,
    ]);
  });

  test("tenant pages: an insert before page 2 repeats a tenant", async () => {
    const dataset = withFaults({ listTenants: { kind: "insert", nth: 2 } });
    const { seen, totals } = await walkTenants();
    expect(seen).toEqual([1001, 1002, 1003, 1004, 1004, 1005, 1006]);
    expect(totals).toEqual([6, 7]);
    expect(dataset.tenants[0]!.id).toBe(1007);
    resourceSchemas.Tenant.strict.parse(dataset.tenants[0]);
  });

  test("tenant pages: removing a tenant removes its products and payments too", async () => {
    const dataset = withFaults({ listTenants: { kind: "remove", nth: 2, at: 0 } });
    const { seen } = await walkTenants();
    expect(seen).toEqual([1001, 1002, 1003, 1004, 1006]);
    expect(dataset.ownedProducts.some((p) => p.tenantId === 1001)).toBe(false);
    expect(dataset.payments).toHaveLength(15);
  });

  test("change: any edit of the dataset before answering", async () => {
    withFaults({
      ownedProduct: {
        kind: "change",
        times: 1,
        change: (dataset) => {
          dataset.ownedProducts[0]!.name = "Renamed";
        },
      },
    });
    const product = await (await fetch(`${BASE}/owned-products/50001`)).json();
    expect(product.name).toBe("Renamed");
  });
});
