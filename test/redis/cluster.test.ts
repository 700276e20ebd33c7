// The fleet on a real Redis Cluster (helpers/redis-cluster.ts: three masters, no replicas), with
// ioredis's Cluster and node-redis's createCluster side by side in one fleet. Each script's keys
// come in through KEYS, all in the namespace's one hash slot, so each command goes to the master
// of that slot; the wake-ups are PUBLISHed there and heard by subscribers on any master. Here:
// the cap, the hold and a killed worker's slots across processes of both clients; a slot moved
// to another master mid-run (MOVED); ioredis's keyPrefix; and the options of a user's Cluster
// (lazyConnect, enableOfflineQueue) that must not reach the coordination's own connections.
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { Cluster, Redis } from "ioredis";
import type { ClientLogger, CoordinatedCall } from "owned-products-sdk";
import { redisCoordination } from "owned-products-sdk/redis";
import { createCluster } from "redis";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startFleetService, startWorker, warnings } from "./helpers/fleet.js";
import { runHold } from "./helpers/hold-scenario.js";
import { startRedisCluster, type RedisCluster } from "./helpers/redis-cluster.js";
import { redisServerPath } from "./helpers/redis-server.js";

const binary = redisServerPath();
let cluster: RedisCluster;

const call: CoordinatedCall = {
  origin: "https://api.example.com",
  holdable: true,
  timeoutMs: 1_000,
  signal: undefined,
};
/** A logger that keeps the warnings, to show that no coordination saw an outage. */
const warned: unknown[] = [];
const logger: ClientLogger = { warn: (...line) => warned.push(line), debug: () => {} };

/** Long enough that a connection waited for until the timeout, not until ready, shows. */
const slowTimeouts = { commandTimeoutMs: 10_000, leaseMs: 30_000 };
/** Resolves to what `promise` does, or to "late" after `ms`. */
const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, sleep(ms).then(() => "late" as const)]);

