// The memory of the dedupe: the keys of the most recent items, at most `horizon` of them.
// Items reappear in an offset/limit window when rows are inserted before them between two
// requests (docs/contract.md 2.4 has no cursor), so a duplicate is always a recent item; keeping
// every key ever seen would grow with the data set and break the memory bound of a run.

/**
 * A set of the `horizon` most recently added keys.
 */
export class RecentKeys {
  readonly #keys = new Set<unknown>();
  readonly #horizon: number;

  constructor(horizon: number) {
    this.#horizon = horizon;
  }

  /** Records the key; false when it was already among the recent ones. */
  add(key: unknown): boolean {
    if (this.#keys.has(key)) return false;
    this.#keys.add(key);
    if (this.#keys.size > this.#horizon) {
      // A Set iterates in insertion order: the first key is the oldest.
      const oldest = this.#keys.values().next();
      if (oldest.done !== true) this.#keys.delete(oldest.value);
    }
    return true;
  }
}

/**
 * The items whose key was not seen recently, in order. Items whose key is `null` or `undefined`
 * (an item without the key field) are always kept: they cannot be told apart.
 */
export function dropRepeats<T>(
  items: readonly T[],
  keyOf: (item: T) => unknown,
  seen: RecentKeys,
): T[] {
  return items.filter((item) => {
    const key = keyOf(item);
    return key === null || key === undefined || seen.add(key);
  });
}
