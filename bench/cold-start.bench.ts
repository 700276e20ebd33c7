// Cold start (issue 16), `npm run bench`, never `npm test`: how long `import("owned-products-sdk")`
// takes in a fresh Node process, as a multiple of importing what it is built on, `zod/mini` and
// `ky` together, measured in the same run. The goal: at most 1.1x. Both import the built package
// (dist/, by its own name) as users do; undici, which Node loads lazily on the first touch of
// `fetch` or `Request`, counts on whichever side touches it.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";
import { median, type Measured } from "./measure.ts";
import { goalLine, ratioOver, type Run } from "./summary.ts";

const RUNS = 3;
/** Fresh processes per case and run, alternating between the cases. */
const PROCESSES = 15;
const GOAL = 1.1;

const cases = {
  "owned-products-sdk": ["owned-products-sdk"],
  "zod/mini + ky": ["zod/mini", "ky"],
} as const;
type CaseName = keyof typeof cases;

const root = fileURLToPath(new URL("..", import.meta.url));

/** Milliseconds a fresh Node process takes to import `specifiers` together. */
function importMs(specifiers: readonly string[]): number {
  const script = [
    "const start = performance.now();",
    `await Promise.all(${JSON.stringify(specifiers)}.map((s) => import(s)));`,
    "process.stdout.write(String(performance.now() - start));",
  ].join("\n");
  const child = spawnSync(process.execPath, ["--input-type=module", "--eval", script], {
    cwd: root,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  expect(child.status, child.stderr).toBe(0);
  return Number(child.stdout);
}

/** One run: every case's median over PROCESSES fresh processes, taken in alternation. */
function run(): Run {
  const samples = new Map<CaseName, number[]>();
  const names = Object.keys(cases) as CaseName[];
  for (let i = 0; i < PROCESSES; i++) {
    for (const name of i % 2 ? [...names].reverse() : names) {
      samples.set(name, [...(samples.get(name) ?? []), importMs(cases[name])]);
    }
  }
  return names.map((name): Measured => ({
    name,
    bytes: 0,
    medianMs: median(samples.get(name) ?? []),
  }));
}

test(`cold start: import("owned-products-sdk") vs zod/mini + ky, ${RUNS} runs`, () => {
  importMs(cases["owned-products-sdk"]); // the first process reads the files from disk
  const runs = Array.from({ length: RUNS }, run);
  const ms = (name: CaseName) => {
    const values = runs.map((r) => r.find((c) => c.name === name)?.medianMs ?? Number.NaN);
    return `${median(values).toFixed(1)} ms [${Math.min(...values).toFixed(1)}–${Math.max(...values).toFixed(1)}]`;
  };
  console.log(
    [
      `cold start, Node ${process.version}: ${RUNS} runs of ${PROCESSES} fresh processes per case, alternating; the median of each run, then the median of the runs [lowest–highest]`,
      ...(Object.keys(cases) as CaseName[]).map((name) => `  ${name.padEnd(20)} ${ms(name)}`),
      "goals:",
      goalLine(runs, "owned-products-sdk", "zod/mini + ky", GOAL),
    ].join("\n"),
  );
  expect(ratioOver(runs, "owned-products-sdk", "zod/mini + ky").median).toBeGreaterThan(0);
});
