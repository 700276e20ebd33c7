/** Gives out at most `max` slots at once; the rest wait in order. */
export interface Slots {
  /** Resolves, once a slot is free, to what gives it back; an abort leaves the queue. */
  acquire(signal: AbortSignal | undefined): Promise<() => void>;
}

/** The client's `maxConcurrency`: a first-in, first-out queue for `max` slots. */
export function slots(max: number): Slots {
  let active = 0;
  const waiting: (() => void)[] = [];
  const once = () => {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      // A freed slot goes straight to the next waiter, so `active` does not change.
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    };
  };
  return {
    acquire: async (signal) => {
      signal?.throwIfAborted();
      if (active < max) {
        active += 1;
        return once();
      }
      await new Promise<void>((resolve, reject) => {
        const onAbort = () => {
          waiting.splice(waiting.indexOf(turn), 1);
          reject(signal?.reason);
        };
        const turn = () => {
          signal?.removeEventListener("abort", onAbort);
          resolve();
        };
        waiting.push(turn);
        signal?.addEventListener("abort", onAbort, { once: true });
      });
      return once();
    },
  };
}
