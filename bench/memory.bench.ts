// Memory benchmark (`npm run bench`, never `npm test`): one ~50 MB PurchaseHistory, served by a
// loopback server in a child process, read once per fresh process (bench/peak-rss-child.mjs):
// by bare `fetch` + `response.json()`, and by the client (which also validates it). Reported:
// the median peak RSS of 3 processes each. Goal (issue 16): the client within 1.15x of bare fetch.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { startBenchServer, type BenchServer } from "./bench-server.js";
import { afterAll, beforeAll, expect, test } from "vitest";
import { median } from "./measure.js";
import { purchaseHistoryJson } from "./payloads.js";

const TARGET_BYTES = 50 * 1024 * 1024;
const RUNS = 3;

let server: BenchServer;
let baseUrl = "";
const folder = mkdtempSync(join(tmpdir(), "owned-products-sdk-bench-"));
let bodyBytes = 0;

/** The bench's ~1 MB purchase history, its lists repeated until the JSON is ~50 MB. */
function bigHistory(): string {
  const one = JSON.parse(purchaseHistoryJson()) as Record<string, unknown[]>;
  const times = Math.ceil(TARGET_BYTES / JSON.stringify(one).length);
  const big: Record<string, unknown> = { ...one };
  for (const key of ["activeProducts", "products", "payments"]) {
    big[key] = Array.from({ length: times }, () => one[key] ?? []).flat();
  }
  return JSON.stringify(big);
}

beforeAll(async () => {
  const file = join(folder, "history.json");
  const body = bigHistory();
  bodyBytes = Buffer.byteLength(body);
  writeFileSync(file, body);
  server = await startBenchServer(0, { file });
  baseUrl = server.baseUrl;
});

afterAll(() => {
  server.stop();
  rmSync(folder, { recursive: true, force: true });
});

function peakMiB(mode: "fetch" | "sdk"): number {
  const child = fileURLToPath(new URL("./peak-rss-child.mjs", import.meta.url));
  const run = spawnSync(process.execPath, [child, mode, baseUrl], { encoding: "utf8" });
  if (run.status !== 0) throw new Error(`${mode} run failed: ${run.stderr}`);
  const { count, peakMiB } = JSON.parse(run.stdout) as { count: number; peakMiB: number };
  expect(count).toBeGreaterThan(0);
  return peakMiB;
}

test("peak RSS of one 50 MB purchase history", () => {
  const fetchPeaks: number[] = [];
  const sdkPeaks: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    fetchPeaks.push(peakMiB("fetch"));
    sdkPeaks.push(peakMiB("sdk"));
  }
  const bare = median(fetchPeaks);
  const sdk = median(sdkPeaks);
  const show = (peaks: number[]) => peaks.map((p) => p.toFixed(0)).join(", ");
  console.log(
    `Peak RSS, one ${(bodyBytes / 1024 / 1024).toFixed(1)} MB PurchaseHistory, median of ${RUNS} ` +
      `fresh processes:\n  bare fetch + json(): ${bare.toFixed(0)} MiB (${show(fetchPeaks)})\n` +
      `  SDK client (validated): ${sdk.toFixed(0)} MiB (${show(sdkPeaks)}) = ` +
      `${(sdk / bare).toFixed(2)}x (goal <= 1.15x: ${sdk / bare <= 1.15 ? "met" : "MISSED"})`,
  );
});
