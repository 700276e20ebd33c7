// Issue 34's marker scan: the values of every secret and credential field of the contract, a
// secret query parameter in a route and in `baseUrl`, and one in a URL-valued field, reach no
// diagnostic outlet: error messages and their JSON, log lines, span names, `url.template` on spans
// and the metric, attributes and events, the tracing channel's messages (`route` included) and the
// option checks' TypeErrors. One test per outlet, then every outlet of one run scanned at once.
import { tracingChannel } from "node:diagnostics_channel";
import {
  createClient,
  fieldSensitivity,
  isSdkError,
  type ClientLogger,
  type ClientOptions,
} from "owned-products-sdk";
import { openTelemetry } from "owned-products-sdk/opentelemetry";
import { describe, expect, onTestFinished, test } from "vitest";
import { sendJson, startLoopbackServer, type LoopbackHandler } from "../helpers/loopback-server.js";
import { installOpenTelemetry, metering, tracing } from "../helpers/open-telemetry.js";
import { samples } from "../helpers/samples.js";

installOpenTelemetry();

const MARK = "MARKER";
/** Every string field of Credentials holds a marker, named after the field. */
const credentials = Object.fromEntries(
  Object.entries(samples.Credentials).map(([field, value]) => [
    field,
    typeof value === "string" ? `${MARK}-${field}` : value,
  ]),
);
const tenant = {
  ...samples.Tenant,
  clientCommunicationSignature: `${MARK}-signature`,
  signedLogoUri: `https://cdn.example.test/logo.png?X-Amz-Signature=${MARK}-amz`,
  getTenantUsersUri: `https://hooks.example.test/users?token=${MARK}-callback`,
  credentials,
};
const ROUTE_SECRET = `${MARK}-route-key`;
const BASE_SECRET = `${MARK}-base-key`;

/** The markers no outlet may show. */
const markers = [
  ...Object.keys(fieldSensitivity.Credentials)
    .filter((field) => typeof credentials[field] === "string")
    .map((field) => `${MARK}-${field}`),
  `${MARK}-signature`,
  `${MARK}-amz`,
  `${MARK}-callback`,
  ROUTE_SECRET,
  BASE_SECRET,
];
const expectNoMarker = (text: string) => {
  expect(text.length).toBeGreaterThan(0);
  for (const marker of markers) expect(text, marker).not.toContain(marker);
  expect(text).not.toContain(MARK);
};

const api: LoopbackHandler = (req, res) => {
  const url = new URL(req.url ?? "/", "http://127.0.0.1");
  if (url.pathname === "/tenants" && url.searchParams.get("pageNumber") === "5") {
    // A body that fails validation: the credentials' types are wrong, every value a marker.
    const wrong = { ...credentials, smtpPort: `${MARK}-smtpPort`, smtpServerRequiresSsl: MARK };
    return sendJson(res, 200, { ...samples.TenantPage, list: [{ ...tenant, credentials: wrong }] });
  }
  if (url.pathname === "/tenants") return sendJson(res, 500, { message: "boom", tenant });
  sendJson(res, 200, samples.PurchaseHistory);
};

function channelMessages(): unknown[] {
  const seen: unknown[] = [];
  const json = (_key: string, value: unknown) =>
    value instanceof Error && !isSdkError(value) ? { name: value.name } : value;
  const record = (message: object) => seen.push(JSON.parse(JSON.stringify(message, json)));
  const handlers = {
    start: record,
    end: record,
    asyncStart: record,
    asyncEnd: record,
    error: record,
  };
  const channel = tracingChannel("owned-products-sdk:call");
  channel.subscribe(handlers);
  onTestFinished(() => channel.unsubscribe(handlers));
  return seen;
}

function recordingLogger() {
  const lines: unknown[] = [];
  const logger: ClientLogger = {
    debug: (message, details) => lines.push([message, details]),
    warn: (message, details) => lines.push([message, details]),
  };
  return { lines, logger };
}

async function setUp(options: Partial<ClientOptions> = {}) {
  const server = await startLoopbackServer(api);
  const otel = tracing();
  const meter = metering();
  const published = channelMessages();
  const { lines, logger } = recordingLogger();
  const client = createClient({
    baseUrl: server.url,
    retry: 0,
    logger,
    telemetry: openTelemetry({ tracerProvider: otel.provider, meterProvider: meter.provider }),
    routes: {
      purchaseHistory: { path: `/tenants/{tenantId}/purchase-history?api_key=${ROUTE_SECRET}` },
    },
    ...options,
  });
  return { server, otel, meter, published, lines, client };
}

const settle = (promise: Promise<unknown>) => promise.catch((error: unknown) => error);

