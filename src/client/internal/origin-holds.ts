import type { ClientLogger } from "../types.js";
import { now } from "./clock.js";

/** The client's shared backoff: per origin, the time before which no new request starts. */
export interface OriginHolds {
  /** Holds new requests to the origin of `url` for `ms`, after a response asked (Retry-After). */
  hold(url: string, ms: number): void;
  /**
   * Waits until the origin of `url` is no longer held; rejects with the signal's reason on abort.
   * Returns nothing when there is nothing to wait for, so a call pays no promise for it.
   */
  wait(url: string, signal: AbortSignal | undefined): Promise<void> | undefined;
  /**
   * Ends the hold of `origin` early, and wakes the calls waiting on it: a request sent after the
   * hold began was answered, so the server takes requests again.
   */
  release(url: string, sentAt: number): void;
}

/** One origin's hold: when it began and ends, and how to wake the calls waiting on it. */
interface Hold {
  readonly since: number;
  readonly until: number;
  readonly waiting: Set<() => void>;
}

/** Sleeps until the hold ends, or until it is released early (`waiting`), or the signal aborts. */
function sleep(ms: number, waiting: Set<() => void>, signal: AbortSignal | undefined) {
  return new Promise<void>((resolve, reject) => {
    // Ends the sleep: woken (no error: the hold ended) or aborted (the signal's reason).
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

/**
 * When one response says `Retry-After` (429, 503), the client's other new requests to that
 * origin wait until then instead of hammering it; each wait and each hold is logged.
 */
export function originHolds(logger: ClientLogger | undefined): OriginHolds {
  // Per held origin: when the hold began and when it ends.
  const holds = new Map<string, Hold>();
  return {
    hold(url, ms) {
      const origin = new URL(url).origin;
      const since = now();
      const until = since + ms;
      const held = holds.get(origin);
      if (until <= (held?.until ?? 0)) return;
      holds.set(origin, { since, until, waiting: held?.waiting ?? new Set() });
      logger?.warn?.("owned-products-sdk: holding new requests to the origin (Retry-After)", {
        origin,
        holdMs: Math.round(ms),
      });
    },
    wait(url, signal) {
      // Most calls find no hold at all: no URL is parsed for them.
      if (holds.size === 0) return undefined;
      const origin = new URL(url).origin;
      const held = holds.get(origin);
      if (held === undefined) return;
      const left = held.until - now();
      if (left <= 0) {
        holds.delete(origin);
        return;
      }
      logger?.debug?.("owned-products-sdk: waiting for the origin's Retry-After", {
        origin,
        waitMs: Math.round(left),
      });
      return sleep(left, held.waiting, signal);
    },
    release(url, sentAt) {
      if (holds.size === 0) return;
      const origin = new URL(url).origin;
      const held = holds.get(origin);
      if (held === undefined || sentAt < held.since) return;
      holds.delete(origin);
      // The calls waiting on it go now, not when it would have ended.
      for (const wake of [...held.waiting]) wake();
    },
  };
}
