import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { toInstant } from "../../src/derived/internal/instant.js";
import {
  isOwnedProductInEffect,
  isTenantDeactivated,
  paymentOutcome,
  type PaymentOutcome,
} from "../../src/schemas/index.js";
import {
  createMockFetchHandler,
  FixtureError,
  makeDataset,
  makeOwnedProduct,
  makeOwnedProductSearchResult,
  makePayment,
  makePurchaseHistory,
  makeTenant,
  makeTenantPage,
  OWNED_PRODUCT_STATUSES,
} from "../../src/testing/index.js";

const SEEDS = Array.from({ length: 300 }, (_, i) => i);
const NOWS = ["2025-06-01T12:00:00Z", "2024-02-29T23:59:59Z", "2031-01-31T00:00:00Z"];
const ms = (dateTime: string | null | undefined) => toInstant(dateTime ?? "", "t").epochMs;

describe("owned products: the dates agree with the status at the fixture's now", () => {
  const checks: Record<
    (typeof OWNED_PRODUCT_STATUSES)[number],
    (p: ReturnType<typeof makeOwnedProduct>, now: string) => boolean
  > = {
    Active: (p, now) => isOwnedProductInEffect(p, now),
    Expired: (p, now) => p.effectiveThrough != null && ms(p.effectiveThrough) <= ms(now),
    Cancelled: (p, now) => p.effectiveThrough != null && ms(p.effectiveThrough) <= ms(now),
    Pending: (p, now) => ms(p.effectiveAt) > ms(now),
  };

  test.each(OWNED_PRODUCT_STATUSES)("status %s, asked for", (status) => {
    for (const now of NOWS) {
      for (const seed of SEEDS) {
        const product = makeOwnedProduct({ status }, { seed, now });
        expect(product.status).toBe(status);
        expect(checks[status](product, now), `seed ${seed} at ${now}`).toBe(true);
      }
    }
  });

  test("status picked by the seed: every status occurs, and each agrees with its dates", () => {
    const seen = new Set<string>();
    for (const seed of SEEDS) {
      const product = makeOwnedProduct({}, { seed });
      const status = product.status as (typeof OWNED_PRODUCT_STATUSES)[number];
      seen.add(status);
      expect(checks[status](product, "2025-06-01T12:00:00Z"), `seed ${seed}`).toBe(true);
    }
    expect([...seen].sort()).toEqual([...OWNED_PRODUCT_STATUSES].sort());
  });

  test("prices are minor units: price ≤ fullProductPrice, lower only with the promo tag", () => {
    for (const seed of SEEDS) {
      const p = makeOwnedProduct({}, { seed });
      expect(Number.isInteger(p.price) && p.price > 0).toBe(true);
      if (p.tag === "promo") expect(p.price).toBeLessThan(p.fullProductPrice);
      else expect(p.price).toBe(p.fullProductPrice);
    }
  });

  test("periods are monthly or yearly, and a renewal starts when the period ends", () => {
    const periods = new Set<string>();
    for (const seed of SEEDS) {
      const p = makeOwnedProduct({ status: "Active" }, { seed });
      periods.add(`${p.durationCount ?? "-"} ${p.durationType ?? "-"}`);
      if (p.renewalEffectiveAt != null) {
        expect(ms(p.renewalEffectiveAt)).toBe(ms(p.effectiveThrough));
        expect(ms(p.renewalEffectiveThrough)).toBeGreaterThan(ms(p.renewalEffectiveAt));
      }
    }
    expect([...periods].sort()).toEqual(["- -", "1 Month", "1 Year", "12 Month"]);
  });
});

