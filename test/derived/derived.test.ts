import { describe, expect, test } from "vitest";
import {
  isOwnedProductInEffect,
  isTenantDeactivated,
  paymentOutcome,
} from "../../src/schemas/index.js";

const T = "2024-01-01T00:00:00Z";

describe("paymentOutcome", () => {
  test.each([
    [{ succeededAt: T, failedAt: null }, "succeeded"],
    [{ succeededAt: T }, "succeeded"],
    [{ succeededAt: null, failedAt: T }, "failed"],
    [{ failedAt: T }, "failed"],
    [{ succeededAt: null, failedAt: null }, "pending"],
    [{}, "pending"],
    [{ succeededAt: T, failedAt: T }, "contradictory"],
  ] as const)("%j is %s", (payment, outcome) => {
    expect(paymentOutcome(payment)).toBe(outcome);
  });
});

describe("isOwnedProductInEffect: effectiveAt ≤ at < effectiveThrough", () => {
  const year2024 = {
    effectiveAt: "2024-01-01T00:00:00Z",
    effectiveThrough: "2025-01-01T00:00:00Z",
  };
  test.each([
    ["before effectiveAt", year2024, "2023-12-31T23:59:59.999999999Z", false],
    ["exactly at effectiveAt", year2024, "2024-01-01T00:00:00Z", true],
    ["inside", year2024, new Date("2024-06-01T00:00:00Z"), true],
    ["a nanosecond before effectiveThrough", year2024, "2024-12-31T23:59:59.999999999Z", true],
    ["exactly at effectiveThrough", year2024, "2025-01-01T00:00:00Z", false],
    ["after effectiveThrough", year2024, Date.UTC(2026, 0, 1), false],
    ["open-ended (null)", { effectiveAt: T, effectiveThrough: null }, "2999-01-01T00:00:00Z", true],
    ["open-ended (absent)", { effectiveAt: T }, "2999-01-01T00:00:00Z", true],
    ["open-ended, before start", { effectiveAt: T }, "2023-01-01T00:00:00Z", false],
    [
      "offsets compared as instants",
      { effectiveAt: "2024-01-01T02:00:00+02:00" },
      "2024-01-01T00:00:00Z",
      true,
    ],
    [
      "offsets compared as instants (before)",
      { effectiveAt: "2024-01-01T02:00:00+02:00" },
      "2023-12-31T23:59:59Z",
      false,
    ],
    ["no offset read as UTC", { effectiveAt: "2024-01-01T00:00:00" }, "2024-01-01T00:00:00Z", true],
    [
      "7 fractional digits kept",
      { effectiveAt: "2024-01-01T00:00:00.0000001" },
      "2024-01-01T00:00:00Z",
      false,
    ],
    [
      "year before 100",
      { effectiveAt: "0050-01-01T00:00:00Z", effectiveThrough: "0051-01-01T00:00:00Z" },
      "0050-06-01T00:00:00Z",
      true,
    ],
    [
      "leap day of year 0",
      { effectiveAt: "0000-02-29T00:00:00Z", effectiveThrough: "0000-03-01T00:00:00Z" },
      "0000-02-29T23:59:59Z",
      true,
    ],
  ] as const)("%s", (_, product, at, expected) => {
    expect(isOwnedProductInEffect(product, at)).toBe(expected);
  });

  test("defaults to now", () => {
    expect(isOwnedProductInEffect({ effectiveAt: "2000-01-01T00:00:00Z" })).toBe(true);
    expect(isOwnedProductInEffect({ effectiveAt: "2999-01-01T00:00:00Z" })).toBe(false);
  });

  test("a malformed date-time is a TypeError naming the field", () => {
    expect(() => isOwnedProductInEffect({ effectiveAt: "soon" })).toThrow(
      /^isOwnedProductInEffect: product\.effectiveAt must be a contract date-time/,
    );
    expect(() => isOwnedProductInEffect({ effectiveAt: T, effectiveThrough: "x" }, T)).toThrow(
      /effectiveThrough/,
    );
    expect(() => isOwnedProductInEffect({ effectiveAt: T }, new Date(Number.NaN))).toThrow(
      /at must be a Date, epoch milliseconds or a contract date-time .*, got an invalid Date$/,
    );
  });
});

describe("isTenantDeactivated", () => {
  test.each([
    [{ deactivatedAt: T }, true],
    [{ deactivatedAt: null }, false],
    [{}, false],
  ])("%j → %s", (tenant, expected) => {
    expect(isTenantDeactivated(tenant)).toBe(expected);
  });
});

describe("isOwnedProductInEffect: a wrong argument says what it takes", () => {
  const rule = 'a Date, epoch milliseconds or a contract date-time ("2024-06-01T00:00:00Z")';
  test.each([
    [null, "null"],
    [{}, "an object"],
    [true, "a boolean"],
    [Number.NaN, "NaN"],
    [Number.POSITIVE_INFINITY, "Infinity"],
    [new Date(Number.NaN), "an invalid Date"],
    ["2024-06-01", '"2024-06-01" (the time is missing)'],
    [
      `2024-06-01T00:00:00Z${" ".repeat(100)}`,
      `"2024-06-01T00:00:00Z${" ".repeat(40)}…" (the offset must be Z or ±HH:MM)`,
    ],
    [
      "2024-06-01 00:00:00Z",
      '"2024-06-01 00:00:00Z" (the date and the time must be separated by T)',
    ],
  ])("at = %s", (at, shown) => {
    expect(() => isOwnedProductInEffect({ effectiveAt: T }, at as never)).toThrow(
      new TypeError(`isOwnedProductInEffect: at must be ${rule}, got ${shown}`),
    );
  });

  test("a product that is not an object, or a date-time of the product that is malformed", () => {
    expect(() => isOwnedProductInEffect(null as never, T)).toThrow(
      new TypeError(
        "isOwnedProductInEffect: product must be an owned product (an object with effectiveAt), got null",
      ),
    );
    expect(() => isOwnedProductInEffect({ effectiveAt: "2024-02-30T00:00:00Z" }, T)).toThrow(
      new TypeError(
        'isOwnedProductInEffect: product.effectiveAt must be a contract date-time ("2024-06-01T00:00:00Z"), ' +
          'got "2024-02-30T00:00:00Z" (the day does not exist in that month)',
      ),
    );
    expect(() =>
      isOwnedProductInEffect({ effectiveAt: T, effectiveThrough: 5 as never }, T),
    ).toThrow(/^isOwnedProductInEffect: product\.effectiveThrough must be .*, got 5$/);
    const given = { effectiveAt: new Date(0) as never };
    expect(() => isOwnedProductInEffect(given, T)).toThrow(/product\.effectiveAt .*, got a Date$/);
  });
});

describe("paymentOutcome and isTenantDeactivated refuse what is not an object", () => {
  test.each([
    [null, "null"],
    [undefined, "undefined"],
    ["2024-01-01T00:00:00Z", "a string"],
  ])("%s", (value, kind) => {
    expect(() => paymentOutcome(value as never)).toThrow(
      new TypeError(`paymentOutcome: payment must be a Payment (an object), got ${kind}`),
    );
    expect(() => isTenantDeactivated(value as never)).toThrow(
      new TypeError(`isTenantDeactivated: tenant must be a Tenant (an object), got ${kind}`),
    );
  });
});
