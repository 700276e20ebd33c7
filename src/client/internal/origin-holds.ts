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
   * Ends the hold of `origin` early: a request sent after the hold began was answered, so the
   * server takes requests again.
   */
  release(url: string, sentAt: number): void;
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/**
 * When one response says `Retry-After` (429, 503), the client's other new requests to that
 * origin wait until then instead of hammering it; each wait and each hold is logged.
 */
export function originHolds(logger: ClientLogger | undefined): OriginHolds {
  // Per held origin: when the hold began and when it ends.
  const holds = new Map<string, { readonly since: number; readonly until: number }>();
  return {
    hold(url, ms) {
      const origin = new URL(url).origin;
      const since = now();
      const until = since + ms;
      if (until <= (holds.get(origin)?.until ?? 0)) return;
      holds.set(origin, { since, until });
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
      return sleep(left, signal);
    },
    release(url, sentAt) {
      if (holds.size === 0) return;
      const origin = new URL(url).origin;
      if (sentAt >= (holds.get(origin)?.since ?? Number.POSITIVE_INFINITY)) holds.delete(origin);
    },
  };
}
