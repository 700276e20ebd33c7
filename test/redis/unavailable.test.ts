// A Redis that is not there at all (nothing listens on its port): calls go on, with one warning
// that names the cause and never the URL's password; or, with whenUnavailable: "fail", they fail
// with CoordinationUnavailableError, never sent. With ioredis and node-redis alike.
import { createServer } from "node:http";
import { Redis } from "ioredis";
import { createClient } from "owned-products-sdk";
import { CoordinationUnavailableError, redisCoordination } from "owned-products-sdk/redis";
import { createClient as createNodeRedis } from "redis";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { freePort, redisServerPath, startRedis } from "./helpers/redis-server.js";

const password = "unavailable-secret-not-real";
let service: ReturnType<typeof createServer>;
let baseUrl: string;
let sent = 0;

beforeAll(async () => {
  service = createServer((_req, res) => {
    sent += 1;
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ ownedProductId: 1, name: "x", productId: 1, qty: 1, tenantId: 1 }));
  });
  await new Promise<void>((resolve) => service.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(service.address() as { port: number }).port}`;
});
afterAll(() => new Promise((resolve) => service.close(resolve)));

const clients = {
  ioredis: (url: string) => {
    const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: null });
    redis.on("error", () => {});
    return { redis, close: () => redis.disconnect() };
  },
  "node-redis": (url: string) => {
    const redis = createNodeRedis({ url });
    redis.on("error", () => {});
    return { redis, close: () => {} };
  },
};

describe.each(Object.keys(clients))("with %s and no Redis", (lib) => {
  test("calls go on, and one warning says why", async () => {
    const url = `redis://:${password}@127.0.0.1:${await freePort()}`;
    const { redis, close } = clients[lib as keyof typeof clients](url);
    const warnings: unknown[][] = [];
    const coordination = redisCoordination({
      redis,
      namespace: "unavailable",
      maxConcurrency: 2,
      commandTimeoutMs: 200,
      leaseMs: 600,
    });
    const logger = { warn: (...line: unknown[]) => void warnings.push(line) };
    const client = createClient({ baseUrl, coordination, logger, validation: "off" });
    const before = sent;
    await Promise.all(Array.from({ length: 6 }, (_, i) => client.ownedProducts.get(i + 1)));
    await client.ownedProducts.get(7);
    expect(sent - before).toBe(7);
    expect(warnings).toHaveLength(1);
    expect(String(warnings[0]![0])).toContain("Redis coordination unavailable");
    // The connection's own error, not only "not ready": what to look at.
    expect((warnings[0]![1] as { cause: string }).cause).toContain("ECONNREFUSED");
    expect(JSON.stringify(warnings)).not.toContain(password);
    await coordination.close();
    close();
  });

  test('with whenUnavailable: "fail", calls fail, never sent', async () => {
    const url = `redis://127.0.0.1:${await freePort()}`;
    const { redis, close } = clients[lib as keyof typeof clients](url);
    const coordination = redisCoordination({
      redis,
      namespace: "unavailable",
      commandTimeoutMs: 200,
      whenUnavailable: "fail",
    });
    const client = createClient({ baseUrl, coordination, validation: "off" });
    const before = sent;
    const error = await client.ownedProducts.get(1).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CoordinationUnavailableError);
    expect((error as CoordinationUnavailableError).namespace).toBe("unavailable");
    expect((error as Error).message).toContain("ECONNREFUSED");
    expect(sent).toBe(before);
    await coordination.close();
    close();
  });
});

const binary = redisServerPath();

describe.skipIf(binary === undefined).each(Object.keys(clients))(
  "with %s and a wrong password",
  (lib) => {
    test("the warning and the error say the password is refused, never showing it", async () => {
      const server = await startRedis(binary!, "the-right-secret-not-real");
      try {
        const url = `redis://:${password}@127.0.0.1:${server.port}`;
        const { redis, close } = clients[lib as keyof typeof clients](url);
        const warnings: unknown[][] = [];
        const coordination = redisCoordination({
          redis,
          namespace: "unavailable",
          commandTimeoutMs: 200,
          whenUnavailable: "fail",
        });
        const logger = { warn: (...line: unknown[]) => void warnings.push(line) };
        const client = createClient({ baseUrl, coordination, logger, validation: "off" });
        const error = await client.ownedProducts.get(1).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(CoordinationUnavailableError);
        expect((error as Error).message).toContain("WRONGPASS");
        expect((error as Error).message).toContain("address and password of the client");
        expect((warnings[0]![1] as { cause: string }).cause).toContain("WRONGPASS");
        expect(String(warnings[0]![0])).toContain("address and password of the client");
        expect(JSON.stringify([warnings, (error as Error).message])).not.toContain(password);
        await coordination.close();
        close();
      } finally {
        await server.stop();
      }
    });
  },
);
