// fast-check arbitraries for valid payloads, generated from the contract's field table.
import fc from "fast-check";
import { resourceSchemas, type ResourceName } from "../../src/schemas/index.js";
import { contract, type ContractField, type FieldKind } from "./contract.js";

const pad = (n: number, width: number) => String(n).padStart(width, "0");

export const dateTimeArb = fc
  .record({
    date: fc.date({
      min: new Date("0001-01-01T00:00:00Z"),
      max: new Date("9999-12-31T23:59:59Z"),
      noInvalidDate: true,
    }),
    fraction: fc.oneof(fc.constant(""), fc.stringMatching(/^\.\d{1,9}$/)),
    offset: fc.oneof(
      fc.constant(""),
      fc.constant("Z"),
      fc
        .tuple(
          fc.constantFrom("+", "-"),
          fc.integer({ min: 0, max: 23 }),
          fc.integer({ min: 0, max: 59 }),
        )
        .map(([sign, h, m]) => `${sign}${pad(h, 2)}:${pad(m, 2)}`),
    ),
  })
  .map(
    ({ date, fraction, offset }) =>
      `${pad(date.getUTCFullYear(), 4)}${date.toISOString().slice(date.toISOString().indexOf("-", 1), 19)}${fraction}${offset}`,
  );

const leaf: Record<Exclude<FieldKind, "array" | "object">, fc.Arbitrary<unknown>> = {
  int32: fc.integer({ min: -2147483648, max: 2147483647 }),
  double: fc.double({ noNaN: true, noDefaultInfinity: true }),
  string: fc.string(),
  boolean: fc.boolean(),
  dateTime: dateTimeArb,
};

// Which resource each array or object field holds (CONTRACT.md 2.3–2.6).
const nested: Record<string, ResourceName | "string"> = {
  activeProducts: "OwnedProduct",
  products: "OwnedProduct",
  payments: "Payment",
  list: "OwnedProduct",
  warnings: "string",
  credentials: "Credentials",
};

function fieldArb(resource: ResourceName, field: ContractField): fc.Arbitrary<unknown> {
  if (field.kind === "array") {
    const element = resource === "TenantPage" ? "Tenant" : nested[field.name]!;
    const item: fc.Arbitrary<unknown> = element === "string" ? fc.string() : payloadArb(element);
    return fc.array(item, { maxLength: 3 });
  }
  if (field.kind === "object") return payloadArb(nested[field.name] as ResourceName);
  return leaf[field.kind];
}

/** A valid payload of a resource: nullable fields are present, null, or absent. */
export function payloadArb(resource: ResourceName): fc.Arbitrary<Record<string, unknown>> {
  const fields = contract[resource]!;
  const entries = fields.map((field) => {
    const value = fieldArb(resource, field);
    return field.nullability === "required" ? value : fc.option(value, { nil: null });
  });
  const requiredKeys = fields.filter((f) => f.nullability === "required").map((f) => f.name);
  // fast-check builds null-prototype records; JSON.parse gives plain objects, so do the same.
  return fc
    .record(Object.fromEntries(fields.map((f, i) => [f.name, entries[i]!])), { requiredKeys })
    .map((record) => ({ ...record }));
}

export const resources = Object.keys(resourceSchemas) as ResourceName[];
