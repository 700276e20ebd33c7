import type { RetryPredicate } from "../retry-policy.js";
import { suggestion } from "../../internal/did-you-mean.js";
import { CLIENT_DEFAULTS } from "./defaults.js";

const RETRY_KEYS = [
  "limit",
  "baseDelayMs",
  "maxDelayMs",
  "maxRetryAfterMs",
  "jitter",
  "shouldRetry",
];

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

const MAX_DELAY = 2_147_483_647; // the largest delay setTimeout accepts

function checkMs(value: unknown, name: string): number {
  if (typeof value !== "number" || !(value >= 0) || value > MAX_DELAY) {
    throw new TypeError(`\`retry.${name}\` must be a number of milliseconds in [0, ${MAX_DELAY}]`);
  }
  return value;
}

function checkLimit(value: unknown, name: string): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < 0 || value > 100) {
    throw new TypeError(`\`${name}\` must be a whole number of retries in [0, 100]`);
  }
  return value;
}

/**
 * Checks a `retry` option and fills in what it leaves out from `base`: the defaults for the
 * client's option, the client's policy for a call's.
 */
export function checkRetry(
  retry: unknown,
  base: ResolvedRetry = CLIENT_DEFAULTS.retry,
): ResolvedRetry {
  if (retry === undefined) return base;
  if (typeof retry === "number") return { ...base, limit: checkLimit(retry, "retry") };
  if (typeof retry === "function") return { ...base, shouldRetry: retry as RetryPredicate };
  if (typeof retry !== "object" || retry === null || Array.isArray(retry)) {
    throw new TypeError("`retry` must be a number of retries, a predicate, or a retry policy");
  }
  const given = Object.fromEntries(Object.entries(retry).filter(([, v]) => v !== undefined));
  const resolved: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(given)) {
    if (key === "limit") resolved[key] = checkLimit(value, "retry.limit");
    else if (key === "jitter" && typeof value === "boolean") resolved[key] = value;
    else if (key === "shouldRetry" && typeof value === "function") resolved[key] = value;
    else if (key === "baseDelayMs" || key === "maxDelayMs" || key === "maxRetryAfterMs") {
      resolved[key] = checkMs(value, key);
    } else if (key === "jitter" || key === "shouldRetry") {
      throw new TypeError(
        `\`retry.${key}\` must be a ${key === "jitter" ? "boolean" : "function"}`,
      );
    } else throw new TypeError(`Unknown option \`retry.${key}\`${suggestion(key, RETRY_KEYS)}`);
  }
  return resolved as unknown as ResolvedRetry;
}
