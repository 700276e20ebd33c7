// The contract's fields as `validate` and `check` walk payloads (read from toJsonSchema), against
// the field table of docs/contract.md itself; and the date-time forms `check` reports.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { resourceShape, walkFields } from "../../src/cli/internal/contract-shape.js";
import { dateTimeForm } from "../../src/cli/internal/date-time-form.js";
import { dateTimeArb, resources } from "../helpers/arbitraries.js";
import { contract } from "../helpers/contract.js";

describe("resourceShape", () => {
  test.each(resources)(
    "%s: every field of the contract, its nullability and date-times",
    (resource) => {
      const fields = resourceShape(resource).fields ?? {};
      expect(
        Object.entries(fields).map(([name, field]) => [name, field.nullable, field.dateTime]),
      ).toEqual(
        contract[resource]!.map(({ name, kind, nullability }) => [
          name,
          nullability !== "required",
          kind === "dateTime",
        ]),
      );
    },
  );

  test("nested resources are walked with their own fields, list items by index", () => {
    const visited: string[] = [];
    const history = { tenantId: 1, products: [{ qty: 1 }, "not an object"], payments: null };
    walkFields(resourceShape("PurchaseHistory"), history, (path, _field, _value, present) => {
      if (present && path.length > 0) visited.push(path.join("."));
    });
    expect(visited).toEqual(["tenantId", "products", "products.0.qty", "payments"]);
  });
});

describe("dateTimeForm", () => {
  test.each([
    ["2024-01-01T00:00:00Z", { offset: "Z", fractionDigits: 0 }],
    ["2024-01-01T00:00:00.1234567", { offset: "none", fractionDigits: 7 }],
    ["2024-01-01T00:00:00.123+02:00", { offset: "offset", fractionDigits: 3 }],
    ["2024-01-01T00:00:00-05:30", { offset: "offset", fractionDigits: 0 }],
    ["2024-02-30T00:00:00Z", undefined],
    ["2024-01-01", undefined],
    [20240101, undefined],
  ])("%j", (value, form) => {
    expect(dateTimeForm(value)).toEqual(form);
  });

  test("reads the offset and the fraction of every date-time the contract accepts", () => {
    fc.assert(
      fc.property(dateTimeArb, (text) => {
        const offset = /(Z|[+-]\d\d:\d\d)$/.exec(text)?.[1];
        const fraction = /\.(\d+)/.exec(text)?.[1] ?? "";
        expect(dateTimeForm(text)).toEqual({
          offset: offset === undefined ? "none" : offset === "Z" ? "Z" : "offset",
          fractionDigits: fraction.length,
        });
      }),
    );
  });
});
