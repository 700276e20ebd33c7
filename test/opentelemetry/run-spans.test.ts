// One INTERNAL span per run (getMany, searchAll, listAll) holding its calls' spans, ended when the
// run ends: done, left by `break`, failed or aborted. Real OpenTelemetry SDK, loopback server.
import { SpanKind, SpanStatusCode } from "@opentelemetry/api";
import { expect, test } from "vitest";
import { installOpenTelemetry, parentOf, traced, type Otel } from "../helpers/open-telemetry.js";
import { sendJson, type LoopbackHandler } from "../helpers/loopback-server.js";
import { samples } from "../helpers/samples.js";

installOpenTelemetry();

const PRODUCTS = 7;
const TENANTS = 5;

/** Purchase histories (tenant 404 is missing), 7 owned products by window, 5 tenants by page. */
const api: LoopbackHandler = (req, res) => {
  const url = new URL(req.url ?? "/", "http://127.0.0.1");
  const number = (name: string) => Number(url.searchParams.get(name));
  if (url.pathname === "/owned-products") {
    const [offset, limit] = [number("offset"), number("limit")];
    const ids = Array.from(
      { length: Math.max(0, Math.min(limit, PRODUCTS - offset)) },
      (_, i) => offset + i + 1,
    );
    const list = ids.map((ownedProductId) => ({ ...samples.OwnedProduct, ownedProductId }));
    return sendJson(res, 200, { totalResultCount: PRODUCTS, offset, limit, list, warnings: null });
  }
  if (url.pathname === "/tenants") {
    const [pageNumber, pageSize] = [number("pageNumber"), number("pageSize")];
    const first = (pageNumber - 1) * pageSize;
    const ids = Array.from(
      { length: Math.max(0, Math.min(pageSize, TENANTS - first)) },
      (_, i) => first + i + 1,
    );
    const list = ids.map((id) => ({ ...samples.Tenant, id }));
    const totalPages = Math.ceil(TENANTS / pageSize);
    return sendJson(res, 200, { list, totalPages, pageNumber, totalCount: TENANTS });
  }
  const tenantId = Number(/^\/tenants\/(\d+)\//.exec(url.pathname)?.[1]);
  if (tenantId === 404) return sendJson(res, 404, { message: "no such tenant" });
  sendJson(res, 200, { ...samples.PurchaseHistory, tenantId });
};

const HISTORY = "GET /tenants/{tenantId}/purchase-history";

/**
 * Every finished span, the run span named `run` and its calls' spans named `call`, with the checks
 * that hold for every run: one INTERNAL span, a child of the app's, every call its child.
 */
async function runOf(otel: Otel, run: string, call: string) {
  const spans = await otel.spans();
  const app = await otel.span("app");
  const [runSpan, ...others] = spans.filter((span) => span.name === run);
  expect(others).toEqual([]);
  expect(runSpan?.kind).toBe(SpanKind.INTERNAL);
  expect(parentOf(runSpan!)).toBe(app.spanContext().spanId);
  expect(runSpan?.attributes["owned_products_sdk.operation"]).toBe(run);
  const calls = spans.filter((span) => span.name === call);
  for (const span of calls) {
    expect(parentOf(span)).toBe(runSpan!.spanContext().spanId);
    expect(span.spanContext().traceId).toBe(app.spanContext().traceId);
  }
  return { spans, run: runSpan!, calls };
}

test("getMany with concurrency is one run span; each call's span is its child, and the server sees each call", async () => {
  const { server, otel, within } = await traced(api);
  const { value } = await within(async (client) => {
    const seen: number[] = [];
    for await (const { tenantId } of client.purchaseHistory.getMany([1, 2, 3, 4, 5], {
      concurrency: 2,
    }))
      seen.push(tenantId);
    return seen;
  });
  expect(value).toEqual([1, 2, 3, 4, 5]);
  const { spans, run, calls } = await runOf(otel, "purchaseHistory.getMany", HISTORY);
  expect(calls.map((call) => call.attributes["url.full"]).sort()).toEqual(
    [1, 2, 3, 4, 5].map((id) => `${server.url}/tenants/${id}/purchase-history`),
  );
  expect(run.status).toEqual({ code: SpanStatusCode.UNSET });
  // Spans are exported as they end: the run's comes after every call's.
  for (const call of calls) expect(spans.indexOf(run)).toBeGreaterThan(spans.indexOf(call));
  // Each request names its own call's span as the parent, not the run's or another call's.
  const parents = server.requests.map((r) => String(r.headers["traceparent"]).split("-")[2]);
  expect(parents.sort()).toEqual(calls.map((call) => call.spanContext().spanId).sort());
});

test("a getMany left by break ends its run span without an error; the calls it cancelled are aborted", async () => {
  const { otel, within } = await traced(api);
  await within(async (client) => {
    for await (const result of client.purchaseHistory.getMany([1, 2, 3, 4, 5, 6, 7, 8], {
      concurrency: 4,
    })) {
      expect(result.tenantId).toBe(1);
      break;
    }
  });
  const { run, calls } = await runOf(otel, "purchaseHistory.getMany", HISTORY);
  expect(run.status).toEqual({ code: SpanStatusCode.UNSET });
  expect(run.attributes).not.toHaveProperty("error.type");
  expect(calls[0]?.status.code).toBe(SpanStatusCode.UNSET);
  const errors = new Set(calls.map((call) => call.attributes["error.type"]));
  expect([...errors].every((type) => type === undefined || type === "AbortError")).toBe(true);
});

test("a getMany that fails ends its run span with the GetManyError; the failed call's span says why", async () => {
  const { otel, within } = await traced(api);
  const { error } = await within(async (client) => {
    for await (const _ of client.purchaseHistory.getMany([1, 404, 3], { concurrency: 1 }));
  });
  expect((error as Error).name).toBe("GetManyError");
  const { run, calls } = await runOf(otel, "purchaseHistory.getMany", HISTORY);
  expect(run.attributes["error.type"]).toBe("GetManyError");
  expect(run.status).toEqual({ code: SpanStatusCode.ERROR, message: (error as Error).message });
  const failed = calls.find((call) => call.attributes["http.response.status_code"] === 404);
  expect(failed?.attributes["error.type"]).toBe("HttpError");
});

test('with onError: "yield" the run goes on and ends well; only the failed call\'s span is an error', async () => {
  const { otel, within } = await traced(api);
  await within(async (client) => {
    for await (const _ of client.purchaseHistory.getMany([404, 2], { onError: "yield" }));
  });
  const { run, calls } = await runOf(otel, "purchaseHistory.getMany", HISTORY);
  expect(run.status.code).toBe(SpanStatusCode.UNSET);
  expect(calls.map((call) => call.status.code).sort()).toEqual([
    SpanStatusCode.UNSET,
    SpanStatusCode.ERROR,
  ]);
});

test("a getMany aborted by its signal ends its run span with the signal's reason", async () => {
  const { otel, within } = await traced(api);
  const controller = new AbortController();
  const { error } = await within(async (client) => {
    for await (const _ of client.purchaseHistory.getMany([1, 2, 3], {
      signal: controller.signal,
    })) {
      controller.abort();
    }
  });
  expect((error as Error).name).toBe("AbortError");
  const { run } = await runOf(otel, "purchaseHistory.getMany", HISTORY);
  expect(run.attributes["error.type"]).toBe("AbortError");
  expect(run.status).toEqual({ code: SpanStatusCode.ERROR });
});

test("a paginated searchAll with concurrency is one run span over its windows' call spans", async () => {
  const { otel, within } = await traced(api);
  const { value } = await within(async (client) => {
    const ids: number[] = [];
    for await (const product of client.ownedProducts.searchAll({ limit: 3 }, { concurrency: 2 }))
      ids.push(product.ownedProductId);
    return ids;
  });
  expect(value).toEqual([1, 2, 3, 4, 5, 6, 7]);
  const { spans, run, calls } = await runOf(otel, "ownedProducts.searchAll", "GET /owned-products");
  expect(
    calls
      .map((call) => new URL(String(call.attributes["url.full"])).searchParams.get("offset"))
      .sort(),
  ).toEqual(["0", "3", "6"]);
  expect(run.status.code).toBe(SpanStatusCode.UNSET);
  // Spans are exported as they end: the run's comes after every call's.
  for (const call of calls) expect(spans.indexOf(run)).toBeGreaterThan(spans.indexOf(call));
});

test("a listAll is one run span over its pages' call spans, ended by break too", async () => {
  const { otel, within } = await traced(api);
  await within(async (client) => {
    for await (const tenant of client.tenants.listAll({ pageSize: 2 })) if (tenant.id === 3) break;
  });
  const { run, calls } = await runOf(otel, "tenants.listAll", "GET /tenants");
  expect(calls.length).toBeGreaterThanOrEqual(2);
  expect(run.status).toEqual({ code: SpanStatusCode.UNSET });
});

test("a searchAll whose page fails ends its run span with the error", async () => {
  const { otel, within } = await traced([api, (_req, res) => sendJson(res, 500, {})], {
    client: { retry: 0 },
  });
  const { error } = await within(async (client) => {
    for await (const _ of client.ownedProducts.searchAll({ limit: 3 }));
  });
  expect(error).toBeInstanceOf(Error);
  const { run } = await runOf(otel, "ownedProducts.searchAll", "GET /owned-products");
  expect(run.status.code).toBe(SpanStatusCode.ERROR);
  expect(run.attributes["error.type"]).toBe((error as Error).name);
});
