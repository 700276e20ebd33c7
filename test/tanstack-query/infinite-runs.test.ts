// Infinite queries of a real QueryClient, fetched page after page until hasNextPage is false,
// over the testing kit's mock service behaving as servers do: every item comes exactly once,
// and no request is made beyond those the end rules need.
import type { OwnedProduct, PaginationWarning, Tenant } from "owned-products-sdk";
import { createQueries } from "owned-products-sdk/tanstack-query";
import { describe, expect, test } from "vitest";
import {
  dataset,
  newQueryClient,
  productIds,
  quickClient,
  scrollToEnd,
  tenantIds,
  useService,
} from "./serve.js";

const { requests, serve } = useService();
const ids = (pages: { list?: readonly OwnedProduct[] | null | undefined }[]) =>
  pages.flatMap((page) => page.list ?? []).map((product) => product.ownedProductId);
const tenantsOf = (pages: { list?: readonly Tenant[] | null | undefined }[]) =>
  pages.flatMap((page) => page.list ?? []).map((tenant) => tenant.id);
const searched = () =>
  requests.map((url) => [url.searchParams.get("offset"), url.searchParams.get("limit")]);
const listed = () => requests.map((url) => Number(url.searchParams.get("pageNumber")));
const collect = () => {
  const warnings: PaginationWarning[] = [];
  return { warnings, onWarning: (warning: PaginationWarning) => warnings.push(warning) };
};

describe("windows (ownedProducts.search)", () => {
  test("an honest server: from offset 0, each window once, ending on the echoed total", async () => {
    const api = createQueries(quickClient());
    const { pages } = await scrollToEnd(
      newQueryClient(),
      api.ownedProducts.search.infiniteQueryOptions({ limit: 20 }),
    );
    expect(ids(pages)).toEqual(productIds);
    // 65 products: 4 windows, the last one short; offset 0 is sent, as a real value.
    expect(searched()).toEqual([
      ["0", "20"],
      ["20", "20"],
      ["40", "20"],
      ["60", "20"],
    ]);
  });

  test("a clamping server: the next offset comes from what it returned, never from the limit asked", async () => {
    serve({ maxLimit: 15 });
    const { warnings, onWarning } = collect();
    const api = createQueries(quickClient());
    const options = api.ownedProducts.search.infiniteQueryOptions({ limit: 50 }, { onWarning });
    const { pages } = await scrollToEnd(newQueryClient(), options);
    expect(ids(pages)).toEqual(productIds);
    expect(searched()).toEqual([
      ["0", "50"],
      ["15", "15"],
      ["30", "15"],
      ["45", "15"],
      ["60", "15"],
    ]);
    // Only the first request asked for more than the server serves.
    expect(warnings.map((warning) => warning.code)).toEqual(["server-warning"]);
  });

  test("filters go with every request; the cursor's offset and limit win over the params'", async () => {
    const active = dataset.ownedProducts.filter((product) => product.status === "Active");
    const api = createQueries(quickClient());
    const options = api.ownedProducts.search.infiniteQueryOptions({
      offset: 0,
      limit: 4,
      status: "Active",
    });
    const { pages } = await scrollToEnd(newQueryClient(), options);
    expect(ids(pages)).toEqual(active.map((product) => product.ownedProductId));
    expect(requests.every((url) => url.searchParams.get("status") === "Active")).toBe(true);
    expect(searched().map(([offset]) => Number(offset))).toEqual(
      Array.from({ length: Math.ceil(active.length / 4) }, (_, n) => n * 4),
    );
  });

  test("an over-reported total ends on the one empty window past the data, with a warning", async () => {
    serve({
      faults: {
        searchOwnedProducts: {
          kind: "invalid",
          change: (body) => ({ ...body, totalResultCount: 80 }),
        },
      },
    });
    const { warnings, onWarning } = collect();
    const api = createQueries(quickClient());
    const options = api.ownedProducts.search.infiniteQueryOptions({ limit: 30 }, { onWarning });
    const { pages } = await scrollToEnd(newQueryClient(), options);
    expect(ids(pages)).toEqual(productIds);
    expect(searched()).toEqual([
      ["0", "30"],
      ["30", "30"],
      ["60", "30"],
      ["65", "5"], // the short window before the (over-reported) end lowered the size
    ]);
    expect(warnings.map((w) => [w.code, w.ended])).toEqual([["empty-page", true]]);
  });

  test("a server that repeats itself ends the run, and the repeated window adds no item", async () => {
    // From the third request on, the server answers the first window again, whatever is asked.
    const first = dataset.ownedProducts.slice(0, 10);
    serve({
      faults: {
        searchOwnedProducts: {
          kind: "invalid",
          when: (request) => new URL(request.url).searchParams.get("offset") === "20",
          change: (body) => ({ ...body, offset: 0, list: first }),
        },
      },
    });
    const { warnings, onWarning } = collect();
    const api = createQueries(quickClient());
    const options = api.ownedProducts.search.infiniteQueryOptions({ limit: 10 }, { onWarning });
    const { pages } = await scrollToEnd(newQueryClient(), options);
    expect(ids(pages)).toEqual(productIds.slice(0, 20));
    expect(pages[2]?.list).toEqual([]);
    expect(searched()).toEqual([
      ["0", "10"],
      ["10", "10"],
      ["20", "10"],
    ]);
    expect(warnings.map((w) => [w.code, w.ended])).toEqual([["repeated-offset", true]]);
  });

  test("a short window before the end is not the end: the total decides", async () => {
    serve({
      faults: {
        searchOwnedProducts: {
          kind: "invalid",
          nth: 1,
          change: (body) => ({ ...body, list: (body["list"] as unknown[]).slice(0, 5) }),
        },
      },
    });
    const api = createQueries(quickClient());
    const options = api.ownedProducts.search.infiniteQueryOptions(
      { limit: 20 },
      { onWarning: () => {} },
    );
    const { pages } = await scrollToEnd(newQueryClient(), options);
    expect(ids(pages)).toEqual(productIds);
    // The silent clamp to 5 is followed from then on.
    expect(searched()[1]).toEqual(["5", "5"]);
    expect(requests).toHaveLength(1 + Math.ceil((productIds.length - 5) / 5));
  });
});

