// One CLIENT span per call, with the real OpenTelemetry SDK against a loopback server: its name,
// kind, parent, HTTP client attributes, status and attempt events, case by case (docs/observability.md).
import { SpanKind, SpanStatusCode } from "@opentelemetry/api";
import { createClient } from "owned-products-sdk";
import { openTelemetry } from "owned-products-sdk/opentelemetry";
import { expect, test } from "vitest";
import {
  eventsOf,
  installOpenTelemetry,
  parentOf,
  traced,
  tracing,
} from "../helpers/open-telemetry.js";
import {
  neverRespond,
  sendJson,
  startLoopbackServer,
  type LoopbackHandler,
} from "../helpers/loopback-server.js";
import { samples } from "../helpers/samples.js";

installOpenTelemetry();

const HISTORY = "GET /tenants/{tenantId}/purchase-history";
const history: LoopbackHandler = (_req, res) => sendJson(res, 200, samples.PurchaseHistory);

const attempt = (number: number, waitMs: number, reason?: string) => ({
  name: "owned_products_sdk.attempt",
  attributes: {
    "owned_products_sdk.attempt.number": number,
    "owned_products_sdk.attempt.wait_ms": waitMs,
    ...(reason === undefined ? {} : { "owned_products_sdk.attempt.reason": reason }),
  },
});

test("a call is one CLIENT span named by method and route template, a child of the active span", async () => {
  const { server, otel, within, port } = await traced(history);
  const { value } = await within((client) => client.purchaseHistory.get(42));
  expect(value).toEqual(samples.PurchaseHistory);
  const call = await otel.span(HISTORY);
  expect(call.kind).toBe(SpanKind.CLIENT);
  expect(parentOf(call)).toBe((await otel.span("app")).spanContext().spanId);
  expect(call.instrumentationScope.name).toBe("owned-products-sdk");
  expect(call.attributes).toEqual({
    "http.request.method": "GET",
    "url.template": "/tenants/{tenantId}/purchase-history",
    "url.full": `${server.url}/tenants/42/purchase-history`,
    "server.address": "127.0.0.1",
    "server.port": port,
    "http.response.status_code": 200,
    "owned_products_sdk.operation": "purchaseHistory.get",
  });
  expect(call.status).toEqual({ code: SpanStatusCode.UNSET });
  expect(eventsOf(call)).toEqual([attempt(1, 0)]);
  expect((await otel.spans()).map((span) => span.name)).toEqual([HISTORY, "app"]);
});

test("the route template keeps the base URL's path, and the URL's secret query values are masked", async () => {
  const { server, otel, within } = await traced(
    (_req, res) => sendJson(res, 200, samples.OwnedProductSearchResult),
    { basePath: "/v1/" },
  );
  await within((client) => client.ownedProducts.search({ limit: 5, api_key: "k3y" }));
  const call = await otel.span("GET /v1/owned-products");
  expect(call.attributes["url.template"]).toBe("/v1/owned-products");
  expect(call.attributes["url.full"]).toBe(
    `${server.url}/v1/owned-products?limit=5&api_key=[REDACTED]`,
  );
  expect(call.attributes["owned_products_sdk.operation"]).toBe("ownedProducts.search");
});

test("a 404 is an ERROR span with the status, error.type HttpError and the error's message", async () => {
  const { otel, within } = await traced((_req, res) =>
    sendJson(res, 404, { message: "no such tenant" }),
  );
  const { error } = await within((client) => client.purchaseHistory.get(42));
  const call = await otel.span(HISTORY);
  expect(call.attributes).toMatchObject({
    "http.response.status_code": 404,
    "error.type": "HttpError",
  });
  expect(call.attributes).not.toHaveProperty("http.request.resend_count");
  expect(call.status).toEqual({ code: SpanStatusCode.ERROR, message: (error as Error).message });
  expect(call.status.message).toMatch(/^404 Not Found: GET \/tenants\/42\/purchase-history/);
  expect(eventsOf(call)).toEqual([attempt(1, 0)]);
});

test("retries after a 503 with Retry-After: an event per attempt with the wait and its reason", async () => {
  const { server, otel, within } = await traced([
    (_req, res) => sendJson(res, 503, {}, { "retry-after": "1" }),
    (_req, res) => sendJson(res, 503, {}, { "retry-after-ms": "20" }),
    history,
  ]);
  const { value } = await within((client) => client.purchaseHistory.get(42));
  expect(value).toBeDefined();
  const call = await otel.span(HISTORY);
  expect(eventsOf(call)).toEqual([
    attempt(1, 0),
    attempt(2, 1000, "503 Service Unavailable"),
    attempt(3, 20, "503 Service Unavailable"),
  ]);
  expect(call.attributes).toMatchObject({
    "http.response.status_code": 200,
    "http.request.resend_count": 2,
  });
  expect(call.attributes).not.toHaveProperty("error.type");
  expect(call.status.code).toBe(SpanStatusCode.UNSET);
  // Every attempt tells the server the call's span is its parent.
  const { traceId, spanId } = call.spanContext();
  expect(server.requests.map((r) => r.headers["traceparent"])).toEqual(
    Array(3).fill(`00-${traceId}-${spanId}-01`),
  );
});

