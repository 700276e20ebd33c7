import { expect, test } from "vitest";
import * as root from "../../src/index.js";
import { formatIssues, OwnedProductStrictSchema } from "../../src/schemas/index.js";
import { samples } from "../helpers/samples.js";

const issues = Array.from({ length: 12 }, (_, i) => ({
  path: ["list", i, "qty"],
  message: `m${i}`,
}));

test("one line per issue, `path: message`, and `(root)` for the value itself", () => {
  expect(formatIssues([{ path: [], message: "expected an object, received null" }])).toBe(
    "(root): expected an object, received null",
  );
  expect(formatIssues(issues.slice(0, 2))).toBe("list.0.qty: m0\nlist.1.qty: m1");
});

test("capped at 10 by default, then `and N more`; max sets the cap, Infinity lifts it", () => {
  expect(formatIssues(issues).split("\n")).toEqual([
    ...issues.slice(0, 10).map((i) => `${i.path.join(".")}: ${i.message}`),
    "and 2 more",
  ]);
  expect(formatIssues(issues, { max: 1 })).toBe("list.0.qty: m0\nand 11 more");
  expect(formatIssues(issues, { max: 0 })).toBe("and 12 more");
  expect(formatIssues(issues, { max: Infinity }).split("\n")).toHaveLength(12);
  expect(formatIssues([])).toBe("");
});

test("takes zod's issues as they come, from the root entry too", () => {
  const result = OwnedProductStrictSchema.safeParse({
    ...samples.OwnedProduct,
    qty: "1",
    region: 1,
  });
  expect(root.formatIssues).toBe(formatIssues);
  expect(formatIssues(result.error!.issues)).toBe(
    "qty: expected an int32 (a whole number from -2147483648 to 2147483647), received a string\n" +
      'region: unknown field "region": the contract does not define it (strict parsing)',
  );
});

test.each([
  [{ maxx: 2 }, "formatIssues: unknown option `maxx` (did you mean `max`?); known: max"],
  [{ max: -1 }, "formatIssues: options.max must be a non-negative integer or Infinity, got -1"],
  [{ max: 1.5 }, "formatIssues: options.max must be a non-negative integer or Infinity, got 1.5"],
  ["5", 'formatIssues: options must be an object, got "5"'],
])("a bad options object %j is a TypeError naming it", (options, message) => {
  expect(() => formatIssues(issues, options as never)).toThrow(new TypeError(message));
});

test("an unknown field's name cannot forge a line: control characters are escaped, long names cut", () => {
  const product = {
    ...samples.OwnedProduct,
    "x\nforged: line\u001b[31m": 1,
    ["k".repeat(500)]: 2,
  };
  const result = OwnedProductStrictSchema.safeParse(product);
  expect(result.success).toBe(false);
  const text = formatIssues(result.error?.issues ?? []);
  expect(text.split("\n")).toEqual([
    'x\\u000aforged: line\\u001b[31m: unknown field "x\\u000aforged: line\\u001b[31m": the contract does not define it (strict parsing)',
    `${"k".repeat(100)}…: unknown field "${"k".repeat(100)}…": the contract does not define it (strict parsing)`,
  ]);
  // The issues' paths keep the real names, for code that reads them.
  expect(result.error?.issues.map((issue) => issue.path)).toEqual([
    ["x\nforged: line\u001b[31m"],
    ["k".repeat(500)],
  ]);
});

test("a path's segments of any source are written printable, U+2028 and C1 controls included", () => {
  expect(formatIssues([{ path: ["a\u2028b", 0, "c\u009bd"], message: "m" }])).toBe(
    "a\\u2028b.0.c\\u009bd: m",
  );
});

test("bidirectional controls and lone surrogates are escaped; a cut through a pair escapes its half", () => {
  expect(formatIssues([{ path: ["a\u202eb\u2066c\u200fd"], message: "m" }])).toBe(
    "a\\u202eb\\u2066c\\u200fd: m",
  );
  expect(formatIssues([{ path: ["x\ud800y\udc00z"], message: "m" }])).toBe("x\\ud800y\\udc00z: m");
  // A pair stays whole, and 99 characters then a pair cut after its first half.
  expect(formatIssues([{ path: ["😀"], message: "m" }])).toBe("😀: m");
  expect(formatIssues([{ path: [`${"k".repeat(99)}😀`], message: "m" }])).toBe(
    `${"k".repeat(99)}\\ud83d…: m`,
  );
});