describe("payments agree with their product and outcome", () => {
  test.each(["succeeded", "failed", "pending", "contradictory"] as PaymentOutcome[])(
    "outcome %s",
    (outcome) => {
      for (const seed of SEEDS) {
        const product = makeOwnedProduct({}, { seed });
        const payment = makePayment({}, { seed, product, outcome });
        expect(paymentOutcome(payment)).toBe(outcome);
        expect(payment.ownedProductId).toBe(product.ownedProductId);
        expect(payment.amount).toBe(product.price);
        expect(ms(payment.createdAt)).toBeLessThanOrEqual(ms("2025-06-01T12:00:00Z"));
        const settled = payment.succeededAt ?? payment.failedAt;
        if (settled != null) expect(ms(settled)).toBeGreaterThan(ms(payment.createdAt));
        expect(payment.failureMessage != null).toBe(payment.failedAt != null);
      }
    },
  );

  test("without a product, one is generated: the payment still names an id and a name", () => {
    const payment = makePayment({ ownedProductId: 77 }, { seed: 5, nulls: "null" });
    expect(payment.ownedProductId).toBe(77);
    expect(payment.ownedProductName).toEqual(expect.any(String));
  });
});

describe("purchase histories are coherent", () => {
  test("one tenant; active = status Active and in effect; payments point at its products", () => {
    for (const seed of SEEDS) {
      const now = NOWS[seed % NOWS.length]!;
      const history = makePurchaseHistory({}, { seed, now, products: 4, payments: 7 });
      const products = history.products ?? [];
      expect(products).toHaveLength(4);
      expect(products.length).toBeGreaterThan(0);
      expect(products.every((p) => p.tenantId === history.tenantId)).toBe(true);
      expect(history.activeProducts).toEqual(
        products.filter((p) => p.status === "Active" && isOwnedProductInEffect(p, now)),
      );
      expect(history.activeProducts?.length).toBeGreaterThan(0);
      const ids = new Set(products.map((p) => p.ownedProductId));
      expect(history.payments).toHaveLength(7);
      expect(history.payments?.length).toBeGreaterThan(0);
      expect(history.payments?.every((pay) => ids.has(pay.ownedProductId))).toBe(true);
    }
  });

  test("an empty history is empty, and payments without products are refused", () => {
    const empty = makePurchaseHistory({}, { products: 0 });
    expect([empty.products, empty.activeProducts, empty.payments]).toEqual([[], [], []]);
    expect(() => makePurchaseHistory({}, { products: 0, payments: 1 })).toThrow(
      new FixtureError(
        "makePurchaseHistory: options.payments must be 0 when options.products is 0 (payments need a product to be paid for), got 1",
      ),
    );
  });
});

describe("tenants", () => {
  test("createdAt ≤ updatedAt ≤ deactivatedAt ≤ now; deactivatedByUserId goes with deactivatedAt", () => {
    const now = ms("2025-06-01T12:00:00Z");
    let deactivated = 0;
    for (const seed of SEEDS) {
      const t = makeTenant({}, { seed });
      const times = [t.createdAt, t.updatedAt, t.deactivatedAt].filter((x) => x != null).map(ms);
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(Math.max(...times)).toBeLessThanOrEqual(now);
      expect(t.deactivatedByUserId != null).toBe(isTenantDeactivated(t));
      if (isTenantDeactivated(t)) deactivated++;
    }
    expect(deactivated).toBeGreaterThan(10);
    expect(deactivated).toBeLessThan(60);
  });

  test.each([
    ["deactivatedAt: null", { deactivatedAt: null }, false],
    ["deactivatedAt set", { deactivatedAt: "2025-01-01T00:00:00Z" }, true],
  ] as const)("overriding %s steers deactivatedByUserId", (_, overrides, deactivated) => {
    for (const seed of SEEDS.slice(0, 50)) {
      const t = makeTenant(overrides, { seed, nulls: "null" });
      expect(t.deactivatedByUserId != null).toBe(deactivated);
    }
  });
});

