// The lifecycle seam (docs/client.md, "Telemetry"): what the `telemetry` option and Node's
// diagnostics channel are told of each call, attempt and run, against a real server.
import { tracingChannel } from "node:diagnostics_channel";
import { afterEach, describe, expect, test } from "vitest";
import {
  createClient,
  HttpError,
  type Telemetry,
  type TelemetryAttempt,
  type TelemetryCall,
  type TelemetryCallEnd,
} from "../../src/index.js";
import { sendJson, startLoopbackServer, type LoopbackHandler } from "../helpers/loopback-server.js";
import { samples } from "../helpers/samples.js";

const ok: LoopbackHandler = (req, res) =>
  sendJson(
    res,
    200,
    req.url?.includes("?") ? samples.OwnedProductSearchResult : samples.OwnedProduct,
  );

/** A telemetry that records everything it is told, in order. */
function recorder() {
  const events: (
    | { kind: "call"; call: TelemetryCall }
    | { kind: "attempt"; operation: string; attempt: Omit<TelemetryAttempt, "headers"> }
    | { kind: "end"; operation: string; end: TelemetryCallEnd }
    | { kind: "run"; operation: string }
    | { kind: "run-end"; operation: string; error: unknown }
  )[] = [];
  const runs: object[] = [];
  const telemetry: Telemetry = {
    call: (call) => {
      events.push({ kind: "call", call });
      return {
        attempt: ({ headers, ...attempt }) => {
          headers.set("traceparent", `00-${"1".repeat(32)}-${"2".repeat(16)}-01`);
          events.push({ kind: "attempt", operation: call.operation, attempt });
        },
        end: (end) => events.push({ kind: "end", operation: call.operation, end }),
      };
    },
    run: ({ operation }) => {
      events.push({ kind: "run", operation });
      const watch = {
        end: (error?: unknown) => events.push({ kind: "run-end", operation, error }),
      };
      runs.push(watch);
      return watch;
    },
  };
  return { events, runs, telemetry };
}

test("a call: its start (route template, masked URL), each attempt with its wait and reason, its end", async () => {
  const server = await startLoopbackServer([
    (_req, res) => sendJson(res, 503, {}, { "retry-after-ms": "30" }),
    ok,
  ]);
  const { events, telemetry } = recorder();
  const client = createClient({ baseUrl: `${server.url}/v1/`, telemetry });
  await client.ownedProducts.search({ offset: 0, limit: 5, access_token: "s3cr3t" });
  expect(events).toEqual([
    {
      kind: "call",
      call: {
        operation: "ownedProducts.search",
        method: "GET",
        route: "/v1/owned-products",
        url: `${server.url}/v1/owned-products?offset=0&limit=5&access_token=[REDACTED]`,
        parent: undefined,
      },
    },
    {
      kind: "attempt",
      operation: "ownedProducts.search",
      attempt: { attempt: 1, waitMs: 0, reason: undefined },
    },
    {
      kind: "attempt",
      operation: "ownedProducts.search",
      attempt: { attempt: 2, waitMs: 30, reason: "503 Service Unavailable" },
    },
    {
      kind: "end",
      operation: "ownedProducts.search",
      end: { status: 200, attempts: 2, error: undefined, skippedItems: 0 },
    },
  ]);
  // What the telemetry added to an attempt's headers is sent.
  expect(server.requests.map((r) => r.headers["traceparent"])).toEqual([
    `00-${"1".repeat(32)}-${"2".repeat(16)}-01`,
    `00-${"1".repeat(32)}-${"2".repeat(16)}-01`,
  ]);
});

test("a failed call ends with its error and the status received; a placeholder stays in the route", async () => {
  const server = await startLoopbackServer((_req, res) => sendJson(res, 404, {}));
  const { events, telemetry } = recorder();
  const client = createClient({ baseUrl: server.url, telemetry });
  await expect(client.purchaseHistory.get(42)).rejects.toBeInstanceOf(HttpError);
  expect(events[0]).toMatchObject({ call: { route: "/tenants/{tenantId}/purchase-history" } });
  expect(events.at(-1)).toEqual({
    kind: "end",
    operation: "purchaseHistory.get",
    end: { status: 404, attempts: 1, error: expect.any(HttpError), skippedItems: 0 },
  });
});

test("the attempt that repeats a 401 with a fresh token says why", async () => {
  const server = await startLoopbackServer([(_req, res) => sendJson(res, 401, {}), ok]);
  const { events, telemetry } = recorder();
  const tokens = ["old", "fresh"];
  const client = createClient({ baseUrl: server.url, auth: () => tokens.shift() ?? "", telemetry });
  await client.ownedProducts.get(7);
  expect(events.filter((e) => e.kind === "attempt").map((e) => e.attempt)).toEqual([
    { attempt: 1, waitMs: 0, reason: undefined },
    { attempt: 2, waitMs: 0, reason: "401 Unauthorized" },
  ]);
});

