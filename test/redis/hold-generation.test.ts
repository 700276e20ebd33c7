// The fleet's hold through the Coordination interface itself, two coordinations (two processes'
// worth) on one Redis: a 2xx ends a hold early only when the hold is the one the call knew before
// it was sent; a hold that began while the call was in flight stays.
import { Redis } from "ioredis";
import type { CoordinatedCall } from "owned-products-sdk";
import { redisCoordination, type RedisCoordination } from "owned-products-sdk/redis";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { redisServerPath, startRedis, type RedisServer } from "./helpers/redis-server.js";

const binary = redisServerPath();
let server: RedisServer;
let redis: Redis;
const made: RedisCoordination[] = [];

const call = (holdable: boolean, timeoutMs = 50): CoordinatedCall => ({
  origin: "https://api.example.com",
  holdable,
  timeoutMs,
  signal: undefined,
});
const coordination = (namespace: string) => {
  const each = redisCoordination({ redis, namespace });
  made.push(each);
  return each;
};

describe.skipIf(binary === undefined)("the hold's generation", () => {
  beforeAll(async () => {
    server = await startRedis(binary!);
    redis = new Redis(server.url);
  });
  afterAll(async () => {
    await Promise.all(made.map((each) => each.close()));
    redis?.disconnect();
    await server?.stop();
  });

  test("a call sent during a hold (retries off) ends it with its 2xx", async () => {
    const [a, b] = [coordination("gen-1"), coordination("gen-1")];
    (await a.enter(call(true))).hold(60_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await b.enter(call(true))).heldUntil).toBeInstanceOf(Date); // held past 50 ms
    const unheld = await b.enter(call(false));
    expect(unheld.heldUntil).toBeUndefined();
    unheld.succeeded();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await a.enter(call(true))).heldUntil).toBeUndefined();
  });

  test("a hold that began while the call was in flight outlives its 2xx", async () => {
    const [a, b] = [coordination("gen-2"), coordination("gen-2")];
    (await a.enter(call(true))).hold(60_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const inFlight = await b.enter(call(false)); // knows the first hold
    (await a.enter(call(false))).hold(120_000); // a longer one: a new generation
    await new Promise((resolve) => setTimeout(resolve, 50));
    inFlight.succeeded();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await b.enter(call(true))).heldUntil).toBeInstanceOf(Date);
  });

  test("a shorter hint does not shorten a hold", async () => {
    const a = coordination("gen-3");
    (await a.enter(call(false))).hold(60_000);
    (await a.enter(call(false))).hold(10);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const held = await a.enter(call(true));
    expect(held.heldUntil!.getTime() - Date.now()).toBeGreaterThan(50_000);
  });
});
