// A wait that an abort ends at once, for the engine's wait on the page at the head of the run.

/**
 * The promise, or the signal's reason as soon as it aborts (even if the fetcher ignores it). The
 * listener goes with the wait: racing one long-lived abort promise would keep every response alive.
 */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (signal === undefined) return promise;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort);
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}
