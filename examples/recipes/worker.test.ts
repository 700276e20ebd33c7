import { setupServer } from "msw/node";
import { createHandlers, makeDataset } from "owned-products-sdk/testing";
import { afterAll, beforeAll, expect, test } from "vitest";
import worker from "./worker.ts";

const service = "https://owned-products.example.test";
const dataset = makeDataset({ tenants: 2, productsPerTenant: 4 });
const server = setupServer(...createHandlers(dataset, { baseUrl: service }));
const tokens: (string | null)[] = [];
server.events.on("request:start", ({ request }) => {
  tokens.push(request.headers.get("authorization"));
});
beforeAll(() => server.listen({ onUnhandledFrame: "error" })); // msw 2: onUnhandledRequest
afterAll(() => server.close());

const call = (path: string, token = "worker-secret") =>
  worker.fetch(new Request(`https://worker.example.test${path}`), {
    OWNED_PRODUCTS_URL: service,
    OWNED_PRODUCTS_TOKEN: token,
  });

test("a tenant's active products, named, cacheable for a minute", async () => {
  const tenantId = dataset.tenants[0]!.id;
  const response = await call(`/tenants/${tenantId}/active-products`);
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("max-age=60");
  const active = dataset.ownedProducts.filter(
    (p) => p.tenantId === tenantId && p.status === "Active",
  );
  expect(await response.json()).toEqual(
    active.map(({ ownedProductId, name }) => ({ ownedProductId, name })),
  );
});

test("each request calls the service with the token of its own env", async () => {
  tokens.length = 0;
  await call(`/tenants/${dataset.tenants[0]!.id}/active-products`, "token-a");
  await call(`/tenants/${dataset.tenants[1]!.id}/active-products`, "token-b");
  expect(tokens).toEqual(["Bearer token-a", "Bearer token-b"]);
});

test("an unknown tenant is a 404, another path too", async () => {
  expect((await call("/tenants/999999/active-products")).status).toBe(404);
  expect((await call("/tenants")).status).toBe(404);
});
