import { describe, expect, test } from "vitest";
import { isOwnedProductInEffect, resourceSchemas } from "../../src/schemas/index.js";
import { makeDataset } from "../../src/testing/index.js";

describe("makeDataset", () => {
  test("defaults: 3 tenants with 4 products and 4 payments each", () => {
    const dataset = makeDataset();
    expect(dataset.tenants).toHaveLength(3);
    expect(dataset.ownedProducts).toHaveLength(12);
    expect(dataset.payments).toHaveLength(12);
    expect(dataset.now).toBe("2025-06-01T12:00:00.000Z");
  });

  test.each([
    [
      "one tenant, N products, M payments",
      { tenants: 1, productsPerTenant: 12, paymentsPerTenant: 30 },
      [1, 12, 30],
    ],
    ["a tenant list and nothing else", { tenants: 250, productsPerTenant: 0 }, [250, 0, 0]],
    ["nothing at all", { tenants: 0 }, [0, 0, 0]],
    [
      "fewer payments than products",
      { tenants: 4, productsPerTenant: 6, paymentsPerTenant: 2 },
      [4, 24, 8],
    ],
  ] as const)(
    "%s: the sizes asked for, every item strict-valid",
    (_, options, [tenants, products, payments]) => {
      const dataset = makeDataset({ seed: 9, ...options });
      expect(dataset.tenants).toHaveLength(tenants);
      expect(dataset.ownedProducts).toHaveLength(products);
      expect(dataset.payments).toHaveLength(payments);
      for (const tenant of dataset.tenants) resourceSchemas.Tenant.strict.parse(tenant);
      for (const product of dataset.ownedProducts)
        resourceSchemas.OwnedProduct.strict.parse(product);
      for (const payment of dataset.payments) resourceSchemas.Payment.strict.parse(payment);
    },
  );

  test("ids are unique and sequential per kind, starting far from 0", () => {
    const dataset = makeDataset({ tenants: 5, productsPerTenant: 3, paymentsPerTenant: 2 });
    expect(dataset.tenants.map((t) => t.id)).toEqual([1001, 1002, 1003, 1004, 1005]);
    expect(dataset.ownedProducts.map((p) => p.ownedProductId)).toEqual(
      Array.from({ length: 15 }, (_, i) => 50_001 + i),
    );
    expect(dataset.payments.map((p) => p.id)).toEqual(
      Array.from({ length: 10 }, (_, i) => 700_001 + i),
    );
  });

  test("coherent: products belong to tenants, payments to a product of the same tenant", () => {
    for (let seed = 0; seed < 40; seed++) {
      const dataset = makeDataset({ seed, tenants: 4, productsPerTenant: 3, paymentsPerTenant: 5 });
      const tenantIds = new Set(dataset.tenants.map((t) => t.id));
      const owner = new Map(dataset.ownedProducts.map((p) => [p.ownedProductId, p.tenantId]));
      expect(dataset.ownedProducts.length).toBeGreaterThan(0);
      expect(dataset.ownedProducts.every((p) => tenantIds.has(p.tenantId))).toBe(true);
      expect(dataset.payments.length).toBeGreaterThan(0);
      expect(dataset.payments.every((pay) => owner.has(pay.ownedProductId))).toBe(true);
      for (const tenant of dataset.tenants) {
        const own = dataset.ownedProducts.filter((p) => p.tenantId === tenant.id);
        const paid = dataset.payments.filter((pay) => owner.get(pay.ownedProductId) === tenant.id);
        expect(paid).toHaveLength(5);
        // Each tenant's first product is active at the dataset's now.
        expect(own[0]?.status).toBe("Active");
        expect(isOwnedProductInEffect(own[0]!, dataset.now)).toBe(true);
      }
    }
  });

  test("deterministic, and growing a dataset keeps its first items", () => {
    const small = makeDataset({ seed: "grow", tenants: 3 });
    const large = makeDataset({ seed: "grow", tenants: 8 });
    expect(makeDataset({ seed: "grow", tenants: 3 })).toEqual(small);
    expect(large.tenants.slice(0, 3)).toEqual(small.tenants);
    expect(large.ownedProducts.slice(0, 12)).toEqual(small.ownedProducts);
    expect(large.payments.slice(0, 12)).toEqual(small.payments);
    expect(makeDataset({ seed: "other", tenants: 3 })).not.toEqual(small);
  });

  test("one dataset writes every date-time in one style, as one server would", () => {
    const dataset = makeDataset({ seed: 4, dateTimeStyle: "unspecified", tenants: 3 });
    const dates = [
      ...dataset.ownedProducts.map((p) => p.effectiveAt),
      ...dataset.payments.map((p) => p.createdAt),
    ];
    expect(dates.length).toBeGreaterThan(0);
    expect(dates.every((d) => /\.\d{7}$/.test(d))).toBe(true);
  });

  test("a tenant list of thousands has unique ids", () => {
    const dataset = makeDataset({ tenants: 5_000, productsPerTenant: 0 });
    expect(new Set(dataset.tenants.map((t) => t.id)).size).toBe(5_000);
  });
});
