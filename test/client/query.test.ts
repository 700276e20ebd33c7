import { describe, expect, test } from "vitest";
import { buildQuery } from "../../src/client/internal/build-query.js";

describe("buildQuery", () => {
  const paging = [["skip", "offset", 20] as const, ["take", "limit", undefined] as const];

  test("puts paging first under its configured names, then filters as given", () => {
    const query = buildQuery("ownedProducts.search", paging, {
      status: "Active",
      tag: ["a", "b"],
      n: 0,
      on: false,
    });
    expect(query.toString()).toBe("skip=20&status=Active&tag=a&tag=b&n=0&on=false");
  });

  test.each([
    ["undefined", undefined],
    ["null", null],
    ["an empty array", []],
  ])("a filter that is %s is left out", (_, value) => {
    expect(buildQuery("ownedProducts.search", [], { status: value }).toString()).toBe("");
  });

  test("dates become ISO strings, in arrays too", () => {
    const day = new Date("2024-02-29T12:00:00Z");
    expect([...buildQuery("ownedProducts.search", [], { at: day, days: [day] }).values()]).toEqual([
      "2024-02-29T12:00:00.000Z",
      "2024-02-29T12:00:00.000Z",
    ]);
  });

  const RULE = "a string, number, boolean, Date or an array of them";
  test.each([
    ["an object", { nested: 1 }, `ownedProducts.search: params.f must be ${RULE}, got an object`],
    ["NaN", Number.NaN, "ownedProducts.search: params.f must be a finite number, got NaN"],
    ["an invalid Date", new Date("x"), "ownedProducts.search: params.f is an invalid Date"],
    ["a nested array", [["a"]], `ownedProducts.search: params.f must be ${RULE}, got an array`],
    ["null in an array", [null], `ownedProducts.search: params.f must be ${RULE}, got null`],
  ])("a filter that is %s is a TypeError naming it", (_, value, message) => {
    expect(() => buildQuery("ownedProducts.search", [], { f: value })).toThrow(
      new TypeError(message),
    );
  });

  test.each([
    [1.5, "1.5"],
    [-2147483649, "-2147483649"],
    ["10", '"10"'],
  ])("a paging value of %s is a TypeError", (value, shown) => {
    expect(() => buildQuery("ownedProducts.search", [["offset", "offset", value]], {})).toThrow(
      new TypeError(`ownedProducts.search: params.offset must be an int32 integer, got ${shown}`),
    );
  });
});
