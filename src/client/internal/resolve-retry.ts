import type { RetryPredicate } from "../retry-policy.js";
import {
  booleanOption,
  delayOption,
  functionOption,
  intRangeOption,
  knownKeysOnly,
  mustBe,
} from "../../internal/option-checks/index.js";
import { CLIENT_DEFAULTS } from "./defaults.js";

const RETRY_KEYS = [
  "limit",
  "baseDelayMs",
  "maxDelayMs",
  "maxRetryAfterMs",
  "jitter",
  "shouldRetry",
];

/** The most retries a call may make. */
const MAX_RETRIES = 100;

/**
 * The checked `retry` option, every default filled in.
 */
export interface ResolvedRetry {
  readonly limit: number;
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
  readonly maxRetryAfterMs: number;
  readonly jitter: boolean;
  readonly shouldRetry: RetryPredicate | undefined;
}

/**
 * Checks a `retry` option of `where` (`createClient`, or the operation called) and fills in what
 * it leaves out from `base`: the defaults for the client's option, the client's policy for a
 * call's.
 */
export function checkRetry(
  where: string,
  retry: unknown,
  base: ResolvedRetry = CLIENT_DEFAULTS.retry,
): ResolvedRetry {
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
  return resolved as unknown as ResolvedRetry;
}
