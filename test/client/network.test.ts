import { describe, expect, test } from "vitest";
import {
  createClient,
  HttpError,
  isTimeoutError,
  NetworkError,
  TimeoutError,
  type ClientOptions,
} from "../../src/index.js";
import {
  neverRespond,
  refusedUrl,
  resetMidBody,
  sendJson,
  sendText,
  stallMidBody,
  startLoopbackServer,
  type LoopbackHandler,
} from "../helpers/loopback-server.js";
import { samples } from "../helpers/samples.js";

const fast = { baseDelayMs: 1, jitter: false };

async function clientFor(handlers: LoopbackHandler[], options: Partial<ClientOptions> = {}) {
  const server = await startLoopbackServer(handlers);
  return { server, client: createClient({ baseUrl: server.url, retry: fast, ...options }) };
}

describe("timeouts", () => {
  test.each([
    ["no response at all", neverRespond, ""],
    ["a body that never ends", stallMidBody, ", 18 bytes of the body received"],
  ])("%s is a TimeoutError after timeoutMs", async (_, handler, arriving) => {
    // 150 ms, not less: on a loaded machine a shorter attempt can time out before the server has
    // even read its request, and the server would count fewer than the three sent.
    const { client, server } = await clientFor([handler], { timeoutMs: 150 });
    const error = await client.ownedProducts.get(7).catch((e) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ timeoutMs: 150, attempts: 3, method: "GET" });
    expect(error.message).toMatch(
      new RegExp(`^Timed out after 150 ms${arriving}: GET /owned-products/7 \\(3 attempts,`),
    );
    // ky's own timeout error, kept as the cause (its request hidden from logs)
    expect(error.cause).toMatchObject({ name: "TimeoutError" });
    expect(server.requests).toHaveLength(3);
  });

  test("a call's timeoutMs overrides the client's", async () => {
    const { client } = await clientFor([neverRespond], { timeoutMs: 60_000, retry: 0 });
    const error = await client.ownedProducts.get(7, { timeoutMs: 20 }).catch((e) => e);
    expect(error).toMatchObject({ name: "TimeoutError", timeoutMs: 20, attempts: 1 });
  });
});

