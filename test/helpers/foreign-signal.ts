// A signal of another realm, for the tests of the client's duck-typed `signal` option.
import { runInNewContext } from "node:vm";

/** A foreign signal and what aborts it. */
export interface ForeignController {
  readonly signal: AbortSignal & { readonly listeners: { readonly size: number } };
  abort(reason?: unknown): void;
}

/**
 * An AbortController made in a new vm context: a bare JavaScript realm, which has no
 * AbortController of its own, so the few lines a signal needs are written there (its objects,
 * errors and sets are that realm's).
 */
export function foreignAbortController(): ForeignController {
  return runInNewContext(`
    class Signal {
      aborted = false;
      reason = undefined;
      listeners = new Set();
      addEventListener(type, listener) { if (type === "abort") this.listeners.add(listener); }
      removeEventListener(type, listener) { this.listeners.delete(listener); }
      throwIfAborted() { if (this.aborted) throw this.reason; }
    }
    const signal = new Signal();
    ({
      signal,
      abort(reason = new Error("This operation was aborted")) {
        if (signal.aborted) return;
        signal.aborted = true;
        signal.reason = reason;
        const listeners = [...signal.listeners];
        signal.listeners.clear();
        for (const listener of listeners) listener.call(signal, { type: "abort", target: signal });
      },
    })
  `) as ForeignController;
}
