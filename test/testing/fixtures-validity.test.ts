import { describe, expect, test } from "vitest";
import { resourceSchemas, type ResourceName } from "../../src/schemas/index.js";
import {
  DEFAULT_FIXTURE_NOW,
  makeCredentials,
  makeOwnedProduct,
  makeOwnedProductSearchResult,
  makePayment,
  makePurchaseHistory,
  makeTenant,
  makeTenantPage,
  type DateTimeStyle,
  type FixtureOptions,
} from "../../src/testing/index.js";

const factories: Record<ResourceName, (options: FixtureOptions) => object> = {
  OwnedProduct: (options) => makeOwnedProduct({}, options),
  Payment: (options) => makePayment({}, options),
  PurchaseHistory: (options) => makePurchaseHistory({}, options),
  OwnedProductSearchResult: (options) => makeOwnedProductSearchResult({}, options),
  TenantPage: (options) => makeTenantPage({}, options),
  Tenant: (options) => makeTenant({}, options),
  Credentials: (options) => makeCredentials({}, options),
};
const resources = Object.keys(factories) as ResourceName[];

const SEEDS = 3000;
// "now" moves with the seed across 1980–2105, month ends and leap days included, so calendar
// arithmetic (31 January + 1 month, 29 February) is exercised too.
function nowFor(seed: number): number {
  return Date.UTC(1980 + (seed % 126), seed % 12, 1 + (seed % 31), seed % 24, seed % 60);
}

/** Every date-time string anywhere in a value, by path. */
function dateTimes(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return /^\d{4}-\d\d-\d\dT/.test(value) ? [[path, value]] : [];
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, v]) => dateTimes(v, `${path}.${key}`));
}

function hasNull(value: unknown): boolean {
  if (value === null) return true;
  return typeof value === "object" && Object.values(value).some(hasNull);
}

describe("every fixture passes its strict schema", () => {
  test.each(resources)(`%s, over ${SEEDS} seeds and as many "now"s`, (resource) => {
    // validation "off" so that the schema below is the only check: it must not be the
    // factory's own safety net that keeps this test green.
    for (let seed = 0; seed < SEEDS; seed++) {
      const fixture = factories[resource]({ seed, now: nowFor(seed), validation: "off" });
      const result = resourceSchemas[resource].strict.safeParse(fixture);
      if (!result.success) {
        expect.fail(`seed ${seed}: ${JSON.stringify(result.error.issues)}`);
      }
    }
  });
});

describe("fixtures are deterministic", () => {
  test.each(resources)("%s: the same seed gives the same fixture", (resource) => {
    for (const seed of [0, 1, 42, "a string seed", -7.5]) {
      expect(factories[resource]({ seed })).toEqual(factories[resource]({ seed }));
    }
  });

  test.each(resources)("%s: different seeds give different fixtures", (resource) => {
    const seen = new Set(
      Array.from({ length: 50 }, (_, seed) => JSON.stringify(factories[resource]({ seed }))),
    );
    // A few small resources (a 0-item page) may repeat; most must differ.
    expect(seen.size).toBeGreaterThan(40);
  });

  test("the default seed and now are fixed, not taken from the clock", () => {
    expect(makeTenant()).toEqual(makeTenant({}, { seed: 1, now: DEFAULT_FIXTURE_NOW }));
  });
});

const STYLE_FORMS: Record<DateTimeStyle, RegExp> = {
  utc: /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/,
  offset: /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}[+-]\d\d:\d\d$/,
  unspecified: /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{7}$/,
};

describe("date-times come in the forms servers send", () => {
  test.each(Object.entries(STYLE_FORMS))(
    "dateTimeStyle %s writes every date-time as %s",
    (style, form) => {
      for (let seed = 0; seed < 200; seed++) {
        const history = makePurchaseHistory({}, { seed, dateTimeStyle: style as DateTimeStyle });
        for (const [path, value] of dateTimes(history)) expect(value, path).toMatch(form);
      }
    },
  );

  test("by default the seed picks the style, and one fixture keeps to one style", () => {
    const styles = new Set<string>();
    for (let seed = 0; seed < 100; seed++) {
      const values = dateTimes(makePurchaseHistory({}, { seed })).map(([, v]) => v);
      const used = Object.entries(STYLE_FORMS).filter(([, form]) =>
        values.some((v) => form.test(v)),
      );
      expect(used).toHaveLength(1);
      styles.add(used[0]![0]);
    }
    expect([...styles].sort()).toEqual(["offset", "unspecified", "utc"]);
  });

  test("offsets vary between fixtures, including non-whole hours", () => {
    const offsets = new Set<string>();
    for (let seed = 0; seed < 200; seed++) {
      const { effectiveAt } = makeOwnedProduct({}, { seed, dateTimeStyle: "offset" });
      offsets.add(effectiveAt.slice(-6));
    }
    expect(offsets.size).toBeGreaterThan(5);
    expect(offsets).toContain("+05:30");
  });
});

describe("nullable fields without a value are sent as null or left out", () => {
  test('nulls: "null" sends every field of the contract', () => {
    for (let seed = 0; seed < 50; seed++) {
      const product = makeOwnedProduct({}, { seed, nulls: "null" });
      expect(Object.keys(product)).toHaveLength(20);
    }
  });

  test('nulls: "omit" sends no null anywhere', () => {
    for (let seed = 0; seed < 50; seed++) {
      expect(hasNull(makeTenant({}, { seed, nulls: "omit" }))).toBe(false);
      expect(hasNull(makePurchaseHistory({}, { seed, nulls: "omit" }))).toBe(false);
    }
  });

  test("by default the seed picks either", () => {
    const withNull = Array.from({ length: 60 }, (_, seed) =>
      hasNull(makeOwnedProduct({}, { seed })),
    );
    expect(withNull).toContain(true);
    expect(withNull).toContain(false);
  });
});