test("a telemetry that throws never fails a call", async () => {
  const server = await startLoopbackServer(ok);
  const boom = () => {
    throw new Error("telemetry is broken");
  };
  const telemetry: Telemetry = { call: () => ({ attempt: boom, end: boom }) };
  const client = createClient({ baseUrl: server.url, telemetry });
  await expect(client.ownedProducts.get(7)).resolves.toEqual(samples.OwnedProduct);
  await expect(
    createClient({ baseUrl: server.url, telemetry: { call: boom } }).ownedProducts.get(7),
  ).resolves.toEqual(samples.OwnedProduct);
});

test("getMany is one run whose calls carry it as their parent; it ends once, with its error", async () => {
  const server = await startLoopbackServer((req, res) =>
    req.url?.startsWith("/tenants/3/")
      ? sendJson(res, 404, {})
      : sendJson(res, 200, samples.PurchaseHistory),
  );
  const { events, runs, telemetry } = recorder();
  const client = createClient({ baseUrl: server.url, telemetry });
  const seen: number[] = [];
  await expect(async () => {
    for await (const { tenantId } of client.purchaseHistory.getMany([1, 2, 3, 4], {
      concurrency: 1,
    }))
      seen.push(tenantId);
  }).rejects.toThrow(/getMany stopped at ids\[2\]/);
  expect(seen).toEqual([1, 2]);
  const calls = events.flatMap((e) => (e.kind === "call" ? [e.call] : []));
  expect(runs).toHaveLength(1);
  expect(calls.length).toBeGreaterThanOrEqual(3);
  for (const call of calls) expect(call.parent).toBe(runs[0]);
  const ends = events.filter((e) => e.kind === "run-end");
  expect(ends).toHaveLength(1);
  expect(ends[0]).toMatchObject({ operation: "purchaseHistory.getMany", error: expect.anything() });
});

test("a getMany left by break ends its run without an error", async () => {
  const server = await startLoopbackServer((_req, res) =>
    sendJson(res, 200, samples.PurchaseHistory),
  );
  const { events, telemetry } = recorder();
  const client = createClient({ baseUrl: server.url, telemetry });
  for await (const result of client.purchaseHistory.getMany([1, 2, 3])) {
    expect(result.history).toBeDefined();
    break;
  }
  expect(events.filter((e) => e.kind === "run-end")).toEqual([
    { kind: "run-end", operation: "purchaseHistory.getMany", error: undefined },
  ]);
});

describe("the diagnostics channel owned-products-sdk:call", () => {
  const channel = tracingChannel("owned-products-sdk:call");
  const seen: { event: string; context: Record<string, unknown> }[] = [];
  const handlers = Object.fromEntries(
    ["start", "end", "asyncStart", "asyncEnd", "error"].map((event) => [
      event,
      (context: unknown) => seen.push({ event, context: { ...(context as object) } }),
    ]),
  ) as unknown as Parameters<typeof channel.subscribe>[0];
  afterEach(() => {
    channel.unsubscribe(handlers);
    seen.length = 0;
  });

  test("publishes start, end, asyncStart and asyncEnd with masked facts and no body", async () => {
    const server = await startLoopbackServer(ok);
    channel.subscribe(handlers);
    const client = createClient({ baseUrl: server.url, auth: "t0ken" });
    await client.ownedProducts.search({ api_key: "k3y" });
    expect(seen.map((s) => s.event)).toEqual(["start", "end", "asyncStart", "asyncEnd"]);
    const facts = {
      operation: "ownedProducts.search",
      method: "GET",
      route: "/owned-products",
      url: `${server.url}/owned-products?api_key=[REDACTED]`,
    };
    expect(seen[0]?.context).toEqual(facts);
    expect(seen[3]?.context).toEqual({
      ...facts,
      result: { status: 200, attempts: 1, skippedItems: 0 },
    });
    expect(JSON.stringify(seen)).not.toMatch(/t0ken|k3y|ownedProductId/);
  });

  test("publishes error with the SDK's error", async () => {
    const server = await startLoopbackServer((_req, res) => sendJson(res, 404, {}));
    channel.subscribe(handlers);
    await expect(createClient({ baseUrl: server.url }).tenants.list()).rejects.toThrow(HttpError);
    expect(seen.map((s) => s.event)).toEqual(["start", "end", "error", "asyncStart", "asyncEnd"]);
    expect(seen[2]?.context["error"]).toBeInstanceOf(HttpError);
  });
});
