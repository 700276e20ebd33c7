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
  const until = new Map<string, number>();
  const since = new Map<string, number>();
  return {
    hold(url, ms) {
      const origin = new URL(url).origin;
      const end = now() + ms;
      if (end <= (until.get(origin) ?? 0)) return;
      until.set(origin, end);
      since.set(origin, now());
      logger?.warn?.("owned-products-sdk: holding new requests to the origin (Retry-After)", {
        origin,
        holdMs: Math.round(ms),
      });
    },
    wait(url, signal) {
      // Most calls find no hold at all: no URL is parsed for them.
      if (until.size === 0) return undefined;
      const origin = new URL(url).origin;
      const end = until.get(origin);
      if (end === undefined) return;
      const left = end - now();
      if (left <= 0) {
        until.delete(origin);
        return;
      }
      logger?.debug?.("owned-products-sdk: waiting for the origin's Retry-After", {
        origin,
        waitMs: Math.round(left),
      });
      return sleep(left, signal);
    },
    release(url, sentAt) {
      if (until.size === 0) return;
      const origin = new URL(url).origin;
      if (sentAt >= (since.get(origin) ?? Number.POSITIVE_INFINITY)) {
        until.delete(origin);
      }
    },
  };
}
