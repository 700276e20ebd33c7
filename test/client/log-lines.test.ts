// What the logger receives for a call that is retried: every line whole, field by field, so that
// a line that loses its reason, its timing or its byte count is noticed. Real sockets on 127.0.0.1.
import { expect, test } from "vitest";
import { createClient, type ClientLogger, type LogDetails } from "../../src/index.js";
import {
  neverRespond,
  resetMidBody,
  sendJson,
  startLoopbackServer,
  type LoopbackHandler,
} from "../helpers/loopback-server.js";
import { samples } from "../helpers/samples.js";

function recordingLogger() {
  const lines: [string, LogDetails][] = [];
  const logger: ClientLogger = {
    debug: (message, details) => lines.push([message, details]),
    warn: (message, details) => lines.push([message, details]),
  };
  return { lines, logger };
}

const wholeMs = expect.toSatisfy((ms: unknown) => Number.isInteger(ms) && (ms as number) >= 0);

test("a 503 then a 200: request, response, retry (with its reason), request, response", async () => {
  const unavailable: LoopbackHandler = (_, res) =>
    sendJson(res, 503, { title: "busy" }, { "x-request-id": "req-503" });
  const body = samples.TenantPage;
  const server = await startLoopbackServer([unavailable, (_, res) => sendJson(res, 200, body)]);
  const { lines, logger } = recordingLogger();
  const client = createClient({
    baseUrl: server.url,
    retry: { baseDelayMs: 1, jitter: false },
    logger,
  });
  await client.tenants.list();
  const url = `${server.url}/tenants`;
  expect(lines).toEqual([
    [
      "owned-products-sdk: request",
      { method: "GET", url, attempt: 1, headers: { accept: "application/json" } },
    ],
    [
      "owned-products-sdk: response",
      {
        method: "GET",
        url,
        attempt: 1,
        status: 503,
        durationMs: wholeMs,
        requestId: "req-503",
        bytes: 16,
      },
    ],
    [
      "owned-products-sdk: retry",
      { method: "GET", url, attempt: 1, reason: "503 Service Unavailable", delayMs: 1 },
    ],
    [
      "owned-products-sdk: request",
      { method: "GET", url, attempt: 2, headers: { accept: "application/json" } },
    ],
    [
      "owned-products-sdk: response",
      {
        method: "GET",
        url,
        attempt: 2,
        status: 200,
        durationMs: wholeMs,
        requestId: undefined,
        bytes: JSON.stringify(body).length,
      },
    ],
  ]);
});

test.each([
  ["timeout", neverRespond],
  ["network error", resetMidBody],
])("a retry after a %s says so", async (reason, handler) => {
  const server = await startLoopbackServer([
    handler,
    (_, res) => sendJson(res, 200, samples.TenantPage),
  ]);
  const { lines, logger } = recordingLogger();
  const client = createClient({
    baseUrl: server.url,
    // Long enough that the second attempt's answer is never late on a busy host.
    timeoutMs: 300,
    retry: { baseDelayMs: 1, jitter: false },
    logger,
  });
  await client.tenants.list();
  expect(lines.filter(([message]) => message.endsWith("retry"))).toEqual([
    ["owned-products-sdk: retry", expect.objectContaining({ attempt: 1, reason })],
  ]);
});

test("an error's timings add up: elapsed covers the waits", async () => {
  const failing: LoopbackHandler = (_, res) => sendJson(res, 503, {});
  const server = await startLoopbackServer([failing, failing, failing]);
  const client = createClient({ baseUrl: server.url, retry: { baseDelayMs: 20, jitter: false } });
  const error = await client.tenants.list().catch((e: unknown) => e);
  expect(error).toMatchObject({ attempts: 3, waitedMs: 60 });
  const { elapsedMs, waitedMs } = error as { elapsedMs: number; waitedMs: number };
  expect(elapsedMs).toBeGreaterThanOrEqual(waitedMs);
});
