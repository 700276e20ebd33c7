import { describe, expect, test } from "vitest";
import { dateTime } from "../../src/schemas/index.js";

describe("dateTime", () => {
  test.each([
    ["UTC designator", "2024-01-01T00:00:00Z"],
    ["positive offset", "2024-01-01T00:00:00+02:00"],
    ["negative offset", "2024-01-01T23:59:59-05:30"],
    ["no offset (.NET unspecified kind)", "2024-01-01T00:00:00"],
    ["1 fractional digit", "2024-01-01T00:00:00.1Z"],
    ["3 fractional digits", "2024-01-01T00:00:00.123+01:00"],
    ["7 fractional digits (.NET)", "2024-01-01T00:00:00.1234567"],
    ["9 fractional digits", "2024-01-01T00:00:00.123456789Z"],
    ["leap day of a leap year", "2024-02-29T12:00:00Z"],
    ["leap day of a year divisible by 400", "2000-02-29T00:00:00Z"],
    ["31st of a 31-day month", "2024-12-31T23:59:59Z"],
    ["year 0001", "0001-01-01T00:00:00"],
  ])("accepts %s, unchanged: %s", (_, value) => {
    expect(dateTime.parse(value)).toBe(value);
  });

  test.each([
    ["leap day of a common year", "2023-02-29T00:00:00Z"],
    ["leap day of a century that is not a leap year", "1900-02-29T00:00:00Z"],
    ["31st of a 30-day month", "2024-04-31T00:00:00Z"],
    ["month 13", "2024-13-01T00:00:00Z"],
    ["day 0", "2024-01-00T00:00:00Z"],
    ["hour 24", "2024-01-01T24:00:00Z"],
    ["minute 60", "2024-01-01T00:60:00Z"],
    ["second 60", "2024-01-01T00:00:60Z"],
    ["date only", "2024-01-01"],
    ["no seconds", "2024-01-01T00:00Z"],
    ["10 fractional digits", "2024-01-01T00:00:00.1234567890Z"],
    ["empty fraction", "2024-01-01T00:00:00.Z"],
    ["space instead of T", "2024-01-01 00:00:00Z"],
    ["offset without colon", "2024-01-01T00:00:00+0200"],
    ["hour-only offset", "2024-01-01T00:00:00+02"],
    ["offset hour 24", "2024-01-01T00:00:00+24:00"],
    ["free text", "next Tuesday"],
    ["surrounding whitespace", " 2024-01-01T00:00:00Z"],
    ["trailing newline", "2024-01-01T00:00:00Z\n"],
    ["a Date object", new Date(0)],
    ["epoch milliseconds", 0],
  ])("rejects %s: %j", (_, value) => {
    const result = dateTime.safeParse(value);
    expect(result.success).toBe(false);
  });

  test("names the format in its issue", () => {
    expect(dateTime.safeParse("2024-01-01").error?.issues).toMatchObject([
      { code: "invalid_format", format: "date-time", path: [] },
    ]);
  });
});