describe("pages (tenants.list)", () => {
  test("an honest server: from page 1, each page once, ending on the echoed totalPages", async () => {
    const api = createQueries(quickClient());
    const { pages } = await scrollToEnd(
      newQueryClient(),
      api.tenants.list.infiniteQueryOptions({ pageSize: 5 }),
    );
    expect(tenantsOf(pages)).toEqual(tenantIds);
    expect(listed()).toEqual([1, 2, 3]);
  });

  test("a clamping server: totalPages follows the served size, and every tenant comes once", async () => {
    serve({ maxPageSize: 4 });
    const api = createQueries(quickClient());
    const { pages } = await scrollToEnd(
      newQueryClient(),
      api.tenants.list.infiniteQueryOptions({ pageSize: 10 }),
    );
    expect(tenantsOf(pages)).toEqual(tenantIds);
    expect(listed()).toEqual([1, 2, 3, 4]);
  });

  test("an over-reported totalPages ends on the one empty page past the data", async () => {
    serve({
      faults: { listTenants: { kind: "invalid", change: (body) => ({ ...body, totalPages: 9 }) } },
    });
    const { warnings, onWarning } = collect();
    const api = createQueries(quickClient());
    const options = api.tenants.list.infiniteQueryOptions({ pageSize: 5 }, { onWarning });
    const { pages } = await scrollToEnd(newQueryClient(), options);
    expect(tenantsOf(pages)).toEqual(tenantIds);
    expect(listed()).toEqual([1, 2, 3, 4]);
    expect(warnings.map((w) => w.code)).toEqual(["empty-page"]);
  });

  test("a server that answers page 1 again ends the run; that page adds no tenant", async () => {
    serve({
      faults: {
        listTenants: {
          kind: "invalid",
          nth: 3,
          change: (body) => ({ ...body, pageNumber: 1, list: dataset.tenants.slice(0, 5) }),
        },
      },
    });
    const { warnings, onWarning } = collect();
    const api = createQueries(quickClient());
    const options = api.tenants.list.infiniteQueryOptions({ pageSize: 5 }, { onWarning });
    const { pages } = await scrollToEnd(newQueryClient(), options);
    expect(tenantsOf(pages)).toEqual(tenantIds.slice(0, 10));
    expect(listed()).toEqual([1, 2, 3]);
    expect(warnings.map((w) => [w.code, w.ended])).toEqual([["repeated-page", true]]);
  });

  test("a run can start on a later page, and never goes back before it", async () => {
    const api = createQueries(quickClient());
    const { pages, result } = await scrollToEnd(
      newQueryClient(),
      api.tenants.list.infiniteQueryOptions({ pageNumber: 2, pageSize: 5 }),
    );
    expect(tenantsOf(pages)).toEqual(tenantIds.slice(5));
    expect(result.hasPreviousPage).toBe(false);
  });
});

test("a start or size out of range is a TypeError when the options are made, as searchAll words it", () => {
  const api = createQueries(quickClient());
  const client = quickClient();
  for (const limit of [0, 2 ** 31]) {
    expect(() => api.ownedProducts.search.infiniteQueryOptions({ limit })).toThrow(
      `ownedProducts.search: params.limit must be an integer from 1 to 2147483647, got ${limit}`,
    );
    expect(() => client.ownedProducts.searchAll({ limit })).toThrow(
      `ownedProducts.searchAll: params.limit must be an integer from 1 to 2147483647, got ${limit}`,
    );
  }
  expect(() => api.tenants.list.infiniteQueryOptions({ pageNumber: 0 })).toThrow(TypeError);
  expect(() =>
    api.tenants.list.infiniteQueryOptions({ pageNumber: 0, zeroBased: true }),
  ).not.toThrow();
});
