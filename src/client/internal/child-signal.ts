/**
 * Runs `work` with a signal of its own that aborts when `parent` does, and unhooks it from
 * `parent` when the work ends.
 *
 * Why not pass `parent` itself: a signal handed to `fetch` (and to ky, which combines it with its
 * timeout through `AbortSignal.any`) gains a listener that stays until the request is garbage
 * collected. Thousands of calls sharing one long-lived signal pile thousands of listeners on it
 * (measured: getMany of 2,000 calls ran 1.3x slower). A child per call keeps the parent's
 * listeners at the number of calls in flight.
 */
export async function withChildSignal<T>(
  parent: AbortSignal,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  parent.throwIfAborted();
  const child = new AbortController();
  const abort = () => child.abort(parent.reason);
  parent.addEventListener("abort", abort, { once: true });
  try {
    return await work(child.signal);
  } finally {
    parent.removeEventListener("abort", abort);
  }
}
