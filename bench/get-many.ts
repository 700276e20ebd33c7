// getMany against ky alone (issue 24), `npm run bench`: a plain Node program over the built
// package (dist/, by its own name). 2,000 purchase histories from a loopback server (its own process) that answers
// each after 20 ms, through `client.purchaseHistory.getMany` with concurrency 16, against the same
// requests made by 16 workers of ky alone (the client's transport: the floor of any client built
// on it). Printed beside them, as the host's floors: bare fetch in 16 workers, and ky against ky
// (the noise). Every run is a fresh process; the ratios are medians over the runs (goal: getMany
// at most 1.03x ky alone). Items must come in order.
import ky from "ky";
import { startBenchServer } from "./bench-server.ts";
import { inFreshProcesses } from "./fresh-processes.ts";
import { median } from "./measure.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const COUNT = 2_000;
const CONCURRENCY = 16;
const LATENCY_MS = 20;
const GOAL = 1.03;

type Run = Record<string, number>; // way → wall ms

async function measureOnce(): Promise<Run> {
  const { createClient } = await import("owned-products-sdk");
  const server = await startBenchServer(LATENCY_MS);
  const base = server.baseUrl;
  const ids = Array.from({ length: COUNT }, (_, i) => i + 1);
  const inWorkers = async (get: (url: string) => Promise<unknown>) => {
    const started = performance.now();
    let next = 0;
    const worker = async () => {
      while (next < COUNT) await get(`${base}/tenants/${ids[next++]!}/purchase-history`);
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    return performance.now() - started;
  };
  const ways: Record<string, () => Promise<number>> = {
    "ky alone": () => inWorkers((url) => ky.get(url).json()),
    "ky alone (again)": () => inWorkers((url) => ky.get(url).json()),
    "bare fetch": () => inWorkers(async (url) => (await fetch(url)).json()),
    getMany: async () => {
      const client = createClient({ baseUrl: base });
      const started = performance.now();
      let expected = 1;
      for await (const { tenantId } of client.purchaseHistory.getMany(ids, {
        concurrency: CONCURRENCY,
      })) {
        if (tenantId !== expected++) throw new Error(`out of order: ${tenantId}`);
      }
      if (expected !== COUNT + 1) throw new Error(`only ${expected - 1} histories`);
      return performance.now() - started;
    },
  };
  for (const way of Object.values(ways)) await way(); // warm-up: sockets, JIT
  const run: Run = {};
  for (const [name, way] of Object.entries(ways)) run[name] = await way();
  server.stop();
  return run;
}

const runs = await inFreshProcesses(import.meta.url, RUNS, measureOnce);
if (runs !== undefined) {
  const ratio = (name: string) => median(runs.map((run) => run[name]! / run["ky alone"]!));
  const ms = (name: string) => Math.round(median(runs.map((run) => run[name]!)));
  const sdk = ratio("getMany");
  console.log(
    `getMany: ${COUNT} histories at ${LATENCY_MS} ms, concurrency ${CONCURRENCY} (medians of ` +
      `${RUNS} fresh processes): ky alone ${ms("ky alone")} ms; getMany ${ms("getMany")} ms = ` +
      `${sdk.toFixed(3)}x (goal <= ${GOAL}x: ${sdk <= GOAL ? "met" : "MISSED"}); ky again ` +
      `${ratio("ky alone (again)").toFixed(3)}x (noise floor); bare fetch ` +
      `${ratio("bare fetch").toFixed(3)}x; items in order`,
  );
}
