// The edges of the client's rules, one table each: the reason phrase supplied when the server
// sends none, which bodies are read as JSON, and the bounds of every retry setting.
import { http, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";
import { createClient, HttpError } from "../../src/index.js";
import { API, useMswServer } from "../helpers/msw-server.js";

const server = useMswServer();
const client = createClient({ baseUrl: API, retry: 0 });

async function errorFor(response: () => Response): Promise<HttpError> {
  server.use(http.get(`${API}/owned-products/7`, response));
  const error: unknown = await client.ownedProducts.get(7).catch((e: unknown) => e);
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`);
  return error;
}

describe("a status sent without a reason phrase (as HTTP/2 always does) gets the standard one", () => {
  test.each([
    [400, "Bad Request"],
    [401, "Unauthorized"],
    [403, "Forbidden"],
    [404, "Not Found"],
    [405, "Method Not Allowed"],
    [408, "Request Timeout"],
    [409, "Conflict"],
    [410, "Gone"],
    [422, "Unprocessable Content"],
    [429, "Too Many Requests"],
    [500, "Internal Server Error"],
    [501, "Not Implemented"],
    [502, "Bad Gateway"],
    [503, "Service Unavailable"],
    [504, "Gateway Timeout"],
    [418, ""],
  ])("%i: %j", async (status, statusText) => {
    // msw would fill the phrase in: a custom fetch answers with an empty one, as HTTP/2 does
    const bare = createClient({
      baseUrl: API,
      retry: 0,
      fetch: async () => new Response(null, { status, statusText: "" }),
    });
    const error = (await bare.ownedProducts.get(7).catch((e: unknown) => e)) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.statusText).toBe(statusText);
    expect(error.message.startsWith(`${status} ${statusText}`.trim() + ": GET")).toBe(true);
  });

  test("a phrase the server sends is kept", async () => {
    const error = await errorFor(() => new HttpResponse(null, { status: 404, statusText: "Nope" }));
    expect(error.statusText).toBe("Nope");
  });
});

describe("an error body is parsed as JSON only when it says it is JSON", () => {
  test.each([
    ["application/json", '{"a":1}', { a: 1 }],
    ["application/problem+json; charset=utf-8", '{"title":"x"}', { title: "x" }],
    ["text/plain", '{"a":1}', '{"a":1}'],
    ["application/json", "not json", "not json"],
    ["text/html", "", undefined],
  ])("%s %j", async (contentType, text, body) => {
    const error = await errorFor(
      () => new HttpResponse(text, { status: 500, headers: { "content-type": contentType } }),
    );
    expect(error.body).toEqual(body);
  });
});

describe("retry settings: the bounds of each", () => {
  const MAX = 2_147_483_647;
  test.each(["baseDelayMs", "maxDelayMs", "maxRetryAfterMs"])(
    "%s accepts 0 and the largest delay",
    (key) => {
      expect(() => createClient({ baseUrl: API, retry: { [key]: 0 } })).not.toThrow();
      expect(() => createClient({ baseUrl: API, retry: { [key]: MAX } })).not.toThrow();
    },
  );

  test.each([
    ["baseDelayMs", -1, "-1"],
    ["maxDelayMs", MAX + 1, String(MAX + 1)],
    ["maxRetryAfterMs", Number.NaN, "NaN"],
    ["baseDelayMs", "10", '"10"'],
  ])("%s = %j is a TypeError naming it", (key, value, shown) => {
    expect(() => createClient({ baseUrl: API, retry: { [key]: value } as never })).toThrow(
      new TypeError(
        `createClient: options.retry.${key} must be a number of milliseconds in [0, ${MAX}], got ${shown}`,
      ),
    );
  });

  const POLICY = "a number of retries (0 to 100), a predicate, or a policy { limit, … }";
  test.each([
    [{ limit: 101 }, "options.retry.limit must be an integer from 0 to 100, got 101"],
    [{ limit: -1 }, "options.retry.limit must be an integer from 0 to 100, got -1"],
    [101, "options.retry must be an integer from 0 to 100, got 101"],
    [{ jitter: "yes" }, 'options.retry.jitter must be a boolean, got "yes"'],
    [{ shouldRetry: true }, "options.retry.shouldRetry must be a function, got true"],
    [
      { retries: 2 },
      "unknown option `retry.retries`; known: retry.limit, retry.baseDelayMs, retry.maxDelayMs, " +
        "retry.maxRetryAfterMs, retry.jitter, retry.shouldRetry",
    ],
    [null, `options.retry must be ${POLICY}, got null`],
    [[1], `options.retry must be ${POLICY}, got an array`],
  ])("retry %j: %s", (retry, message) => {
    expect(() => createClient({ baseUrl: API, retry: retry as never })).toThrow(
      new TypeError(`createClient: ${message}`),
    );
  });

  test("limits 0 and 100 are accepted", () => {
    expect(() => createClient({ baseUrl: API, retry: { limit: 0 } })).not.toThrow();
    expect(() => createClient({ baseUrl: API, retry: 100 })).not.toThrow();
  });
});

describe("a Retry-After hint and the retry decision", () => {
  function serveTwice(status: number, headers: Record<string, string>) {
    let calls = 0;
    server.use(
      http.get(`${API}/owned-products/7`, () => {
        calls += 1;
        return HttpResponse.json({}, { status, headers });
      }),
    );
    return () => calls;
  }

  test("a predicate's false wins over a hint: one attempt", async () => {
    const calls = serveTwice(503, { "retry-after": "0" });
    const strict = createClient({ baseUrl: API, retry: { limit: 2, shouldRetry: () => false } });
    const error = await strict.ownedProducts.get(7).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 503, attempts: 1 });
    expect(calls()).toBe(1);
  });

  test("a hint within the maximum is followed, and the error carries no note about it", async () => {
    const calls = serveTwice(503, { "retry-after": "0" });
    const twice = createClient({ baseUrl: API, retry: { limit: 1, baseDelayMs: 5_000 } });
    const error = (await twice.ownedProducts.get(7).catch((e: unknown) => e)) as HttpError;
    expect(error).toMatchObject({ status: 503, attempts: 2, retryAfterMs: 0, waitedMs: 0 });
    expect(error.message).not.toContain("retry.maxRetryAfterMs");
    expect(calls()).toBe(2);
  });

  test("a hint on a status that is not retried is not followed", async () => {
    const calls = serveTwice(400, { "retry-after": "0" });
    const error = await createClient({ baseUrl: API, retry: 2 })
      .ownedProducts.get(7)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, attempts: 1 });
    expect(calls()).toBe(1);
  });
});
