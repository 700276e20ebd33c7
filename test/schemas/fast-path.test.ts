// The schemas' fast path (issue 6, src/schemas/internal/fast-path/): a valid input is accepted by the
// generated check and returned as it is; anything else goes to zod's own parse. Compared here
// with a copy of the schemas that always takes zod's parse, on thousands of generated valid and
// mutated payloads of every resource: the same success, equal data, identical issues. The
// "no-eval" vitest project runs this file again where code generation is forbidden.
import fc from "fast-check";
import vm from "node:vm";
import { describe, expect, test } from "vitest";
import * as z from "zod/mini";
import * as schemas from "../../src/schemas/index.js";
import { resourceSchemas, type ResourceName } from "../../src/schemas/index.js";
import { payloadArb, resources } from "../helpers/arbitraries.js";
import { mutatedPayloadArb } from "../helpers/mutations.js";
import { ownedProduct, samples } from "../helpers/samples.js";
import { zodReference } from "../helpers/zod-reference.js";

type Variant = "default" | "strict" | "strip";

const references = new Map<z.ZodMiniType, z.ZodMiniType>();

/** zod's own parse of a schema: the same definition, rebuilt without the fast path. */
function zodOnly(resource: ResourceName, variant: Variant): z.ZodMiniType {
  const schema: z.ZodMiniType = resourceSchemas[resource][variant];
  const reference = references.get(schema) ?? zodReference(schema);
  references.set(schema, reference);
  return reference;
}

/** Asserts the SDK's parse and zod's own agree on `input`. */
function expectSameOutcome(resource: ResourceName, variant: Variant, input: unknown): void {
  const fast = resourceSchemas[resource][variant].safeParse(input);
  const reference = zodOnly(resource, variant).safeParse(input);
  expect(fast.success).toBe(reference.success);
  if (fast.success) expect(fast.data).toStrictEqual(reference.data);
  else expect(fast.error.issues).toStrictEqual(reference.error?.issues);
}

const variants = resources.flatMap((resource) =>
  (["default", "strict", "strip"] as const).map((variant) => ({ resource, variant })),
);

describe.each(variants)("$resource ($variant): the fast path agrees with zod", (row) => {
  const { resource, variant } = row;

  test("a generated valid payload is accepted as it is: the very object, or an equal copy (strip)", () => {
    fc.assert(
      fc.property(payloadArb(resource), (payload) => {
        const result = resourceSchemas[resource][variant].safeParse(payload);
        // zod's own parse always builds a copy, so the same object means the fast path took it.
        if (variant === "strip") {
          expect(result.data).not.toBe(payload);
          expect(result.data).toStrictEqual(payload);
        } else expect(result.data).toBe(payload);
        const reference = zodOnly(resource, variant).parse(payload);
        expect(reference).not.toBe(payload);
        expect(reference).toStrictEqual(payload);
      }),
      { numRuns: 300 },
    );
  });

  test("a generated payload with one mutation: same success, data and issues", () => {
    fc.assert(
      fc.property(mutatedPayloadArb(resource), (payload) => {
        expectSameOutcome(resource, variant, payload);
      }),
      { numRuns: 600 },
    );
  });
});

describe("inputs the fast path leaves to zod", () => {
  const valid = (): Record<string, unknown> => ({ ...ownedProduct });
  const otherRealm = vm.runInNewContext(`(${JSON.stringify(ownedProduct)})`) as object;

  test.each([
    ["an own __proto__ key, as JSON.parse makes it", JSON.parse(`{"__proto__":{"x":1},"qty":1}`)],
    ["a null-prototype object", Object.assign(Object.create(null) as object, ownedProduct)],
    [
      "a class instance",
      Object.assign(
        new (class Product {
          readonly kind = "class";
        })(),
        ownedProduct,
      ),
    ],
    ["an object of another realm", otherRealm],
  ])("%s: zod's copy, equal to what zod alone returns", (_, fields) => {
    const input: unknown =
      Object.keys(fields as object).length > 2 ? fields : Object.assign(valid(), fields);
    const result = schemas.OwnedProductSchema.safeParse(input);
    expect(result.success).toBe(true);
    expect(result.data).not.toBe(input);
    expect(Object.hasOwn(result.data!, "__proto__")).toBe(false);
    expect(Object.getPrototypeOf(result.data)).toBe(Object.prototype);
    expect(result.data).toStrictEqual(zodOnly("OwnedProduct", "default").parse(input));
  });
});

