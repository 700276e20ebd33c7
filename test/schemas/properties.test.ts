import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { dateTime, resourceSchemas } from "../../src/schemas/index.js";
import { contract, type FieldKind } from "../helpers/contract.js";
import { dateTimeArb, payloadArb, resources } from "../helpers/arbitraries.js";

// One value each kind of field must reject, whatever else the payload holds.
const invalid: Record<FieldKind, fc.Arbitrary<unknown>> = {
  int32: fc.oneof(
    fc.integer({ min: 2147483648, max: Number.MAX_SAFE_INTEGER }),
    fc.double({ min: 0.001, max: 0.999 }).map((f) => Math.floor(f * 1000) + f),
    fc.constantFrom(Number.NaN, "1", Infinity),
  ),
  double: fc.constantFrom(Number.NaN, Infinity, "1.5"),
  string: fc.oneof(fc.integer(), fc.boolean()),
  boolean: fc.constantFrom("true", 0, 1),
  dateTime: fc.oneof(
    fc.constantFrom("2023-02-29T00:00:00Z", "2024-01-01"),
    dateTimeArb.map((s) => `${s}x`),
  ),
  array: fc.constantFrom("[]", 1, {}),
  object: fc.constantFrom("{}", 1, [], true),
};

describe.each(resources)("%s", (resource) => {
  const schemas = resourceSchemas[resource];

  test("an arbitrary valid payload parses, strict and default, and comes back unchanged", () => {
    fc.assert(
      fc.property(payloadArb(resource), (payload) => {
        expect(schemas.strict.parse(payload)).toStrictEqual(payload);
        expect(schemas.default.parse(payload)).toStrictEqual(payload);
      }),
      { numRuns: 150 },
    );
  });

  test("a single mutation of a valid payload fails at exactly its path", () => {
    const fields = contract[resource]!;
    const mutation = fc.integer({ min: 0, max: fields.length - 1 }).chain((i) => {
      const field = fields[i]!;
      const bad =
        field.nullability === "required"
          ? fc.oneof(invalid[field.kind], fc.constant(null))
          : invalid[field.kind];
      return fc.tuple(fc.constant(field.name), bad);
    });
    fc.assert(
      fc.property(payloadArb(resource), mutation, (payload, [name, value]) => {
        const result = schemas.default.safeParse({ ...payload, [name]: value });
        expect(result.success).toBe(false);
        expect(result.error!.issues.map((issue) => issue.path)).toEqual([[name]]);
      }),
      { numRuns: 150 },
    );
  });
});

test("a mutation deep inside a purchase history fails at exactly its full path", () => {
  const withProducts = payloadArb("PurchaseHistory").filter(
    (h) => Array.isArray(h["products"]) && h["products"].length > 0,
  );
  fc.assert(
    fc.property(withProducts, fc.nat(), (history, n) => {
      const products = history["products"] as Record<string, unknown>[];
      const index = n % products.length;
      const mutated = products.map((p, i) => (i === index ? { ...p, qty: 0.5 } : p));
      const result = resourceSchemas.PurchaseHistory.default.safeParse({
        ...history,
        products: mutated,
      });
      expect(result.error!.issues.map((issue) => issue.path)).toEqual([["products", index, "qty"]]);
    }),
    { numRuns: 100 },
  );
});

test("every generated date-time is accepted and kept as the same string", () => {
  fc.assert(
    fc.property(dateTimeArb, (value) => {
      expect(dateTime.parse(value)).toBe(value);
    }),
    { numRuns: 1000 },
  );
});
