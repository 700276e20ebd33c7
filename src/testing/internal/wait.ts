/**
 * Resolves to true after `ms` milliseconds (never, for `"infinite"`), or to false as soon as the
 * signal aborts: a stalled answer ends when its request does, and nothing throws.
 */
export function wait(ms: number | "infinite", signal?: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal?.aborted) {
      resolve(false);
      return;
    }
    const timer = ms === "infinite" ? undefined : setTimeout(done, ms);
    function done() {
      signal?.removeEventListener("abort", stop);
      resolve(true);
    }
    function stop() {
      clearTimeout(timer);
      resolve(false);
    }
    signal?.addEventListener("abort", stop, { once: true });
  });
}
