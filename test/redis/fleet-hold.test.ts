// One worker's 429 with Retry-After: 2 holds every worker's new calls (no fleet cap here): a call
// that enters after the hold is in Redis is not sent before the hold's end, and each worker's
// first call after the end arrives within 500 ms of it (helpers/hold-scenario.ts says how this
// is checked without a timing margin).
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { runHold } from "./helpers/hold-scenario.js";
import { redisServerPath, startRedis, type RedisServer } from "./helpers/redis-server.js";

const binary = redisServerPath();
let redis: RedisServer;

describe.skipIf(binary === undefined)("a fleet-wide Retry-After hold", () => {
  beforeAll(async () => {
    redis = await startRedis(binary!);
  });
  afterAll(() => redis?.stop());

  test("a 429 with Retry-After: 2 seen by one worker holds all six", async () => {
    const probe = new Redis(redis.url);
    try {
      const workers = Array.from({ length: 6 }, () => ({ lib: "ioredis", redis: redis.url }));
      const { sentDuringHold, lags, done, outages } = await runHold(workers, probe);

      // At most the one call each worker had let through before the hold was set.
      for (const sent of sentDuringHold) expect(sent).toBeLessThanOrEqual(1);
      // The figure docs/performance.md reports ("Coordination").
      console.log(`first request per worker after the hold: ${lags.map(Math.round).join(", ")} ms`);
      for (const lag of lags) expect(lag).toBeLessThanOrEqual(500);
      expect(done.map((d) => d.failed)).toEqual([0, 0, 0, 0, 0, 0]);
      expect(outages).toEqual([]);
    } finally {
      probe.disconnect();
    }
  });
});
