// Six processes, each with a client of its own (local maxConcurrency 8), share a fleet cap of 8:
// the service never sees more than 8 calls at once, and sees 8. With ioredis and node-redis, each
// with its default options, and ioredis with BullMQ's maxRetriesPerRequest: null.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startFleetService, startWorker, warnings } from "./helpers/fleet.js";
import { redisServerPath, startRedis, type RedisServer } from "./helpers/redis-server.js";

const binary = redisServerPath();
let redis: RedisServer;

describe.skipIf(binary === undefined)("a fleet-wide cap", () => {
  beforeAll(async () => {
    redis = await startRedis(binary!);
  });
  afterAll(() => redis?.stop());

  test.each([
    { lib: "ioredis", libOptions: {} },
    { lib: "ioredis", libOptions: { maxRetriesPerRequest: null } },
    { lib: "node-redis", libOptions: {} },
  ])("six workers on $lib $libOptions: the peak in flight is 8, never more", async (client) => {
    const service = await startFleetService(40);
    try {
      const workers = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          startWorker({
            ...client,
            name: `w${i}`,
            service: service.url,
            redis: redis.url,
            fleet: { maxConcurrency: 8, leaseMs: 3_000 },
            local: 8,
            parallel: 8,
            calls: 30,
          }),
        ),
      );
      const done = await Promise.all(workers.map((w) => w.done()));
      expect(done.map((d) => d.failed)).toEqual([0, 0, 0, 0, 0, 0]);
      expect(done.reduce((sum, d) => sum + (d.ok ?? 0), 0)).toBe(180);
      expect(service.peak()).toBe(8);
      expect(workers.flatMap(warnings)).toEqual([]);
    } finally {
      await service.close();
    }
  });
});
