// What `coordination` adds per call (issue 38), `npm run bench`: a plain Node program over the
// built package, against a loopback service that answers at once (a child process) and a
// throwaway redis-server on loopback. Cases, interleaved in rounds whose order turns, same run:
// - "no coordination": the client as most users make it;
// - "no coordination (again)": the same, a second time: its ratio to the first is the noise floor;
// - "redis, holds only": redisCoordination without a fleet cap (one script before each call);
// - "redis, cap 64": with a fleet cap above the calls in flight (a lease taken and given back).
// Each runs sequentially and 32 in flight; the figure is wall time per call (µs): 1 / throughput.
// The added cost is the difference from "no coordination". Needs redis-server on PATH.
import { performance } from "node:perf_hooks";
import { Redis } from "ioredis";
import { startBenchServer } from "./bench-server.ts";
import { median } from "./measure.ts";
import { redisServerPath, startRedis } from "../test/redis/helpers/redis-server.ts";

const ROUNDS = 8; // a multiple of the 4 cases
const SETTINGS = { sequential: 1, "32 in flight": 32 };
const CALLS = { sequential: 1_000, "32 in flight": 4_000 };

const binary = redisServerPath();
if (binary === undefined) process.exit(0);

const sdk = await import("owned-products-sdk");
const { redisCoordination } = await import("owned-products-sdk/redis");
const { makeOwnedProduct } = await import("owned-products-sdk/testing");
const server = await startBenchServer(0, JSON.stringify(makeOwnedProduct({}, { seed: 1 })));
const redisServer = await startRedis(binary);
const redis = new Redis(redisServer.url);
const holdsOnly = redisCoordination({ redis, namespace: "bench-holds" });
const capped = redisCoordination({ redis, namespace: "bench-cap", maxConcurrency: 64 });
const baseUrl = server.baseUrl;

type OneCall = (id: number) => Promise<unknown>;
const plain = sdk.createClient({ baseUrl });
const cases: Record<string, OneCall> = {
  "no coordination": (id) => plain.ownedProducts.get(id),
  "no coordination (again)": (id) => plain.ownedProducts.get(id),
  "redis, holds only": (
    (client) => (id: number) =>
      client.ownedProducts.get(id)
  )(sdk.createClient({ baseUrl, coordination: holdsOnly })),
  "redis, cap 64": (
    (client) => (id: number) =>
      client.ownedProducts.get(id)
  )(sdk.createClient({ baseUrl, coordination: capped })),
};

/** Wall time per call, in µs, for `calls` calls with `inFlight` at once. */
async function timePerCall(call: OneCall, calls: number, inFlight: number): Promise<number> {
  let next = 0;
  const worker = async () => {
    while (next < calls) await call(++next);
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: inFlight }, worker));
  return ((performance.now() - started) * 1_000) / calls;
}

const names = Object.keys(cases);
console.log("coordination: wall time per call (µs), median of rounds; loopback service and Redis");
for (const [setting, inFlight] of Object.entries(SETTINGS)) {
  const calls = CALLS[setting as keyof typeof CALLS];
  const samples = new Map<string, number[]>(names.map((name) => [name, []]));
  for (const call of Object.values(cases)) await timePerCall(call, calls / 4, inFlight); // warm-up
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = names.map((_, i) => names[(i + round) % names.length]!);
    for (const name of order)
      samples.get(name)!.push(await timePerCall(cases[name]!, calls, inFlight));
  }
  const base = median(samples.get("no coordination")!);
  console.log(`\n${setting} (${calls} calls per round, ${ROUNDS} rounds)`);
  for (const name of names) {
    const us = median(samples.get(name)!);
    const added = us - base;
    console.log(
      `  ${name.padEnd(24)} ${us.toFixed(0).padStart(6)} µs  ${(us / base).toFixed(2)}x  ` +
        `${added >= 0 ? "+" : ""}${added.toFixed(0)} µs`,
    );
  }
}

await holdsOnly.close();
await capped.close();
redis.disconnect();
await redisServer.stop();
server.stop();
