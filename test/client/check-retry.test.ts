// The `retry` option's checks, one rule per test (found by mutation testing of
// src/client/internal/retry-config.ts), through checkRetry itself.
import { expect, test } from "vitest";
import {
  checkRetry,
  type RetryConfig as ResolvedRetry,
} from "../../src/client/internal/retry-config.js";

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
      "createClient",
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
    const error = thrownBy(() => checkRetry("createClient", { [key]: () => 5 }, base));
    expect(error).toBeInstanceOf(TypeError);
    expect((error as TypeError).message).toBe(
      `createClient: options.retry.${key} must be a number of milliseconds in [0, 2147483647], got a function`,
    );
  },
);

test.each([
  ["baseDelay", "baseDelayMs"],
  ["maxDelay", "maxDelayMs"],
  ["maxRetryAfter", "maxRetryAfterMs"],
])("retry.%s is unknown, and the error suggests retry.%s", (typo, meant) => {
  const error = thrownBy(() => checkRetry("createClient", { [typo]: 5 }, base));
  expect(error).toBeInstanceOf(TypeError);
  expect((error as TypeError).message).toBe(
    `createClient: unknown option \`retry.${typo}\` (did you mean \`retry.${meant}\`?); known: ` +
      "retry.limit, retry.baseDelayMs, retry.maxDelayMs, retry.maxRetryAfterMs, retry.jitter, retry.shouldRetry",
  );
});
