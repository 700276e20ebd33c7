// maxResponseBytes against real sockets: an endless body, a gzip bomb, a lying Content-Length.
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { expect, test } from "vitest";
import { createClient, ResponseTooLargeError } from "../../src/index.js";
import { sendJson, startLoopbackServer, type LoopbackHandler } from "../helpers/loopback-server.js";
import { samples } from "../helpers/samples.js";

const MiB = 1024 * 1024;

/** Writes 64 KiB chunks of spaces for as long as the socket takes them. */
const endless: LoopbackHandler = (_req, res) => {
  res.writeHead(200, { "content-type": "application/json" });
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  const pump = () => {
    while (!res.destroyed && res.write(chunk));
    if (!res.destroyed) res.once("drain", pump);
  };
  pump();
};

test("an endless body stops at maxResponseBytes with a typed error, and is not retried", async () => {
  const server = await startLoopbackServer(endless);
  const client = createClient({ baseUrl: server.url, maxResponseBytes: MiB });
  const error = await client.ownedProducts.get(7).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ResponseTooLargeError);
  expect(error).toMatchObject({ maxResponseBytes: MiB, attempts: 1 });
  expect((error as Error).message).toMatch(
    /^Response too large: its body grew over maxResponseBytes \(1048576 bytes\); raise the client's or the call's `maxResponseBytes` if it is expected: GET \/owned-products\/7 \(1 attempt/,
  );
  expect(server.requests).toHaveLength(1);
});

test("a Content-Length over the limit fails before the body is read", async () => {
  const server = await startLoopbackServer((_req, res) => {
    res.writeHead(200, { "content-type": "application/json", "content-length": String(10 * MiB) });
    res.write("{");
  });
  const error = await createClient({ baseUrl: server.url, maxResponseBytes: MiB })
    .ownedProducts.get(7)
    .catch((e: unknown) => e);
  expect((error as Error).message).toMatch(/^Response too large: its Content-Length is over/);
});

test("a gzip bomb is counted on decoded bytes and cut off", async () => {
  const bomb = gzipSync(Buffer.alloc(64 * MiB, 0x20));
  expect(bomb.byteLength).toBeLessThan(MiB);
  const server = await startLoopbackServer((_req, res) => {
    res.writeHead(200, {
      "content-type": "application/json",
      "content-encoding": "gzip",
      "content-length": String(bomb.byteLength),
    });
    res.end(bomb);
  });
  const error = await createClient({ baseUrl: server.url, maxResponseBytes: 4 * MiB })
    .ownedProducts.get(7)
    .catch((e: unknown) => e);
  expect(error).toMatchObject({ name: "ResponseTooLargeError", maxResponseBytes: 4 * MiB });
});

test("a Content-Length that lies low cannot smuggle a larger body past the limit", async () => {
  const server = await startLoopbackServer((_req, res) => {
    res.writeHead(200, { "content-type": "application/json", "content-length": "10" });
    res.socket?.write(Buffer.alloc(2 * MiB, 0x20));
    res.socket?.end();
  });
  const error = await createClient({ baseUrl: server.url, maxResponseBytes: MiB, retry: 0 })
    .ownedProducts.get(7)
    .catch((e: unknown) => e);
  // Whatever the runtime makes of the broken framing, the client never holds more than the limit.
  expect(error).toBeInstanceOf(Error);
  expect((error as Error).name).toMatch(/ValidationError|NetworkError|ResponseTooLargeError/);
});

test("the default (64 MiB) lets a 20 MB payload through; a call may lower or raise the limit", async () => {
  const big = { ...samples.OwnedProduct, name: "x".repeat(20 * 1000 * 1000) };
  const server = await startLoopbackServer((_req, res) => sendJson(res, 200, big));
  const client = createClient({ baseUrl: server.url });
  expect((await client.ownedProducts.get(7)).name).toHaveLength(20_000_000);
  await expect(client.ownedProducts.get(7, { maxResponseBytes: MiB })).rejects.toThrow(
    ResponseTooLargeError,
  );
  const small = createClient({ baseUrl: server.url, maxResponseBytes: MiB });
  await expect(small.ownedProducts.get(7, { maxResponseBytes: 32 * MiB })).resolves.toHaveProperty(
    "qty",
  );
});

test.each([
  [0, "0"],
  [-1, "-1"],
  [1.5, "1.5"],
  ["1", '"1"'],
  [Number.NaN, "NaN"],
])("maxResponseBytes %j is a TypeError", (value, shown) => {
  const rule = "a positive integer or Infinity";
  expect(() =>
    createClient({ baseUrl: "https://a.example", maxResponseBytes: value as never }),
  ).toThrow(new TypeError(`createClient: options.maxResponseBytes must be ${rule}, got ${shown}`));
  const client = createClient({ baseUrl: "https://a.example" });
  return expect(client.ownedProducts.get(7, { maxResponseBytes: value as never })).rejects.toThrow(
    new TypeError(`ownedProducts.get: options.maxResponseBytes must be ${rule}, got ${shown}`),
  );
});

test("memory stays bounded: an endless body grows a child process by about the limit, not more", async () => {
  // Before maxResponseBytes, the same call grew the process by 4.8 GB within a 15 s timeout.
  const server = await startLoopbackServer(endless);
  const dir = await mkdtemp(join(tmpdir(), "endless-rss-"));
  const bundle = join(dir, "child.mjs");
  await build({
    entryPoints: [fileURLToPath(new URL("./fixtures/endless-body-rss.ts", import.meta.url))],
    bundle: true,
    platform: "node",
    format: "esm",
    outfile: bundle,
    logLevel: "silent",
  });
  const { stdout } = await promisify(execFile)(process.execPath, [bundle, server.url], {
    timeout: 60_000,
  });
  const { growthMiB, errorName } = JSON.parse(stdout) as { growthMiB: number; errorName: string };
  expect(errorName).toBe("ResponseTooLargeError");
  expect(growthMiB).toBeLessThan(256);
}, 60_000);
