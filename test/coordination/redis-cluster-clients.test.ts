// How redisCoordination makes its connections beside a cluster client, without a server
// (test/redis/cluster.test.ts runs both on a real Redis Cluster): an ioredis Cluster's duplicate
// takes its startup nodes first, so the overrides go second; a node-redis cluster gives its
// masters' clients the options in its `defaults`, so the offline queue is turned off there, beside
// the user's own defaults; and its sendCommand is routed by the script's first key.
import { redisCoordination } from "owned-products-sdk/redis";
import { describe, expect, test } from "vitest";

const call = { origin: "https://api.example.com", holdable: true, timeoutMs: 1_000 } as const;

describe("a cluster client's connections", () => {
  test("an ioredis Cluster is duplicated with its startup nodes kept and the overrides second", async () => {
    const duplicated: unknown[][] = [];
    const cluster = {
      status: "ready",
      isCluster: true,
      duplicate: (...args: unknown[]) => (duplicated.push(args), cluster),
      call: async () => [0, 0, "0"],
      subscribe: async () => null,
      on: () => cluster,
      disconnect: () => {},
    };
    const coordination = redisCoordination({ redis: cluster, namespace: "app" });
    expect(duplicated).toEqual([
      [[], expect.objectContaining({ enableOfflineQueue: false, lazyConnect: false })],
      [[], expect.objectContaining({ enableOfflineQueue: true, lazyConnect: false })],
    ]);
    await coordination.close();
  });

  test("a node-redis cluster's copy has no offline queue on its masters, and keeps the user's defaults", async () => {
    const duplicated: unknown[] = [];
    const sent: unknown[][] = [];
    const cluster = {
      isReady: true,
      _options: { rootNodes: [], defaults: { password: "not-a-secret" } },
      getMasters: () => [],
      duplicate: (overrides?: unknown) => (duplicated.push(overrides), cluster),
      connect: async () => cluster,
      sendCommand: async (...args: unknown[]) => (sent.push(args), [0, 0, "0"]),
      subscribe: async () => null,
      on: () => cluster,
      destroy: () => {},
    };
    const coordination = redisCoordination({ redis: cluster, namespace: "app", maxConcurrency: 2 });
    expect(duplicated[0]).toEqual({
      defaults: { password: "not-a-secret", disableOfflineQueue: true },
    });
    (await coordination.enter({ ...call, signal: undefined })).release();
    // Routed by KEYS[1] (the namespace's slot), to a master (not read-only).
    const [firstKey, isReadonly, args] = sent[0] as [string, boolean, string[]];
    expect([firstKey, isReadonly]).toEqual(["{app}:slots", false]);
    expect(args[0]).toMatch(/^EVAL(SHA)?$/);
    await coordination.close();
  });
});
