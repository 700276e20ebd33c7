// One process of a fleet (spawned by the fleet tests): a client of the built package, with
// redisCoordination on ioredis or node-redis, making calls until told to stop on stdin.
// argv[2]: JSON { service, redis, lib, libOptions, fleet, local, parallel, calls, name }, where
// lib is "ioredis" or "node-redis" (redis: a URL), or "ioredis-cluster" (ioredis's Cluster) or
// "node-redis-cluster" (node-redis's createCluster) (redis: the masters, [{ host, port }]).
// Prints JSON lines: ready, warn, done { ok, failed, errors }.
import { createInterface } from "node:readline";
import { createClient } from "owned-products-sdk";
import { redisCoordination } from "owned-products-sdk/redis";

const config = JSON.parse(process.argv[2]);
const print = (line) => process.stdout.write(`${JSON.stringify(line)}\n`);

let redis;
if (config.lib === "ioredis") {
  const { Redis } = await import("ioredis");
  redis = new Redis(config.redis, config.libOptions ?? {});
  redis.on("error", () => {});
} else if (config.lib === "ioredis-cluster") {
  const { Cluster } = await import("ioredis");
  redis = new Cluster(config.redis, config.libOptions ?? {});
  redis.on("error", () => {});
} else if (config.lib === "node-redis-cluster") {
  const { createCluster } = await import("redis");
  const rootNodes = config.redis.map((socket) => ({ socket }));
  redis = createCluster({ rootNodes, ...config.libOptions });
  redis.on("error", () => {});
  await redis.connect();
} else {
  const { createClient: createRedis } = await import("redis");
  redis = createRedis({ url: config.redis, ...config.libOptions });
  redis.on("error", () => {});
  await redis.connect();
}
const logger = {
  warn: (message, fields) => print({ event: "warn", message, fields }),
  debug: () => {},
};
const coordination = redisCoordination({ redis, namespace: "fleet-test", ...config.fleet });
const client = createClient({
  baseUrl: config.service,
  headers: { "x-worker": config.name },
  maxConcurrency: config.local ?? 8,
  logger,
  coordination,
  timeoutMs: 20_000,
});

let stopping = false;
createInterface({ input: process.stdin }).on("line", (line) => {
  if (line === "stop") stopping = true;
});
process.stdin.on("end", () => (stopping = true));

let ok = 0;
let failed = 0;
const errors = [];
let next = 0;
const loop = async () => {
  while (!stopping && (config.calls === undefined || next < config.calls)) {
    next += 1;
    try {
      await client.ownedProducts.get(next);
      ok += 1;
    } catch (error) {
      failed += 1;
      if (errors.length < 5) errors.push(String(error?.message ?? error));
    }
  }
};
print({ event: "ready" });
await Promise.all(Array.from({ length: config.parallel ?? 8 }, loop));
print({ event: "done", ok, failed, errors });
await coordination.close();
if (config.lib.startsWith("ioredis")) redis.disconnect();
else redis.destroy();
process.exit(0);