describe("edge values: the same answer on both paths", () => {
  const sparse = [ownedProduct, , ownedProduct]; // eslint-disable-line no-sparse-arrays
  test.each<[string, ResourceName, Record<string, unknown>]>([
    ["int32 -0", "OwnedProduct", { qty: -0 }],
    ["int32 2147483647", "OwnedProduct", { qty: 2147483647 }],
    ["int32 -2147483648", "OwnedProduct", { qty: -2147483648 }],
    ["int32 2147483648", "OwnedProduct", { qty: 2147483648 }],
    ["int32 1.5", "OwnedProduct", { qty: 1.5 }],
    ["int32 NaN", "OwnedProduct", { qty: Number.NaN }],
    ["int32 as a string", "OwnedProduct", { qty: "1" }],
    ["double Infinity", "OwnedProduct", { supplementalFeatureQty: Number.POSITIVE_INFINITY }],
    ["double NaN", "OwnedProduct", { supplementalFeatureQty: Number.NaN }],
    ["double -0", "OwnedProduct", { supplementalFeatureQty: -0 }],
    ["double MAX_VALUE", "OwnedProduct", { supplementalFeatureQty: Number.MAX_VALUE }],
    ["a nullable field given undefined", "OwnedProduct", { tag: undefined }],
    ["a required field given undefined", "OwnedProduct", { qty: undefined }],
    ["a required date-time given null", "OwnedProduct", { effectiveAt: null }],
    ["a boxed string", "OwnedProduct", { name: new String("Pro") }],
    ["a boolean given 0", "Credentials", { smtpServerRequiresSsl: 0 }],
    ["a sparse array", "PurchaseHistory", { products: sparse }],
    ["an array of strings with a number", "OwnedProductSearchResult", { warnings: ["a", 1] }],
    ["an object where an array belongs", "TenantPage", { list: {} }],
    ["credentials given an array", "Tenant", { credentials: [] }],
  ])("%s", (_, resource, change) => {
    for (const variant of ["default", "strict", "strip"] as const) {
      expectSameOutcome(resource, variant, { ...samples[resource], ...change });
    }
  });

  test("a strict schema rejects an unknown key nested deep down, as zod does", () => {
    const history = { ...samples.PurchaseHistory, payments: [{ ...samples.Payment, extra: 1 }] };
    expectSameOutcome("PurchaseHistory", "strict", history);
    expect(schemas.PurchaseHistoryStrictSchema.safeParse(history).error?.issues).toMatchObject([
      { code: "unrecognized_keys", keys: ["extra"], path: ["payments", 0, "extra"] },
    ]);
  });
});

describe("the schemas stay zod schemas", () => {
  const bad = { ...ownedProduct, qty: 1.5 };

  test("an exported schema composed into another runs its fast path there", () => {
    const list = z.array(schemas.OwnedProductSchema);
    const input = [ownedProduct, bad];
    expect(list.safeParse(input).error?.issues).toStrictEqual(
      z.array(zodOnly("OwnedProduct", "default")).safeParse(input).error?.issues,
    );
    expect(list.parse([ownedProduct])[0]).toBe(ownedProduct);
  });

  test("a schema derived with z.extend is plain zod: its new field is checked", () => {
    const extended = z.extend(schemas.OwnedProductSchema, { note: z.string() });
    expect(extended.safeParse(ownedProduct).error?.issues).toMatchObject([
      { code: "invalid_type", path: ["note"] },
    ]);
  });

  test("a refinement added with .check runs on valid input", () => {
    const positive = schemas.OwnedProductSchema.check(
      z.refine((product) => product.qty > 1, "qty must exceed 1"),
    );
    expect(positive.safeParse(ownedProduct).error?.issues[0]?.message).toBe("qty must exceed 1");
  });

  test("parse options reach zod's parse of an invalid input", () => {
    const result = schemas.OwnedProductSchema.safeParse(bad, { reportInput: true });
    expect(result.error?.issues).toMatchObject([{ path: ["qty"], input: 1.5 }]);
  });

  test("the SDK's messages are schema-level: they win over a per-parse error map, as zod says", () => {
    const result = schemas.OwnedProductSchema.safeParse(bad, { error: () => "custom message" });
    expect(result.error?.issues[0]?.message).toMatch(/^expected an int32/);
    const mine = z.int32().safeParse(1.5, { error: () => "custom message" });
    expect(mine.error?.issues[0]?.message).toBe("custom message");
  });
  test("parseAsync and Standard Schema validate take the fast path too", async () => {
    await expect(schemas.OwnedProductSchema.parseAsync(ownedProduct)).resolves.toBe(ownedProduct);
    const standard = await schemas.OwnedProductSchema["~standard"].validate(ownedProduct);
    expect(standard).toEqual({ value: ownedProduct });
    expect((standard as { value: unknown }).value).toBe(ownedProduct);
  });
});