test("a timeout: no status code, error.type TimeoutError, one event per attempt", async () => {
  const { otel, within } = await traced(neverRespond, { client: { timeoutMs: 50 } });
  const { error } = await within((client) =>
    client.purchaseHistory.get(42, { retry: { limit: 1, baseDelayMs: 5 } }),
  );
  expect((error as Error).name).toBe("TimeoutError");
  const call = await otel.span(HISTORY);
  expect(call.attributes).not.toHaveProperty("http.response.status_code");
  expect(call.attributes).toMatchObject({
    "error.type": "TimeoutError",
    "http.request.resend_count": 1,
  });
  expect(call.status).toEqual({ code: SpanStatusCode.ERROR, message: (error as Error).message });
  const events = eventsOf(call);
  expect(events).toHaveLength(2);
  expect(events[1]?.attributes).toMatchObject({
    "owned_products_sdk.attempt.number": 2,
    "owned_products_sdk.attempt.reason": "timeout",
  });
});

test("a body that fails validation: status 200, error.type ValidationError, status ERROR", async () => {
  const { otel, within } = await traced((_req, res) =>
    sendJson(res, 200, { ...samples.PurchaseHistory, tenantId: "forty-two" }),
  );
  const { error } = await within((client) => client.purchaseHistory.get(42));
  expect((error as Error).name).toBe("ValidationError");
  const call = await otel.span(HISTORY);
  expect(call.attributes).toMatchObject({
    "http.response.status_code": 200,
    "error.type": "ValidationError",
  });
  expect(call.status).toEqual({ code: SpanStatusCode.ERROR, message: (error as Error).message });
});

test("an abort: error.type is the reason's name, and the reason's message stays out", async () => {
  const { server, otel, within } = await traced(neverRespond);
  const controller = new AbortController();
  const settled = within((client) => client.purchaseHistory.get(42, { signal: controller.signal }));
  await expect.poll(() => server.requests.length).toBe(1);
  controller.abort(new Error("the user left: session s3cr3t"));
  const { error } = await settled;
  expect(error).toBe(controller.signal.reason);
  const call = await otel.span(HISTORY);
  expect(call.attributes["error.type"]).toBe("Error");
  expect(call.status).toEqual({ code: SpanStatusCode.ERROR });
  expect(
    JSON.stringify((await otel.spans()).map((s) => [s.attributes, s.events, s.status])),
  ).not.toContain("s3cr3t");
});

test("an abort without a reason is error.type AbortError", async () => {
  const { server, otel, within } = await traced(neverRespond);
  const controller = new AbortController();
  const settled = within((client) => client.purchaseHistory.get(42, { signal: controller.signal }));
  await expect.poll(() => server.requests.length).toBe(1);
  controller.abort();
  await settled;
  expect((await otel.span(HISTORY)).attributes["error.type"]).toBe("AbortError");
});

test("a call outside any span is a root span; the default tracer provider is the global one", async () => {
  const server = await startLoopbackServer(history);
  const otel = tracing();
  // Made before the provider is registered, as a module-level client is.
  const client = createClient({ baseUrl: server.url, telemetry: openTelemetry() });
  const { trace } = await import("@opentelemetry/api");
  trace.setGlobalTracerProvider(otel.provider);
  await client.purchaseHistory.get(42);
  expect(parentOf(await otel.span(HISTORY))).toBeUndefined();
});

test('a call whose invalidItems: "skip" left elements out says how many', async () => {
  const payments = [samples.Payment, { ...samples.Payment, id: 901, amount: null }];
  const { otel, within } = await traced(
    (_req, res) => sendJson(res, 200, { ...samples.PurchaseHistory, payments }),
    { client: { invalidItems: "skip", onInvalidItem: () => undefined } },
  );
  const { value } = await within((client) => client.purchaseHistory.get(42));
  expect(value).toMatchObject({ payments: [samples.Payment] });
  const call = await otel.span(HISTORY);
  expect(call.attributes).toMatchObject({ "owned_products_sdk.skipped_items": 1 });
  expect(call.status.code).toBe(SpanStatusCode.UNSET);
});
