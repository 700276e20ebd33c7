import { describe, expect, test } from "vitest";
import { didYouMean, suggestion } from "../../src/internal/did-you-mean.js";

const known = ["port", "host", "seed", "limit", "timeoutMs", "pageNumber", "concurrency"];

describe("didYouMean", () => {
  test.each([
    ["a case slip", "PORT", "port"],
    ["a name cut short", "page", "pageNumber"],
    ["a unit left out", "timeout", "timeoutMs"],
    ["a unit left out and a letter missing", "timout", "timeoutMs"],
    ["two neighbouring letters swapped, short name", "prot", "port"],
    ["two neighbouring letters swapped, long name", "cnocurrency", "concurrency"],
    ["a letter missing", "limt", "limit"],
    ["a letter wrong", "hast", "host"],
    ["two letters off a long name", "concurency", "concurrency"],
  ])("%s: %s → %s", (_, word, expected) => {
    expect(didYouMean(word, known)).toBe(expected);
  });

  test.each([
    ["two edits off a short name", "pots"],
    ["nothing alike", "verbose"],
    ["three edits off a long name", "currency"],
  ])("%s: %s has no suggestion", (_, word) => {
    expect(didYouMean(word, known)).toBeUndefined();
    expect(suggestion(word, known)).toBe("");
  });

  test("the suggestion is worded as the tail of a message", () => {
    expect(suggestion("prot", known)).toBe(" (did you mean `port`?)");
  });
});

test("a word far longer than every known name has no suggestion", () => {
  expect(didYouMean("x".repeat(1_000_000), known)).toBeUndefined();
  expect(didYouMean("concurrencyyy", known)).toBe("concurrency");
  expect(didYouMean("concurrencyyyy", known)).toBeUndefined();
});
