import { describe, expect, test } from "vitest";
import { SdkError } from "../../src/index.js";
import {
  FixtureError,
  makeCredentials,
  makeDataset,
  makeOwnedProduct,
  makeOwnedProductSearchResult,
  makePayment,
  makePurchaseHistory,
  makeTenant,
  makeTenantPage,
} from "../../src/testing/index.js";

const NOW_RULE = 'a Date, epoch milliseconds or a contract date-time, e.g. "2025-06-01T12:00:00Z"';

function thrown(fn: () => unknown): FixtureError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(FixtureError);
    return error as FixtureError;
  }
  return expect.fail("expected a FixtureError");
}

describe("overrides", () => {
  test("are copied onto the fixture, the rest generated", () => {
    const product = makeOwnedProduct({ name: "Gold", tenantId: 5, tag: null }, { seed: 3 });
    expect(product).toMatchObject({ name: "Gold", tenantId: 5, tag: null });
    expect(product.ownedProductId).toBe(makeOwnedProduct({}, { seed: 3 }).ownedProductId);
  });

  test("an undefined override removes the field (absence, which nullable fields allow)", () => {
    const product = makeOwnedProduct({ tag: undefined, name: undefined }, { nulls: "null" });
    expect(product).not.toHaveProperty("tag");
    expect(product).not.toHaveProperty("name");
  });

  test("overriding productId keeps name and price from that catalogue product", () => {
    for (let seed = 0; seed < 50; seed++) {
      const product = makeOwnedProduct({ productId: 104 }, { seed });
      expect(product.name).toMatch(/^Enterprise \((monthly|yearly)\)$/);
      expect(product.fullProductPrice % 49900).toBe(0);
    }
  });

  test("an unknown productId is copied as given", () => {
    expect(makeOwnedProduct({ productId: 9 }).productId).toBe(9);
  });
});

describe("the result is validated: strict by default", () => {
  test.each([
    ["a fraction for an int32", () => makeOwnedProduct({ qty: 1.5 }), ["qty"]],
    [
      "null for a non-nullable field",
      () => makePayment({ createdAt: null as never }),
      ["createdAt"],
    ],
    ["an impossible date", () => makeTenant({ updatedAt: "2023-02-29T00:00:00Z" }), ["updatedAt"]],
    [
      "a bad nested product",
      () => makePurchaseHistory({ products: [{ ...makeOwnedProduct(), price: 2 ** 31 }] }),
      ["products", 0, "price"],
    ],
    ["an unknown field", () => makeCredentials({ extra: 1 } as never), ["extra"]],
  ])("%s is rejected with its path", (_, make, path) => {
    const error = thrown(make);
    expect(error).toBeInstanceOf(SdkError);
    expect(error.name).toBe("FixtureError");
    expect(error.issues[0]?.path).toEqual(path);
    expect(error.message).toMatch(/overrides break the strict/);
  });

  test("the message never echoes a value, so a secret override cannot leak into a log", () => {
    const secret = "sk_live_REAL_SECRET_123";
    const error = thrown(() =>
      makeTenant({
        credentials: { ...makeCredentials(), paymentProcessorApiKey: secret, smtpPort: 1.5 },
      }),
    );
    expect(error.issues[0]?.path).toEqual(["credentials", "smtpPort"]);
    expect(`${error.message} ${JSON.stringify(error.issues)}`).not.toContain(secret);
  });

  test('validation: "default" allows unknown fields, "off" allows anything', () => {
    const extra = { newServerField: true } as never;
    expect(() => makeOwnedProduct(extra)).toThrow(FixtureError);
    expect(makeOwnedProduct(extra, { validation: "default" })).toHaveProperty("newServerField");
    expect(makeOwnedProduct({ qty: "1" as never }, { validation: "off" }).qty).toBe("1");
  });

  test("every factory validates", () => {
    const bad = { nonsense: 1 } as never;
    for (const make of [
      makeOwnedProduct,
      makePayment,
      makePurchaseHistory,
      makeOwnedProductSearchResult,
      makeTenantPage,
      makeTenant,
      makeCredentials,
    ]) {
      expect(() => make(bad)).toThrow(FixtureError);
    }
  });
});

