// The helpers on top of the real client, against a real loopback server: the call shape the
// client's searchAll/listAll use, validated responses, HTTP failures wrapped and resumable.
import { describe, expect, test } from "vitest";
import {
  createClient,
  HttpError,
  isHttpError,
  PageFetchError,
  paginatePages,
  paginateWindow,
  type OwnedProductSearchParams,
} from "../../src/index.js";
import { sendJson, startLoopbackServer } from "../helpers/loopback-server.js";
import { ownedProduct, tenant } from "../helpers/samples.js";

const TOTAL = 23;
const products = Array.from({ length: TOTAL }, (_, i) => ({ ...ownedProduct, ownedProductId: i }));
const tenants = Array.from({ length: TOTAL }, (_, i) => ({ ...tenant, id: i }));

/** A server that clamps windows to 5 items and pages to 10, and fails once on request `failOn`. */
async function start(failOn?: number) {
  return startLoopbackServer((req, res, attempt) => {
    if (attempt === failOn) return sendJson(res, 500, { error: "boom" });
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const number = (name: string) => Number(url.searchParams.get(name));
    if (url.pathname === "/owned-products") {
      const offset = number("offset");
      const limit = Math.min(number("limit"), 5);
      const list = products.slice(offset, offset + limit);
      return sendJson(res, 200, { totalResultCount: TOTAL, offset, limit, list, warnings: null });
    }
    const pageNumber = number("pageNumber");
    const list = tenants.slice((pageNumber - 1) * 10, pageNumber * 10);
    return sendJson(res, 200, { totalPages: 3, totalCount: TOTAL, pageNumber, list });
  });
}

describe.each([1, 3])("through createClient, concurrency %i", (concurrency) => {
  test("paginateWindow over ownedProducts.search follows the clamp and passes filters on", async () => {
    const server = await start();
    const client = createClient({ baseUrl: server.url, retry: 0 });
    const filters: OwnedProductSearchParams = { tenantId: 42 };
    const all = paginateWindow(
      ({ offset, limit, signal }) =>
        client.ownedProducts.search({ ...filters, offset, limit }, { signal }),
      { limit: 20, concurrency },
    );
    const ids = (await all.toArray()).map((product) => product.ownedProductId);
    expect(ids).toEqual(products.map((product) => product.ownedProductId));
    expect(server.requests.length).toBeGreaterThan(0);
    expect(server.requests.every((request) => request.url.includes("tenantId=42"))).toBe(true);
  });

  test("paginatePages over tenants.list", async () => {
    const server = await start();
    const client = createClient({ baseUrl: server.url, retry: 0 });
    const all = paginatePages(
      ({ pageNumber, pageSize, signal }) =>
        client.tenants.list({ pageNumber, pageSize }, { signal }),
      { pageSize: 10, concurrency },
    );
    expect((await all.toArray()).map((item) => item.id)).toEqual(tenants.map((item) => item.id));
  });
});

test("an HTTP failure mid-run is a PageFetchError whose cause is the HttpError; resuming finishes", async () => {
  const server = await start(3);
  const client = createClient({ baseUrl: server.url, retry: 0 });
  const search = ({
    offset,
    limit,
    signal,
  }: {
    offset: number;
    limit: number;
    signal: AbortSignal;
  }) => client.ownedProducts.search({ offset, limit }, { signal });
  const seen: number[] = [];
  const error: unknown = await (async () => {
    for await (const product of paginateWindow(search, { limit: 5 }))
      seen.push(product.ownedProductId);
  })().catch((caught: unknown) => caught);

  expect(error).toBeInstanceOf(PageFetchError);
  const failure = error as PageFetchError;
  expect(failure.cause).toBeInstanceOf(HttpError);
  expect(isHttpError(failure.cause, 500)).toBe(true);
  expect(failure.resumeFrom).toEqual({ offset: 10 });
  expect(seen).toEqual([...Array(10).keys()]);

  for await (const product of paginateWindow(search, { limit: 5, ...failure.resumeFrom })) {
    seen.push(product.ownedProductId);
  }
  expect(seen).toEqual(products.map((product) => product.ownedProductId));
});

test("the user's signal reaches the client: aborting rejects with its reason", async () => {
  const server = await start();
  const client = createClient({ baseUrl: server.url, retry: 0 });
  const controller = new AbortController();
  const all = paginateWindow(
    ({ offset, limit, signal }) => client.ownedProducts.search({ offset, limit }, { signal }),
    { limit: 5, signal: controller.signal },
  );
  const reason = new Error("navigated away");
  await expect(
    (async () => {
      for await (const product of all) if (product.ownedProductId === 7) controller.abort(reason);
    })(),
  ).rejects.toBe(reason);
  expect(server.requests).toHaveLength(2);
});
