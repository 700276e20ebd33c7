// The same handlers as in Node, served by msw's service worker in a real browser: only msw's
// portable APIs are used, so `setupWorker` takes them as they are.
import { setupWorker } from "msw/browser";
import { createClient, ValidationError } from "owned-products-sdk";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { resourceSchemas } from "owned-products-sdk/schemas";
import { createHandlers, makeDataset } from "owned-products-sdk/testing";

const dataset = makeDataset({ seed: "browser", tenants: 5, productsPerTenant: 3 });
// A relative base: the app calls its own origin, whatever port the test server has.
const worker = setupWorker(...createHandlers(dataset, { baseUrl: "/api" }));

beforeAll(async () => {
  await worker.start({ quiet: true, onUnhandledFrame: "error" });
});
afterEach(() => worker.resetHandlers());
afterAll(() => worker.stop());

test("the tenant list is served page by page", async () => {
  const body = await (await fetch("/api/tenants?pageNumber=2&pageSize=2")).json();
  resourceSchemas.TenantPage.strict.parse(body);
  expect(body).toMatchObject({ pageNumber: 2, totalPages: 3, totalCount: 5 });
  expect(body.list.map((t: { id: number }) => t.id)).toEqual([1003, 1004]);
});

test("a purchase history and a search window are contract-valid", async () => {
  const history = await (await fetch("/api/tenants/1001/purchase-history")).json();
  resourceSchemas.PurchaseHistory.strict.parse(history);
  const window = await (await fetch("/api/owned-products?offset=3&limit=4")).json();
  expect(window).toMatchObject({ totalResultCount: 15, offset: 3, limit: 4 });
});

test("faults work through the worker too", async () => {
  worker.use(
    ...createHandlers(dataset, {
      baseUrl: "/api",
      faults: { ownedProduct: [{ kind: "status", status: 503, retryAfter: 1, times: 1 }] },
    }),
  );
  const first = await fetch("/api/owned-products/50001");
  expect([first.status, first.headers.get("retry-after")]).toEqual([503, "1"]);
  expect((await fetch("/api/owned-products/50001")).status).toBe(200);
  expect((await fetch("/api/owned-products/1")).status).toBe(404);
});

test("the client searches every owned product window by window, in order", async () => {
  const client = createClient({ baseUrl: `${location.origin}/api` });
  const ids: number[] = [];
  const windows: number[] = [];
  for await (const window of client.ownedProducts
    .searchAll({ limit: 4 }, { concurrency: 2 })
    .pages()) {
    windows.push(window.offset);
    ids.push(...window.items.map((product) => product.ownedProductId));
  }
  expect(windows).toEqual([0, 4, 8, 12]);
  expect(ids).toEqual(dataset.ownedProducts.map((product) => product.ownedProductId));
});

/** Serves every search window with `change` applied (an `invalid` fault). */
function changeWindows(change: (body: Record<string, unknown>) => unknown): void {
  worker.use(
    ...createHandlers(dataset, {
      baseUrl: "/api",
      faults: { searchOwnedProducts: { kind: "invalid", change } },
    }),
  );
}

test("the client rejects a contract-violating window with a ValidationError naming the path", async () => {
  changeWindows((body) => ({ ...body, list: [{ ...(body["list"] as object[])[0], qty: "1" }] }));
  const client = createClient({ baseUrl: `${location.origin}/api`, retry: 0 });
  const error = await client.ownedProducts
    .searchAll({ limit: 4 })
    .toArray()
    .catch((e: unknown) => e);
  const validation = (error as Error).cause ?? error;
  expect(validation).toBeInstanceOf(ValidationError);
  expect((validation as ValidationError).issues.map((issue) => issue.path.join("."))).toEqual([
    "list.0.qty",
  ]);
});

test('invalidItems "skip" loads its chunk in the browser and leaves the invalid element out', async () => {
  changeWindows((body) => {
    const list = body["list"] as Record<string, unknown>[];
    return { ...body, list: list.map((p, i) => (i === 1 ? { ...p, qty: "1" } : p)) };
  });
  const reports: string[] = [];
  const client = createClient({
    baseUrl: `${location.origin}/api`,
    invalidItems: "skip",
    onInvalidItem: (report) => reports.push(`${report.path.join(".")}#${report.id}`),
  });
  const window = await client.ownedProducts.search({ offset: 0, limit: 4 });
  const served = dataset.ownedProducts.slice(0, 4).map((product) => product.ownedProductId);
  expect(window.list?.map((product) => product.ownedProductId)).toEqual([
    served[0],
    served[2],
    served[3],
  ]);
  expect(reports).toEqual([`list.1#${served[1]}`]);
});