describe.skipIf(binary === undefined)("on a Redis Cluster of three masters", () => {
  const clients: { close(): unknown }[] = [];
  const ioredis = (options = {}) => {
    const redis = new Cluster([...cluster.nodes], options);
    redis.on("error", () => {});
    clients.push({ close: () => redis.disconnect() });
    return redis;
  };
  const nodeRedis = async () => {
    const redis = createCluster({ rootNodes: cluster.nodes.map((socket) => ({ socket })) });
    redis.on("error", () => {});
    await redis.connect();
    clients.push({ close: () => redis.destroy() });
    return redis;
  };
  const coordination = (redis: Parameters<typeof redisCoordination>[0]["redis"], more = {}) => {
    const made = redisCoordination({ redis, namespace: "cluster", ...more });
    made.attach({ logger });
    clients.unshift(made);
    return made;
  };
  const workers = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      lib: i % 2 === 0 ? "ioredis-cluster" : "node-redis-cluster",
      redis: cluster.nodes,
    }));

  beforeAll(async () => {
    cluster = await startRedisCluster(binary!);
  });
  afterAll(async () => {
    for (const each of clients) await each.close();
    await cluster?.stop();
  });

  test("six workers, three on each client, share a cap of 8: the peak in flight is 8", async () => {
    const service = await startFleetService(40);
    try {
      const fleet = await Promise.all(
        workers(6).map((config, i) =>
          startWorker({
            ...config,
            name: `w${i}`,
            service: service.url,
            fleet: { maxConcurrency: 8, leaseMs: 3_000 },
            local: 8,
            parallel: 8,
            calls: 30,
          }),
        ),
      );
      const done = await Promise.all(fleet.map((w) => w.done()));
      expect(done.map((d) => d.failed)).toEqual([0, 0, 0, 0, 0, 0]);
      expect(done.reduce((sum, d) => sum + (d.ok ?? 0), 0)).toBe(180);
      expect(service.peak()).toBe(8);
      expect(fleet.flatMap(warnings)).toEqual([]);
    } finally {
      await service.close();
    }
  });

  test("a 429 with Retry-After: 2 seen by one worker holds all six, on either client", async () => {
    const master = await cluster.masterOf("{fleet-test}");
    const probe = new Redis(master.port, master.host);
    try {
      const { sentDuringHold, lags, done, outages } = await runHold(workers(6), probe);
      for (const sent of sentDuringHold) expect(sent).toBeLessThanOrEqual(1);
      for (const lag of lags) expect(lag).toBeLessThanOrEqual(500);
      expect(done.map((d) => d.failed)).toEqual([0, 0, 0, 0, 0, 0]);
      expect(outages).toEqual([]);
    } finally {
      probe.disconnect();
    }
  });

  test("a SIGKILLed worker's slots come back within leaseMs, to workers of the other client", async () => {
    const leaseMs = 1_500;
    const service = await startFleetService(30, (arrival) =>
      arrival.worker === "hog" ? "hang" : undefined,
    );
    const base = {
      service: service.url,
      redis: cluster.nodes,
      fleet: { maxConcurrency: 8, leaseMs, commandTimeoutMs: 300 },
      parallel: 8,
    };
    try {
      const hog = await startWorker({ ...base, lib: "node-redis-cluster", name: "hog" });
      await service.until(() => service.inFlight("hog") === 8);
      const others = await Promise.all(
        [0, 1, 2].map((i) => startWorker({ ...base, lib: "ioredis-cluster", name: `w${i}` })),
      );
      // Longer than a lease: only renewals keep the hog's slots.
      await sleep(leaseMs + 700);
      expect(service.arrivals.filter((a) => a.worker !== "hog")).toEqual([]);

      hog.child.kill("SIGKILL");
      const killedAt = performance.now();
      await service.until(() => service.inFlight() - service.inFlight("hog") === 8);
      const reachedAt = performance.now();
      const done = await Promise.all(others.map((w) => w.stop()));

      expect(reachedAt - killedAt).toBeLessThanOrEqual(leaseMs + 500);
      expect(service.peakOfStartedAfter(killedAt)).toBe(8);
      expect(done.map((d) => d.failed)).toEqual([0, 0, 0]);
    } finally {
      await service.close();
    }
  });

  test("the namespace's slot moved to another master: both clients follow it (MOVED), and the lease and the hold with it", async () => {
    const a = coordination(await nodeRedis(), { maxConcurrency: 1, ...slowTimeouts });
    const b = coordination(ioredis(), { maxConcurrency: 1, ...slowTimeouts });
    // Once its connection is ready, not after commandTimeoutMs.
    const warmUp = await within(a.enter(call), 5_000);
    if (warmUp === "late") throw new Error("the first call waited for commandTimeoutMs");
    warmUp.release();
    (await b.enter(call)).release(); // both have routed to the slot's first master
    const first = await a.enter(call);
    first.hold(60_000);
    const from = await cluster.masterOf("{cluster}");
    await sleep(100); // the hold is not awaited

    const to = await cluster.moveSlotOf("{cluster}");
    expect(to.port).not.toBe(from.port);
    const second = b.enter({ ...call, holdable: false });
    expect(await within(second, 200)).toBe("late"); // the one slot is still a's
    first.release();
    // Woken by the release's PUBLISH on the new master, well before the lease would expire.
    const permit = await within(second, 2_000);
    expect(permit).not.toBe("late");
    (permit as Awaited<typeof second>).release();
    expect((await a.enter({ ...call, timeoutMs: 50 })).heldUntil).toBeInstanceOf(Date);
    expect(warned).toEqual([]);
  });

  test("ioredis's keyPrefix on a Cluster prefixes every key, all in the namespace's slot", async () => {
    const [one, two] = [ioredis({ keyPrefix: "app:" }), ioredis({ keyPrefix: "app:" })];
    const a = coordination(one, { namespace: "prefixed", maxConcurrency: 1 });
    const b = coordination(two, { namespace: "prefixed", maxConcurrency: 1 });
    const first = await a.enter(call);
    first.hold(30_000);
    const second = b.enter({ ...call, holdable: false });
    expect(await within(second, 100)).toBe("late"); // the one slot is a's
    first.release();
    (await second).release();
    await sleep(100); // the releases are not awaited

    const master = await cluster.masterOf("{prefixed}");
    const keys = (await cluster.cli(master.port, "KEYS", "*prefixed*")).split("\n").sort();
    expect(keys).toHaveLength(2); // the hold and its generation
    for (const key of keys) expect(key).toMatch(/^app:\{prefixed\}:(hold|gen):[0-9a-f]{16}$/);
    expect(warned).toEqual([]);
  });

  test("a user's Cluster with lazyConnect and no offline queue: the coordination still connects, and hears wake-ups", async () => {
    const options = { lazyConnect: true, enableOfflineQueue: false };
    const more = { namespace: "options", maxConcurrency: 1, ...slowTimeouts };
    const [a, b] = [coordination(ioredis(options), more), coordination(ioredis(options), more)];
    const first = await within(a.enter(call), 5_000);
    if (first === "late") throw new Error("the first call waited for commandTimeoutMs");
    const second = b.enter({ ...call, holdable: false });
    expect(await within(second, 100)).toBe("late");
    first.release();
    expect(await within(second, 2_000)).not.toBe("late");
    expect(warned).toEqual([]);
  });
});