describe("windows and pages", () => {
  const base = { offset: 0, limit: 20, totalResultCount: 45 };
  test.each([
    ["first window", base, 20],
    ["last, partial window", { ...base, offset: 40 }, 5],
    ["past the end", { ...base, offset: 60 }, 0],
    ["empty search", { ...base, totalResultCount: 0 }, 0],
    ["limit larger than the total", { ...base, limit: 100 }, 45],
  ])("search result, %s", (_, options, size) => {
    const window = makeOwnedProductSearchResult({}, options);
    expect(window).toMatchObject({ ...options, list: expect.any(Array) });
    expect(window.list).toHaveLength(size);
    const ids = window.list!.map((p) => p.ownedProductId);
    expect(ids).toEqual(ids.map((_, i) => ids[0]! + i));
  });

  // The fixture makes the windows the mock serves, and refuses the one the mock answers with a
  // 400: a limit of 0 (the contract shows no minimum; a result echoing 0 is an override).
  describe("search result: the windows the mock service serves, and no other", () => {
    const dataset = makeDataset({ tenants: 9, productsPerTenant: 5, seed: "windows" });
    const mock = createMockFetchHandler(dataset, { baseUrl: "https://api.test" });
    const total = dataset.ownedProducts.length;
    const served = async (offset: number, limit: number) => {
      const response = await mock(
        new Request(`https://api.test/owned-products?offset=${offset}&limit=${limit}`),
      );
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };

    test.each([
      [0, 1],
      [0, 20],
      [40, 20],
      [50, 20],
    ])("offset %i, limit %i: the same window", async (offset, limit) => {
      const { status, body } = await served(offset, limit);
      const window = makeOwnedProductSearchResult({}, { offset, limit, totalResultCount: total });
      expect(status).toBe(200);
      expect(window).toMatchObject({ offset, limit, totalResultCount: total });
      expect(body).toMatchObject({ offset, limit, totalResultCount: total });
      expect(window.list).toHaveLength((body["list"] as unknown[]).length);
    });

    test("limit 0: a 400 from the mock, a FixtureError from the fixture", async () => {
      expect((await served(0, 0)).status).toBe(400);
      expect(() => makeOwnedProductSearchResult({}, { limit: 0 })).toThrow(
        new FixtureError(
          "makeOwnedProductSearchResult: options.limit must be an integer from 1 to 1000000, got 0",
        ),
      );
    });

    test("a result that echoes limit 0 is an override, valid against the contract", () => {
      const window = makeOwnedProductSearchResult({ limit: 0, list: [] }, { totalResultCount: 3 });
      expect(window).toMatchObject({ limit: 0, list: [], totalResultCount: 3 });
    });
  });

  const page = { pageNumber: 1, pageSize: 10, totalCount: 25 };
  test.each([
    ["first page", page, 10, 3],
    ["last, partial page", { ...page, pageNumber: 3 }, 5, 3],
    ["past the end", { ...page, pageNumber: 4 }, 0, 3],
    ["no tenants", { ...page, totalCount: 0 }, 0, 0],
    ["exactly full pages", { ...page, totalCount: 20, pageNumber: 2 }, 10, 2],
  ])("tenant page, %s", (_, options, size, totalPages) => {
    const result = makeTenantPage({}, options);
    expect(result).toMatchObject({
      pageNumber: options.pageNumber,
      totalCount: options.totalCount,
      totalPages,
    });
    expect(result.list).toHaveLength(size);
  });
});

describe("a renewal starts exactly when the period ends", () => {
  test("in every style and for every seed and now: the same string, so the same instant", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer(), fc.string()),
        fc.constantFrom("utc", "offset", "unspecified" as const),
        fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2100, 0, 1) }),
        (seed, dateTimeStyle, now) => {
          const product = makeOwnedProduct({ status: "Active" }, { seed, dateTimeStyle, now });
          if (product.renewalEffectiveAt == null) return;
          expect(product.renewalEffectiveAt).toBe(product.effectiveThrough);
          const end = toInstant(product.effectiveThrough ?? "", "effectiveThrough");
          expect(toInstant(product.renewalEffectiveAt, "renewalEffectiveAt")).toEqual(end);
        },
      ),
      { numRuns: 1_000 },
    );
  });

  test("the repro of the new-user pass: 300 seeds × 3 styles, every renewal at the end", () => {
    let renewals = 0;
    for (const seed of SEEDS) {
      for (const dateTimeStyle of ["utc", "offset", "unspecified"] as const) {
        const product = makeOwnedProduct({ status: "Active" }, { seed, dateTimeStyle });
        if (product.renewalEffectiveAt == null) continue;
        renewals++;
        expect(product.renewalEffectiveAt).toBe(product.effectiveThrough);
      }
    }
    expect(renewals).toBeGreaterThan(500);
  });
});
