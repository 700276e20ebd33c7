/**
 * Makes `child` abort when `parent` does, with its reason (at once if `parent` already has);
 * returns what unhooks it. `parent` may be a signal of another realm: only `aborted`, `reason`
 * and its listeners are used.
 */
export function follow(parent: AbortSignal, child: AbortController): () => void {
  if (parent.aborted) {
    child.abort(parent.reason);
    return () => undefined;
  }
  const abort = () => child.abort(parent.reason);
  parent.addEventListener("abort", abort, { once: true });
  return () => parent.removeEventListener?.("abort", abort);
}

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
  if (parent.aborted) throw parent.reason;
  const child = new AbortController();
  const unhook = follow(parent, child);
  try {
    return await work(child.signal);
  } finally {
    unhook();
  }
}

/**
 * Runs `work` with `signal` as a signal of this realm: itself if it is one (or absent), else a
 * child that follows it (see {@link withChildSignal}). ky combines a call's signal with its
 * timeout through `AbortSignal.any`, which refuses a signal of another realm (an iframe's, a vm
 * context's, a test environment's).
 */
export function inThisRealm<T>(
  signal: AbortSignal | undefined,
  work: (signal: AbortSignal | undefined) => Promise<T>,
): Promise<T> {
  return signal === undefined || signal instanceof AbortSignal
    ? work(signal)
    : withChildSignal(signal, work);
}
