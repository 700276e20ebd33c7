// The `retry` option's checks, one rule per test (found by mutation testing of
// src/client/internal/resolve-retry.ts), through checkRetry itself.
import { expect, test } from "vitest";
import { checkRetry, type ResolvedRetry } from "../../src/client/internal/resolve-retry.js";

const base: ResolvedRetry = {
  limit: 2,
  baseDelayMs: 100,
  maxDelayMs: 1000,
  maxRetryAfterMs: 5000,
  jitter: true,
  shouldRetry: undefined,
};

function thrownBy(make: () => unknown): unknown {
  try {
    make();
  } catch (error) {
    return error;
  }
  return undefined;
}

test("keys given as undefined are left out: the base's values stay", () => {
  expect(
    checkRetry(
      {
        limit: undefined,
        baseDelayMs: undefined,
        maxDelayMs: 300,
        maxRetryAfterMs: undefined,
        jitter: undefined,
        shouldRetry: undefined,
      },
      base,
    ),
  ).toEqual({ ...base, maxDelayMs: 300 });
});

test.each(["baseDelayMs", "maxDelayMs", "maxRetryAfterMs"])(
  "a function as retry.%s is a TypeError, not a predicate",
  (key) => {
    const error = thrownBy(() => checkRetry({ [key]: () => 5 }, base));
    expect(error).toBeInstanceOf(TypeError);
    expect((error as TypeError).message).toBe(
      `\`retry.${key}\` must be a number of milliseconds in [0, 2147483647]`,
    );
  },
);

test.each([
  ["baseDelay", "baseDelayMs"],
  ["maxDelay", "maxDelayMs"],
  ["maxRetryAfter", "maxRetryAfterMs"],
])("retry.%s is unknown, and the error suggests retry.%s", (typo, meant) => {
  const error = thrownBy(() => checkRetry({ [typo]: 5 }, base));
  expect(error).toBeInstanceOf(TypeError);
  expect((error as TypeError).message).toBe(
    `Unknown option \`retry.${typo}\` (did you mean \`${meant}\`?)`,
  );
});
