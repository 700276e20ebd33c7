import * as z from "zod/mini";
import { describe, expect, test } from "vitest";
import {
  CredentialsStrictSchema,
  dateTime,
  double,
  formatIssues,
  int32,
  OwnedProductSchema,
  OwnedProductStrictSchema,
  PurchaseHistorySchema,
  PurchaseHistoryStrictSchema,
  TenantPageStrictSchema,
  TenantSchema,
} from "../../src/schemas/index.js";
import { samples } from "../helpers/samples.js";

const INT32 = "an int32 (a whole number from -2147483648 to 2147483647)";

function issuesOf(schema: z.ZodMiniType, value: unknown): string[] {
  const result = schema.safeParse(value);
  if (result.success) throw new Error("expected the parse to fail");
  return result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

const product = (changes: Record<string, unknown>) => ({ ...samples.OwnedProduct, ...changes });

describe("every issue kind has an English message, with no zod configuration", () => {
  test.each([
    ["a string for an int32", { qty: "1" }, `qty: expected ${INT32}, received a string`],
    ["a fraction for an int32", { qty: 1.5 }, `qty: expected ${INT32}, received a fraction`],
    [
      "2^31 for an int32",
      { qty: 2 ** 31 },
      `qty: expected ${INT32}, received a number above the maximum`,
    ],
    [
      "-2^31-1 for an int32",
      { qty: -(2 ** 31) - 1 },
      `qty: expected ${INT32}, received a number below the minimum`,
    ],
    ["NaN for an int32", { qty: Number.NaN }, `qty: expected ${INT32}, received NaN`],
    ["null for a required int32", { qty: null }, `qty: expected ${INT32}, received null`],
    [
      "a missing int32",
      { qty: undefined },
      `qty: required: expected ${INT32}, but the field is missing`,
    ],
    [
      "a boolean for a nullable int32",
      { renewalProductId: true },
      `renewalProductId: expected ${INT32} or null, received a boolean`,
    ],
    [
      "Infinity for a double",
      { supplementalFeatureQty: Infinity },
      "supplementalFeatureQty: expected a finite number or null, received an infinite number",
    ],
    [
      "a string for a double",
      { supplementalFeatureQty: "1" },
      "supplementalFeatureQty: expected a finite number or null, received a string",
    ],
    ["a number for a string", { name: 5 }, "name: expected a string or null, received a number"],
    ["an object for a string", { tag: {} }, "tag: expected a string or null, received an object"],
    [
      "an array for a string",
      { status: [] },
      "status: expected a string or null, received an array",
    ],
    [
      "a number for a date-time",
      { effectiveAt: 0 },
      "effectiveAt: expected an ISO 8601 date-time, received a number",
    ],
  ])("%s", (_name, changes, message) => {
    expect(issuesOf(OwnedProductSchema, product(changes))).toEqual([message]);
  });

  test.each([
    ["2023-02-29T00:00:00Z", "the day does not exist in that month"],
    ["2024-04-31T00:00:00Z", "the day does not exist in that month"],
    ["2024-00-10T00:00:00Z", "the month does not exist"],
    ["2024-13-01T00:00:00Z", "the month does not exist"],
    ["2024-01-01", "the time is missing"],
    ["2024-01-01 00:00:00Z", "the date and the time must be separated by T"],
    ["2024-01-01T24:00:00Z", "the time of day does not exist"],
    ["2024-01-01T12:60:00Z", "the time of day does not exist"],
    ["2024-01-01T12:00:60Z", "the time of day does not exist"],
    ["2024-01-01T12:00Z", "the seconds are missing"],
    ["2024-01-01T12:00:00.Z", "the fraction of a second must have 1 to 9 digits"],
    ["2024-01-01T12:00:00.1234567890Z", "the fraction of a second must have 1 to 9 digits"],
    ["2024-01-01T12:00:00+24:00", "the offset must be Z or ±HH:MM"],
    ["2024-01-01T12:00:00 UTC", "the offset must be Z or ±HH:MM"],
    ["yesterday", "the form is YYYY-MM-DDTHH:MM:SS[.fraction][Z|±HH:MM]"],
  ])("the date-time %j: %s", (text, problem) => {
    expect(issuesOf(OwnedProductSchema, product({ effectiveAt: text }))).toEqual([
      `effectiveAt: expected an ISO 8601 date-time; ${problem}`,
    ]);
    expect(issuesOf(OwnedProductSchema, product({ effectiveThrough: text }))).toEqual([
      `effectiveThrough: expected an ISO 8601 date-time or null; ${problem}`,
    ]);
  });

  test("29 February is there in leap years only", () => {
    expect(dateTime.safeParse("2000-02-29T00:00:00Z").success).toBe(true);
    expect(issuesOf(dateTime, "1900-02-29T00:00:00Z")).toEqual([
      ": expected an ISO 8601 date-time; the day does not exist in that month",
    ]);
  });

  test.each([
    ["an array for an object", [], ": expected an object, received an array"],
    ["null for an object", null, ": expected an object, received null"],
    ["a string for an object", "x", ": expected an object, received a string"],
  ])("%s", (_name, value, message) => {
    expect(issuesOf(OwnedProductSchema, value)).toEqual([message]);
  });

  test("a nullable array and an object inside it", () => {
    expect(
      issuesOf(PurchaseHistorySchema, { tenantId: 1, products: "x", payments: [null] }),
    ).toEqual([
      "products: expected an array or null, received a string",
      "payments.0: expected an object, received null",
    ]);
  });

  test("an undefined item or a hole of an array is an item, not a missing field", () => {
    // eslint-disable-next-line no-sparse-arrays
    const payments = [, samples.Payment];
    expect(issuesOf(PurchaseHistorySchema, { tenantId: 1, payments })).toEqual([
      "payments.0: expected an object, received undefined",
    ]);
    expect(
      issuesOf(TenantPageStrictSchema, {
        ...samples.TenantPage,
        list: [samples.Tenant, undefined],
      }),
    ).toEqual(["list.1: expected an object, received undefined"]);
    expect(issuesOf(OwnedProductSchema, product({ qty: undefined }))).toEqual([
      `qty: required: expected ${INT32}, but the field is missing`,
    ]);
  });

  test("a nullable object field (credentials) and a boolean inside it", () => {
    const tenant = { ...samples.Tenant, credentials: 5 };
    expect(issuesOf(TenantSchema, tenant)).toEqual([
      "credentials: expected an object or null, received a number",
    ]);
    const credentials = { ...samples.Credentials, smtpServerRequiresSsl: "yes" };
    expect(issuesOf(TenantSchema, { ...samples.Tenant, credentials })).toEqual([
      "credentials.smtpServerRequiresSsl: expected a boolean, received a string",
    ]);
  });

  test("the exported primitives have the same messages on their own", () => {
    expect(issuesOf(int32, "1")).toEqual([`: expected ${INT32}, received a string`]);
    expect(issuesOf(int32, undefined)).toEqual([`: expected ${INT32}, received undefined`]);
    expect(issuesOf(double, Number.NaN)).toEqual([": expected a finite number, received NaN"]);
    expect(issuesOf(z.object({ at: dateTime }), { at: "2024-01-01" })).toEqual([
      "at: expected an ISO 8601 date-time; the time is missing",
    ]);
  });

  test("no issue of any schema reads zod's bare 'Invalid input'", () => {
    const all = [
      ...issuesOf(OwnedProductStrictSchema, { extra: 1 }),
      ...issuesOf(PurchaseHistoryStrictSchema, { products: [{}], payments: [{}], x: 1 }),
      ...issuesOf(TenantPageStrictSchema, { list: [{ credentials: {} }] }),
    ];
    expect(all.length).toBeGreaterThan(25);
    for (const line of all) expect(line).not.toMatch(/Invalid input/);
  });
});

describe("strict parsing names each unknown field at its own path", () => {
  test("one issue per unknown field, at the root and nested", () => {
    const page = {
      ...samples.TenantPage,
      region: "eu",
      list: [{ ...samples.Tenant, region: "eu", credentials: { ...samples.Credentials, x: 1 } }],
    };
    const unknown = TenantPageStrictSchema.safeParse(page).error?.issues;
    expect(unknown?.map((i) => [i.code, i.path.join("."), i.message])).toEqual([
      [
        "unrecognized_keys",
        "list.0.credentials.x",
        'unknown field "x": the contract does not define it (strict parsing)',
      ],
      [
        "unrecognized_keys",
        "list.0.region",
        'unknown field "region": the contract does not define it (strict parsing)',
      ],
      [
        "unrecognized_keys",
        "region",
        'unknown field "region": the contract does not define it (strict parsing)',
      ],
    ]);
  });

  test("two unknown fields of one object are two issues", () => {
    expect(issuesOf(CredentialsStrictSchema, { ...samples.Credentials, a: 1, b: 2 })).toEqual([
      'a: unknown field "a": the contract does not define it (strict parsing)',
      'b: unknown field "b": the contract does not define it (strict parsing)',
    ]);
  });
});

describe("messages never contain a value", () => {
  test("secret fields with wrong types, and a wrong date, are described by kind only", () => {
    const secret = "sk_live_do_not_print";
    const credentials = {
      ...samples.Credentials,
      paymentProcessorApiKey: [secret],
      smtpServerPassword: { secret },
      smsProviderAuthToken: 12345678,
    };
    const text = formatIssues(CredentialsStrictSchema.safeParse(credentials).error!.issues, {
      max: Infinity,
    });
    expect(text).toContain("paymentProcessorApiKey: expected a string or null, received an array");
    expect(text).toContain("smtpServerPassword: expected a string or null, received an object");
    expect(text).not.toContain(secret);
    expect(text).not.toContain("12345678");
  });
});
