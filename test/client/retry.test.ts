import { describe, expect, test, vi } from "vitest";
import {
  createClient,
  HttpError,
  type ClientOptions,
  type LogDetails,
  type RetryContext,
  type RetryPolicy,
} from "../../src/index.js";
import {
  neverRespond,
  resetMidBody,
  sendJson,
  startLoopbackServer,
  type LoopbackHandler,
} from "../helpers/loopback-server.js";
import { samples } from "../helpers/samples.js";

const ok: LoopbackHandler = (_, res) => sendJson(res, 200, samples.OwnedProduct);
const status =
  (code: number, headers: Record<string, string> = {}): LoopbackHandler =>
  (_, res) =>
    sendJson(res, code, { error: code }, headers);

// Tiny, exact delays: the suite stays fast and waits can be checked.
const fast: RetryPolicy = { baseDelayMs: 1, jitter: false };

async function run(handlers: LoopbackHandler[], options: Partial<ClientOptions> = {}) {
  const server = await startLoopbackServer(handlers);
  const client = createClient({ baseUrl: server.url, auth: "t0ken", retry: fast, ...options });
  const outcome = await client.ownedProducts.get(7).then(
    (data) => ({ data, error: undefined }),
    (error: unknown) => ({ data: undefined, error: error as HttpError }),
  );
  return { ...outcome, server };
}

describe("which failures are retried", () => {
  test.each([408, 429, 500, 502, 503, 504])("%i is retried", async (code) => {
    const { data, server } = await run([status(code), status(code), ok]);
    expect(data).toEqual(samples.OwnedProduct);
    expect(server.requests).toHaveLength(3);
  });

  test.each([400, 401, 403, 404, 405, 409, 410, 413, 422, 501])("%i is not", async (code) => {
    const { error, server } = await run([status(code), ok]);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: code, attempts: 1 });
    expect(server.requests).toHaveLength(1);
  });

  test("every attempt sends the client's headers, the call's and the auth header", async () => {
    const server = await startLoopbackServer([status(503), status(500), ok]);
    const client = createClient({
      baseUrl: server.url,
      auth: "t0ken",
      retry: fast,
      headers: { "x-client": "c", "x-both": "client" },
    });
    await client.ownedProducts.get(7, { headers: { "x-both": "call", "x-call": "k" } });
    expect(server.requests).toHaveLength(3);
    for (const { headers } of server.requests) {
      expect(headers).toMatchObject({
        accept: "application/json",
        authorization: "Bearer t0ken",
        "x-client": "c",
        "x-both": "call",
        "x-call": "k",
      });
    }
  });

  test("a connection reset mid-body is retried", async () => {
    const { data, server } = await run([resetMidBody, ok]);
    expect(data).toEqual(samples.OwnedProduct);
    expect(server.requests).toHaveLength(2);
  });

  test("a timeout is retried", async () => {
    // 300 ms: long enough that the answering attempt is never late on a busy host.
    const { data, server } = await run([neverRespond, ok], { timeoutMs: 300 });
    expect(data).toEqual(samples.OwnedProduct);
    expect(server.requests).toHaveLength(2);
  });

  test("a connection refused is retried, and fails as a NetworkError after every attempt", async () => {
    const server = await startLoopbackServer(ok);
    await server.close();
    const client = createClient({ baseUrl: server.url, retry: fast });
    await expect(client.ownedProducts.get(7)).rejects.toMatchObject({
      name: "NetworkError",
      attempts: 3,
    });
  });

  test.each([
    ["throws an error of its own", () => Promise.reject(new RangeError("a bug in the fetch"))],
    ["resolves with something not a Response", () => Promise.resolve({ status: 200 })],
  ])("a fetch option that %s is not retried: its error passes through", async (_name, impl) => {
    const fetch = vi.fn(impl);
    const client = createClient({
      baseUrl: "http://127.0.0.1:9",
      retry: fast,
      fetch: fetch as unknown as typeof globalThis.fetch,
    });
    const error = await client.ownedProducts.get(7).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).name).toMatch(/^(RangeError|TypeError)$/);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  test("a retry sends the same credentials and headers", async () => {
    const { server } = await run([status(503), ok], { headers: { "x-app": "a" } });
    const [first, second] = server.requests;
    expect(second!.headers).toMatchObject({ authorization: "Bearer t0ken", "x-app": "a" });
    expect(second!.url).toBe(first!.url);
  });
});

describe("how many times", () => {
  test.each([
    ["by default", fast, 3],
    ["with retry: 0", 0, 1],
    ["with a limit of 4", { ...fast, limit: 4 }, 5],
  ] as const)("%s", async (_, retry, attempts) => {
    const { error, server } = await run([status(503)], { retry });
    expect(server.requests).toHaveLength(attempts);
    expect(error).toMatchObject({ status: 503, attempts });
    expect(error!.message).toContain(attempts === 1 ? "(1 attempt," : `(${attempts} attempts,`);
  });
});

