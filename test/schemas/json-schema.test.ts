import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, test } from "vitest";
import { resourceSchemas, toJsonSchema, type ResourceName } from "../../src/schemas/index.js";
import { samples } from "../helpers/samples.js";

const resources = Object.keys(resourceSchemas) as ResourceName[];
const ajv = new Ajv2020({ strict: true, allErrors: true });

describe.each(resources)("toJsonSchema(%j)", (resource) => {
  const validate = ajv.compile(toJsonSchema(resource));
  const validateStrict = ajv.compile(toJsonSchema(resource, { strict: true }));
  const base: Record<string, unknown> = samples[resource];

  test("valid samples pass under ajv", () => {
    expect(validate(base), JSON.stringify(validate.errors)).toBe(true);
    expect(validateStrict(base), JSON.stringify(validateStrict.errors)).toBe(true);
  });

  test("unknown fields pass the default schema and fail the strict one", () => {
    expect(validate({ ...base, extra: 1 })).toBe(true);
    expect(validateStrict({ ...base, extra: 1 })).toBe(false);
  });

  test("a required field that is null fails", () => {
    const [required] = Object.keys(base).filter((key) => {
      const result = resourceSchemas[resource].default.safeParse({ ...base, [key]: null });
      return !result.success;
    });
    expect(validate({ ...base, [required!]: null })).toBe(false);
  });
});

test("date-times carry the SDK's pattern and no format keyword", () => {
  const schema = JSON.stringify(toJsonSchema("OwnedProduct"));
  expect(schema).not.toContain('"format"');
  const validate = ajv.compile(toJsonSchema("OwnedProduct"));
  for (const value of ["2024-01-01T00:00:00", "2024-02-29T00:00:00.1234567+02:00"]) {
    expect(validate({ ...samples.OwnedProduct, effectiveAt: value })).toBe(true);
  }
  for (const value of ["2024-01-01", "2023-02-29T00:00:00Z", "soon"]) {
    expect(validate({ ...samples.OwnedProduct, effectiveAt: value })).toBe(false);
  }
});

test("int32 bounds are in the JSON Schema", () => {
  const validate = ajv.compile(toJsonSchema("Payment"));
  expect(validate({ ...samples.Payment, amount: 2147483647 })).toBe(true);
  expect(validate({ ...samples.Payment, amount: 2147483648 })).toBe(false);
  expect(validate({ ...samples.Payment, amount: 1.5 })).toBe(false);
});

describe("a wrong argument is a TypeError that says what it takes", () => {
  const names =
    "OwnedProduct, Payment, PurchaseHistory, OwnedProductSearchResult, TenantPage, Tenant, Credentials";
  test.each([
    ["Nope", undefined, `toJsonSchema: resource must be one of ${names}, got "Nope"`],
    [
      "Tenat",
      undefined,
      `toJsonSchema: resource must be one of ${names}, got "Tenat" (did you mean "Tenant"?)`,
    ],
    [5, undefined, `toJsonSchema: resource must be one of ${names}, got 5`],
    ["toString", undefined, `toJsonSchema: resource must be one of ${names}, got "toString"`],
    [
      "Tenant",
      { strcit: true },
      "toJsonSchema: unknown option `strcit` (did you mean `strict`?); known: strict",
    ],
    ["Tenant", { strict: "yes" }, 'toJsonSchema: options.strict must be a boolean, got "yes"'],
    ["Tenant", 3, "toJsonSchema: options must be an object, got 3"],
  ])("toJsonSchema(%j, %j)", (resource, options, message) => {
    expect(() => toJsonSchema(resource as ResourceName, options as never)).toThrow(
      new TypeError(message),
    );
  });

  test("strict: false and an absent option describe the default variant", () => {
    expect(toJsonSchema("Tenant", { strict: false })).toEqual(toJsonSchema("Tenant"));
    expect(toJsonSchema("Tenant", { strict: true })).not.toEqual(toJsonSchema("Tenant"));
  });
});
