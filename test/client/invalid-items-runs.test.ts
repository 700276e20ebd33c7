// `invalidItems: "skip"` in runs: searchAll, listAll, paginateWindow and paginatePages over a
// client's search/list, and getMany. A run counts what the server served, not what survived:
// the same requests as against the same server with every element valid, every valid item
// once, each skip reported once. On msw and on a real loopback server alike.
import { describe, expect, test, vi } from "vitest";
import {
  createClient,
  paginatePages,
  paginateWindow,
  type ClientOptions,
  type InvalidItemReport,
} from "../../src/index.js";
import {
  TRANSPORTS,
  serveListing,
  skippingClientOf,
  type Listing,
} from "../helpers/listing-service.js";
import { useMswServer } from "../helpers/msw-server.js";
import { credentials, ownedProduct, samples, tenant } from "../helpers/samples.js";

const server = useMswServer();

const product = (id: number, valid = true) =>
  valid
    ? { ...ownedProduct, ownedProductId: id }
    : { ...ownedProduct, ownedProductId: id, qty: null };
const tenantOf = (id: number, valid = true) =>
  valid ? { ...tenant, id } : { ...tenant, id, credentials: { ...credentials, smtpPort: null } };

// 23 items; invalid: the first, one mid-window, the last, and the whole window 10..14 (limit 5).
const BAD = new Set([0, 7, 10, 11, 12, 13, 14, 22]);
const productIds = Array.from({ length: 23 }, (_, i) => i + 1);
const validIds = productIds.filter((id) => !BAD.has(id - 1));

describe.each(TRANSPORTS)("on %s", (transport) => {
  /** A client of `data` with skip on, and the requests a client of the all-valid twin makes. */
  async function twins(invalid: Listing, valid: Listing, options: Partial<ClientOptions> = {}) {
    const { client, reports, listing } = await skippingClientOf(
      transport,
      server,
      invalid,
      options,
    );
    const reference = async (
      run: (client: ReturnType<typeof createClient>) => Promise<unknown>,
    ) => {
      const twin = await serveListing(transport, server, valid);
      await run(createClient({ baseUrl: twin.baseUrl, retry: 0 }));
      return twin.requests;
    };
    return { client, reports, listing, reference };
  }
  const products = (valid: boolean) =>
    productIds.map((id) => product(id, valid || !BAD.has(id - 1)));
  const tenants = (valid: boolean) =>
    productIds.map((id) => tenantOf(id, valid || !BAD.has(id - 1)));

  test.each([1, 3])(
    "searchAll (concurrency %i): every valid product once, each skip once, the same requests",
    async (concurrency) => {
      const { client, reports, listing, reference } = await twins(
        { products: products(false) },
        { products: products(true) },
      );
      const onWarning = vi.fn();
      const run = (c: typeof client) =>
        c.ownedProducts.searchAll({ limit: 5 }, { concurrency, onWarning }).toArray();
      const items = await run(client);
      expect(items.map((p) => p.ownedProductId)).toEqual(validIds);
      expect(reports.map((r) => r.id)).toEqual([...BAD].map((i) => i + 1));
      expect(reports.every((r) => r.resource === "OwnedProduct")).toBe(true);
      expect(onWarning).not.toHaveBeenCalled();
      expect(listing.requests).toEqual(await reference(run));
      expect(listing.requests).toHaveLength(5);
    },
  );

  test("searchAll over a server that clamps the limit: no clamp inferred from survivors", async () => {
    const { client, reports, listing, reference } = await twins(
      { products: products(false), clamp: 5 },
      { products: products(true), clamp: 5 },
    );
    const run = (c: typeof client) => c.ownedProducts.searchAll({ limit: 20 }).toArray();
    expect((await run(client)).map((p) => p.ownedProductId)).toEqual(validIds);
    expect(reports).toHaveLength(BAD.size);
    expect(listing.requests).toEqual(await reference(run));
  });

  test.each([1, 2])(
    "listAll (concurrency %i): every valid tenant once, each skip once, the same requests",
    async (concurrency) => {
      const { client, reports, listing, reference } = await twins(
        { tenants: tenants(false) },
        { tenants: tenants(true) },
      );
      const onWarning = vi.fn();
      const run = (c: typeof client) =>
        c.tenants.listAll({ pageSize: 5 }, { concurrency, onWarning }).toArray();
      expect((await run(client)).map((t) => t.id)).toEqual(validIds);
      expect(reports.map((r) => [r.id, r.path])).toEqual(
        [...BAD].map((i) => [i + 1, ["list", i % 5]]),
      );
      expect(onWarning).not.toHaveBeenCalled();
      expect(listing.requests).toEqual(await reference(run));
    },
  );

  test("pages(): a page whose every element was skipped is yielded empty and the run goes on", async () => {
    const { client } = await twins({ tenants: tenants(false) }, {});
    const pages = [];
    for await (const page of client.tenants.listAll({ pageSize: 5 }).pages()) {
      pages.push([page.pageNumber, page.items.map((t) => t.id)]);
    }
    expect(pages).toEqual([
      [1, [2, 3, 4, 5]],
      [2, [6, 7, 9, 10]],
      [3, []],
      [4, [16, 17, 18, 19, 20]],
      [5, [21, 22]],
    ]);
  });

  test("maxItems and toArray({ max }) count only the items yielded", async () => {
    const { client, listing } = await twins({ products: products(false) }, {});
    const first = await client.ownedProducts.searchAll({ limit: 5 }, { maxItems: 9 }).toArray();
    // 4 + 4 valid in the first two windows, none in the third, the 9th in the fourth.
    expect(first.map((p) => p.ownedProductId)).toEqual(validIds.slice(0, 9));
    expect(listing.requests.length).toBe(4);
    await expect(
      client.ownedProducts.searchAll({ limit: 5 }).toArray({ max: validIds.length }),
    ).resolves.toHaveLength(validIds.length);
  });

  test("paginateWindow and paginatePages over a client with skip, paged by hand", async () => {
    const { client, reports, listing, reference } = await twins(
      { products: products(false), tenants: tenants(false) },
      { products: products(true), tenants: tenants(true) },
    );
    const run = async (c: typeof client) => {
      const windows = paginateWindow(
        ({ offset, limit, signal }) => c.ownedProducts.search({ offset, limit }, { signal }),
        { limit: 5, onWarning: () => expect.unreachable() },
      );
      const pages = paginatePages(
        ({ pageNumber, pageSize, signal }) => c.tenants.list({ pageNumber, pageSize }, { signal }),
        { pageSize: 5, onWarning: () => expect.unreachable() },
      );
      return [await windows.toArray(), await pages.toArray()] as const;
    };
    const [windowItems, pageItems] = await run(client);
    expect(windowItems.map((p) => p.ownedProductId)).toEqual(validIds);
    expect(pageItems.map((t) => t.id)).toEqual(validIds);
    expect(reports).toHaveLength(2 * BAD.size);
    expect(listing.requests).toEqual(await reference(run));
  });

  test("getMany: each history's invalid payments skipped, onInvalidItem per call option", async () => {
    const history = (tenantId: number) => ({
      ...samples.PurchaseHistory,
      tenantId,
      payments: [samples.Payment, { ...samples.Payment, id: 1000 + tenantId, amount: "x" }],
    });
    const { client } = await twins(
      { histories: { 1: history(1), 2: history(2) } },
      {},
      {
        invalidItems: "throw",
        onInvalidItem: undefined,
      },
    );
    const reports: InvalidItemReport[] = [];
    const results = [];
    for await (const result of client.purchaseHistory.getMany([1, 2], {
      invalidItems: "skip",
      onInvalidItem: (report) => reports.push(report),
    })) {
      results.push([result.tenantId, result.history.payments?.length]);
    }
    expect(results).toEqual([
      [1, 1],
      [2, 1],
    ]);
    expect(reports.map((r) => r.id).sort()).toEqual([1001, 1002]);
  });
});