describe("how long between attempts", () => {
  test("backoff doubles from baseDelayMs up to maxDelayMs", async () => {
    const retry = { limit: 3, baseDelayMs: 5, maxDelayMs: 8, jitter: false };
    const { error, server } = await run([status(500)], { retry });
    expect(error!.waitedMs).toBe(5 + 8 + 8);
    expect(error!.message).toContain("waited 21 ms");
    server.gaps().forEach((gap, i) => expect(gap).toBeGreaterThanOrEqual([5, 8, 8][i]! - 1));
  });

  test.each([
    ["low", 0, [10, 20]],
    ["high", 0.5, [15, 30]],
  ])("jitter picks between half and all of each delay (%s draw)", async (_, draw, delays) => {
    vi.spyOn(Math, "random").mockReturnValue(draw);
    const warn = vi.fn<(m: string, d: LogDetails) => void>();
    const retry = { limit: 2, baseDelayMs: 20, jitter: true };
    await run([status(503)], { retry, logger: { warn } });
    expect(warn.mock.calls.map(([, d]) => d["delayMs"])).toEqual(delays);
  });

  test.each([
    ["Retry-After in seconds", { "retry-after": "0" }],
    ["an HTTP-date in the past", { "retry-after": new Date(Date.now() - 60_000).toUTCString() }],
  ])("%s replaces the backoff", async (_, headers) => {
    // With a one-minute backoff, the test would time out if the hint were ignored.
    const retry = { baseDelayMs: 60_000 };
    const { data, server } = await run([status(429, headers), ok], { retry });
    expect(data).toEqual(samples.OwnedProduct);
    expect(server.requests).toHaveLength(2);
  });

  test("retry-after-ms is waited exactly, and wins over Retry-After", async () => {
    const headers = { "retry-after-ms": "40", "retry-after": "30" };
    const { error, server } = await run([status(503, headers)], { retry: { limit: 1 } });
    expect(error!.waitedMs).toBe(40);
    expect(error!.retryAfterMs).toBe(40);
    expect(server.gaps()[0]).toBeGreaterThanOrEqual(39);
  });

  test("an HTTP-date in the future is waited for", async () => {
    const date = new Date(Date.now() + 1000).toUTCString(); // whole seconds: 0–1000 ms from now
    const { error, server } = await run([status(503, { "retry-after": date })], {
      retry: { limit: 1, baseDelayMs: 60_000 },
    });
    expect(error!.waitedMs).toBeLessThanOrEqual(1000);
    expect(server.gaps()[0]).toBeGreaterThanOrEqual(error!.waitedMs - 1);
  });

  test.each([
    ["seconds", { "retry-after": "1" }, 1000, "1 s"],
    ["an HTTP-date", { "retry-after": new Date(Date.now() + 3_600_000).toUTCString() }, 0, "s"],
    ["retry-after-ms", { "retry-after-ms": "750" }, 750, "750 ms"],
  ])(
    "a hint in %s above maxRetryAfterMs fails at once, saying so",
    async (_, headers, ms, shown) => {
      const { error, server } = await run([status(503, headers), ok], {
        retry: { maxRetryAfterMs: 500 },
      });
      expect(server.requests).toHaveLength(1);
      expect(error).toMatchObject({ status: 503, attempts: 1, waitedMs: 0 });
      if (ms) expect(error!.retryAfterMs).toBe(ms);
      else expect(error!.retryAfterMs).toBeGreaterThan(3_590_000);
      expect(error!.message).toMatch(/asked to retry after .+, longer than retry\.maxRetryAfterMs/);
      expect(error!.message).toContain(shown);
    },
  );

  test.each([
    // 1e20 seconds: 1e+23 ms, a number still; it read "retry after 1e+23 ms".
    ["1e20 seconds", { "retry-after": `1${"0".repeat(20)}` }, 1e23, 1e23],
    // Too long for a number: Infinity, which JSON.stringify wrote as null, as for no hint.
    ["400 digits", { "retry-after": `1${"0".repeat(400)}` }, Infinity, "Infinity"],
    ["just past the longest timer", { "retry-after-ms": "2147483648" }, 2147483648, 2147483648],
  ])(
    "a hint of %s reads as more than 24 days, and its JSON keeps its value",
    async (_, headers, ms, json) => {
      const { error } = await run([status(503, headers), ok]);
      expect(error).toBeInstanceOf(HttpError);
      expect(error!.retryAfterMs).toBe(ms);
      expect(error!.message).toContain(
        "the server asked to retry after more than 24 days, longer than retry.maxRetryAfterMs (60 s), so it was not retried",
      );
      expect(JSON.parse(JSON.stringify(error))).toMatchObject({ retryAfterMs: json });
    },
  );

  test("a hint up to the longest timer reads as its figure", async () => {
    const { error } = await run([status(503, { "retry-after": "2147483" }), ok]);
    expect(error!.message).toContain("asked to retry after 2147483 s, longer than");
    expect(JSON.parse(JSON.stringify(error))).toMatchObject({ retryAfterMs: 2147483000 });
  });

  test("a hint on a status that is never retried does not cause a retry", async () => {
    const { server } = await run([status(400, { "retry-after": "0" }), ok]);
    expect(server.requests).toHaveLength(1);
  });
});

describe("a custom predicate", () => {
  test("true retries what the defaults would not", async () => {
    const shouldRetry = vi.fn((c: RetryContext) =>
      c.error instanceof HttpError && c.error.status === 409 ? true : undefined,
    );
    const { data, server } = await run([status(409), ok], { retry: { ...fast, shouldRetry } });
    expect(data).toEqual(samples.OwnedProduct);
    expect(server.requests).toHaveLength(2);
    expect(shouldRetry).toHaveBeenCalledWith(
      expect.objectContaining({
        attempts: 1,
        method: "GET",
        url: `${server.url}/owned-products/7`,
      }),
    );
  });

  test("false stops what the defaults would retry", async () => {
    const { server } = await run([status(503), ok], { retry: () => false });
    expect(server.requests).toHaveLength(1);
  });

  test("undefined leaves the defaults in charge", async () => {
    const { server } = await run([status(503), status(404), ok], {
      retry: { ...fast, shouldRetry: async () => undefined },
    });
    expect(server.requests).toHaveLength(2);
  });

  test("the limit still applies", async () => {
    const { server } = await run([status(409)], {
      retry: { ...fast, limit: 1, shouldRetry: () => true },
    });
    expect(server.requests).toHaveLength(2);
  });
});
