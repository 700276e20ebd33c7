// Redis stopped (with ioredis, and with node-redis), then Redis frozen (SIGSTOP), mid-run: no
// call fails or hangs, each worker warns once per outage (without the password of its Redis URL),
// each worker's own maxConcurrency holds, and once Redis answers again the fleet cap is back:
// calls started more than 5 s after it answers peak at 8. And with the default leaseMs, calls that
// wait for a fleet slot go on within about commandTimeoutMs of the outage, not at a lease's expiry.
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startFleetService, startWorker, warnings } from "./helpers/fleet.js";
import { redisServerPath, startRedis, type RedisServer } from "./helpers/redis-server.js";

const binary = redisServerPath();
const password = "fleet-secret-not-real";
let redis: RedisServer;

describe.skipIf(binary === undefined)("a Redis outage mid-run", () => {
  beforeAll(async () => {
    redis = await startRedis(binary!, password);
  });
  afterAll(() => redis?.stop());

  const stopped = { outage: "stopped", begin: () => redis.stop(), end: () => redis.start() };
  const frozen = {
    outage: "frozen (SIGSTOP)",
    begin: () => redis.freeze(),
    end: () => redis.thaw(),
  };
  test.each([
    { ...stopped, lib: "ioredis" },
    { ...frozen, lib: "ioredis" },
    { ...stopped, lib: "node-redis" },
  ])(
    "Redis $outage, $lib: calls go on under local limits, and the cap is back after",
    async (o) => {
      const service = await startFleetService(30);
      try {
        const workers = await Promise.all(
          Array.from({ length: 6 }, (_, i) =>
            startWorker({
              lib: o.lib,
              name: `w${i}`,
              service: service.url,
              redis: redis.url,
              fleet: { maxConcurrency: 8, leaseMs: 2_000, commandTimeoutMs: 500 },
              local: 8,
              parallel: 8,
            }),
          ),
        );
        await sleep(700);
        await o.begin();
        const downAt = performance.now();
        // Longer than a lease: a worker whose calls all wait for a fleet slot (woken at the earliest
        // lease's expiry) also asks Redis during the outage.
        await sleep(3_000);
        await o.end();
        const upAt = performance.now();
        await sleep(6_500);
        const done = await Promise.all(workers.map((w) => w.stop()));

        expect(done.map((d) => d.failed)).toEqual([0, 0, 0, 0, 0, 0]);
        // Calls went on while Redis was out, each worker within its own limit.
        expect(
          service.arrivals.filter((a) => a.at > downAt + 1_000 && a.at < upAt).length,
        ).toBeGreaterThan(8);
        for (const worker of workers) expect(service.peak(worker.name)).toBeLessThanOrEqual(8);
        for (const worker of workers) {
          const lines = warnings(worker);
          expect(lines.length, worker.name).toBe(1);
          expect(lines[0]!.message).toContain("Redis coordination unavailable");
          expect(JSON.stringify(lines)).not.toContain(password);
        }
        expect(service.peakOfStartedAfter(upAt + 5_000)).toBeLessThanOrEqual(8);
        expect(service.arrivals.filter((a) => a.at > upAt + 5_000).length).toBeGreaterThan(8);
      } finally {
        await service.close();
      }
    },
  );

  // 10 s leases (the default) and a 4 s outage: the calls that wait for a fleet slot learn of the
  // outage from their own process's releases failing, not from the earliest lease's expiry.
  test.each([
    { ...stopped, lib: "ioredis" },
    { ...frozen, lib: "ioredis" },
    { ...stopped, lib: "node-redis" },
  ])(
    "Redis $outage, $lib, default leaseMs: waiting calls go on within commandTimeoutMs",
    async (o) => {
      const service = await startFleetService(30);
      try {
        const workers = await Promise.all(
          Array.from({ length: 3 }, (_, i) =>
            startWorker({
              lib: o.lib,
              name: `w${i}`,
              service: service.url,
              redis: redis.url,
              fleet: { maxConcurrency: 8, commandTimeoutMs: 500 },
              local: 8,
              parallel: 8,
            }),
          ),
        );
        await sleep(700);
        await o.begin();
        const downAt = performance.now();
        await sleep(4_000);
        const upAt = performance.now();
        await o.end();
        const done = await Promise.all(workers.map((w) => w.stop()));

        expect(done.map((d) => d.failed)).toEqual([0, 0, 0]);
        // From 1.5 s into the outage (500 ms for the command, and a call's 30 ms) to its end.
        const meanwhile = service.arrivals.filter((a) => a.at > downAt + 1_500 && a.at < upAt);
        for (const worker of workers) {
          expect(
            meanwhile.filter((a) => a.worker === worker.name).length,
            worker.name,
          ).toBeGreaterThan(8);
          expect(warnings(worker).length, worker.name).toBe(1);
        }
      } finally {
        await service.close();
      }
    },
  );
});