describe("options out of range are refused with a FixtureError naming the factory and the option", () => {
  const NOW_RANGE = "must lie between 1980 and 9000 for fixtures to be contract-valid";
  test.each([
    [
      "now before 1980",
      () => makeTenant({}, { now: "1900-01-01T00:00:00Z" }),
      `makeTenant: options.now ${NOW_RANGE}`,
    ],
    [
      "now after 9000",
      () => makeTenant({}, { now: Date.UTC(9500, 0, 1) }),
      `makeTenant: options.now ${NOW_RANGE}`,
    ],
    [
      "negative count",
      () => makeDataset({ tenants: -1 }),
      "makeDataset: options.tenants must be an integer from 0 to 100000, got -1",
    ],
    [
      // The mock command's limit too: a million tenants ran out of Node's heap, a crash.
      "more tenants than a dataset holds",
      () => makeDataset({ tenants: 1_000_000, productsPerTenant: 0 }),
      "makeDataset: options.tenants must be an integer from 0 to 100000, got 1000000",
    ],
    [
      "fractional count",
      () => makePurchaseHistory({}, { products: 1.5 }),
      "makePurchaseHistory: options.products must be an integer from 0 to 1000000, got 1.5",
    ],
    [
      "a count that is not a number",
      () => makePurchaseHistory({}, { payments: "3" as never }),
      'makePurchaseHistory: options.payments must be an integer from 0 to 1000000, got "3"',
    ],
    [
      "page 0",
      () => makeTenantPage({}, { pageNumber: 0 }),
      "makeTenantPage: options.pageNumber must be an integer from 1 to 1000000, got 0",
    ],
    [
      "limit above a million",
      () => makeOwnedProductSearchResult({}, { limit: 2e6 }),
      "makeOwnedProductSearchResult: options.limit must be an integer from 1 to 1000000, got 2000000",
    ],
    [
      "a dataset over a million products",
      () => makeDataset({ tenants: 2000, productsPerTenant: 600 }),
      "makeDataset: options.tenants × options.productsPerTenant must be an integer from 0 to 1000000, got 1200000",
    ],
    [
      "a now that is not a date-time: the rule, an example and the value",
      () => makeTenant({}, { now: "yesterday" }),
      `makeTenant: options.now must be ${NOW_RULE}, got "yesterday" (the form is YYYY-MM-DDTHH:MM:SS[.fraction][Z|±HH:MM])`,
    ],
    [
      "a date-only now",
      () => makeOwnedProduct({}, { now: "2025-06-01" }),
      `makeOwnedProduct: options.now must be ${NOW_RULE}, got "2025-06-01" (the time is missing)`,
    ],
    [
      "a now on a day that does not exist: what is wrong with it",
      () => makeOwnedProduct({}, { now: "2025-02-30T00:00:00Z" }),
      `makeOwnedProduct: options.now must be ${NOW_RULE}, got "2025-02-30T00:00:00Z" (the day does not exist in that month)`,
    ],
    [
      "an invalid Date as now",
      () => makeTenant({}, { now: new Date("not a date") }),
      `makeTenant: options.now must be ${NOW_RULE}, got an invalid Date`,
    ],
    [
      "NaN epoch milliseconds as now",
      () => makePayment({}, { now: Number.NaN }),
      `makePayment: options.now must be ${NOW_RULE}, got NaN`,
    ],
  ])("%s", (_, make, message) => {
    expect(thrown(make).message).toBe(message);
    expect(thrown(make).issues).toEqual([]);
  });
});

