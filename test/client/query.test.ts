import { describe, expect, test } from "vitest";
import { buildQuery } from "../../src/client/internal/build-query.js";

describe("buildQuery", () => {
  const paging = [["skip", "offset", 20] as const, ["take", "limit", undefined] as const];

  test("puts paging first under its configured names, then filters as given", () => {
    const query = buildQuery(paging, { status: "Active", tag: ["a", "b"], n: 0, on: false });
    expect(query.toString()).toBe("skip=20&status=Active&tag=a&tag=b&n=0&on=false");
  });

  test.each([
    ["undefined", undefined],
    ["null", null],
    ["an empty array", []],
  ])("a filter that is %s is left out", (_, value) => {
    expect(buildQuery([], { status: value }).toString()).toBe("");
  });

  test("dates become ISO strings, in arrays too", () => {
    const day = new Date("2024-02-29T12:00:00Z");
    expect([...buildQuery([], { at: day, days: [day] }).values()]).toEqual([
      "2024-02-29T12:00:00.000Z",
      "2024-02-29T12:00:00.000Z",
    ]);
  });

  test.each([
    ["an object", { nested: 1 }, /`f` must be a string, number, boolean, Date/],
    ["NaN", Number.NaN, /`f` must be a finite number/],
    ["an invalid Date", new Date("x"), /`f` is an invalid Date/],
    ["a nested array", [["a"]], /`f` must be/],
  ])("a filter that is %s is a TypeError naming it", (_, value, message) => {
    expect(() => buildQuery([], { f: value })).toThrow(message);
  });

  test.each([1.5, -2147483649, "10"])("a paging value of %s is a TypeError", (value) => {
    expect(() => buildQuery([["offset", "offset", value]], {})).toThrow(
      /`offset` must be an int32/,
    );
  });
});
