// The `coordination` option's seam, with a recording fake: what the client tells a coordination,
// in which order, and what a held permit does to the call. Redis itself: test/redis/.
import { http, HttpResponse } from "msw";
import { expect, test } from "vitest";
import {
  createClient,
  isTimeoutError,
  type CoordinatedCall,
  type Coordination,
} from "../../src/index.js";
import { API, useMswServer } from "../helpers/msw-server.js";
import { samples } from "../helpers/samples.js";

const server = useMswServer();

/** A coordination that records every call, and resolves each entry with `heldUntil`. */
function recording(heldUntil?: Date) {
  const events: string[] = [];
  const entered: CoordinatedCall[] = [];
  const loggers: unknown[] = [];
  const coordination: Coordination = {
    attach: ({ logger }) => void loggers.push(logger),
    enter: async (call) => {
      entered.push(call);
      events.push("enter");
      return {
        heldUntil,
        hold: (ms) => void events.push(`hold ${ms}`),
        succeeded: () => void events.push("succeeded"),
        release: () => void events.push("release"),
      };
    },
  };
  return { coordination, events, entered, loggers };
}

const answer = (status: number, headers: Record<string, string> = {}) =>
  server.use(
    http.get(`${API}/owned-products/:id`, () =>
      status === 200
        ? HttpResponse.json(samples.OwnedProduct)
        : HttpResponse.json({}, { status, headers }),
    ),
  );

test("a client is attached once with its logger, and each call enters with its origin only", async () => {
  answer(200);
  const { coordination, events, entered, loggers } = recording();
  const logger = { warn: () => {} };
  const client = createClient({ baseUrl: API, coordination, logger });
  expect(loggers).toEqual([logger]);
  const signal = new AbortController().signal;
  await client.ownedProducts.get(7, { signal, timeoutMs: 1234 });
  expect(events).toEqual(["enter", "succeeded", "release"]);
  expect(entered).toEqual([
    { origin: new URL(API).origin, holdable: true, timeoutMs: 1234, signal },
  ]);
});

test("a 429 with Retry-After is told to the coordination, capped at retry.maxRetryAfterMs", async () => {
  answer(429, { "retry-after": "120" });
  const { coordination, events } = recording();
  const client = createClient({
    baseUrl: API,
    coordination,
    retry: { limit: 1, maxRetryAfterMs: 5_000 },
  });
  await expect(client.ownedProducts.get(7)).rejects.toMatchObject({ status: 429 });
  expect(events).toEqual(["enter", "hold 5000", "release"]);
});

test("a 503 without a hint, and a 500 with one, hold nothing; the slot still goes back", async () => {
  for (const [status, headers] of [
    [503, {}],
    [500, { "retry-after": "1" }],
  ] as const) {
    answer(status, headers);
    const { coordination, events } = recording();
    const client = createClient({ baseUrl: API, coordination, retry: 0 });
    await expect(client.ownedProducts.get(7)).rejects.toMatchObject({ status });
    expect(events).toEqual(["enter", "release"]);
  }
});

test("retries off, or sharedBackoff: false, enter as not holdable; the latter reports no hold", async () => {
  answer(429, { "retry-after": "1" });
  const off = recording();
  await createClient({ baseUrl: API, coordination: off.coordination, retry: 0 })
    .ownedProducts.get(7)
    .catch(() => {});
  expect(off.entered[0]?.holdable).toBe(false);
  expect(off.events).toEqual(["enter", "hold 1000", "release"]);

  const unshared = recording();
  const client = createClient({
    baseUrl: API,
    coordination: unshared.coordination,
    sharedBackoff: false,
    retry: 0,
  });
  await client.ownedProducts.get(7).catch(() => {});
  expect(unshared.entered[0]?.holdable).toBe(false);
  expect(unshared.events).toEqual(["enter", "release"]);
});

test("a permit held past the call's timeout fails it with a TimeoutError, never sent", async () => {
  let sent = 0;
  server.use(http.get(`${API}/owned-products/:id`, () => ((sent += 1), HttpResponse.json({}))));
  const until = new Date("2030-01-01T00:00:00.000Z");
  const { coordination, events } = recording(until);
  const client = createClient({ baseUrl: API, coordination });
  const error = await client.ownedProducts.get(7).catch((e: unknown) => e);
  expect(isTimeoutError(error) && error.attempts).toBe(0);
  expect(String((error as Error).message)).toContain("2030-01-01T00:00:00.000Z");
  expect(events).toEqual(["enter", "release"]);
  expect(sent).toBe(0);
});

test("a call waiting for its local maxConcurrency slot has not entered the coordination", async () => {
  let answerFirst!: () => void;
  const firstMayAnswer = new Promise<void>((resolve) => (answerFirst = resolve));
  server.use(
    http.get(`${API}/owned-products/:id`, async () => {
      await firstMayAnswer;
      return HttpResponse.json(samples.OwnedProduct);
    }),
  );
  const { coordination, events } = recording();
  const client = createClient({ baseUrl: API, coordination, maxConcurrency: 1 });
  const calls = [client.ownedProducts.get(1), client.ownedProducts.get(2)];
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(events).toEqual(["enter"]);
  answerFirst();
  await Promise.all(calls);
  expect(events).toEqual(["enter", "succeeded", "release", "enter", "succeeded", "release"]);
});

test("an abort while entering rejects with the signal's reason, and nothing is sent", async () => {
  let sent = 0;
  server.use(http.get(`${API}/owned-products/:id`, () => ((sent += 1), HttpResponse.json({}))));
  const coordination: Coordination = {
    attach: () => {},
    enter: ({ signal }) =>
      new Promise((_, reject) => signal?.addEventListener("abort", () => reject(signal.reason))),
  };
  const controller = new AbortController();
  const call = createClient({ baseUrl: API, coordination }).ownedProducts.get(7, {
    signal: controller.signal,
  });
  controller.abort(new Error("stop"));
  await expect(call).rejects.toThrow("stop");
  expect(sent).toBe(0);
});

test.each([
  ["without enter or attach", {}],
  ["without attach", { enter: async () => ({}) }],
  ["without enter", { attach: (): void => undefined }],
  ["whose enter is not a function", { attach: (): void => undefined, enter: 1 }],
  ["null", null],
  ["a number", 5],
])("a coordination %s is refused when the client is made, saying what it must be", (_, value) => {
  const make = () => createClient({ baseUrl: API, coordination: value as unknown as Coordination });
  expect(make).toThrow(TypeError);
  expect(make).toThrow(
    /^createClient: options\.coordination must be an object with attach and enter methods, e\.g\. redisCoordination\(redis\) of "owned-products-sdk\/redis", got /,
  );
});
