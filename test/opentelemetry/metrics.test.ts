// The HTTP client metric: `http.client.request.duration`, a histogram in seconds with the semantic
// conventions' buckets, by route template, recorded once per call when a meter provider is given.
import { metrics } from "@opentelemetry/api";
import { expect, test } from "vitest";
import { installOpenTelemetry, metering, traced } from "../helpers/open-telemetry.js";
import { sendJson, type LoopbackHandler } from "../helpers/loopback-server.js";
import { samples } from "../helpers/samples.js";

installOpenTelemetry();

/** Tenant 404 is missing; product 8 answers 503 once; every other history and product is there. */
function api(): LoopbackHandler {
  let busy = true;
  return (req, res) => {
    if (req.url?.startsWith("/tenants/404/")) return sendJson(res, 404, {});
    if (req.url === "/owned-products/8" && busy) {
      busy = false;
      return sendJson(res, 503, {}, { "retry-after-ms": "1" });
    }
    const body = req.url?.startsWith("/tenants/") ? samples.PurchaseHistory : samples.OwnedProduct;
    sendJson(res, 200, body);
  };
}

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10];

test("one data point per route template and outcome, in seconds, with the semconv attributes", async () => {
  const meter = metering();
  const { within, port } = await traced(api(), { telemetry: { meterProvider: meter.provider } });
  await within(async (client) => {
    await client.purchaseHistory.get(1);
    await client.purchaseHistory.get(2);
    await client.purchaseHistory.get(404).catch(() => undefined);
    await client.ownedProducts.get(8); // retried once, and first: its attributes make the point
    await client.ownedProducts.get(7);
  });
  const histograms = await meter.histograms();
  expect(histograms.map((h) => h.descriptor)).toEqual([
    expect.objectContaining({
      name: "http.client.request.duration",
      unit: "s",
      description: expect.stringContaining("Duration of HTTP client requests"),
    }),
  ]);
  const server = {
    "server.address": "127.0.0.1",
    "server.port": port,
    "http.request.method": "GET",
  };
  const points = histograms[0]!.dataPoints.map(({ attributes, value }) => ({
    attributes,
    count: value.count,
    boundaries: value.buckets.boundaries,
    seconds: (value.sum ?? -1) >= 0 && (value.max ?? Infinity) < 60,
  }));
  expect(points).toEqual([
    {
      attributes: {
        ...server,
        "url.template": "/tenants/{tenantId}/purchase-history",
        "http.response.status_code": 200,
      },
      count: 2,
      boundaries: BUCKETS,
      seconds: true,
    },
    {
      attributes: {
        ...server,
        "url.template": "/tenants/{tenantId}/purchase-history",
        "http.response.status_code": 404,
        "error.type": "HttpError",
      },
      count: 1,
      boundaries: BUCKETS,
      seconds: true,
    },
    {
      // One per call, retries included: the span's http.request.resend_count is not among them.
      attributes: {
        ...server,
        "url.template": "/owned-products/{ownedProductId}",
        "http.response.status_code": 200,
      },
      count: 2,
      boundaries: BUCKETS,
      seconds: true,
    },
  ]);
});

test("without a meter provider nothing is recorded, even where a global one is registered", async () => {
  const meter = metering();
  metrics.setGlobalMeterProvider(meter.provider);
  const { within } = await traced(api());
  await within((client) => client.purchaseHistory.get(1));
  expect(await meter.histograms()).toEqual([]);
});
