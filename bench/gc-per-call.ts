// Where a call's garbage goes (issue 39): `node --expose-gc [--trace-gc-nvp] bench/gc-per-call.ts
// <ky|sdk> [100KB|1MB] [calls] [package dir]` makes `calls` sequential calls (after 200 untimed)
// against the per-call bench's bodies, as ky + PurchaseHistorySchema.parse or as the client, and
// prints the collections the process saw by kind (PerformanceObserver "gc"), their time per
// call, process.memoryUsage().arrayBuffers averaged over the calls, and the CPU per call. The
// package dir (default: this repository, built) lets a build of another commit be compared.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { constants, PerformanceObserver } from "node:perf_hooks";
import ky from "ky";
import type * as Sdk from "owned-products-sdk";
import type * as Testing from "owned-products-sdk/testing";
import { startBenchServer } from "./bench-server.ts";

const [mode = "sdk", size = "100KB", count = "2000", dir = "."] = process.argv.slice(2);
const calls = Number(count);
const root = resolve(dir);
const sdk = (await import(join(root, "dist/index.js"))) as typeof Sdk;
const testing = (await import(join(root, "dist/testing/index.js"))) as typeof Testing;
const bodies = mkdtempSync(join(tmpdir(), "gc-per-call-"));
const products = size === "1MB" ? 850 : 80;
for (let seed = 0; seed < 64; seed++) {
  const history = testing.makePurchaseHistory({}, { seed: seed + 1, products, payments: products });
  writeFileSync(join(bodies, `${seed}.json`), JSON.stringify(history));
}
const server = await startBenchServer(0, { dir: bodies });
const base = server.baseUrl;
const client = sdk.createClient({ baseUrl: base });
const call =
  mode === "ky"
    ? async (id: number) =>
        sdk.PurchaseHistorySchema.parse(
          await ky.get(`${base}/tenants/${id}/purchase-history`).json(),
        )
    : (id: number) => client.purchaseHistory.get(id);
for (let id = 0; id < 200; id++) await call(id);
(globalThis as { gc?: () => void }).gc?.();
const NAMES: Record<number, string> = {
  [constants.NODE_PERFORMANCE_GC_MAJOR]: "major",
  [constants.NODE_PERFORMANCE_GC_MINOR]: "minor",
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: "incremental",
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: "weak callbacks",
};
const kinds: Record<string, number> = {};
let gcMs = 0;
const observer = new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const { detail } = entry as PerformanceEntry & { detail: { kind: number } };
    const name = NAMES[detail.kind] ?? "other";
    kinds[name] = (kinds[name] ?? 0) + 1;
    gcMs += entry.duration;
  }
});
observer.observe({ entryTypes: ["gc"] });
let arrayBuffers = 0;
const cpu = process.cpuUsage();
for (let id = 0; id < calls; id++) {
  await call(id);
  arrayBuffers += process.memoryUsage().arrayBuffers;
}
const used = process.cpuUsage(cpu);
await new Promise((done) => setTimeout(done, 100));
observer.disconnect();
server.stop();
rmSync(bodies, { recursive: true, force: true });
const perCall = (value: number) => value / calls;
console.log(
  JSON.stringify({
    mode,
    size,
    calls,
    cpuUsPerCall: Math.round(perCall(used.user + used.system)),
    collections: kinds,
    gcMsPerCall: Number(perCall(gcMs).toFixed(3)),
    arrayBuffersKiB: Math.round(perCall(arrayBuffers) / 1024),
  }),
);
