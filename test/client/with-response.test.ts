import { http, HttpResponse } from "msw";
import { expect, test } from "vitest";
import { createClient, type Client } from "../../src/index.js";
import { API, useMswServer } from "../helpers/msw-server.js";
import { samples } from "../helpers/samples.js";

const server = useMswServer();

test.each([
  [
    "purchaseHistory.get",
    "/tenants/42/purchase-history",
    (c: Client) => c.purchaseHistory.get.withResponse(42),
    samples.PurchaseHistory,
  ],
  [
    "ownedProducts.get",
    "/owned-products/7",
    (c: Client) => c.ownedProducts.get.withResponse(7),
    samples.OwnedProduct,
  ],
  [
    "ownedProducts.search",
    "/owned-products",
    (c: Client) => c.ownedProducts.search.withResponse({ limit: 2 }),
    samples.OwnedProductSearchResult,
  ],
  [
    "tenants.list",
    "/tenants",
    (c: Client) => c.tenants.list.withResponse({ pageSize: 2 }),
    samples.TenantPage,
  ],
])(
  "%s.withResponse gives data, status, headers and an unread Response",
  async (_, path, call, body) => {
    server.use(
      http.get(`${API}${path}`, () =>
        HttpResponse.json(body, { status: 203, headers: { "x-request-id": "r-9", etag: '"v1"' } }),
      ),
    );
    const result = await call(createClient({ baseUrl: API }));
    expect(result.data).toEqual(body);
    expect(result.status).toBe(203);
    expect(result.headers.get("etag")).toBe('"v1"');
    expect(result.requestId).toBe("r-9");
    expect(result.attempts).toBe(1);
    expect(result.response.bodyUsed).toBe(false);
    expect(await result.response.json()).toEqual(body);
    expect(result.response.url).toContain(path);
  },
);

test("withResponse validates and fails like the plain call", async () => {
  server.use(http.get(`${API}/owned-products/7`, () => HttpResponse.json({ nope: true })));
  await expect(createClient({ baseUrl: API }).ownedProducts.get.withResponse(7)).rejects.toThrow(
    /^Invalid OwnedProduct/,
  );
});

test("withResponse's response gives the final URL, masked, when the fetch's own Response has none", async () => {
  // A test double's Response has an empty `url`: the client fills in where the call went.
  const fetch = async () => Response.json(samples.OwnedProduct);
  const client = createClient({ baseUrl: API, fetch, auth: { token: "tok-secret-1" } });
  const result = await client.ownedProducts.get.withResponse(7);
  expect(result.response.url).toBe(`${API}/owned-products/7`);
  const secretInQuery = createClient({
    baseUrl: `${API}/tok-secret-2`,
    fetch,
    auth: { token: "tok-secret-2" },
  });
  const masked = await secretInQuery.ownedProducts.get.withResponse(7);
  expect(masked.response.url).not.toContain("tok-secret-2");
  expect(masked.response.url).toContain("/owned-products/7");
});
