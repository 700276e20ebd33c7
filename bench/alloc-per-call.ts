// What one call allocates (issue 39, "the garbage"): `node --expose-gc --min-semi-space-size=256
// --max-semi-space-size=256 bench/alloc-per-call.ts [1KB|100KB|1MB] [calls] [rounds] [package dir…]`.
// With a young generation that large, a window of `calls` sequential calls (after a gc()) runs
// with no collection at all, so what the heap and the ArrayBuffers grew by is what the calls
// allocated, garbage included: no noise from the collector or from other processes. The cases, in
// one process and in rounds whose order turns: ky + the same parse (`PurchaseHistorySchema.parse(
// await ky.get(url).json())`, OwnedProductSchema at 1 KB), then the client of each package dir
// (default: this repository, built), against the per-call bench's bodies (64 rotated by id). A
// window in which a collection ran anyway is left out (and counted).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { PerformanceObserver } from "node:perf_hooks";
import { getHeapStatistics } from "node:v8";
import ky from "ky";
import type * as Sdk from "owned-products-sdk";
import type * as Testing from "owned-products-sdk/testing";
import { startBenchServer } from "./bench-server.ts";
import { median } from "./measure.ts";

const [size = "100KB", count = "20", roundsText = "30", ...given] = process.argv.slice(2);
const calls = Number(count);
const rounds = Number(roundsText);
const dirs = given.length > 0 ? given : ["."];
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error("Run with --expose-gc (and a large young generation, see the header).");

const load = async (dir: string) => ({
  sdk: (await import(join(resolve(dir), "dist/index.js"))) as typeof Sdk,
  testing: (await import(join(resolve(dir), "dist/testing/index.js"))) as typeof Testing,
});
const first = await load(dirs[0]!);
const bodies = mkdtempSync(join(tmpdir(), "alloc-per-call-"));
for (let seed = 1; seed <= 64; seed++) {
  let body: unknown;
  if (size === "1KB") {
    const product = first.testing.makeOwnedProduct({}, { seed });
    const pad = 1_024 - JSON.stringify(product).length;
    body = { ...product, name: `${product.name} ${"x".repeat(Math.max(0, pad - 1))}` };
  } else {
    const products = size === "1MB" ? 850 : 80;
    body = first.testing.makePurchaseHistory({}, { seed, products, payments: products });
  }
  writeFileSync(join(bodies, `${seed - 1}.json`), JSON.stringify(body));
}
const server = await startBenchServer(0, { dir: bodies });
const base = server.baseUrl;
const small = size === "1KB";
const cases: [string, (id: number) => Promise<unknown>][] = [
  [
    "ky + parse",
    small
      ? async (id) =>
          first.sdk.OwnedProductSchema.parse(await ky.get(`${base}/owned-products/${id}`).json())
      : async (id) =>
          first.sdk.PurchaseHistorySchema.parse(
            await ky.get(`${base}/tenants/${id}/purchase-history`).json(),
          ),
  ],
];
for (const dir of dirs) {
  const client = (await load(dir)).sdk.createClient({ baseUrl: base });
  const get = small ? client.ownedProducts.get : client.purchaseHistory.get;
  cases.push([`SDK (${dir})`, (id) => get(id)]);
}

let collections = 0;
const observer = new PerformanceObserver((list) => (collections += list.getEntries().length));
observer.observe({ entryTypes: ["gc"] });
const settle = () => new Promise((done) => setTimeout(done, 5));
for (const [, call] of cases) for (let id = 0; id < 300; id++) await call(id);
const heap: Record<string, number[]> = {};
const buffers: Record<string, number[]> = {};
let skipped = 0;
for (let round = 0; round < rounds; round++) {
  const turn = round % cases.length;
  for (const [name, call] of [...cases.slice(turn), ...cases.slice(0, turn)]) {
    gc();
    await settle();
    const seen = collections;
    const heapBefore = getHeapStatistics().used_heap_size;
    const buffersBefore = process.memoryUsage().arrayBuffers;
    for (let id = 0; id < calls; id++) await call(round * calls + id);
    const grown = getHeapStatistics().used_heap_size - heapBefore;
    const grownBuffers = process.memoryUsage().arrayBuffers - buffersBefore;
    await settle();
    if (collections !== seen) skipped += 1;
    else {
      (heap[name] ??= []).push(grown / calls);
      (buffers[name] ??= []).push(grownBuffers / calls);
    }
  }
}
observer.disconnect();
server.stop();
rmSync(bodies, { recursive: true, force: true });

const quantile = (values: readonly number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))]!;
const bytes = (value: number) => `${Math.round(value).toLocaleString("en")} B`;
console.log(
  `Allocated per call, ${size}, ${calls} sequential calls a window, ${rounds} rounds ` +
    `(median [10th–90th percentile of windows]); ${skipped} windows left out (a collection ran)`,
);
for (const [name] of cases) {
  const h = heap[name] ?? [];
  const b = buffers[name] ?? [];
  if (h.length === 0) continue;
  console.log(
    `  ${name.padEnd(24)} heap ${bytes(median(h))} [${bytes(quantile(h, 0.1))}–${bytes(quantile(h, 0.9))}]` +
      `  ArrayBuffers ${bytes(median(b))}  (${h.length} windows)`,
  );
}
