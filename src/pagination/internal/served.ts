// The served length travels with the data: a list some of whose elements `invalidItems: "skip"`
// left out remembers where they were, so that a run counts what the server served (an offset
// advances by it, a window whose every element was skipped is not empty, a clamp is not inferred
// from survivors). Kept beside the array, not on it: the data keeps its shape and type, and the
// note survives a copy of the response (`{ ...window }`) that keeps its list.
const skippedIn = /* @__PURE__ */ new WeakMap<readonly unknown[], readonly number[]>();

/** Notes that `kept` is what remains of a list served with its elements at `skipped` left out. */
export function noteSkipped(kept: readonly unknown[], skipped: readonly number[]): void {
  if (skipped.length > 0) skippedIn.set(kept, skipped);
}

// A paginated run's report of a list's skips, told when the run reads the page: a request it sent
// ahead and then discarded (a clamp, a short page) must not report its elements twice.
const untold = /* @__PURE__ */ new WeakMap<readonly unknown[], () => void>();

/** Holds `tell` until a run reads the page whose list is `kept` ({@link tellSkipped}). */
export function holdReport(kept: readonly unknown[], tell: () => void): void {
  untold.set(kept, tell);
}

/** Tells what was held for `list`, once. */
export function tellSkipped(list: unknown): void {
  const tell = untold.get(list as never);
  untold.delete(list as never);
  tell?.();
}

/** The served indexes of the elements left out of `list`, in order (none for most lists). */
export function skippedFrom(list: readonly unknown[]): readonly number[] {
  return skippedIn.get(list) ?? [];
}
