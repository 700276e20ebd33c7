// The shared backoff never holds a call past its own limits (docs/client.md, "Shared backoff"),
// against a real server on 127.0.0.1: a held call waits at most its timeoutMs and then fails,
// never sent; a call with retries off is never held; `sharedBackoff: false` turns it off.
import { expect, test } from "vitest";
import { createClient, isTimeoutError, TimeoutError } from "../../src/index.js";
import { sendJson, startLoopbackServer, type LoopbackHandler } from "../helpers/loopback-server.js";
import { samples } from "../helpers/samples.js";

const ok: LoopbackHandler = (_req, res) => sendJson(res, 200, samples.OwnedProduct);
/** A 503 that asks for a pause of `seconds`. */
const busy =
  (seconds: number): LoopbackHandler =>
  (_req, res) =>
    sendJson(res, 503, {}, { "retry-after": String(seconds) });

test("a held call fails when its timeoutMs elapses: a TimeoutError, never sent, saying until when", async () => {
  const server = await startLoopbackServer([busy(20), ok]);
  const client = createClient({ baseUrl: server.url, retry: { limit: 1 }, timeoutMs: 300 });
  await expect(client.tenants.list({}, { retry: 0 })).rejects.toMatchObject({ status: 503 });
  const started = performance.now();
  const error = await client.purchaseHistory.get(1001).catch((caught: unknown) => caught);
  const waited = performance.now() - started;
  expect(error).toBeInstanceOf(TimeoutError);
  expect(isTimeoutError(error)).toBe(true);
  expect(error).toMatchObject({ attempts: 0, timeoutMs: 300, method: "GET" });
  expect((error as TimeoutError).url).toBe(`${server.url}/tenants/1001/purchase-history`);
  expect((error as Error).message).toMatch(
    /^Timed out after 300 ms held by the origin's shared backoff \(Retry-After until \d{4}-\d\d-\d\dT[\d:.]+Z\), never sent: GET \/tenants\/1001\/purchase-history \(0 attempts, waited \d+ ms, \d+ ms in total\)$/,
  );
  // The hold's end is about 20 s after the 503, far past the 300 ms the call waited.
  const until = Date.parse(/until (\S+)\)/.exec((error as Error).message)![1]!);
  expect(until - Date.now()).toBeGreaterThan(15_000);
  expect(waited).toBeGreaterThanOrEqual(280);
  expect(waited).toBeLessThan(5_000);
  expect(server.requests.map((r) => r.url)).toEqual(["/tenants"]);
});

test("a call's own timeoutMs bounds its hold, not the client's", async () => {
  const server = await startLoopbackServer([busy(1), ok]);
  const client = createClient({ baseUrl: server.url, retry: { limit: 1 }, timeoutMs: 100 });
  await expect(client.tenants.list({}, { retry: 0 })).rejects.toMatchObject({ status: 503 });
  // 5 s of budget outlasts the 1 s hold: the call waits it out, then is sent.
  await expect(client.ownedProducts.get(7, { timeoutMs: 5_000 })).resolves.toEqual(
    samples.OwnedProduct,
  );
  expect(server.requests).toHaveLength(2);
  expect(server.gaps()[0]).toBeGreaterThanOrEqual(900);
});

test("a call with retries off is never held: it is sent at once", async () => {
  const server = await startLoopbackServer([busy(20), ok]);
  const client = createClient({ baseUrl: server.url, retry: 0 });
  await expect(client.tenants.list()).rejects.toMatchObject({ status: 503 });
  const started = performance.now();
  await expect(client.purchaseHistory.get(1001)).resolves.toMatchObject({ tenantId: 42 });
  expect(performance.now() - started).toBeLessThan(2_000);
  expect(server.requests.map((r) => r.url)).toEqual(["/tenants", "/tenants/1001/purchase-history"]);
});

test("sharedBackoff: false holds no call, whatever the server asked", async () => {
  const server = await startLoopbackServer([busy(20), ok]);
  const warned: string[] = [];
  const logger = { warn: (message: string) => warned.push(message) };
  const client = createClient({ baseUrl: server.url, sharedBackoff: false, logger });
  await expect(client.tenants.list({}, { retry: 0 })).rejects.toMatchObject({ status: 503 });
  const started = performance.now();
  await expect(client.ownedProducts.get(7)).resolves.toEqual(samples.OwnedProduct);
  expect(performance.now() - started).toBeLessThan(2_000);
  expect(warned).not.toContain(
    "owned-products-sdk: holding new requests to the origin (Retry-After)",
  );
});

test.each([["yes"], [1], [null]])("sharedBackoff %j is a TypeError", (value) => {
  expect(() =>
    createClient({ baseUrl: "https://a.example", sharedBackoff: value as never }),
  ).toThrow(
    new TypeError(
      `createClient: options.sharedBackoff must be a boolean, got ${String(JSON.stringify(value))}`,
    ),
  );
});
