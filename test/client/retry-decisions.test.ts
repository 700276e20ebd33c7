// The edges of one call's retry decision and of the shared hold, one behaviour per test (found
// by `npm run test:mutation`: each fails if its rule in src/client/internal/call.ts is changed).
import { expect, test, vi } from "vitest";
import { HttpError, type RetryContext } from "../../src/index.js";
import { answer, clientFor, ok } from "../helpers/loopback-client.js";
import { samples } from "../helpers/samples.js";

test.each([429, 503])("a %i with Retry-After holds the client's next call", async (status) => {
  const { client } = await clientFor([answer(status, { "retry-after-ms": "700" }), ok], {
    retry: 0,
  });
  await expect(client.ownedProducts.get(7)).rejects.toMatchObject({ status });
  const started = performance.now();
  await client.ownedProducts.get(7, { retry: 1 });
  expect(performance.now() - started).toBeGreaterThanOrEqual(450);
});

test.each([500, 502, 400])(
  "a %i with Retry-After holds nothing (only 429 and 503 ask to slow down)",
  async (status) => {
    const warn = vi.fn();
    const { client } = await clientFor([answer(status, { "retry-after": "5" }), ok], {
      retry: 0,
      logger: { warn },
    });
    await expect(client.ownedProducts.get(7)).rejects.toMatchObject({ status });
    const started = performance.now();
    await client.ownedProducts.get(7, { retry: 1 });
    expect(performance.now() - started).toBeLessThan(2000);
    expect(warn).not.toHaveBeenCalled();
  },
);

test("a hint equal to maxRetryAfterMs is waited for and retried", async () => {
  const { client, server } = await clientFor([answer(503, { "retry-after-ms": "50" }), ok], {
    retry: { limit: 1, maxRetryAfterMs: 50 },
  });
  await expect(client.ownedProducts.get(7)).resolves.toEqual(samples.OwnedProduct);
  expect(server.requests).toHaveLength(2);
});

test("a long hint on a status never retried adds no note to the error", async () => {
  const { client } = await clientFor([answer(400, { "retry-after": "3600" })], {
    retry: { maxRetryAfterMs: 1000 },
  });
  const error = (await client.ownedProducts.get(7).catch((e: unknown) => e)) as HttpError;
  expect(error).toBeInstanceOf(HttpError);
  expect(error.message).not.toContain("longer than");
});

test("a predicate's true retries a status the defaults would not, after the server's hint", async () => {
  const shouldRetry = vi.fn(() => true);
  const { client, server } = await clientFor([answer(409, { "retry-after-ms": "80" }), ok], {
    retry: { limit: 1, shouldRetry },
  });
  await expect(client.ownedProducts.get(7)).resolves.toEqual(samples.OwnedProduct);
  expect(server.requests).toHaveLength(2);
  expect(server.gaps()[0]).toBeGreaterThanOrEqual(79);
});

test("the predicate sees the very error the call then throws", async () => {
  let seen: unknown;
  const shouldRetry = (context: RetryContext) => {
    seen = context.error;
    return false;
  };
  const { client } = await clientFor([answer(503)], { retry: { shouldRetry } });
  const thrown = await client.ownedProducts.get(7).catch((e: unknown) => e);
  expect(thrown).toBeInstanceOf(HttpError);
  expect(thrown).toBe(seen);
});

test("the predicate is not asked about a failure that is not a request error", async () => {
  const shouldRetry = vi.fn(() => true);
  const { client, server } = await clientFor([ok], {
    retry: { limit: 2, shouldRetry },
    maxResponseBytes: 10,
  });
  await expect(client.ownedProducts.get(7)).rejects.toMatchObject({
    name: "ResponseTooLargeError",
  });
  expect(shouldRetry).not.toHaveBeenCalled();
  expect(server.requests).toHaveLength(1);
});

test("an error's timings: elapsed covers the waits and is a plausible duration", async () => {
  const { client } = await clientFor([answer(503)], {
    retry: { limit: 2, baseDelayMs: 20, jitter: false },
  });
  const error = (await client.ownedProducts.get(7).catch((e: unknown) => e)) as HttpError;
  expect(error.attempts).toBe(3);
  expect(error.waitedMs).toBeGreaterThanOrEqual(60);
  expect(error.elapsedMs).toBeGreaterThanOrEqual(error.waitedMs);
  expect(error.elapsedMs).toBeLessThan(30_000);
});

test("a response log line gives a plausible duration and the body's size", async () => {
  const debug = vi.fn();
  const { client } = await clientFor([ok], { logger: { debug } });
  await client.ownedProducts.get(7);
  const [, details] = debug.mock.calls.find(([line]) => line === "owned-products-sdk: response")!;
  expect(details.durationMs).toBeGreaterThanOrEqual(0);
  expect(details.durationMs).toBeLessThan(30_000);
  expect(details.bytes).toBe(JSON.stringify(samples.OwnedProduct).length);
});
