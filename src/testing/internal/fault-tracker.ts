import type { Fault } from "../faults.js";

/**
 * Tracks one route's faults: which request this is, and how often each fault has fired.
 */
export class FaultTracker {
  readonly #faults: readonly Fault[];
  readonly #fired: number[];
  #requests = 0;

  constructor(faults: Fault | readonly Fault[] | undefined) {
    this.#faults = faults === undefined ? [] : Array.isArray(faults) ? faults : [faults as Fault];
    this.#fired = this.#faults.map(() => 0);
  }

  /**
   * Counts a request, and returns the faults that apply to it, in order. A fault counts as fired
   * when the iteration reaches it, so one after an answering fault does not fire.
   */
  select(request: Request): Iterable<Fault> {
    return this.#matching(request, ++this.#requests);
  }

  *#matching(request: Request, n: number): Generator<Fault> {
    for (const [i, fault] of this.#faults.entries()) {
      const nth = fault.nth;
      if (nth !== undefined && !(typeof nth === "number" ? nth === n : nth.includes(n))) continue;
      if (fault.times !== undefined && (this.#fired[i] ?? 0) >= fault.times) continue;
      if (fault.when !== undefined && !fault.when(request)) continue;
      this.#fired[i] = (this.#fired[i] ?? 0) + 1;
      yield fault;
    }
  }
}
