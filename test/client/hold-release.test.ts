// The shared Retry-After hold ends once a request sent after it began is answered. This is what
// keeps a test with faked setTimeout (and a real clock) from waiting forever on a stale hold.
import { http, HttpResponse } from "msw";
import { afterEach, expect, test, vi } from "vitest";
import { createClient } from "../../src/index.js";
import { API, useMswServer } from "../helpers/msw-server.js";
import { samples } from "../helpers/samples.js";

const server = useMswServer();

afterEach(() => {
  vi.useRealTimers();
});

test("after the retry that waited out Retry-After succeeds, new calls are not held", async () => {
  vi.useFakeTimers({ toFake: ["setTimeout"] });
  let calls = 0;
  server.use(
    http.get(`${API}/owned-products/:id`, () => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json({}, { status: 429, headers: { "retry-after": "2" } })
        : HttpResponse.json(samples.OwnedProduct);
    }),
  );
  const client = createClient({ baseUrl: API, retry: { limit: 1, jitter: false } });
  const first = client.ownedProducts.get(7);
  await vi.advanceTimersByTimeAsync(2_000);
  await expect(first).resolves.toEqual(samples.OwnedProduct);
  // The clock is real and only 2 s of setTimeout passed: a stale hold would never end here.
  await expect(client.ownedProducts.get(8)).resolves.toEqual(samples.OwnedProduct);
  expect(calls).toBe(3);
});
