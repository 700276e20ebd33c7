// The helpers' types: items inferred from the fetcher, pages typed per style, options checked.
import { describe, expectTypeOf, test } from "vitest";
import {
  PageFetchError,
  paginatePages,
  paginateWindow,
  type NumberedPage,
  type OwnedProduct,
  type OwnedProductSearchResult,
  type Paginated,
  type PaginationResumePoint,
  type PaginationWarning,
  type Tenant,
  type TenantPage,
  type WindowPage,
  type WindowRequest,
} from "../../src/index.js";

declare const search: (request: WindowRequest) => Promise<OwnedProductSearchResult>;
declare const listTenants: (request: {
  pageNumber: number;
  pageSize: number;
  signal: AbortSignal;
}) => Promise<TenantPage>;

describe("paginateWindow", () => {
  test("infers OwnedProduct from an OwnedProductSearchResult fetcher", () => {
    const products = paginateWindow(search);
    expectTypeOf(products).toEqualTypeOf<
      Paginated<OwnedProduct, WindowPage<OwnedProduct, OwnedProductSearchResult>>
    >();
    expectTypeOf(products).toExtend<AsyncIterable<OwnedProduct>>();
    expectTypeOf(products.toArray()).resolves.toEqualTypeOf<OwnedProduct[]>();
  });

  test("works for any item type", () => {
    const rows = paginateWindow(async ({ offset }) => ({
      totalResultCount: 3,
      offset,
      limit: 1,
      list: [{ sku: "a" }],
    }));
    expectTypeOf(rows).toExtend<AsyncIterable<{ sku: string }>>();
    paginateWindow(
      async ({ offset }) => ({ totalResultCount: 3, offset, limit: 1, list: [{ sku: "a" }] }),
      { dedupe: (row) => expectTypeOf(row).toEqualTypeOf<{ sku: string }>() },
    );
  });

  test("its pages carry the counts, the response and the warnings", () => {
    expectTypeOf<WindowPage<OwnedProduct, OwnedProductSearchResult>>().toMatchObjectType<{
      readonly items: readonly OwnedProduct[];
      readonly offset: number;
      readonly limit: number;
      readonly totalResultCount: number;
      readonly warnings: readonly PaginationWarning[];
      readonly response: OwnedProductSearchResult;
    }>();
  });

  test("the fetcher receives offset, limit and a signal", () => {
    paginateWindow(async (request) => {
      expectTypeOf(request).toEqualTypeOf<WindowRequest>();
      expectTypeOf(request.signal).toEqualTypeOf<AbortSignal>();
      return search(request);
    });
  });

  test("rejects a fetcher without the window counts, and unknown options", () => {
    // @ts-expect-error: no totalResultCount
    paginateWindow(async () => ({ offset: 0, limit: 1, list: [] }));
    // @ts-expect-error: limit is a number
    paginateWindow(search, { limit: "100" });
    // @ts-expect-error: page-number option
    paginateWindow(search, { pageSize: 10 });
  });
});

describe("paginatePages", () => {
  test("infers Tenant from a TenantPage fetcher", () => {
    const tenants = paginatePages(listTenants, { pageSize: 50, zeroBased: false });
    expectTypeOf(tenants).toEqualTypeOf<Paginated<Tenant, NumberedPage<Tenant, TenantPage>>>();
    expectTypeOf(tenants.pages()).toEqualTypeOf<AsyncIterable<NumberedPage<Tenant, TenantPage>>>();
  });

  test("rejects a fetcher without the page counts", () => {
    // @ts-expect-error: no totalPages
    paginatePages(async () => ({ pageNumber: 1, totalCount: 0, list: [] }));
  });
});

test("a PageFetchError's resumeFrom spreads into the options", () => {
  const error = new PageFetchError({ offset: 20 }, new Error("boom"));
  expectTypeOf(error.resumeFrom).toEqualTypeOf<PaginationResumePoint>();
  if ("offset" in error.resumeFrom) paginateWindow(search, { limit: 10, ...error.resumeFrom });
  else paginatePages(listTenants, { ...error.resumeFrom });
});
