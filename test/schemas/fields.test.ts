import { describe, expect, test } from "vitest";
import { resourceSchemas, type ResourceName } from "../../src/schemas/index.js";
import { contract, type FieldKind } from "../helpers/contract.js";
import { samples } from "../helpers/samples.js";

// Values each kind of contract field accepts and rejects (API.md, "Rules every schema keeps").
const accepted: Record<FieldKind, readonly unknown[]> = {
  int32: [0, 1, -1, 2147483647, -2147483648],
  double: [0, 1, -1, 1.5, 2147483648, 1e300, -0.000001],
  string: ["", "x", "ünïcødé"],
  boolean: [true, false],
  dateTime: [
    "2024-01-01T00:00:00Z",
    "2024-01-01T00:00:00+02:00",
    "2024-01-01T00:00:00",
    "2024-01-01T00:00:00.1234567",
  ],
  array: [[]],
  object: [],
};
const rejected: Record<FieldKind, readonly unknown[]> = {
  int32: [2147483648, -2147483649, 1.5, "1", Number.NaN, Infinity, true, {}],
  double: [Number.NaN, Infinity, -Infinity, "1.5", true],
  string: [1, true, {}, []],
  boolean: ["true", 0, 1],
  dateTime: ["2023-02-29T00:00:00Z", "2024-01-01", "yesterday", "", 1704067200000],
  array: ["[]", {}, 1],
  object: ["{}", 1, [], true],
};

const resources = Object.keys(resourceSchemas) as ResourceName[];

describe.each(resources)("%s", (resource) => {
  const fields = contract[resource]!;
  const base: Record<string, unknown> = samples[resource];
  const schemas = resourceSchemas[resource];

  test("has exactly the contract's fields", () => {
    expect(Object.keys(schemas.strict.shape).sort()).toEqual(fields.map((f) => f.name).sort());
    expect(Object.keys(base).sort()).toEqual(fields.map((f) => f.name).sort());
  });

  test("accepts the full base sample and returns it unchanged", () => {
    expect(schemas.default.parse(base)).toEqual(base);
    expect(schemas.strict.parse(base)).toEqual(base);
  });

  describe.each(fields)("$name ($kind, $nullability)", ({ name, kind, nullability }) => {
    const withField = (value: unknown) => ({ ...base, [name]: value });
    const withoutField = () => {
      const copy = { ...base };
      delete copy[name];
      return copy;
    };

    test.each(accepted[kind])("accepts %j", (value) => {
      expect(schemas.strict.parse(withField(value))).toEqual(withField(value));
    });

    test.each(rejected[kind])("rejects %j at path [%s]", (value) => {
      const result = schemas.default.safeParse(withField(value));
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => i.path)).toContainEqual([name]);
    });

    if (nullability === "required") {
      test("rejects null and absence", () => {
        for (const input of [withField(null), withoutField()]) {
          const result = schemas.default.safeParse(input);
          expect(result.error?.issues.map((i) => i.path)).toEqual([[name]]);
        }
      });
    } else {
      test("accepts null and absence", () => {
        expect(schemas.strict.parse(withField(null))).toEqual(withField(null));
        expect(schemas.strict.parse(withoutField())).toEqual(withoutField());
        expect(name in schemas.strict.parse(withoutField())).toBe(false);
      });
    }
  });

  test("keeps unknown fields by default and rejects them in the strict variant", () => {
    const input = { ...base, addedByNewerServer: { nested: [1] } };
    expect(schemas.default.parse(input)).toEqual(input);
    const result = schemas.strict.safeParse(input);
    expect(result.error?.issues).toMatchObject([
      {
        code: "unrecognized_keys",
        keys: ["addedByNewerServer"],
        path: ["addedByNewerServer"],
        message:
          'unknown field "addedByNewerServer": the contract does not define it (strict parsing)',
      },
    ]);
  });
});

describe("nested resources", () => {
  test("a bad field deep in a purchase history is named by its full path", () => {
    const products = [
      ...samples.PurchaseHistory.products,
      samples.OwnedProduct,
      samples.OwnedProduct,
    ];
    products.push({ ...samples.OwnedProduct, qty: "1" as unknown as number });
    const result = resourceSchemas.PurchaseHistory.default.safeParse({
      ...samples.PurchaseHistory,
      products,
    });
    expect(result.error?.issues.map((i) => i.path.join("."))).toEqual(["products.4.qty"]);
  });

  test("every bad field is named, not only the first", () => {
    const result = resourceSchemas.TenantPage.default.safeParse({
      ...samples.TenantPage,
      totalPages: null,
      list: [
        samples.Tenant,
        { ...samples.Tenant, id: 1.5, credentials: { ...samples.Credentials, smtpPort: "25" } },
      ],
    });
    expect(result.error?.issues.map((i) => i.path.join("."))).toEqual([
      "list.1.id",
      "list.1.credentials.smtpPort",
      "totalPages",
    ]);
  });

  test("the strict variant is strict at every level", () => {
    const history = { ...samples.PurchaseHistory, payments: [{ ...samples.Payment, extra: 1 }] };
    expect(resourceSchemas.PurchaseHistory.default.safeParse(history).success).toBe(true);
    const result = resourceSchemas.PurchaseHistory.strict.safeParse(history);
    expect(result.error?.issues).toMatchObject([
      { code: "unrecognized_keys", keys: ["extra"], path: ["payments", 0, "extra"] },
    ]);
  });

  test("Tenant.credentials takes an object, null or absence, and nothing else", () => {
    const { credentials: _omitted, ...withoutCredentials } = samples.Tenant;
    for (const input of [
      samples.Tenant,
      { ...samples.Tenant, credentials: null },
      withoutCredentials,
    ]) {
      expect(resourceSchemas.Tenant.strict.parse(input)).toEqual(input);
    }
    expect(
      resourceSchemas.Tenant.default.safeParse({ ...samples.Tenant, credentials: "x" }).success,
    ).toBe(false);
  });
});
