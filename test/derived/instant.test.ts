import fc from "fast-check";
import { expect, test } from "vitest";
import { compareInstants, parseDateTime } from "../../src/derived/internal/instant.js";
import { dateTimeArb } from "../helpers/arbitraries.js";

test("reads date-times with an offset and up to 3 digits exactly as Date.parse does", () => {
  const comparable = dateTimeArb.filter((s) => /(Z|[+-]\d\d:\d\d)$/.test(s) && !/\.\d{4}/.test(s));
  fc.assert(
    fc.property(comparable, (value) => {
      expect(parseDateTime(value, "v")).toEqual({ epochMs: Date.parse(value), subMsNanos: 0 });
    }),
    { numRuns: 2000 },
  );
});

test("orders by every fractional digit", () => {
  const a = parseDateTime("2024-01-01T00:00:00.000000001Z", "a");
  const b = parseDateTime("2024-01-01T00:00:00.000000002Z", "b");
  expect(compareInstants(a, b)).toBeLessThan(0);
  expect(compareInstants(b, a)).toBeGreaterThan(0);
  expect(compareInstants(a, parseDateTime("2024-01-01T00:00:00.000000001", "c"))).toBe(0);
});
