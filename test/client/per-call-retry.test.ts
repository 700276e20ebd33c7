import { http, HttpResponse } from "msw";
import { expect, test } from "vitest";
import type { HttpError } from "../../src/index.js";
import { createClient } from "../../src/index.js";
import { API, useMswServer } from "../helpers/msw-server.js";
import { samples } from "../helpers/samples.js";

const server = useMswServer();

/** Fails with 503 `failures` times, then answers; returns the count of requests. */
function flaky(failures: number): { count: number } {
  const state = { count: 0 };
  server.use(
    http.get(`${API}/owned-products/7`, () => {
      state.count += 1;
      return state.count <= failures
        ? HttpResponse.json({}, { status: 503 })
        : HttpResponse.json(samples.OwnedProduct);
    }),
  );
  return state;
}

const fast = { limit: 3, baseDelayMs: 1, maxDelayMs: 1 };

test("{ retry: 0 } turns retries off for one call only", async () => {
  const state = flaky(1);
  const client = createClient({ baseUrl: API, retry: fast });
  const error = await client.ownedProducts.get(7, { retry: 0 }).catch((e: unknown) => e);
  expect((error as HttpError).status).toBe(503);
  expect((error as HttpError).attempts).toBe(1);
  await expect(client.ownedProducts.get(7)).resolves.toEqual(samples.OwnedProduct);
  expect(state.count).toBe(2);
});

test("a number raises the limit for the call and keeps the client's delays", async () => {
  const state = flaky(4);
  const client = createClient({ baseUrl: API, retry: { limit: 0, baseDelayMs: 1, maxDelayMs: 1 } });
  const { attempts } = await client.ownedProducts.get.withResponse(7, { retry: 4 });
  expect(attempts).toBe(5);
  expect(state.count).toBe(5);
});

test("a predicate decides for the call", async () => {
  flaky(2);
  const client = createClient({ baseUrl: API, retry: fast });
  const seen: number[] = [];
  const error = await client.ownedProducts
    .get(7, {
      retry: ({ attempts }) => {
        seen.push(attempts);
        return false;
      },
    })
    .catch((e: unknown) => e);
  expect((error as HttpError).status).toBe(503);
  expect(seen).toEqual([1]);
});

test("a policy object merges over the client's policy", async () => {
  const state = flaky(2);
  const client = createClient({ baseUrl: API, retry: { limit: 0, baseDelayMs: 1, maxDelayMs: 1 } });
  await expect(client.ownedProducts.get(7, { retry: { limit: 2 } })).resolves.toEqual(
    samples.OwnedProduct,
  );
  expect(state.count).toBe(3);
});

test.each([
  [{ retry: -1 }, "options.retry must be an integer from 0 to 100, got -1"],
  [
    { retry: { limt: 2 } },
    "unknown option `retry.limt` (did you mean `retry.limit`?); known: retry.limit, " +
      "retry.baseDelayMs, retry.maxDelayMs, retry.maxRetryAfterMs, retry.jitter, retry.shouldRetry",
  ],
  [
    { retry: "3" },
    'options.retry must be a number of retries (0 to 100), a predicate, or a policy { limit, … }, got "3"',
  ],
])("a bad per-call retry %j is a TypeError before anything is sent", async (options, message) => {
  const state = flaky(0);
  const client = createClient({ baseUrl: API });
  await expect(client.ownedProducts.get(7, options as never)).rejects.toThrow(
    expect.objectContaining({ name: "TypeError", message: `ownedProducts.get: ${message}` }),
  );
  expect(state.count).toBe(0);
});