describe("a run's skips without onInvalidItem: one line per run", () => {
  const page = (pageNumber: number) => ({
    list: [tenantOf(pageNumber * 10 + 1, false), tenantOf(pageNumber * 10 + 2)],
    pageNumber,
    totalPages: 3,
    totalCount: 6,
  });
  const client = (warn: () => void) =>
    createClient({
      baseUrl: "https://api.example.test",
      invalidItems: "skip",
      logger: { warn },
      fetch: async (request) =>
        Response.json(page(Number(new URL(request.url).searchParams.get("pageNumber")))),
    });

  test("listAll logs the first skip of each run, naming the run", async () => {
    const warn = vi.fn();
    const tenants = client(warn).tenants.listAll({ pageSize: 2 });
    expect((await tenants.toArray()).map((t) => t.id)).toEqual([12, 22, 32]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(
      /tenants\.listAll: skipped 1 invalid item\(s\) \(list\.0\) of one response; later skips of this run are not logged: pass onInvalidItem to handle each$/,
    );
    await tenants.toArray();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  test("getMany logs once per run too", async () => {
    const warn = vi.fn();
    const history = {
      ...samples.PurchaseHistory,
      payments: [{ ...samples.Payment, amount: null }],
    };
    const many = createClient({
      baseUrl: "https://api.example.test",
      invalidItems: "skip",
      logger: { warn },
      fetch: async () => Response.json(history),
    }).purchaseHistory.getMany([1, 2, 3]);
    for await (const result of many) expect(result.history.payments).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain("purchaseHistory.getMany: skipped 1 invalid item(s)");
    expect(warn.mock.calls[0]?.[0]).toContain("later skips of this run are not logged");
  });
});
