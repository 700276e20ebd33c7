// Which read a body takes (read-body.ts): a 2xx from the runtime's own fetch, unencoded, with a
// Content-Length within maxResponseBytes, is read whole by the platform (`text()`); anything else
// keeps the bounded chunk loop. Against a real server on 127.0.0.1 (and msw for its case); what
// still bounds each is in test/runtimes/behaviour-checks.mjs, on every runtime.
import { gzipSync } from "node:zlib";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterEach, expect, test, vi } from "vitest";
import { createClient, isNetworkError, isResponseTooLargeError } from "../../src/index.js";
import {
  resetMidBody,
  sendJson,
  startLoopbackServer,
  type LoopbackHandler,
} from "../helpers/loopback-server.js";
import { API } from "../helpers/msw-server.js";
import { samples } from "../helpers/samples.js";

// Over 64 KiB: a smaller body arrives in one chunk, which the loop keeps as it is.
const product = { ...samples.OwnedProduct, name: "n".repeat(70_000) };
const ok: LoopbackHandler = (_req, res) => sendJson(res, 200, product);

/** Counts the bodies read whole with `text()`; the chunk loop never calls it. */
function spyOnText() {
  return vi.spyOn(Response.prototype, "text");
}

afterEach(() => vi.unstubAllGlobals());

test("a 2xx with a Content-Length over 64 KiB and within the limit is read whole by the platform", async () => {
  const server = await startLoopbackServer(ok);
  const text = spyOnText();
  const client = createClient({ baseUrl: server.url });
  expect(await client.ownedProducts.get(7)).toEqual(product);
  expect(text).toHaveBeenCalledTimes(1);
});

test("a body of at most 64 KiB keeps the chunk loop (one chunk, kept as it is)", async () => {
  const small = samples.OwnedProduct;
  const server = await startLoopbackServer((_req, res) => sendJson(res, 200, small));
  const text = spyOnText();
  expect(await createClient({ baseUrl: server.url }).ownedProducts.get(7)).toEqual(small);
  expect(text).not.toHaveBeenCalled();
});

test.each([
  [
    "a body without Content-Length (chunked)",
    ((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(product));
    }) satisfies LoopbackHandler,
  ],
  [
    "an encoded body (its Content-Length is the compressed size)",
    ((_req, res) => {
      const gzipped = gzipSync(JSON.stringify(product));
      res.writeHead(200, {
        "content-type": "application/json",
        "content-encoding": "gzip",
        "content-length": gzipped.byteLength,
      });
      res.end(gzipped);
    }) satisfies LoopbackHandler,
  ],
])("%s keeps the chunk loop", async (_name, handler) => {
  const server = await startLoopbackServer(handler);
  const text = spyOnText();
  expect(await createClient({ baseUrl: server.url }).ownedProducts.get(7)).toEqual(product);
  expect(text).not.toHaveBeenCalled();
});

test("an error status keeps the chunk loop (its body is masked as bytes)", async () => {
  const server = await startLoopbackServer((_req, res) => sendJson(res, 404, { message: "gone" }));
  const text = spyOnText();
  const error = await createClient({ baseUrl: server.url, retry: 0 })
    .ownedProducts.get(7)
    .catch((caught: unknown) => caught);
  expect(error).toMatchObject({ status: 404, body: { message: "gone" } });
  expect(text).not.toHaveBeenCalled();
});

test("a fetch option, or a dispatcher in fetchOptions, keeps the chunk loop", async () => {
  const server = await startLoopbackServer(ok);
  const text = spyOnText();
  const own = createClient({ baseUrl: server.url, fetch: (input, init) => fetch(input, init) });
  expect(await own.ownedProducts.get(7)).toEqual(product);
  // A dispatcher (undici's MockAgent) answers below the HTTP framing; this one is dropped before
  // the real fetch, so the response is a network one and only the option tells.
  const realFetch = globalThis.fetch;
  vi.stubGlobal("fetch", (input: Request, init?: RequestInit & { dispatcher?: unknown }) => {
    const { dispatcher: _dropped, ...rest } = init ?? {};
    return realFetch(input, rest);
  });
  const mocked = createClient({ baseUrl: server.url, fetchOptions: { dispatcher: {} } });
  expect(await mocked.ownedProducts.get(7)).toEqual(product);
  expect(await mocked.ownedProducts.get(7, { fetchOptions: {} })).toEqual(product);
  expect(text).not.toHaveBeenCalled();
  // The same patched fetch without the option reads whole: the option alone made the difference.
  expect(await createClient({ baseUrl: server.url }).ownedProducts.get(7)).toEqual(product);
  expect(text).toHaveBeenCalledTimes(1);
});

