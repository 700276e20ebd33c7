// The client's shared backoff (docs/client.md, "Shared backoff"): after a 429 or 503 with
// `Retry-After`, new calls to that origin wait, each at most its `timeoutMs`.
import { TimeoutError } from "../../errors/timeout-error.js";
import type { ClientLogger } from "../types.js";
import { redactUrl } from "./redact.js";

/** A held call's own limits (a call with no retries is not held). */
interface Waiter {
  readonly timeoutMs: number;
  readonly retry: { readonly limit: number };
  readonly signal: AbortSignal | undefined;
}

/** The shared backoff of one client, per origin. */
export interface Backoff {
  /** Holds new calls to the origin of `url` for `ms`. */
  hold(url: string, ms: number): void;
  /** Ends the origin's hold when a request sent at `sentAt` (or later) was answered with a 2xx. */
  release(url: string, sentAt: number): void;
  /**
   * Waits while the call's origin is held (`undefined` when it is not); rejects with a
   * TimeoutError when the hold outlasts `timeoutMs`, or with the signal's reason.
   */
  wait(url: string, waiter: Waiter): Promise<void> | undefined;
}

/** One origin's hold, and how to wake the calls waiting on it. */
interface Hold {
  readonly since: number;
  readonly until: number;
  readonly waiting: Set<() => void>;
}

/** Milliseconds on a monotonic clock. */
export const now = (): number => performance.now();

/** Sleeps `ms`, or until woken through `waiting`, or until the signal aborts (its reason). */
function sleep(ms: number, waiting: Set<() => void>, signal: AbortSignal | undefined) {
  return new Promise<void>((resolve, reject) => {
    const settle = (error?: unknown) => {
      clearTimeout(timer);
      waiting.delete(settle);
      signal?.removeEventListener("abort", onAbort);
      if (error === undefined) resolve();
      else reject(error);
    };
    const onAbort = () => settle(signal?.reason);
    const timer = setTimeout(settle, ms);
    waiting.add(settle);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/** The error of a call held `elapsedMs`, past its `timeoutMs`, by a hold until `until` (epoch ms). */
export function heldTooLong(url: string, timeoutMs: number, elapsedMs: number, until: number) {
  const summary = {
    method: "GET",
    url: redactUrl(url, []),
    attempts: 0,
    waitedMs: elapsedMs,
    elapsedMs,
  };
  return new TimeoutError(timeoutMs, summary, { heldUntil: new Date(until).toISOString() });
}

/** The shared backoff of a client whose lines go to `logger`. */
export function backoff(logger: ClientLogger | undefined): Backoff {
  const holds = new Map<string, Hold>();
  const heldNow = (url: string): [string, Hold] | undefined => {
    // Most calls find no hold at all: no URL is parsed for them.
    if (holds.size === 0) return undefined;
    const origin = new URL(url).origin;
    const held = holds.get(origin);
    return held && [origin, held];
  };
  const held = async (url: string, waiter: Waiter, first: [string, Hold]) => {
    const started = now();
    for (let current: [string, Hold] | undefined = first; current; current = heldNow(url)) {
      const [origin, hold] = current;
      const left = hold.until - now();
      if (left <= 0) {
        holds.delete(origin);
        return;
      }
      const budget = waiter.timeoutMs - (now() - started);
      logger?.debug?.("owned-products-sdk: waiting for the origin's Retry-After", {
        origin,
        waitMs: Math.round(Math.min(left, budget)),
      });
      if (left > budget) {
        await sleep(budget, hold.waiting, waiter.signal);
        // Woken early (a 2xx ended the hold) or the budget is spent: look again.
        if (heldNow(url)?.[1] !== hold || hold.until - now() <= 0) continue;
        throw heldTooLong(url, waiter.timeoutMs, now() - started, Date.now() + hold.until - now());
      }
      await sleep(left, hold.waiting, waiter.signal);
    }
  };
  return {
    hold(url, ms) {
      const origin = new URL(url).origin;
      const since = now();
      const until = since + ms;
      const current = holds.get(origin);
      if (until <= (current?.until ?? 0)) return;
      holds.set(origin, { since, until, waiting: current?.waiting ?? new Set() });
      logger?.warn?.("owned-products-sdk: holding new requests to the origin (Retry-After)", {
        origin,
        holdMs: Math.round(ms),
      });
    },
    release(url, sentAt) {
      const current = heldNow(url);
      if (current === undefined || sentAt < current[1].since) return;
      holds.delete(current[0]);
      // The calls waiting on it go now, not when it would have ended.
      for (const wake of [...current[1].waiting]) wake();
    },
    wait(url, waiter) {
      const current = waiter.retry.limit === 0 ? undefined : heldNow(url);
      return current && held(url, waiter, current);
    },
  };
}
