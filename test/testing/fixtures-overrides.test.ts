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

describe("options out of range are refused with a FixtureError naming the option", () => {
  test.each([
    ["now before 1980", () => makeTenant({}, { now: "1900-01-01T00:00:00Z" }), /now must/],
    ["now after 9000", () => makeTenant({}, { now: Date.UTC(9500, 0, 1) }), /now must/],
    ["negative count", () => makeDataset({ tenants: -1 }), /tenants must/],
    ["fractional count", () => makePurchaseHistory({}, { products: 1.5 }), /products must/],
    ["page 0", () => makeTenantPage({}, { pageNumber: 0 }), /pageNumber must/],
    ["limit above a million", () => makeOwnedProductSearchResult({}, { limit: 2e6 }), /limit must/],
    [
      "a dataset over a million products",
      () => makeDataset({ tenants: 2000, productsPerTenant: 600 }),
      /tenants × productsPerTenant must/,
    ],
  ])("%s", (_, make, message) => {
    expect(thrown(make).message).toMatch(message);
  });

  test("a now that is not a date-time is a TypeError from the shared reader", () => {
    expect(() => makeTenant({}, { now: "yesterday" })).toThrow(TypeError);
  });
});
