// In Chromium: a page on another origin (the test page is served by Vite on its own port) calls
// the built `owned-products-sdk mock` command through the SDK's client, with an auth header, so
// that every request is preflighted: the mock answers CORS by default, faults included, and
// `--no-cors` turns it off (test/browser/mock-command-setup.ts starts the three mocks).
import { createClient, HttpError, NetworkError } from "owned-products-sdk";
import { expect, inject, test } from "vitest";

const { plain, failing, noCors } = inject("mockUrls");

test("the page and the mock are on different origins", () => {
  expect(new URL(plain).origin).not.toBe(location.origin);
});

test("a page reads all four operations with an Authorization header", async () => {
  const client = createClient({ baseUrl: plain, auth: "browser-token", retry: 0 });
  const tenants = await client.tenants.listAll({ pageSize: 2 }).toArray();
  expect(tenants).toHaveLength(3);
  const tenantId = tenants[0]!.id;
  const history = await client.purchaseHistory.get(tenantId);
  expect(history.tenantId).toBe(tenantId);
  const window = await client.ownedProducts.search({ limit: 5 });
  expect(window.list).toHaveLength(5);
  const first = window.list![0]!;
  expect(await client.ownedProducts.get(first.ownedProductId)).toEqual(first);
});

test("a page reads a 503's status and Retry-After", async () => {
  const client = createClient({ baseUrl: failing, auth: "browser-token", retry: 0 });
  const error = await client.tenants.list().catch((e: unknown) => e);
  expect(error).toBeInstanceOf(HttpError);
  expect((error as HttpError).status).toBe(503);
  expect((error as HttpError).retryAfterMs).toBe(7_000);
  // Read by plain fetch too: the header is exposed, not only the status.
  const response = await fetch(`${failing}/tenants`);
  expect([response.status, response.headers.get("retry-after")]).toEqual([503, "7"]);
});

test("with --no-cors the browser blocks the answer: a network error", async () => {
  const client = createClient({ baseUrl: noCors, auth: "browser-token", retry: 0 });
  await expect(client.tenants.list()).rejects.toBeInstanceOf(NetworkError);
});
