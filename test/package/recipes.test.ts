// The recipes of docs/recipes.md as a user runs them: copied out of the installed tarball (Node
// strips types everywhere but under node_modules), run with `node <file>` on every Node that
// engines names, against the packed `owned-products-sdk mock`. Then the nightly export killed with
// SIGKILL at seeded moments, run again after each kill, over a dataset that does not change: the
// file ends with every tenant exactly once and no torn line.
import { execFile, execFileSync, spawn } from "node:child_process";
import { copyFileSync, existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { makeDataset } from "../../src/testing/index.js";
import { startCli, type Running } from "./cli-process.js";
import { repoRoot } from "./packed-package.js";

const run = promisify(execFile);
const { consumerDir } = inject("packed");
const installed = join(consumerDir, "node_modules", "owned-products-sdk");
// The guide's own commands copy the recipe out into a folder marked as ES modules: run as they
// are written, in the project's folder.
const guide = readFileSync(join(installed, "docs/recipes.md"), "utf8");
const copyLines =
  /^mkdir -p nightly .*\ncp node_modules\/owned-products-sdk\/examples\/recipes\/\S+ nightly\/$/m.exec(
    guide,
  )?.[0];
const copied = join(consumerDir, "nightly");
/** The ids of the tenants of `owned-products-sdk mock --tenants <n>`, in order. */
const idsOf = (tenants: number) =>
  makeDataset({ seed: "dataset", tenants, productsPerTenant: 1 }).tenants.map((t) => t.id);
// Three pages of the tenant list for each Node; twenty for the kills, so that 20 kills, each
// run getting a little further, end before the export does.
const SMALL = 250;
const BIG = 2_000;

const nodes = [
  ["Node 22", join(repoRoot, "test/runtimes/node22/node_modules/.bin/node")],
  ["Node 24", process.execPath],
  ["Node 26", join(repoRoot, "test/runtimes/node26/node_modules/.bin/node")],
] as const;

const running: Running[] = [];
/** Starts the packed `owned-products-sdk mock` with `tenants`; resolves with its URL. */
async function startMock(tenants: number): Promise<string> {
  // Direct, not through npx's `sh -c`, which passes no signal on: afterAll's kill must reach it.
  const mock = startCli(
    ["mock", "--port", "0", "--tenants", String(tenants), "--products", "1"],
    undefined,
    true,
  );
  running.push(mock);
  for (let waited = 0; waited < 30_000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const url = /listening on (http:\S+)/.exec(mock.stdout())?.[1];
    if (url) return url;
  }
  throw new Error(`the mock did not start: ${mock.stdout()}`);
}
const urls = { small: "", big: "" };
beforeAll(async () => {
  if (copyLines === undefined) throw new Error("docs/recipes.md shows no `cp node_modules/…` line");
  execFileSync("bash", ["-c", copyLines], { cwd: consumerDir });
  copyFileSync(join(import.meta.dirname, "kill-window.mjs"), join(copied, "kill-window.mjs"));
  [urls.small, urls.big] = await Promise.all([startMock(SMALL), startMock(BIG)]);
});
afterAll(() => running.forEach((mock) => mock.child.kill()));

const env = (url = urls.small) => ({ ...process.env, OWNED_PRODUCTS_URL: url });

/** The tenant ids of the export file, line by line; a line that is not JSON fails the test. */
function exportedIds(file: string): number[] {
  const text = readFileSync(file, "utf8");
  expect(text.endsWith("\n"), "the file ends with a whole line").toBe(true);
  return text
    .slice(0, -1)
    .split("\n")
    .map((line) => (JSON.parse(line) as { tenantId: number }).tenantId);
}

describe.each(nodes)("%s", (_name, node) => {
  test("`node nightly-export.ts <out.jsonl>` exports every tenant once and exits 0; run again, nothing", async () => {
    const out = `out-${_name.replace(" ", "")}.jsonl`;
    const first = await run(node, ["nightly-export.ts", out], { cwd: copied, env: env() });
    expect(first.stdout).toBe(
      `${out}: exported ${SMALL} purchase histories, the export is complete\n`,
    );
    expect(exportedIds(join(copied, out))).toEqual(idsOf(SMALL));
    expect(existsSync(join(copied, `${out}.partial`)), "the partial file renamed").toBe(false);
    const again = await run(node, ["nightly-export.ts", out], { cwd: copied, env: env() });
    expect(again.stdout).toBe(`${out}: exported 0 purchase histories, the export is complete\n`);
  });
});

test("the guide copies the program's three files into an ES module folder, and runs it", () => {
  expect(copyLines).toBe(
    'mkdir -p nightly && echo \'{ "type": "module" }\' > nightly/package.json\n' +
      "cp node_modules/owned-products-sdk/examples/recipes/{nightly-export,export-histories,file-store}.ts nightly/",
  );
  expect(guide).toContain(
    "\nnode nightly/nightly-export.ts purchase-histories-$(date +%F).jsonl\n",
  );
});

test("under node_modules Node refuses to strip the types: why the guide says to copy", async () => {
  const inPlace = join(installed, "examples/recipes/nightly-export.ts");
  const error = await run(process.execPath, [inPlace, "x.jsonl"], { cwd: copied, env: env() })
    .then(() => undefined)
    .catch((e: { stderr: string }) => e.stderr);
  expect(error).toContain("ERR_UNSUPPORTED_NODE_MODULES_TYPE_STRIPPING");
});

/** mulberry32: the kills' moments from a seed, so that a failure can be replayed. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * One run of the export under kill-window.mjs, killed with SIGKILL on the `aim`-th window it
 * announces (after `delayMs`), or `delayMs` after it starts when `aim` is 0. Resolves once it is
 * gone, with whether it was killed (a run may finish first).
 */
function killedRun(file: string, aim: number, delayMs: number): Promise<boolean> {
  const child = spawn(
    process.execPath,
    ["--import", "./kill-window.mjs", "nightly-export.ts", file],
    {
      cwd: copied,
      env: { ...env(urls.big), KILL_WINDOW_MS: "80" },
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  const kill = () => setTimeout(() => child.kill("SIGKILL"), delayMs);
  let windows = 0;
  if (aim === 0) kill();
  child.stderr.on("data", (chunk: Buffer) => {
    for (const line of chunk.toString().split("\n")) {
      if (line.startsWith("window ") && ++windows === aim) kill();
    }
  });
  return new Promise((resolve) =>
    child.on("exit", (_code, signal) => resolve(signal === "SIGKILL")),
  );
}

test("killed 20 times at seeded moments and run again each time: every tenant exactly once, no torn line", async () => {
  const file = join(copied, "killed.jsonl");
  const checkpoint = `${file}.checkpoint.json`;
  const next = random(36);
  let inWindow = 0;
  let kills = 0;
  for (let i = 0; i < 20; i++) {
    // Most kills aimed at one of the first windows of the run (a torn page, or a page without its
    // checkpoint), somewhere in its pause; the others at any moment of its first second.
    const aimed = next() < 0.75;
    const killed = aimed
      ? await killedRun(file, 1 + Math.floor(next() * 3), Math.floor(next() * 40))
      : await killedRun(file, 0, Math.floor(next() * 1_000));
    if (killed) kills += 1;
    // Where it landed: the partial file holds more than the checkpoint says (a page, or part of one, not
    // yet checkpointed), the case a plain append-then-checkpoint gets wrong.
    const saved = existsSync(checkpoint)
      ? (JSON.parse(readFileSync(checkpoint, "utf8")) as { bytes: number }).bytes
      : 0;
    const partial = `${file}.partial`;
    if (killed && existsSync(partial) && statSync(partial).size > saved) inWindow += 1;
    // Never a file under the export's name before it is whole.
    if (killed) expect(existsSync(file), `kill ${i + 1}`).toBe(false);
  }
  expect(kills).toBe(20);
  expect(inWindow).toBeGreaterThanOrEqual(10);
  const last = await run(process.execPath, ["nightly-export.ts", file], {
    cwd: copied,
    env: env(urls.big),
  });
  expect(last.stdout).toMatch(/the export is complete\n$/);
  expect(exportedIds(file)).toEqual(idsOf(BIG));
  console.log(
    `nightly export: ${kills} kills, ${inWindow} between a page's append and its checkpoint`,
  );
}, 60_000);
