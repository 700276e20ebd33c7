// The fast path's date-time scan (src/schemas/internal/fast-path/date-time-text.ts) must answer exactly
// what DATE_TIME_PATTERN answers, for every string: exhaustively over the calendar's edges, and
// by fast-check over valid date-times, their one-character mutations, and arbitrary text.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { isDateTimeText } from "../../src/schemas/internal/fast-path/date-time-text.js";
import { DATE_TIME_PATTERN } from "../../src/schemas/index.js";
import { dateTimeArb } from "../helpers/arbitraries.js";

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** Asserts the scan and the pattern agree on `text`, and returns their answer. */
function agree(text: string): boolean {
  const expected = DATE_TIME_PATTERN.test(text);
  expect(isDateTimeText(text), JSON.stringify(text)).toBe(expected);
  return expected;
}

describe("isDateTimeText answers as DATE_TIME_PATTERN does", () => {
  test("on every month and day 00–32 of years at the leap-year rule's edges", () => {
    const years = [
      0, 1, 4, 100, 200, 400, 1800, 1900, 1996, 2000, 2023, 2024, 2100, 2200, 2400, 9996, 9999,
    ];
    let accepted = 0;
    for (const year of years)
      for (let month = 0; month <= 13; month++)
        for (let day = 0; day <= 32; day++)
          if (agree(`${pad(year, 4)}-${pad(month)}-${pad(day)}T12:00:00Z`)) accepted++;
    // 17 years of 365 days, plus 29 February in the 8 leap years among them (0, 4, 400, 1996,
    // 2000, 2024, 2400, 9996): the test would pass vacuously if the pattern accepted nothing.
    expect(accepted).toBe(17 * 365 + 8);
  });

  test("on every hour, minute and second 00–99", () => {
    for (let n = 0; n <= 99; n++) {
      agree(`2024-01-01T${pad(n)}:00:00`);
      agree(`2024-01-01T00:${pad(n)}:00`);
      agree(`2024-01-01T00:00:${pad(n)}`);
      agree(`2024-01-01T00:00:00+${pad(n)}:00`);
      agree(`2024-01-01T00:00:00-00:${pad(n)}`);
    }
  });

  test("on 0 to 12 fractional digits, with each kind of ending", () => {
    for (let digits = 0; digits <= 12; digits++)
      for (const ending of ["", "Z", "+02:00", "-05:30", "z", "+0200", "+02", "Z ", "ZZ"])
        agree(`2024-01-01T00:00:00${digits ? "." : ""}${"1".repeat(digits)}${ending}`);
    agree("2024-01-01T00:00:00.");
    agree("2024-01-01T00:00:00.Z");
  });

  test.each([
    "",
    "2024",
    "2024-01-01",
    "2024-01-01T00:00",
    "2024-01-01T00:00:0",
    "2024-01-01t00:00:00Z",
    "2024-01-01 00:00:00Z",
    "2024/01/01T00:00:00Z",
    "+2024-01-01T00:00:00Z",
    "２０２４-01-01T00:00:00Z",
    "2024-01-01T00:00:00Z\n",
    "2024-01-01T00:00:00\u0000",
    "next Tuesday",
  ])("on %j", (text) => {
    expect(agree(text)).toBe(false);
  });

  test("on generated valid date-times", () => {
    fc.assert(
      fc.property(dateTimeArb, (text) => {
        expect(agree(text)).toBe(true);
      }),
      { numRuns: 5_000 },
    );
  });

  // Characters that can appear in a date-time, plus a few that look like them.
  const nearChar = fc.constantFrom(..."0123456789-:.TZtz+ /\u0660１".split(""));

  test("on valid date-times with one character replaced, inserted or deleted", () => {
    const mutated = fc
      .tuple(dateTimeArb, fc.nat(40), nearChar, fc.constantFrom("replace", "insert", "delete"))
      .map(([text, at, char, how]) => {
        const i = at % (text.length + 1);
        if (how === "insert") return text.slice(0, i) + char + text.slice(i);
        return text.slice(0, i) + (how === "replace" ? char : "") + text.slice(i + 1);
      });
    fc.assert(
      fc.property(mutated, (text) => {
        agree(text);
      }),
      { numRuns: 20_000 },
    );
  });

  test("on strings of date-time characters and on arbitrary text", () => {
    const nearText = fc.array(nearChar, { maxLength: 40 }).map((chars) => chars.join(""));
    fc.assert(
      fc.property(fc.oneof(nearText, fc.string({ unit: "binary", maxLength: 40 })), (text) => {
        agree(text);
      }),
      { numRuns: 10_000 },
    );
  });
});