describe("a mistake in a factory's arguments is a FixtureError naming the factory, before anything is generated", () => {
  test.each([
    [
      "a misspelt option, with the one meant",
      () => makeOwnedProduct({}, { sed: 3 } as never),
      "makeOwnedProduct: unknown option `sed` (did you mean `seed`?); known: seed, now, dateTimeStyle, nulls, validation",
    ],
    [
      "an unknown option, with no near miss",
      () => makeTenant({}, { colour: "red" } as never),
      "makeTenant: unknown option `colour`; known: seed, now, dateTimeStyle, nulls, validation",
    ],
    [
      "a date-time style that does not exist (not blamed on the overrides)",
      () => makeOwnedProduct({}, { dateTimeStyle: "iso" } as never),
      'makeOwnedProduct: options.dateTimeStyle must be "utc", "offset" or "unspecified", got "iso"',
    ],
    [
      "a nulls setting that does not exist",
      () => makeOwnedProduct({}, { nulls: "none" } as never),
      'makeOwnedProduct: options.nulls must be "null" or "omit", got "none"',
    ],
    [
      "a validation that does not exist",
      () => makeCredentials({}, { validation: "lenient" } as never),
      'makeCredentials: options.validation must be "strict", "default" or "off", got "lenient"',
    ],
    [
      "a seed that is neither a number nor a string",
      () => makeOwnedProduct({}, { seed: {} } as never),
      "makeOwnedProduct: options.seed must be a finite number or a string, got an object",
    ],
    [
      "a seed that is NaN, as Number() of an unset variable gives",
      () => makeOwnedProduct({}, { seed: Number.NaN }),
      "makeOwnedProduct: options.seed must be a finite number or a string, got NaN",
    ],
    [
      "a now of the wrong type",
      () => makeTenant({}, { now: true } as never),
      `makeTenant: options.now must be ${NOW_RULE}, got true`,
    ],
    [
      "a payment outcome that does not exist",
      () => makePayment({}, { outcome: "ok" } as never),
      'makePayment: options.outcome must be "succeeded", "failed", "pending" or "contradictory", got "ok"',
    ],
    [
      "a payment's product that is not an object",
      () => makePayment({}, { product: 50001 } as never),
      "makePayment: options.product must be an object, got 50001",
    ],
    [
      "a payment's product that is no product",
      () => makePayment({}, { product: {} } as never),
      "makePayment: options.product must be an OwnedProduct whose ownedProductId, name, price and effectiveAt the strict schema accepts; options.product.ownedProductId: required: expected an int32 (a whole number from -2147483648 to 2147483647), but the field is missing",
    ],
    [
      "a payment's product without effectiveAt",
      () =>
        makePayment({}, { product: { ...makeOwnedProduct(), effectiveAt: undefined } } as never),
      "makePayment: options.product must be an OwnedProduct whose ownedProductId, name, price and effectiveAt the strict schema accepts; options.product.effectiveAt: required: expected an ISO 8601 date-time, but the field is missing",
    ],
    [
      "a payment's product whose effectiveAt is no date-time",
      () => makePayment({}, { product: { ...makeOwnedProduct(), effectiveAt: "x" } }),
      "makePayment: options.product must be an OwnedProduct whose ownedProductId, name, price and effectiveAt the strict schema accepts; options.product.effectiveAt: expected an ISO 8601 date-time; the form is YYYY-MM-DDTHH:MM:SS[.fraction][Z|±HH:MM]",
    ],
    [
      "a payment's product whose price is a string (not blamed on the overrides)",
      () => makePayment({}, { product: { ...makeOwnedProduct(), price: "5" } } as never),
      "makePayment: options.product must be an OwnedProduct whose ownedProductId, name, price and effectiveAt the strict schema accepts; options.product.price: expected an int32 (a whole number from -2147483648 to 2147483647), received a string",
    ],
    [
      "dataset payments without products",
      () => makeDataset({ tenants: 2, productsPerTenant: 0, paymentsPerTenant: 3 }),
      "makeDataset: options.paymentsPerTenant must be 0 when options.productsPerTenant is 0 (payments need a product to be paid for), got 3",
    ],
    [
      "a factory's own option misspelt",
      () => makeTenantPage({}, { pageSze: 5 } as never),
      "makeTenantPage: unknown option `pageSze` (did you mean `pageSize`?); known: seed, now, dateTimeStyle, nulls, validation, pageNumber, pageSize, totalCount",
    ],
    [
      "a dataset option misspelt",
      () => makeDataset({ tenant: 50 } as never),
      "makeDataset: unknown option `tenant` (did you mean `tenants`?); known: seed, now, dateTimeStyle, nulls, tenants, productsPerTenant, paymentsPerTenant",
    ],
    [
      "validation for a dataset, which takes none",
      () => makeDataset({ validation: "off" } as never),
      "makeDataset: unknown option `validation`; known: seed, now, dateTimeStyle, nulls, tenants, productsPerTenant, paymentsPerTenant",
    ],
    [
      "options that are not an object",
      () => makeOwnedProduct({}, "strict" as never),
      'makeOwnedProduct: options must be an object, got "strict"',
    ],
    [
      "dataset options of null",
      () => makeDataset(null as never),
      "makeDataset: options must be an object, got null",
    ],
    [
      "overrides of null",
      () => makeOwnedProduct(null as never),
      "makeOwnedProduct: overrides must be an object, got null",
    ],
    [
      "overrides that are a string",
      () => makeOwnedProduct("x" as never),
      'makeOwnedProduct: overrides must be an object, got "x"',
    ],
    [
      "overrides that are an array",
      () => makePurchaseHistory([] as never),
      "makePurchaseHistory: overrides must be an object, got an array",
    ],
    [
      "the search result's own option misspelt",
      () => makeOwnedProductSearchResult({}, { totalResultCont: 3 } as never),
      "makeOwnedProductSearchResult: unknown option `totalResultCont` (did you mean `totalResultCount`?); known: seed, now, dateTimeStyle, nulls, validation, offset, limit, totalResultCount",
    ],
  ])("%s", (_, make, message) => {
    const error = thrown(make);
    expect(error.message).toBe(message);
    expect(error.issues).toEqual([]);
  });

  test("a payment's product needs only what a payment is made from", () => {
    const product = { ...makeOwnedProduct(), region: "eu" };
    expect(makePayment({}, { product }).ownedProductId).toBe(product.ownedProductId);
    expect(makeDataset({ tenants: 2, productsPerTenant: 0 }).payments).toEqual([]);
  });

  test("absent overrides and options, and every known option, are accepted", () => {
    expect(() => makeOwnedProduct()).not.toThrow();
    expect(() => makeOwnedProduct(undefined, undefined)).not.toThrow();
    const options = {
      seed: "s",
      now: new Date("2025-01-01T00:00:00Z"),
      dateTimeStyle: "offset",
      nulls: "omit",
      validation: "default",
    } as const;
    expect(() => makeTenant({}, options)).not.toThrow();
    expect(() => makePayment({}, { ...options, outcome: "pending" })).not.toThrow();
    expect(() => makeDataset({ seed: 2, now: 0 + Date.UTC(2025, 0, 1), tenants: 1 })).not.toThrow();
  });
});
