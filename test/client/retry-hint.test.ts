import { describe, expect, test } from "vitest";
import { formatHint, retryHintMs } from "../../src/client/internal/retry-hint.js";
import {
  backoffMs as backoffDelay,
  DEFAULT_RETRY,
} from "../../src/client/internal/retry-config.js";

const now = Date.parse("2026-01-01T00:00:00Z");

describe("retryHintMs", () => {
  test.each([
    ["delay-seconds", { "retry-after": "120" }, 120_000],
    ["zero seconds", { "retry-after": "0" }, 0],
    ["an HTTP-date ahead", { "retry-after": "Thu, 01 Jan 2026 00:00:30 GMT" }, 30_000],
    ["an HTTP-date behind", { "retry-after": "Wed, 31 Dec 2025 23:59:00 GMT" }, 0],
    ["retry-after-ms", { "retry-after-ms": "250.5" }, 250.5],
    ["retry-after-ms over Retry-After", { "retry-after-ms": "5", "retry-after": "9" }, 5],
    [
      "a bad retry-after-ms, then Retry-After",
      { "retry-after-ms": "soon", "retry-after": "2" },
      2000,
    ],
    ["nothing", {}, undefined],
    ["negative seconds", { "retry-after": "-5" }, undefined],
    ["fractional seconds", { "retry-after": "1.5" }, undefined],
    ["free text", { "retry-after": "later" }, undefined],
    ["an ISO date", { "retry-after": "2026-01-01T00:00:30Z" }, undefined],
    ["retry-after-ms with two decimals", { "retry-after-ms": "12.25" }, 12.25],
    ["retry-after-ms with a unit", { "retry-after-ms": "12ms" }, undefined],
    ["only a bad retry-after-ms", { "retry-after-ms": "soon" }, undefined],
    [
      "retry-after-ms with text before it",
      { "retry-after-ms": "in 250", "retry-after": "3" },
      3000,
    ],
    [
      "retry-after-ms with letters glued before it",
      { "retry-after-ms": "x250", "retry-after": "3" },
      3000,
    ],
    [
      "an HTTP-date with text after GMT",
      { "retry-after": "Thu, 01 Jan 2026 00:00:30 GMT+1" },
      undefined,
    ],
    ["a date in another zone", { "retry-after": "Thu, 01 Jan 2026 00:00:30 EST" }, undefined],
  ])("reads %s", (_, headers, expected) => {
    expect(retryHintMs(new Headers(headers), now)).toBe(expected);
  });
});

describe("backoffDelay", () => {
  const policy = { ...DEFAULT_RETRY, baseDelayMs: 100, maxDelayMs: 1000 };

  test.each([
    [1, 100],
    [2, 200],
    [4, 800],
    [5, 1000],
    [30, 1000],
  ])("without jitter, retry %i waits %i ms", (retry, expected) => {
    expect(backoffDelay({ ...policy, jitter: false }, retry)).toBe(expected);
  });

  test.each([
    [0, 400],
    [0.5, 600],
    [0.999, 799.6],
  ])("with jitter, a draw of %d gives %d ms of 800", (draw, expected) => {
    expect(backoffDelay(policy, 4, () => draw)).toBeCloseTo(expected);
  });
});

describe("formatHint", () => {
  test.each([
    [3_600_000, "3600 s"],
    [1000, "1 s"],
    [1500, "1500 ms"],
    [999, "999 ms"],
    [0, "0 ms"],
    [250.4, "250 ms"],
    [2_147_483_000, "2147483 s"],
    [2_147_483_647, "2147483647 ms"],
    [2_147_483_648, "more than 24 days"],
    [1e23, "more than 24 days"],
    [Infinity, "more than 24 days"],
  ])("%d ms reads %j", (ms, text) => {
    expect(formatHint(ms)).toBe(text);
  });
});
