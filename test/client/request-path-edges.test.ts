// Edges of one call's request path, one behaviour per test (found by mutation testing of
// src/client/internal/{call,send,failure}.ts). Real sockets on 127.0.0.1.
import { expect, test, vi } from "vitest";
import {
  createClient,
  HttpError,
  NetworkError,
  type LogDetails,
  type RetryContext,
  ValidationError,
} from "../../src/index.js";
import { answer, clientFor, ok } from "../helpers/loopback-client.js";
import { neverRespond, sendJson } from "../helpers/loopback-server.js";
import { samples } from "../helpers/samples.js";

function lines() {
  const seen: [string, LogDetails][] = [];
  return { seen, log: (message: string, details: LogDetails) => seen.push([message, details]) };
}

test("a redirect is logged at debug with the method, the new URL and the attempt", async () => {
  const { seen, log } = lines();
  const { client, server } = await clientFor(
    [
      (_req, res) => {
        res.writeHead(302, { location: "/moved/7", "content-length": "0" });
        res.end();
      },
      ok,
    ],
    { logger: { debug: log } },
  );
  await expect(client.ownedProducts.get(7)).resolves.toEqual(samples.OwnedProduct);
  expect(seen.filter(([line]) => line === "owned-products-sdk: redirect")).toEqual([
    ["owned-products-sdk: redirect", { method: "GET", url: `${server.url}/moved/7`, attempt: 1 }],
  ]);
});

test("a logger without debug is fine with a redirect", async () => {
  const { seen, log } = lines();
  const { client } = await clientFor(
    [
      (_req, res) => {
        res.writeHead(302, { location: "/moved/7", "content-length": "0" });
        res.end();
      },
      ok,
    ],
    { logger: { warn: log } },
  );
  await expect(client.ownedProducts.get(7)).resolves.toEqual(samples.OwnedProduct);
  expect(seen).toEqual([]);
});

test("a logger without warn is fine with a retry", async () => {
  const { seen, log } = lines();
  const { client, server } = await clientFor([answer(503), ok], {
    retry: { limit: 1, baseDelayMs: 1, jitter: false },
    logger: { debug: log },
  });
  await expect(client.ownedProducts.get(7)).resolves.toEqual(samples.OwnedProduct);
  expect(server.requests).toHaveLength(2);
  expect(seen.map(([line]) => line)).toEqual([
    "owned-products-sdk: request",
    "owned-products-sdk: response",
    "owned-products-sdk: request",
    "owned-products-sdk: response",
  ]);
});

test("a logger without warn is fine with a 401 and a token provider asked again", async () => {
  const { seen, log } = lines();
  const { client, server } = await clientFor([answer(401), ok], {
    auth: ({ reason }) => (reason === "unauthorized" ? "fresh" : "stale"),
    logger: { debug: log },
  });
  await expect(client.ownedProducts.get(7)).resolves.toEqual(samples.OwnedProduct);
  expect(server.requests.map((request) => request.headers.authorization)).toEqual([
    "Bearer stale",
    "Bearer fresh",
  ]);
  expect(seen.filter(([line]) => line === "owned-products-sdk: request")).toHaveLength(2);
});

test("a 204 has no body: its response line counts 0 bytes, and the call fails on an empty body", async () => {
  const { seen, log } = lines();
  const { client } = await clientFor(
    [
      (_req, res) => {
        res.writeHead(204);
        res.end();
      },
    ],
    { logger: { debug: log } },
  );
  const error = await client.ownedProducts.get(7).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ValidationError);
  expect((error as ValidationError).message).toMatch(/\n\(root\): the body is empty$/);
  const responses = seen.filter(([line]) => line === "owned-products-sdk: response");
  expect(responses).toHaveLength(1);
  expect(responses[0]![1]).toMatchObject({ status: 204, bytes: 0 });
});

test("the predicate sees each attempt's own error, not the first one again", async () => {
  const statuses: number[] = [];
  const shouldRetry = (context: RetryContext) => {
    statuses.push(context.error instanceof HttpError ? context.error.status : -1);
    return true;
  };
  const { client, server } = await clientFor([answer(503), answer(500), ok], {
    retry: { limit: 2, baseDelayMs: 1, jitter: false, shouldRetry },
  });
  await expect(client.ownedProducts.get(7)).resolves.toEqual(samples.OwnedProduct);
  expect(server.requests).toHaveLength(3);
  expect(statuses).toEqual([503, 500]);
});