describe("network errors", () => {
  test("a fetch that resolves with Response.error() is a NetworkError, retried like one", async () => {
    let calls = 0;
    const client = createClient({
      baseUrl: "http://api.test",
      retry: fast,
      fetch: async () => {
        calls += 1;
        return Response.error();
      },
    });
    const error = await client.ownedProducts.get(7).catch((e) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.message).toMatch(
      /^Network error \(fetch resolved with Response\.error\(\)\) reaching api\.test: GET \/owned-products\/7 \(3 attempts,/,
    );
    expect(error.code).toBeUndefined();
    expect(calls).toBe(3);
  });

  test.each([600, 999])(
    "a status outside 200-599 (%i) is a NetworkError saying so, retried like one",
    async (status) => {
      const weird: LoopbackHandler = (_req, res) => {
        res.writeHead(status, { "content-type": "application/json", "content-length": "2" });
        res.end("{}");
      };
      const { client, server } = await clientFor([
        weird,
        weird,
        (_req, res) => sendJson(res, 200, samples.OwnedProduct),
      ]);
      await expect(client.ownedProducts.get(7)).resolves.toEqual(samples.OwnedProduct);
      expect(server.requests).toHaveLength(3);
      const { client: failing } = await clientFor([weird], { retry: 0 });
      const failure = await failing.ownedProducts.get(7).catch((e) => e);
      expect(failure).toBeInstanceOf(NetworkError);
      expect(failure.message).toMatch(
        new RegExp(
          `^Network error \\(status ${status} is outside 200-599\\) reaching 127\\.0\\.0\\.1:\\d+: GET /owned-products/7 \\(1 attempt,`,
        ),
      );
    },
  );

  test("599, the last status HTTP defines, is an HttpError like any 5xx", async () => {
    const { client } = await clientFor(
      [
        (_req, res) => {
          res.writeHead(599, { "content-type": "application/json", "content-length": "2" });
          res.end("{}");
        },
      ],
      { retry: 0 },
    );
    await expect(client.ownedProducts.get(7)).rejects.toMatchObject({
      name: "HttpError",
      status: 599,
    });
  });

  test.each([
    ["undefined", undefined, "undefined"],
    ["a plain object", { status: 200, body: "{}" }, "an object"],
    ["a string", "{}", "a string"],
  ])(
    "a fetch option that resolves with %s is a TypeError saying what it must return",
    async (_, value, got) => {
      const client = createClient({
        baseUrl: "http://api.test",
        retry: fast,
        fetch: async () => value as unknown as Response,
      });
      await expect(client.ownedProducts.get(7)).rejects.toThrow(
        new TypeError(`The \`fetch\` option must resolve with a Response, got ${got}`),
      );
    },
  );

  test("a connection reset mid-body is a NetworkError with the original cause", async () => {
    const { client } = await clientFor([resetMidBody], { retry: 0 });
    const error = await client.ownedProducts.get(7).catch((e) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.cause).toBeInstanceOf(TypeError);
    expect(error.message).toMatch(
      /^Network error \(\w+\) reaching 127\.0\.0\.1:\d+: GET \/owned-products\/7 \(1 attempt,/,
    );
  });

  test("a refused connection is a NetworkError after every retry", async () => {
    const client = createClient({ baseUrl: await refusedUrl(), retry: fast });
    const error = await client.tenants.list().catch((e) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ code: "ECONNREFUSED", attempts: 3 });
    expect(error.message).toContain("(ECONNREFUSED)");
  });
});

describe("aborting", () => {
  test("mid-flight rejects with the signal's reason", async () => {
    const { client } = await clientFor([neverRespond]);
    const reason = new Error("user navigated away");
    const controller = new AbortController();
    setTimeout(() => controller.abort(reason), 20);
    await expect(client.ownedProducts.get(7, { signal: controller.signal })).rejects.toBe(reason);
  });

  test("without a reason rejects with the signal's default AbortError", async () => {
    const { client } = await clientFor([neverRespond]);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 20);
    const error = await client.ownedProducts.get(7, { signal: controller.signal }).catch((e) => e);
    expect(error).toBe(controller.signal.reason);
    expect(error.name).toBe("AbortError");
  });

  test("during the wait before a retry rejects at once", async () => {
    const busy: LoopbackHandler = (_, res) => sendJson(res, 503, {});
    const { client, server } = await clientFor([busy], { retry: { baseDelayMs: 60_000 } });
    const controller = new AbortController();
    const call = client.ownedProducts.get(7, { signal: controller.signal });
    setTimeout(() => controller.abort("stop"), 50);
    await expect(call).rejects.toBe("stop");
    expect(server.requests).toHaveLength(1);
  });

  test("AbortSignal.timeout rejects with its DOMException, named TimeoutError as the SDK's is", async () => {
    const { client } = await clientFor([neverRespond], { timeoutMs: 60_000 });
    const signal = AbortSignal.timeout(30);
    const error = await client.ownedProducts.get(7, { signal }).catch((e) => e);
    expect(error).toBe(signal.reason);
    expect(error).toBeInstanceOf(DOMException);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(TimeoutError);
    expect(isTimeoutError(error)).toBe(false);
    expect(error.name).toBe("TimeoutError");
  });

  test("an already aborted signal sends nothing", async () => {
    const { client, server } = await clientFor([neverRespond]);
    const signal = AbortSignal.abort("too late");
    await expect(client.tenants.list({}, { signal })).rejects.toBe("too late");
    expect(server.requests).toHaveLength(0);
  });
});

describe("bodies", () => {
  test("an HTML 500 is an HttpError with the text, truncated", async () => {
    const page = `<html><body>${"<p>Internal error</p>".repeat(1000)}</body></html>`;
    const { client } = await clientFor([(_, res) => sendText(res, 500, page)], { retry: 0 });
    const error = await client.ownedProducts.get(7).catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error.body).toMatch(/^<html><body><p>Internal error<\/p>/);
    expect(error.body).toContain(`[truncated, ${page.length} characters in all]`);
    expect(error.body.length).toBeLessThan(4200);
    expect(error.message).toMatch(/^500 Internal Server Error: GET \/owned-products\/7/);
  });

  test("a status line without a reason phrase gets the standard one", async () => {
    const bare: LoopbackHandler = (req) => {
      req.socket.end("HTTP/1.1 503 \r\ncontent-length: 2\r\nconnection: close\r\n\r\n{}");
    };
    const { client } = await clientFor([bare], { retry: 0 });
    const error = await client.ownedProducts.get(7).catch((e) => e);
    expect(error.statusText).toBe("Service Unavailable");
  });

  test("a 1 MB body arrives whole and validated", async () => {
    const tenants = Array.from({ length: 1100 }, (_, i) => ({ ...samples.Tenant, id: i }));
    const page = { ...samples.TenantPage, list: tenants, totalCount: tenants.length };
    expect(JSON.stringify(page).length).toBeGreaterThan(1_000_000);
    const { client } = await clientFor([(_, res) => sendJson(res, 200, page)]);
    const result = await client.tenants.list({ pageNumber: 1, pageSize: 1100 });
    expect(result.list).toHaveLength(1100);
    expect(result.list?.at(-1)).toEqual(tenants.at(-1));
  });
});
