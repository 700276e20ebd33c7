// In Chromium: the built `/opentelemetry` entry with the OpenTelemetry SDK, the requests answered
// by msw's service worker. A page has no diagnostics channel (the client's lookup finds none and
// costs nothing), and by default only requests to the page's own origin carry `traceparent`: on a
// cross-origin request it would make the browser send a CORS preflight first.
import { propagation } from "@opentelemetry/api";
import { W3CTraceContextPropagator } from "@opentelemetry/core";
import {
  InMemorySpanExporter,
  SimpleSpanProcessor,
  TracerProvider,
} from "@opentelemetry/sdk-trace";
import { http, HttpResponse } from "msw";
import { setupWorker } from "msw/browser";
import { createClient } from "owned-products-sdk";
import { openTelemetry, type OpenTelemetryOptions } from "owned-products-sdk/opentelemetry";
import { afterAll, beforeAll, expect, test } from "vitest";
import { samples } from "../helpers/samples.js";

const OTHER = "https://api.other.test";
const received: { origin: string; traceparent: string | null }[] = [];
const product = ({ request }: { request: Request }) => {
  received.push({
    origin: new URL(request.url).origin,
    traceparent: request.headers.get("traceparent"),
  });
  return HttpResponse.json(samples.OwnedProduct, {
    headers: { "access-control-allow-origin": "*" },
  });
};
const worker = setupWorker(
  http.get("/owned-products/:id", product),
  http.get(`${OTHER}/owned-products/:id`, product),
);

beforeAll(async () => {
  await worker.start({ quiet: true, onUnhandledFrame: "error" });
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
});
afterAll(() => {
  propagation.disable();
  worker.stop();
});

/** One call to the page's origin and one to another, traced with `options`. */
async function callBoth(options: OpenTelemetryOptions = {}) {
  received.length = 0;
  const exporter = new InMemorySpanExporter();
  const provider = new TracerProvider({ spanProcessors: [new SimpleSpanProcessor({ exporter })] });
  const telemetry = openTelemetry({ tracerProvider: provider, ...options });
  for (const baseUrl of [location.origin, OTHER]) {
    await createClient({ baseUrl, telemetry }).ownedProducts.get(7);
  }
  await provider.forceFlush();
  return { spans: exporter.getFinishedSpans(), received: [...received] };
}

test("a page has no diagnostics channel, and a traced call works without one", async () => {
  expect(
    (globalThis as { process?: { getBuiltinModule?: unknown } }).process?.getBuiltinModule,
  ).toBe(undefined);
  const { spans } = await callBoth();
  expect(spans.map((span) => span.name)).toEqual([
    "GET /owned-products/{ownedProductId}",
    "GET /owned-products/{ownedProductId}",
  ]);
  expect(spans.map((span) => span.attributes["server.address"])).toEqual([
    location.hostname,
    "api.other.test",
  ]);
});

test("by default only the request to the page's own origin carries the call span's traceparent", async () => {
  const { spans, received } = await callBoth();
  const { traceId, spanId } = spans[0]!.spanContext();
  expect(received).toEqual([
    { origin: location.origin, traceparent: `00-${traceId}-${spanId}-01` },
    { origin: OTHER, traceparent: null },
  ]);
});

test("an origin listed in propagate gets it too; propagate: false sends it to none", async () => {
  const listed = await callBoth({ propagate: [OTHER] });
  expect(listed.received.map((r) => r.traceparent !== null)).toEqual([false, true]);
  const off = await callBoth({ propagate: false });
  expect(off.received.map((r) => r.traceparent)).toEqual([null, null]);
});
