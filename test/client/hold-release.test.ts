// The shared Retry-After hold ends once a request sent after it began is answered, and lasts as
// long as the longest hint that came in while a call waited on it. Its early end is what
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

test("a call waiting on a hold that a longer Retry-After extends waits for the extension too", async () => {
  vi.useFakeTimers({ toFake: ["setTimeout"] });
  let answerSecond!: () => void;
  const secondMayAnswer = new Promise<void>((resolve) => (answerSecond = resolve));
  const sent: string[] = [];
  server.use(
    http.get(`${API}/owned-products/:id`, async ({ params }) => {
      sent.push(String(params["id"]));
      if (params["id"] === "1") {
        return HttpResponse.json({}, { status: 503, headers: { "retry-after": "1" } });
      }
      if (params["id"] === "2") {
        await secondMayAnswer; // answered once the third call waits on the 1 s hold
        return HttpResponse.json({}, { status: 503, headers: { "retry-after": "30" } });
      }
      return HttpResponse.json(samples.OwnedProduct);
    }),
  );
  let waits = 0;
  let thirdWaits!: () => void;
  const thirdWaiting = new Promise<void>((resolve) => (thirdWaits = resolve));
  const logger = {
    debug: (message: string) => {
      if (message.includes("waiting for the origin")) {
        waits += 1;
        thirdWaits();
      }
    },
  };
  const client = createClient({ baseUrl: API, retry: 0, logger });
  const second = client.ownedProducts.get(2).catch((e: unknown) => e);
  await expect(client.ownedProducts.get(1)).rejects.toMatchObject({ status: 503 });
  const controller = new AbortController();
  const third = client.ownedProducts
    .get(3, { signal: controller.signal, retry: 1 })
    .catch((e: unknown) => e);
  await thirdWaiting;
  answerSecond();
  await expect(second).resolves.toMatchObject({ status: 503, retryAfterMs: 30_000 });
  // The first hold (1 s) ends; the 30 s one holds the third call still.
  await vi.advanceTimersByTimeAsync(1_500);
  expect(waits).toBe(2);
  expect([...sent].sort()).toEqual(["1", "2"]); // the third call was not sent
  const reason = new Error("done waiting");
  controller.abort(reason);
  await expect(third).resolves.toBe(reason);
});
