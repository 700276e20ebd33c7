import type { ResolvedRetry } from "./resolve-retry.js";

/**
 * The backoff before retry number `retry` (1 for the first): `baseDelayMs` doubled on each
 * retry, capped at `maxDelayMs`, then with jitter a random point between half and all of it
 * ("equal jitter": clients spread out, yet none retries at once).
 */
export function backoffDelay(policy: ResolvedRetry, retry: number, random = Math.random): number {
  const exponential = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (retry - 1));
  return policy.jitter ? exponential / 2 + (random() * exponential) / 2 : exponential;
}
