// Items reappear when rows are inserted before them between two requests (docs/contract.md 2.4 has
// no cursor), so a repeat is always a recent item; remembering every key would grow with the data.

/** The dedupe's memory: the `horizon` most recently added keys (every key for Infinity). */
export class RecentKeys {
  readonly #keys = new Set<unknown>();
  // The keys in the order they came, in a ring: the slot written next holds the oldest.
  readonly #order: unknown[] = [];
  #oldest = 0;
  readonly #horizon: number;

  constructor(horizon: number) {
    this.#horizon = horizon;
  }

  /** Records the key; false when it is among the recent ones already. */
  add(key: unknown): boolean {
    if (this.#keys.has(key)) return false;
    this.#keys.add(key);
    if (this.#horizon === Number.POSITIVE_INFINITY) return true;
    if (this.#keys.size > this.#horizon) this.#keys.delete(this.#order[this.#oldest]);
    this.#order[this.#oldest] = key;
    this.#oldest = (this.#oldest + 1) % this.#horizon;
    return true;
  }
}
