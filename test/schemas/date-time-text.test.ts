// The fast path's date-time scan (src/schemas/internal/fast-path/date-time-text.ts) must answer exactly
// what DATE_TIME_PATTERN answers, for every string: exhaustively over the calendar's edges, and
// by fast-check over valid date-times, their one-character mutations, and arbitrary text, and
// (issue 39) over date-times built at every field's edges, then edited anywhere by any character.
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

// Issue 39: the scan is the hottest frame of validation, so it is the code most likely to be
// rewritten for speed. These properties pin it to the regular expression near every edge a
// rewrite could get wrong, and check that each run met both verdicts many times.
describe("isDateTimeText answers as DATE_TIME_PATTERN does near every field's edges", () => {
  const digits = (n: number) => fc.stringMatching(new RegExp(`^\\d{${n}}$`));
  /** A two-digit field: mostly in `min`–`max`, else one of its edges or any two digits. */
  const field = (min: number, max: number, ...edges: number[]) =>
    fc.oneof(
      { weight: 4, arbitrary: fc.integer({ min, max }).map((n) => pad(n)) },
      { weight: 1, arbitrary: fc.constantFrom(...[min, max, ...edges].map((n) => pad(n))) },
      { weight: 1, arbitrary: digits(2) },
    );
  const year = fc.oneof(
    // For leap days: years at the leap-year rule's edges.
    fc
      .constantFrom(0, 1, 4, 100, 400, 1900, 2000, 2023, 2024, 2100, 9996, 9999)
      .map((y) => pad(y, 4)),
    digits(4),
  );
  const fraction = fc.oneof(
    fc.constant(""),
    fc.constant("."),
    fc.integer({ min: 1, max: 10 }).chain((n) => digits(n).map((d) => `.${d}`)),
  );
  const offset = fc.oneof(
    fc.constantFrom("", "Z"),
    fc
      .tuple(fc.constantFrom("+", "-"), field(0, 23, 24), field(0, 59, 60))
      .map(([sign, hours, minutes]) => `${sign}${hours}:${minutes}`),
  );
  const edgeDateTime = fc
    .tuple(
      year,
      field(1, 12, 0, 2, 13),
      // 29–31 of each month, and the days just outside.
      fc.oneof(field(1, 31, 0, 32), fc.constantFrom("28", "29", "30", "31")),
      field(0, 23, 24),
      field(0, 59, 60),
      field(0, 59, 60),
      fraction,
      offset,
    )
    .map(([y, mo, d, h, mi, s, f, o]) => `${y}-${mo}-${d}T${h}:${mi}:${s}${f}${o}`);
  // Any UTF-16 code unit: lone surrogates, non-ASCII digits and controls included.
  const anyChar = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));
  const edited = fc
    .tuple(edgeDateTime, fc.nat(), fc.oneof(anyChar, fc.constantFrom(..."0123456789-:.TZ+")))
    .chain(([text, at, char]) => {
      const i = at % (text.length + 1);
      return fc.constantFrom(
        text,
        text.slice(0, i) + char + text.slice(i + 1),
        text.slice(0, i) + char + text.slice(i),
        text.slice(0, i) + text.slice(i + 1),
      );
    });
  // Lengths 0–40: a prefix of an edge date-time, or one lengthened by date-time characters.
  const resized = fc
    .tuple(edgeDateTime, fc.integer({ min: 0, max: 40 }), fc.constantFrom(..."0123456789Z:+-."))
    .map(([text, length, filler]) => text.padEnd(length, filler).slice(0, length));

  test.each([
    ["built at the edges of each field", edgeDateTime],
    ["with one character replaced, inserted or deleted anywhere", edited],
    ["cut or lengthened to 0–40 characters", resized],
  ])("on date-times %s", (_, texts) => {
    const verdicts = { true: 0, false: 0 };
    fc.assert(
      fc.property(texts, (text) => {
        verdicts[`${agree(text)}`]++;
      }),
      { numRuns: 20_000 },
    );
    // Both verdicts, many times: a generator that made only one would test half the scan.
    expect(verdicts.true).toBeGreaterThan(100);
    expect(verdicts.false).toBeGreaterThan(100);
  });
});
