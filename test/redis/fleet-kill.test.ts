// A worker that holds all 8 fleet slots keeps them while it lives (its leases renewed past
// leaseMs); killed with SIGKILL, it gives them back within leaseMs, and the others reach 8 in
// flight within leaseMs + 500 ms.
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startFleetService, startWorker } from "./helpers/fleet.js";
import { redisServerPath, startRedis, type RedisServer } from "./helpers/redis-server.js";

const binary = redisServerPath();
let redis: RedisServer;
const leaseMs = 1_500;

describe.skipIf(binary === undefined)("a killed worker's slots", () => {
  beforeAll(async () => {
    redis = await startRedis(binary!);
  });
  afterAll(() => redis?.stop());

  test("come back within leaseMs of its SIGKILL, and not before", async () => {
    const service = await startFleetService(30, (arrival) =>
      arrival.worker === "hog" ? "hang" : undefined,
    );
    const base = {
      lib: "ioredis",
      service: service.url,
      redis: redis.url,
      fleet: { maxConcurrency: 8, leaseMs, commandTimeoutMs: 300 },
      parallel: 8,
    };
    try {
      const hog = await startWorker({ ...base, name: "hog" });
      await service.until(() => service.inFlight("hog") === 8);
      const others = await Promise.all(
        Array.from({ length: 5 }, (_, i) => startWorker({ ...base, name: `w${i}` })),
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
      expect(done.map((d) => d.failed)).toEqual([0, 0, 0, 0, 0]);
    } finally {
      await service.close();
    }
  });
});
