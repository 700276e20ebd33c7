// Every key comes in through KEYS, so ioredis's keyPrefix prefixes them all: two processes' worth
// of coordinations on prefixed clients share one cap of 1, and Redis holds the prefixed keys only,
// each with the `{namespace}` hash tag (one slot of a Redis Cluster).
import { Redis } from "ioredis";
import type { CoordinatedCall } from "owned-products-sdk";
import { redisCoordination } from "owned-products-sdk/redis";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { redisServerPath, startRedis, type RedisServer } from "./helpers/redis-server.js";

const binary = redisServerPath();
let server: RedisServer;

const call: CoordinatedCall = {
  origin: "https://api.example.com",
  holdable: true,
  timeoutMs: 1_000,
  signal: undefined,
};

describe.skipIf(binary === undefined)("ioredis keyPrefix", () => {
  beforeAll(async () => {
    server = await startRedis(binary!);
  });
  afterAll(() => server?.stop());

  test("prefixes every key, and the cap is shared through the prefixed keys", async () => {
    const [one, two, plain] = [0, 1, 2].map(
      (i) => new Redis(server.url, i < 2 ? { keyPrefix: "app:" } : {}),
    ) as [Redis, Redis, Redis];
    const a = redisCoordination({ redis: one, namespace: "prefixed", maxConcurrency: 1 });
    const b = redisCoordination({ redis: two, namespace: "prefixed", maxConcurrency: 1 });
    try {
      const first = await a.enter(call);
      first.hold(30_000);
      let secondIn = false;
      const second = b.enter({ ...call, holdable: false }).then((permit) => {
        secondIn = true;
        return permit;
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(secondIn).toBe(false); // the one slot is a's
      first.release();
      (await second).release();
      expect(secondIn).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 100)); // the releases are not awaited

      const keys = (await plain.keys("*")).sort();
      expect(keys).toHaveLength(2); // the hold and its generation; the slots' key went with its lease
      for (const key of keys) expect(key).toMatch(/^app:\{prefixed\}:(hold|gen):[0-9a-f]{16}$/);
      expect(keys.join()).not.toContain("api.example.com");
    } finally {
      await Promise.all([a.close(), b.close()]);
      for (const each of [one, two, plain]) each.disconnect();
    }
  });
});
