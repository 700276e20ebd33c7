// The network failures of the runtimes besides Node that ky does not recognise, as a `fetch`
// option reproduces them (test/runtimes runs the real ones): each must be a NetworkError,
// retried, with the runtime's code, as on Node.
import { describe, expect, test } from "vitest";
import { createClient, NetworkError } from "../../src/index.js";

const fast = { limit: 1, baseDelayMs: 1, jitter: false };

/** Bun's fetch error: a TypeError with a system code, its message naming no URL. */
function bunError(code: string, message: string): TypeError {
  return Object.assign(new TypeError(`${code}: ${message}`), { code, errno: 0 });
}

/** A body that sends a few bytes and then fails with `error`, as a cut connection does. */
function cutBody(error: unknown): Response {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"ownedProductId":'));
    },
    pull(controller) {
      controller.error(error);
    },
  });
  return new Response(stream, { headers: { "content-type": "application/json" } });
}

describe.each([
  [
    "Bun, a refused connection",
    () => Promise.reject(bunError("ECONNREFUSED", "Unable to connect.")),
    "ECONNREFUSED",
  ],
  [
    "Bun, a body cut off",
    async () => cutBody(bunError("ECONNRESET", "The socket connection was closed unexpectedly.")),
    "ECONNRESET",
  ],
  [
    "Deno, a body cut off",
    async () => cutBody(new TypeError("error reading a body from connection")),
    undefined,
  ],
  [
    "workerd, a refused connection",
    () => Promise.reject(new Error("Network connection lost.")),
    undefined,
  ],
  [
    "workerd, a body cut off",
    async () => cutBody(new Error("Network connection lost.")),
    undefined,
  ],
])("%s", (_, fail, code) => {
  test("is a NetworkError, retried, naming the runtime's code", async () => {
    let calls = 0;
    const client = createClient({
      baseUrl: "http://api.test",
      retry: fast,
      fetch: () => {
        calls += 1;
        return fail();
      },
    });
    const error = await client.ownedProducts.get(7).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ code, attempts: 2 });
    expect(calls).toBe(2);
    const reason = code ?? /\(([^)]+)\) reaching/.exec((error as Error).message)?.[1];
    expect((error as Error).message).toMatch(/^Network error \(.+\) reaching api\.test: GET /);
    expect(reason).toBeDefined();
  });
});

test.each([
  ["without a code", new TypeError("x is not a function")],
  [
    "with one of Node's argument codes",
    Object.assign(new TypeError("Invalid URL"), { code: "ERR_INVALID_URL" }),
  ],
])("a TypeError of a custom fetch %s is not taken for a network failure", async (_, bug) => {
  const client = createClient({
    baseUrl: "http://api.test",
    retry: fast,
    fetch: () => Promise.reject(bug),
  });
  await expect(client.ownedProducts.get(7)).rejects.toBe(bug);
});

/** A client whose fetch fails with `words(url)` as the cause's message, as Deno's does. */
function failingWith(words: (url: string) => string) {
  return createClient({
    baseUrl: "http://api.test",
    retry: 0,
    fetch: (request) =>
      Promise.reject(
        new TypeError("fetch failed", { cause: new Error(words((request as Request).url)) }),
      ),
  });
}

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => new Error("resolved"),
    (e: unknown) => e as Error,
  );

test("a URL in the runtime's words keeps only its origin, so no query secret shows", async () => {
  const client = failingWith((url) => `request to ${url} failed, reason: socket hang up`);
  const error = await rejection(client.ownedProducts.search({ access_token: "tok_SECRET" }));
  expect(error).toBeInstanceOf(NetworkError);
  expect(error.message).toMatch(
    /^Network error \(request to http:\/\/api\.test failed, reason: socket hang up\) reaching api\.test: GET \/owned-products\?access_token=\[REDACTED\] /,
  );
  expect(JSON.stringify(error)).not.toContain("tok_SECRET");
});

test("Deno's refused connection says it was refused, without its preamble or the URL", async () => {
  const client = failingWith(
    (url) =>
      `error sending request for url (${url}): client error (Connect): tcp connect error: Connection refused (os error 111)`,
  );
  const error = await rejection(client.ownedProducts.search({ access_token: "tok_SECRET" }));
  expect(error.message).toMatch(
    /^Network error \(client error \(Connect\): tcp connect error: Connection refused \(os error 111\)\) reaching api\.test: GET /,
  );
  expect(JSON.stringify(error)).not.toContain("tok_SECRET");
});
