// Reports benchmarks that ran several times in fresh processes (fresh-processes.ts): every ratio
// is computed within one run, against a baseline measured in that same run, and then summed up
// over the runs as their median, with the lowest and highest.
import { median, ratio, type Measured } from "./measure.ts";

/** The results of one measurement, in one process. */
export type Run = readonly Measured[];

/** A ratio over runs: the median of the per-run ratios, and their range. */
interface Spread {
  readonly median: number;
  readonly min: number;
  readonly max: number;
}

const spreadOf = (values: readonly number[]): Spread => ({
  median: median(values),
  min: Math.min(...values),
  max: Math.max(...values),
});

const x = (value: number) => `${value.toFixed(2)}x`;
const range = ({ median: mid, min, max }: Spread) =>
  `${x(mid)} [${min.toFixed(2)}–${max.toFixed(2)}]`;

/** `name`'s time as a multiple of `of`'s, run by run. */
export function ratioOver(runs: readonly Run[], name: string, of: string): Spread {
  return spreadOf(runs.map((results) => ratio(results, name, of)));
}

/** Only what a measurement needs to report, without the functions it timed. */
export function measuredOf(results: readonly Measured[]): Measured[] {
  return results.map(({ name, bytes, baseline, medianMs }) =>
    baseline === undefined ? { name, bytes, medianMs } : { name, bytes, baseline, medianMs },
  );
}

/**
 * A table of every case: its median time over the runs, MB/s at that time, and its time as a
 * multiple of `reference`'s and of its own baseline's (median of the runs [lowest–highest]).
 */
export function summaryTable(runs: readonly Run[], reference: string): string {
  const cases = runs[0] ?? [];
  const width = Math.max(...cases.map((c) => c.name.length));
  const header = [
    "case".padEnd(width),
    "median ms".padStart(9),
    "MB/s".padStart(5),
    `vs ${reference}`.padStart(22),
    "vs baseline",
  ].join("  ");
  const rows = cases.map((c) => {
    const ms = median(runs.map((results) => results.find((r) => r.name === c.name)!.medianMs));
    const baseline = c.baseline
      ? `${range(ratioOver(runs, c.name, c.baseline))} ${c.baseline}`
      : "";
    return [
      c.name.padEnd(width),
      ms.toFixed(3).padStart(9),
      (c.bytes / 1e6 / (ms / 1000)).toFixed(0).padStart(5),
      range(ratioOver(runs, c.name, reference)).padStart(22),
      baseline,
    ].join("  ");
  });
  return [header, ...rows].join("\n");
}

/**
 * A goal line: `name`'s time as a multiple of `of`'s, and whether its median meets `goal`: at
 * most `goal`, or below it when `below` is set ("faster than" is below 1.00x).
 */
export function goalLine(
  runs: readonly Run[],
  name: string,
  of: string,
  goal: number,
  below = false,
): string {
  const spread = ratioOver(runs, name, of);
  const met = below ? spread.median < goal : spread.median <= goal;
  const verdict = `(goal ${below ? "<" : "<="} ${x(goal)}: ${met ? "met" : "MISSED"})`;
  return `  ${`${name} / ${of}`.padEnd(46)} ${range(spread).padEnd(20)} ${verdict}`;
}
