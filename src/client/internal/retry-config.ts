import type { RetryPredicate } from "../retry-policy.js";
import {
  booleanOption,
  delayOption,
  functionOption,
  intRangeOption,
  knownKeysOnly,
  mustBe,
} from "../../internal/option-checks/index.js";

/** The most retries a call may make. */
const MAX_RETRIES = 100;

/** The checked `retry` option, every default filled in. */
export interface RetryConfig {
  readonly limit: number;
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
  readonly maxRetryAfterMs: number;
  readonly jitter: boolean;
  readonly shouldRetry: RetryPredicate | undefined;
}

/** The client's retry policy when its `retry` option leaves something out (docs/client.md). */
export const DEFAULT_RETRY: RetryConfig = {
  limit: 2,
  baseDelayMs: 500,
  maxDelayMs: 8_000,
  // A hint beyond a minute fails the call rather than blocking it.
  maxRetryAfterMs: 60_000,
  jitter: true,
  shouldRetry: undefined,
};

const RETRY_KEYS = Object.keys(DEFAULT_RETRY);

/** Checks a `retry` option, filling in the rest from `base` (the defaults, or the client's). */
export function checkRetry(where: string, retry: unknown, base: RetryConfig): RetryConfig {
  if (retry === undefined) return base;
  if (typeof retry === "number") {
    return { ...base, limit: intRangeOption(where, "retry", retry, 0, MAX_RETRIES, 0) };
  }
  if (typeof retry === "function") return { ...base, shouldRetry: retry as RetryPredicate };
  if (typeof retry !== "object" || retry === null || Array.isArray(retry)) {
    const rule = `a number of retries (0 to ${MAX_RETRIES}), a predicate, or a policy { limit, … }`;
    mustBe(where, "options.retry", rule, retry);
  }
  const given = Object.fromEntries(Object.entries(retry).filter(([, v]) => v !== undefined));
  knownKeysOnly(where, given, RETRY_KEYS, "options", "retry.");
  const resolved: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(given)) {
    const name = `options.retry.${key}`;
    if (key === "limit") resolved[key] = intRangeOption(where, name, value, 0, MAX_RETRIES, 0);
    else if (key === "jitter") resolved[key] = booleanOption(where, name, value);
    else if (key === "shouldRetry") resolved[key] = functionOption(where, name, value);
    else resolved[key] = delayOption(where, name, value);
  }
  return resolved as unknown as RetryConfig;
}

/**
 * The backoff before retry `retry` (from 1): `baseDelayMs` doubled each time, capped at
 * `maxDelayMs`; with jitter, a random point between half and all of it ("equal jitter": clients
 * spread out, yet none retries at once).
 */
export function backoffMs(policy: RetryConfig, retry: number, random = Math.random): number {
  const exponential = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (retry - 1));
  return policy.jitter ? exponential / 2 + (random() * exponential) / 2 : exponential;
}
