// Per-call benchmark (`npm run bench`, never `npm test`): one ~1 KB OwnedProduct from a real
// loopback server in a child process, answered at once, so the client's own work is what is
// measured. Cases, interleaved in rounds so drift on a shared machine spreads over all of them:
// - baseline: bare `fetch` + `response.json()` + `OwnedProductSchema.parse` (what a user writes
//   by hand, with the same validation);
// - ky alone: `ky.get(url).json()` + the same parse;
// - SDK: `client.ownedProducts.get(id)`.
// Each runs sequentially and 32 in flight. Reported per case: calls/s and the CPU time of this
// process per call (the server's CPU is in its own process). Goals (issue 16): the SDK's calls/s
// at least 0.85x the baseline's, its CPU per call at most 1.25x the baseline's.
import ky from "ky";
import { startBenchServer, type BenchServer } from "./bench-server.js";
import { afterAll, beforeAll, test } from "vitest";
import { createClient } from "../src/index.js";
import { OwnedProductSchema } from "../src/schemas/index.js";
import { makeOwnedProduct } from "../src/testing/index.js";
import { median } from "./measure.js";

const CALLS = 2_000;
const IN_FLIGHT = 32;
const ROUNDS = 5;

let server: BenchServer;
let baseUrl = "";
// A fixture owned product, its name lengthened so that the JSON is the 1 KB.
const product = makeOwnedProduct({}, { seed: 1 });
const body = JSON.stringify({
  ...product,
  name: `${product.name ?? ""} ${"-".repeat(1023 - JSON.stringify(product).length)}`,
});

beforeAll(async () => {
  server = await startBenchServer(0, body);
  baseUrl = server.baseUrl;
});

afterAll(() => {
  server.stop();
});

type OneCall = (id: number) => Promise<unknown>;

const client = () => createClient({ baseUrl });

const cases: Record<string, () => OneCall> = {
  "fetch + json() + parse": () => async (id) =>
    OwnedProductSchema.parse(await (await fetch(`${baseUrl}/owned-products/${id}`)).json()),
  "ky + parse": () => async (id) =>
    OwnedProductSchema.parse(await ky.get(`${baseUrl}/owned-products/${id}`).json()),
  "SDK client": () => {
    const sdk = client();
    return (id) => sdk.ownedProducts.get(id);
  },
};

interface Sample {
  readonly wallMs: number;
  readonly cpuMs: number;
}

async function runCalls(call: OneCall, inFlight: number): Promise<Sample> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < CALLS) await call(++next);
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  const wallMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return { wallMs, cpuMs: (used.user + used.system) / 1000 };
}

async function measureAll(inFlight: number) {
  const samples = new Map<string, Sample[]>(Object.keys(cases).map((name) => [name, []]));
  const calls = new Map(Object.entries(cases).map(([name, make]) => [name, make()]));
  for (const call of calls.values()) await runCalls(call, inFlight); // warm-up: JIT, sockets
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, call] of calls) samples.get(name)!.push(await runCalls(call, inFlight));
  }
  const baseline = samples.get("fetch + json() + parse")!;
  const baseRate = CALLS / (median(baseline.map((s) => s.wallMs)) / 1000);
  const baseCpu = median(baseline.map((s) => s.cpuMs)) / CALLS;
  const lines = [...samples].map(([name, list]) => {
    const rate = CALLS / (median(list.map((s) => s.wallMs)) / 1000);
    const cpu = median(list.map((s) => s.cpuMs)) / CALLS;
    const verdict =
      name === "SDK client"
        ? `  (goals: ${rate / baseRate >= 0.85 ? "met" : "MISSED"}, ${cpu / baseCpu <= 1.25 ? "met" : "MISSED"})`
        : "";
    return (
      `  ${name.padEnd(24)} ${rate.toFixed(0).padStart(6)} calls/s (${(rate / baseRate).toFixed(2)}x)` +
      `  CPU ${(cpu * 1000).toFixed(0).padStart(4)} µs/call (${(cpu / baseCpu).toFixed(2)}x)${verdict}`
    );
  });
  console.log(
    `Per call, ${CALLS} calls of a ${Buffer.byteLength(body)}-byte OwnedProduct, ${inFlight} in flight, ` +
      `median of ${ROUNDS} rounds (goals: SDK calls/s >= 0.85x, CPU/call <= 1.25x of the first line)\n` +
      lines.join("\n"),
  );
}

test("per call, sequential", async () => {
  await measureAll(1);
});

test(`per call, ${IN_FLIGHT} in flight`, async () => {
  await measureAll(IN_FLIGHT);
});
