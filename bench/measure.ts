// An interleaved micro-benchmark runner: every round runs each case once, in a fresh shuffled
// order, so drift on a shared machine (other processes, CPU boost, GC) spreads over all cases
// instead of landing on whichever ran last. Warm-up rounds are discarded; the median is reported.
// A case may prepare its input, untimed, right before each timed run: the validators check a
// payload JSON.parse has just made, as an app does. (Validating one payload parsed at start-up,
// again and again, measured 0.27x–0.38x JSON.parse from one process to the next for the same
// build, after the garbage of the other cases had moved it around the heap many times.) A case
// without one runs once untimed first, so it too is timed with its data in the CPU's caches.
// No full gc() between rounds: V8 treats it as a memory-reducing collection that flushes
// compiled code and regexps, so every case would start cold (measured: 3x slower, all cases).
// Only the young generation is emptied before each run (see collectYoungGeneration).

/** One thing to time. `run` must do the whole work each call. */
export interface BenchCase {
  readonly name: string;
  /** Makes, untimed, the input of the next timed run. */
  readonly prepare?: () => unknown;
  readonly run: (input: unknown) => unknown;
  /** The size of the JSON text this case works on, for MB/s. */
  readonly bytes: number;
  /** The case this one is compared with in the "vs baseline" column. */
  readonly baseline?: string;
}

/** What a measurement leaves of a case: its name, bytes, baseline and median time. */
export interface Measured {
  readonly name: string;
  readonly bytes: number;
  readonly baseline?: string;
  /** The median of its timed rounds, in milliseconds. */
  readonly medianMs: number;
}

/** A case with the median of its timed rounds. */
export interface BenchResult extends BenchCase, Measured {}

/** Options of {@link measure}. */
export interface MeasureOptions {
  readonly warmupRounds: number;
  readonly rounds: number;
}

export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let state = seed;
  for (let i = out.length - 1; i > 0; i--) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

type Gc = (options: { type: "minor"; execution: "sync" }) => void;
const gc = (globalThis as { gc?: Gc }).gc;

/**
 * Empties the young generation before each case (a scavenge only; needs --expose-gc), so no case
 * pays inside its own timing for the garbage the case before it left: zod's parse allocates a
 * full copy of the payload.
 */
function collectYoungGeneration(): void {
  gc?.({ type: "minor", execution: "sync" });
}

// Every result is compared with this, so the engine cannot drop the work as dead code, and
// then let go at once: a result kept until the next case would survive that case's scavenge.
const NEVER = Symbol("never returned");

/** Runs every case `warmupRounds + rounds` times, interleaved, and returns their medians. */
export function measure(cases: readonly BenchCase[], options: MeasureOptions): BenchResult[] {
  const samples = new Map(cases.map((c) => [c.name, [] as number[]]));
  for (let round = 0; round < options.warmupRounds + options.rounds; round++) {
    for (const c of shuffled(cases, round + 1)) {
      collectYoungGeneration();
      let input: unknown;
      if (c.prepare) input = c.prepare();
      else if (c.run(undefined) === NEVER) throw new Error("unreachable");
      const start = performance.now();
      const result = c.run(input);
      const elapsed = performance.now() - start;
      if (result === NEVER) throw new Error("unreachable");
      if (round >= options.warmupRounds) samples.get(c.name)!.push(elapsed);
    }
  }
  return cases.map((c) => ({ ...c, medianMs: median(samples.get(c.name)!) }));
}

/** The median of `name` divided by the median of `of`. */
export function ratio(results: readonly Measured[], name: string, of: string): number {
  const ms = (n: string) => results.find((r) => r.name === n)!.medianMs;
  return ms(name) / ms(of);
}
