import { setupServer } from "msw/node";
import { createClient } from "owned-products-sdk";
import { createHandlers, makeDataset } from "owned-products-sdk/testing";
import { afterAll, afterEach, beforeAll, expect, test, vi } from "vitest";
import { proxy, upstreamClient } from "./backend-proxy.ts";

const upstreamUrl = "https://owned-products.example.test";
const dataset = makeDataset({ tenants: 3 });
const server = setupServer(...createHandlers(dataset, { baseUrl: upstreamUrl }));
beforeAll(() => server.listen({ onUnhandledFrame: "error" })); // msw 2: onUnhandledRequest
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const handle = proxy(upstreamClient(upstreamUrl, "server-token"));
const get = (path: string) => handle(new Request(`https://app.example.test${path}`));

test("the browser's own client reads every tenant through the proxy, without a credential", async () => {
  const browser = createClient({
    baseUrl: "https://app.example.test/api", // "/api" in a browser
    fetch: (request) => handle(request),
  });
  const tenants = await browser.tenants.listAll({ pageSize: 2 }).toArray();
  expect(tenants.map((tenant) => tenant.id)).toEqual(dataset.tenants.map((tenant) => tenant.id));
  const secrets = dataset.tenants
    .flatMap(({ credentials: c }) => [c?.paymentProcessorApiKey, c?.smtpServerPassword])
    .filter((secret) => typeof secret === "string");
  expect(secrets.length).toBeGreaterThan(0);
  expect(secrets.filter((secret) => JSON.stringify(tenants).includes(secret))).toEqual([]);
});

test("no value of any credential or secret field reaches the browser, nor a callback address", async () => {
  const body = await (await get("/api/tenants?pageNumber=1&pageSize=50")).text();
  const withheld = dataset.tenants.flatMap((tenant) => [
    tenant.clientCommunicationSignature,
    tenant.getTenantUsersUri,
    tenant.tenantUserCommunicationSentUri,
    tenant.tenantSubscriptionChangedUri,
    ...Object.values(tenant.credentials ?? {}),
  ]);
  const texts = withheld.filter((value) => typeof value === "string" && value.length > 3);
  expect(texts.length).toBeGreaterThan(0);
  expect(texts.filter((value) => body.includes(JSON.stringify(value)))).toEqual([]);
  expect(body).not.toContain('"credentials"');
});

test("a field the contract does not name never reaches the browser", async () => {
  const change = (body: Record<string, unknown>) => ({ ...body, internalCost: 12 });
  const faults = { purchaseHistory: { kind: "invalid", change } } as const;
  server.use(...createHandlers(dataset, { baseUrl: upstreamUrl, faults }));
  const body = await (await get(`/api/tenants/${dataset.tenants[0]!.id}/purchase-history`)).json();
  expect(body).toMatchObject({ tenantId: dataset.tenants[0]!.id });
  expect(body).not.toHaveProperty("internalCost");
});

test("errors become statuses of the proxy's own, never the service's words", async () => {
  expect((await get("/api/tenants/999999/purchase-history")).status).toBe(404);
  expect((await get("/api/tenants?pageNumber=abc")).status).toBe(400);
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  const faults = {
    listTenants: { kind: "status", status: 500, body: "db password wrong" },
  } as const;
  server.use(...createHandlers(dataset, { baseUrl: upstreamUrl, faults }));
  const failed = await get("/api/tenants");
  expect(failed.status).toBe(502);
  expect(await failed.text()).toBe('{"error":"upstream failed"}');
});