describe("each outlet", () => {
  test("span names, url.template, attributes and events: the route's secret masked", async () => {
    const { otel, client, server } = await setUp();
    await client.purchaseHistory.get(42);
    // The secret did travel.
    expect(server.requests[0]?.url).toContain(ROUTE_SECRET);
    const spans = await otel.spans();
    const [span] = spans;
    expect(span?.name).toBe("GET /tenants/{tenantId}/purchase-history?api_key=[REDACTED]");
    expect(span?.attributes["url.template"]).toBe(
      "/tenants/{tenantId}/purchase-history?api_key=[REDACTED]",
    );
    expectNoMarker(JSON.stringify(spans.map((s) => [s.name, s.attributes, s.events, s.status])));
  });

  test("the metric's url.template: masked", async () => {
    const { meter, client } = await setUp();
    await client.purchaseHistory.get(42);
    const points = (await meter.histograms()).flatMap((h) => h.dataPoints.map((p) => p.attributes));
    expect(points[0]?.["url.template"]).toContain("api_key=[REDACTED]");
    expectNoMarker(JSON.stringify(points));
  });

  test("the tracing channel's messages, route included: masked", async () => {
    const { published, client } = await setUp();
    await client.purchaseHistory.get(42);
    expect(published[0]).toMatchObject({
      route: "/tenants/{tenantId}/purchase-history?api_key=[REDACTED]",
    });
    expectNoMarker(JSON.stringify(published));
  });

  test("log lines: masked", async () => {
    const { lines, client } = await setUp();
    await client.purchaseHistory.get(42);
    await settle(client.tenants.list());
    expect(lines.length).toBeGreaterThan(1);
    expectNoMarker(JSON.stringify(lines));
  });

  test("an HttpError's message and JSON: credentials, signature and URL secrets masked", async () => {
    const { client } = await setUp();
    const error = await settle(client.tenants.list());
    expect(error).toMatchObject({ name: "HttpError", status: 500 });
    expectNoMarker(`${String(error)} ${JSON.stringify(error)} ${(error as Error).message}`);
    // The URL-valued field is shown, its secret query parameter masked.
    expect(JSON.stringify(error)).toContain("logo.png?X-Amz-Signature=[REDACTED]");
  });

  test("a ValidationError's message, issues and JSON: no value of a credential field", async () => {
    const { client } = await setUp();
    const error = await settle(client.tenants.list({ pageNumber: 5 }));
    expect(error).toMatchObject({ name: "ValidationError" });
    const issues = (error as { issues: { path: unknown[] }[] }).issues;
    expect(issues.map((issue) => issue.path.join("."))).toContain("list.0.credentials.smtpPort");
    expectNoMarker(`${String(error)} ${JSON.stringify(error)} ${JSON.stringify(issues)}`);
  });

  test("the option checks' TypeErrors: a baseUrl or a route is masked like a URL", () => {
    const thrown = (options: ClientOptions) => {
      try {
        createClient(options);
      } catch (error) {
        return String((error as Error).message);
      }
      throw new Error("no TypeError");
    };
    const base = thrown({ baseUrl: `https://api.example.com/v1?api_key=${BASE_SECRET}` });
    expect(base).toContain("api_key=[REDACTED]");
    expectNoMarker(base);
    const route = thrown({
      baseUrl: "https://api.example.com",
      routes: { purchaseHistory: { path: `/purchase-history?api_key=${ROUTE_SECRET}` } },
    });
    expect(route).toContain("api_key=[REDACTED]");
    expectNoMarker(route);
    const fragment = thrown({
      baseUrl: "https://api.example.com",
      routes: { listTenants: { path: `/tenants#access_token=${ROUTE_SECRET}` } },
    });
    expectNoMarker(fragment);
  });
});

test("the marker scan: one run through every outlet shows no marker", async () => {
  const { otel, meter, published, lines, client, server } = await setUp();
  const outcomes = [
    await settle(client.purchaseHistory.get(42)),
    await settle(client.tenants.list()),
    await settle(client.tenants.list({ pageNumber: 5 })),
  ];
  expect(server.requests.length).toBe(3);
  const spans = await otel.spans();
  const everything = JSON.stringify({
    errors: outcomes.map((outcome) =>
      outcome instanceof Error ? [String(outcome), outcome.message, JSON.stringify(outcome)] : "ok",
    ),
    spans: spans.map((s) => [s.name, s.attributes, s.events, s.status, s.links]),
    metrics: (await meter.histograms()).flatMap((h) => h.dataPoints.map((p) => p.attributes)),
    published,
    lines,
  });
  expect(everything).toContain("[REDACTED]");
  expectNoMarker(everything);
});
