// Never a secret in a span's name, attributes, events or status, nor in a metric's attributes or
// the diagnostics channel's payloads: every call shape that carries one (auth header and token,
// a token provider asked again after a 401, a secret header, secret query parameters, a redirect
// to a secret query, an error body and a validation failure holding credentials, an abort's
// reason) runs traced, and everything exported is scanned for each secret.
import { tracingChannel } from "node:diagnostics_channel";
import { createClient, isSdkError, type ClientOptions } from "owned-products-sdk";
import { openTelemetry } from "owned-products-sdk/opentelemetry";
import { expect, onTestFinished, test } from "vitest";
import { installOpenTelemetry, metering, tracing } from "../helpers/open-telemetry.js";
import { sendJson, startLoopbackServer, type LoopbackHandler } from "../helpers/loopback-server.js";
import { samples, SECRETS } from "../helpers/samples.js";

installOpenTelemetry();

const TOKENS = {
  static: "tok_SECRET_static_1",
  first: "tok_SECRET_provided_2",
  fresh: "tok_SECRET_provided_3",
  header: "SECRET_header_key_4",
  query: "SECRET_query_token_5",
  password: "SECRET_query_password_6",
  redirect: "SECRET_redirect_token_7",
  body: "SECRET_body_password_8",
  message: "SECRET_in_message_9",
  abort: "SECRET_abort_reason_10",
};
const ALL = [...Object.values(TOKENS), ...Object.values(SECRETS)];

/** Answers by path: each shape of response a secret can come back in. */
const api: LoopbackHandler = (req, res) => {
  const url = new URL(req.url ?? "/", "http://127.0.0.1");
  const auth = req.headers.authorization ?? "";
  if (url.pathname === "/owned-products/401" && !auth.includes(TOKENS.fresh)) {
    return sendJson(res, 401, { message: "expired" });
  }
  if (url.pathname === "/owned-products/302") {
    res.writeHead(302, { location: `/owned-products/7?token=${TOKENS.redirect}` });
    return void res.end();
  }
  if (url.pathname === "/owned-products/400") {
    return sendJson(res, 400, { message: `bad password=${TOKENS.message}`, password: TOKENS.body });
  }
  if (url.pathname === "/owned-products/503")
    return sendJson(res, 503, {}, { "retry-after-ms": "5" });
  if (url.pathname === "/tenants" && url.searchParams.get("pageNumber") === "9") {
    // Credentials of the wrong type: the validation error names their paths, never their values.
    const credentials = {
      ...samples.Credentials,
      smtpPort: SECRETS.smtpServerPassword,
      smsProviderAuthToken: 5,
    };
    const list = [{ ...samples.Tenant, accountId: 1.5, credentials }];
    return sendJson(res, 200, { ...samples.TenantPage, list });
  }
  if (url.pathname === "/tenants") return sendJson(res, 200, samples.TenantPage);
  if (url.pathname.endsWith("/purchase-history"))
    return sendJson(res, 200, samples.PurchaseHistory);
  if (url.pathname === "/owned-products")
    return sendJson(res, 200, samples.OwnedProductSearchResult);
  if (url.pathname === "/owned-products/9") return; // never answers: aborted
  sendJson(res, 200, samples.OwnedProduct);
};

/**
 * What the diagnostics channel published, as JSON: an SDK error as its own toJSON writes it; any
 * other error (an abort's reason: the user's own value, which the call rejects with) by its name.
 */
function channelPayloads(): unknown[] {
  const seen: unknown[] = [];
  const json = (_key: string, value: unknown) =>
    value instanceof Error && !isSdkError(value) ? { name: value.name } : value;
  const record = (context: object) => seen.push(JSON.parse(JSON.stringify(context, json)));
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

test("no secret reaches a span, a metric or the diagnostics channel, whatever the call", async () => {
  const server = await startLoopbackServer(api);
  const otel = tracing();
  const meter = metering();
  const published = channelPayloads();
  const telemetry = openTelemetry({ tracerProvider: otel.provider, meterProvider: meter.provider });
  const client = (options: Partial<ClientOptions>) =>
    createClient({
      baseUrl: server.url,
      telemetry,
      retry: { limit: 1, baseDelayMs: 1 },
      ...options,
    });
  const settle = (promise: Promise<unknown>) => promise.catch((error: unknown) => error);

  const staticAuth = client({ auth: TOKENS.static, headers: { "x-api-key": TOKENS.header } });
  const tokens = [TOKENS.first, TOKENS.fresh];
  const provided = client({ auth: () => tokens.shift() ?? TOKENS.fresh });
  const controller = new AbortController();
  const outcomes = await otel.app.startActiveSpan("app", async (span) => {
    const results = [
      await settle(
        staticAuth.ownedProducts.search({ access_token: TOKENS.query, password: TOKENS.password }),
      ),
      await settle(provided.ownedProducts.get(401)),
      await settle(staticAuth.ownedProducts.get(302)),
      await settle(staticAuth.ownedProducts.get(400)),
      await settle(staticAuth.ownedProducts.get(503)),
      await settle(staticAuth.tenants.list({ pageNumber: 9 })),
      await settle(staticAuth.tenants.list({ pageSize: 2 })),
      await settle(
        (async () => {
          for await (const _ of staticAuth.purchaseHistory.getMany([1, 2], { concurrency: 2 }));
        })(),
      ),
    ];
    const aborted = settle(staticAuth.ownedProducts.get(9, { signal: controller.signal }));
    await expect.poll(() => server.requests.some((r) => r.url === "/owned-products/9")).toBe(true);
    controller.abort(new Error(`gave up on ${TOKENS.abort}`));
    results.push(await aborted);
    span.end();
    return results;
  });

  // Each call did what it was meant to, so each secret really travelled.
  expect(outcomes.map((outcome) => (outcome instanceof Error ? outcome.name : "ok"))).toEqual([
    "ok",
    "ok",
    "ok",
    "HttpError",
    "HttpError",
    "ValidationError",
    "ok",
    "ok",
    "Error",
  ]);
  const sentAuth = server.requests.map((r) => r.headers.authorization);
  expect(sentAuth).toEqual(
    expect.arrayContaining([
      `Bearer ${TOKENS.static}`,
      `Bearer ${TOKENS.first}`,
      `Bearer ${TOKENS.fresh}`,
    ]),
  );
  expect(server.requests.map((r) => r.url)).toContain(`/owned-products/7?token=${TOKENS.redirect}`);

  const spans = await otel.spans();
  expect(spans.length).toBeGreaterThanOrEqual(11);
  const exported = JSON.stringify({
    spans: spans.map((span) => ({
      name: span.name,
      attributes: span.attributes,
      events: span.events,
      status: span.status,
      links: span.links,
    })),
    metrics: (await meter.histograms()).flatMap((h) => h.dataPoints.map((p) => p.attributes)),
    published,
  });
  // The scan sees the masked facts (so it would see a secret in their place).
  expect(exported).toContain("access_token=[REDACTED]");
  expect(exported).toContain("credentials.smtpPort");
  expect(published.length).toBeGreaterThan(20);
  for (const secret of ALL) expect(exported, secret).not.toContain(secret);
});