test("a response made in JavaScript behind a patched global fetch keeps the chunk loop", async () => {
  // As msw 2 and test doubles do: `new Response()` is `type: "default"`, its Content-Length a lie.
  vi.stubGlobal("fetch", async () => {
    const body = JSON.stringify(product) + " ".repeat(100_000);
    return new Response(body, { headers: { "content-length": "10" } });
  });
  const text = spyOnText();
  const client = createClient({ baseUrl: API, maxResponseBytes: 150_000 });
  const error = await client.ownedProducts.get(7).catch((caught: unknown) => caught);
  expect(isResponseTooLargeError(error)).toBe(true);
  expect(text).not.toHaveBeenCalled();
});

test("msw 3 answers through a socket Node's fetch parses: its Content-Length is enforced there", async () => {
  const json = JSON.stringify(product);
  const msw = setupServer(
    http.get(`${API}/owned-products/7`, () => {
      const headers = { "content-type": "application/json", "content-length": String(json.length) };
      return new HttpResponse(`${json}${" ".repeat(200_000)}garbage`, { headers });
    }),
  );
  msw.listen({ onUnhandledFrame: "error" });
  try {
    const text = spyOnText();
    const client = createClient({ baseUrl: API, maxResponseBytes: 150_000 });
    expect(await client.ownedProducts.get(7)).toEqual(product);
    expect(text).toHaveBeenCalledTimes(1);
  } finally {
    msw.close();
  }
});

test("withResponse keeps the exact bytes: a BOM and invalid UTF-8 round-trip", async () => {
  const json = Buffer.from(JSON.stringify({ ...product, name: `x\u00ffy${" ".repeat(70_000)}` }));
  // The ÿ (C3 BF) becomes a lone continuation byte (BF): invalid UTF-8, decoded as U+FFFD.
  const bytes = Buffer.concat([
    Buffer.from([0xef, 0xbb, 0xbf]),
    Buffer.from(json.toString("latin1").replace("\u00c3\u00bf", "\u00bf"), "latin1"),
  ]);
  const server = await startLoopbackServer((_req, res) => {
    res.writeHead(200, { "content-type": "application/json", "content-length": bytes.byteLength });
    res.end(bytes);
  });
  const text = spyOnText();
  const client = createClient({ baseUrl: server.url });
  const { data, response } = await client.ownedProducts.get.withResponse(7);
  expect(data.name?.trimEnd()).toBe("x\ufffdy");
  expect(text).not.toHaveBeenCalled();
  expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);
  // The plain call reads the same body whole, to the same data.
  expect((await client.ownedProducts.get(7)).name?.trimEnd()).toBe("x\ufffdy");
  expect(text).toHaveBeenCalledTimes(1);
});

test("a body cut off mid-stream, read whole, is the same retryable NetworkError", async () => {
  const server = await startLoopbackServer([resetMidBody, resetMidBody, ok]);
  const text = spyOnText();
  const client = createClient({ baseUrl: server.url, retry: { limit: 1, baseDelayMs: 1 } });
  const error = await client.ownedProducts.get(7).catch((caught: unknown) => caught);
  expect(isNetworkError(error)).toBe(true);
  expect(error).toMatchObject({ attempts: 2 });
  expect(text).toHaveBeenCalledTimes(2);
  expect(await client.ownedProducts.get(7)).toEqual(product);
});

test("a Content-Length over the limit fails before any read, whole or chunked", async () => {
  const server = await startLoopbackServer(ok);
  const text = spyOnText();
  const client = createClient({ baseUrl: server.url, maxResponseBytes: 70_000 });
  const error = await client.ownedProducts.get(7).catch((caught: unknown) => caught);
  expect(isResponseTooLargeError(error)).toBe(true);
  expect(text).not.toHaveBeenCalled();
});