test("withResponse's Response keeps the status, the reason phrase and the headers", async () => {
  const { client } = await clientFor([
    (_req, res) => {
      const text = JSON.stringify(samples.OwnedProduct);
      res.writeHead(203, "Copied", {
        "content-type": "application/json",
        "content-length": Buffer.byteLength(text),
        etag: '"v1"',
      });
      res.end(text);
    },
  ]);
  const { response } = await client.ownedProducts.get.withResponse(7);
  expect(response.status).toBe(203);
  expect(response.statusText).toBe("Copied");
  expect(response.headers.get("etag")).toBe('"v1"');
  expect(await response.json()).toEqual(samples.OwnedProduct);
});

test("an auth header replaces a user header of the same name, whatever its case", async () => {
  const { client, server } = await clientFor([ok], {
    auth: { token: "k-secret", headerName: "X-Api-Key", scheme: null },
    headers: { "x-api-key": "from-the-user" },
  });
  await client.ownedProducts.get(7);
  expect(server.requests[0]?.headers["x-api-key"]).toBe("k-secret");
});

test.each([
  ["at depth 4 is found", 4, "ECONNRESET"],
  ["at depth 5 is past the search", 5, undefined],
])("a network error's code %s", async (_name, depth, code) => {
  let cause: unknown = { code: "ECONNRESET" };
  for (let i = 1; i < depth; i++) cause = { cause };
  const failing = () => Promise.reject(new TypeError("fetch failed", { cause }));
  const error = await createClient({ baseUrl: "http://127.0.0.1:9", fetch: failing, retry: 0 })
    .ownedProducts.get(7)
    .catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(NetworkError);
  expect((error as NetworkError).code).toBe(code);
});

test("a network error whose causes form a loop without a code has none", async () => {
  const first: { cause?: unknown } = {};
  first.cause = { cause: first };
  const failing = () => Promise.reject(new TypeError("fetch failed", { cause: first }));
  const error = await createClient({ baseUrl: "http://127.0.0.1:9", fetch: failing, retry: 0 })
    .ownedProducts.get(7)
    .catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(NetworkError);
  expect((error as NetworkError).code).toBeUndefined();
});

test("a retry line names a status sent without a reason phrase by its number alone", async () => {
  const { seen, log } = lines();
  const { client } = await clientFor(
    [
      (_req, res) => {
        res.writeHead(503, "", { "content-length": "0" });
        res.end();
      },
      ok,
    ],
    { retry: { limit: 1, baseDelayMs: 1, jitter: false }, logger: { warn: log } },
  );
  await expect(client.ownedProducts.get(7)).resolves.toEqual(samples.OwnedProduct);
  expect(seen.map(([line, details]) => [line, details.reason])).toEqual([
    ["owned-products-sdk: retry", "503"],
  ]);
});

test("a call aborted mid-attempt is not retried: no predicate, no retry line, the signal's reason", async () => {
  const { seen, log } = lines();
  const shouldRetry = vi.fn(() => true);
  const { client, server } = await clientFor([neverRespond, ok], {
    retry: { limit: 2, baseDelayMs: 1, shouldRetry },
    logger: { warn: log },
  });
  const controller = new AbortController();
  const reason = new Error("the user left");
  const call = client.ownedProducts.get(7, { signal: controller.signal });
  await expect.poll(() => server.requests.length).toBe(1);
  controller.abort(reason);
  await expect(call).rejects.toBe(reason);
  expect(shouldRetry).not.toHaveBeenCalled();
  expect(seen).toEqual([]);
  expect(server.requests).toHaveLength(1);
});

test("a body exactly maxResponseBytes long, as its Content-Length says, is read", async () => {
  const bytes = JSON.stringify(samples.OwnedProduct).length;
  const { client } = await clientFor([ok], { maxResponseBytes: bytes });
  await expect(client.ownedProducts.get(7)).resolves.toEqual(samples.OwnedProduct);
});

test("after a 401, the error's elapsedMs counts the first send too", async () => {
  const slow401 = (_req: unknown, res: Parameters<typeof sendJson>[0]) => {
    setTimeout(() => sendJson(res, 401, { error: "expired" }), 150);
  };
  const { client } = await clientFor([slow401, answer(500)], {
    auth: () => "token",
    retry: 0,
  });
  const error = await client.ownedProducts.get(7).catch((caught: unknown) => caught);
  expect(error).toMatchObject({ name: "HttpError", status: 500, attempts: 2 });
  expect((error as HttpError).elapsedMs).toBeGreaterThanOrEqual(150);
});

test("the error a call rejects with is the very one its retry predicate said no to", async () => {
  const shown: unknown[] = [];
  const { client } = await clientFor([answer(503)], {
    retry: {
      limit: 2,
      shouldRetry: ({ error }) => {
        shown.push(error);
        return false;
      },
    },
  });
  const error = await client.ownedProducts.get(7).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(HttpError);
  expect(shown).toEqual([error]);
  expect(shown[0]).toBe(error);
});
