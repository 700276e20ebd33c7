// redisCoordination checks its options before it makes any connection: a bad one is a TypeError
// that names it, and the client given is never touched.
import { redisCoordination, type RedisCoordinationOptions } from "owned-products-sdk/redis";
import { describe, expect, test } from "vitest";

/** A client of ioredis's shape that records whether anything was asked of it. */
function fakeIoRedis() {
  const asked: string[] = [];
  const client = {
    status: "ready",
    duplicate: () => (asked.push("duplicate"), client),
    call: async () => (asked.push("call"), null),
    subscribe: async () => null,
    on: () => client,
    disconnect: () => {},
  };
  return { client, asked };
}

describe("redisCoordination checks its options up front", () => {
  const { client, asked } = fakeIoRedis();
  test.each([
    [{ namespace: "app" }, /options\.redis.*ioredis or node-redis client/],
    [{ redis: {}, namespace: "app" }, /options\.redis/],
    [{ redis: client }, /options\.namespace/],
    [{ redis: client, namespace: "{app}" }, /options\.namespace.*no braces/],
    [{ redis: client, namespace: "" }, /options\.namespace/],
    [{ redis: client, namespace: "app", maxConcurrency: 0 }, /options\.maxConcurrency/],
    [{ redis: client, namespace: "app", maxConcurrency: 2.5 }, /options\.maxConcurrency/],
    [{ redis: client, namespace: "app", leaseMs: 1_000 }, /options\.leaseMs.*from 3000/],
    [{ redis: client, namespace: "app", commandTimeoutMs: 0 }, /options\.commandTimeoutMs/],
    [{ redis: client, namespace: "app", whenUnavailable: "wait" }, /options\.whenUnavailable/],
    [{ redis: client, namespace: "app", maxConcurency: 8 }, /unknown option `maxConcurency`/],
  ])("%o is refused", (options, message) => {
    expect(() => redisCoordination(options as unknown as RedisCoordinationOptions)).toThrow(
      message,
    );
    expect(asked).toEqual([]);
  });

  // The known key a slip most likely meant, as the other entries' option errors name it.
  test.each([
    ["maxConcurency", "maxConcurrency"],
    ["maxconcurrency", "maxConcurrency"],
    ["concurrency", "maxConcurrency"],
    ["commandTimeout", "commandTimeoutMs"],
    ["timeoutMs", "commandTimeoutMs"],
    ["lease", "leaseMs"],
    ["namesapce", "namespace"],
    ["whenUnavailble", "whenUnavailable"],
    ["client", undefined],
  ])("unknown option `%s` names %s", (key, meant) => {
    const options = { redis: client, namespace: "app", [key]: 1 };
    const message = (() => {
      try {
        redisCoordination(options as unknown as RedisCoordinationOptions);
      } catch (error) {
        return (error as TypeError).message;
      }
    })();
    const hint = meant === undefined ? "" : ` (did you mean \`${meant}\`?)`;
    expect(message).toBe(
      `redisCoordination: unknown option \`${key}\`${hint}; known: redis, namespace, ` +
        "maxConcurrency, leaseMs, commandTimeoutMs, whenUnavailable",
    );
  });

  test("a Redis URL given as options.redis is refused without its password, saying what to pass", () => {
    const url = "redis://:url-secret-not-real@10.0.0.1:6379";
    const options = { redis: url, namespace: "app" };
    expect(() => redisCoordination(options as unknown as RedisCoordinationOptions)).toThrow(
      "redisCoordination: options.redis must be an ioredis or node-redis client (with duplicate()), " +
        "got a string; pass a client made from the URL (new Redis(url), createClient({ url }))",
    );
  });

  test("a leaseMs under 3 commandTimeoutMs says that is its rule", () => {
    const options = { redis: client, namespace: "app", leaseMs: 2_000, commandTimeoutMs: 1_000 };
    expect(() => redisCoordination(options)).toThrow(
      "redisCoordination: options.leaseMs must be an integer from 3000 (3 × commandTimeoutMs) " +
        "to 86400000, got 2000",
    );
  });

  test("a leaseMs may be as short as 3 commandTimeoutMs", () => {
    const { client: ok, asked: okAsked } = fakeIoRedis();
    const coordination = redisCoordination({
      redis: ok,
      namespace: "app",
      leaseMs: 300,
      commandTimeoutMs: 100,
    });
    // Two connections made beside the client: one for commands, one for wake-ups.
    expect(okAsked.filter((a) => a === "duplicate")).toHaveLength(2);
    return coordination.close();
  });
});
