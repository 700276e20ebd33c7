// The two ways a call waits in this process, without polling: for its turn in the queue of calls
// that found the fleet full, and for a hold to end. Either wait ends early when the call's signal
// aborts, and either can be ended at once by the coordination (a freed slot, an ended hold, an
// outage, close).

/** What the script before a call answered. */
export type Entry =
  | { readonly kind: "go"; readonly generation: string; readonly held: boolean }
  | { readonly kind: "held" | "full"; readonly ms: number }
  | { readonly kind: "out" };

/** The answer when Redis is not asked (out, or the coordination closed): the call goes on. */
export const OUT: Entry = { kind: "out" };

/** A call waiting in this process for a fleet slot. */
export interface Waiter {
  readonly keys: readonly [hold: string, generation: string];
  readonly token: string;
  readonly holdable: boolean;
  readonly settle: (entry: Entry) => void;
}

/**
 * Waits for `waiter`'s turn at the end of `queue`: resolves to the entry its `settle` is given;
 * an abort takes it out of the queue and rejects with the signal's reason.
 */
export const waitTurn = (
  queue: Waiter[],
  waiter: Omit<Waiter, "settle">,
  signal: AbortSignal | undefined,
) =>
  new Promise<Entry>((resolve, reject) => {
    const onAbort = () => {
      const at = queue.indexOf(entry);
      if (at >= 0) queue.splice(at, 1);
      reject(signal?.reason);
    };
    const entry: Waiter = {
      ...waiter,
      settle: (result) => {
        signal?.removeEventListener("abort", onAbort);
        resolve(result);
      },
    };
    queue.push(entry);
    signal?.addEventListener("abort", onAbort, { once: true });
  });

/**
 * Sleeps `ms`, or until one of `sleepers` is called (a hold ended early: a PUBLISH), or until
 * the signal aborts. The client's backoff.ts has the same sleep: this entry keeps its own copy, as
 * it keeps its own option checks, so that no chunk is shared with the root bundle.
 */
export const sleep = (ms: number, signal: AbortSignal | undefined, sleepers: Set<() => void>) =>
  new Promise<void>((resolve, reject) => {
    const settle = (error?: unknown) => {
      clearTimeout(timer);
      sleepers.delete(settle);
      signal?.removeEventListener("abort", onAbort);
      if (error === undefined) resolve();
      else reject(error);
    };
    const onAbort = () => settle(signal?.reason);
    const timer = setTimeout(settle, ms);
    sleepers.add(settle);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
