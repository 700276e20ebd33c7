// The /opentelemetry entry of the installed tarball with the real OpenTelemetry SDK, loaded the
// two ways an app can (ESM `import`, CJS `require`), each in its own Node process: a call retried
// once is one CLIENT span with two attempt events, and the server saw that span as the parent.
import { execFileSync } from "node:child_process";
import { copyFileSync } from "node:fs";
import { join } from "node:path";
import { expect, inject, test } from "vitest";
import { samples } from "../helpers/samples.js";

const { consumerDir } = inject("packed");
copyFileSync(
  join(import.meta.dirname, "opentelemetry-probe.mjs"),
  join(consumerDir, "opentelemetry-probe.mjs"),
);

interface Probed {
  spans: {
    name: string;
    kind: number;
    spanId: string;
    traceId: string;
    attributes: Record<string, unknown>;
    events: { name: string; attributes: Record<string, unknown> }[];
    status: { code: number };
  }[];
  traceparents: string[];
  baseUrl: string;
}

test.each(["import", "require"])("loaded by %s, a call is one CLIENT span", (mode) => {
  const product = JSON.stringify(samples.OwnedProduct);
  const out = execFileSync(process.execPath, ["opentelemetry-probe.mjs", mode, product], {
    cwd: consumerDir,
    encoding: "utf8",
  });
  const { spans, traceparents, baseUrl } = JSON.parse(out) as Probed;
  expect(spans).toHaveLength(1);
  const [span] = spans;
  expect(span).toMatchObject({
    name: "GET /owned-products/{ownedProductId}",
    kind: 2, // SpanKind.CLIENT
    status: { code: 0 },
    attributes: {
      "http.request.method": "GET",
      "url.template": "/owned-products/{ownedProductId}",
      "url.full": `${baseUrl}/owned-products/7`,
      "http.response.status_code": 200,
      "http.request.resend_count": 1,
      "owned_products_sdk.operation": "ownedProducts.get",
    },
  });
  expect(span?.events.map((event) => event.attributes)).toEqual([
    { "owned_products_sdk.attempt.number": 1, "owned_products_sdk.attempt.wait_ms": 0 },
    {
      "owned_products_sdk.attempt.number": 2,
      "owned_products_sdk.attempt.wait_ms": 10,
      "owned_products_sdk.attempt.reason": "503 Service Unavailable",
    },
  ]);
  expect(traceparents).toEqual(Array(2).fill(`00-${span?.traceId}-${span?.spanId}-01`));
  expect(out).not.toContain("s3cr3t");
});
