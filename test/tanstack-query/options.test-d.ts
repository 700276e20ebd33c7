// The types a user gets from the options: the SDK's validated data in each query, typed pages
// and page parameters in the infinite ones, with TanStack's own hooks and QueryClient.
import type { InfiniteData, QueryClient } from "@tanstack/query-core";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type {
  Client,
  OwnedProduct,
  OwnedProductSearchResult,
  PaginationCursor,
  PurchaseHistory,
  TenantPage,
} from "owned-products-sdk";
import { createQueries, type Queries } from "owned-products-sdk/tanstack-query";
import { describe, expectTypeOf, test } from "vitest";

declare const client: Client;
declare const queryClient: QueryClient;
const api = createQueries(client);

describe("queryOptions", () => {
  test("the data of each operation is the SDK's type", () => {
    expectTypeOf(useQuery(api.purchaseHistory.get.queryOptions(42)).data).toEqualTypeOf<
      PurchaseHistory | undefined
    >();
    expectTypeOf(useQuery(api.ownedProducts.get.queryOptions(7)).data).toEqualTypeOf<
      OwnedProduct | undefined
    >();
    expectTypeOf(
      useQuery(api.ownedProducts.search.queryOptions({ offset: 0, limit: 20, status: "Active" }))
        .data,
    ).toEqualTypeOf<OwnedProductSearchResult | undefined>();
    expectTypeOf(useQuery(api.tenants.list.queryOptions({ pageSize: 5 })).data).toEqualTypeOf<
      TenantPage | undefined
    >();
  });

  test("QueryClient's fetchQuery resolves to it too; options spread and override", async () => {
    expectTypeOf(
      await queryClient.fetchQuery(api.ownedProducts.get.queryOptions(7)),
    ).toEqualTypeOf<OwnedProduct>();
    const spread = useQuery({
      ...api.ownedProducts.get.queryOptions(7),
      retry: 3,
      staleTime: 1_000,
    });
    expectTypeOf(spread.data).toEqualTypeOf<OwnedProduct | undefined>();
    const selected = useQuery({ ...api.ownedProducts.get.queryOptions(7), select: (p) => p.name });
    expectTypeOf(selected.data).toEqualTypeOf<string | null | undefined>();
  });

  test("ids are numbers, and the per-call options are the SDK's, without signal", () => {
    // @ts-expect-error an id is a number
    api.ownedProducts.get.queryOptions("7");
    // @ts-expect-error TanStack gives the signal
    api.ownedProducts.get.queryOptions(7, { signal: AbortSignal.timeout(1) });
    api.ownedProducts.get.queryOptions(7, { timeoutMs: 1_000, validation: "strict" });
  });
});

describe("infiniteQueryOptions", () => {
  test("pages are the SDK's responses; page parameters are cursors", () => {
    const options = api.ownedProducts.search.infiniteQueryOptions({ limit: 50 });
    // TanStack's own default for TData leaves the page parameter unknown in `data`...
    expectTypeOf(useInfiniteQuery(options).data).toEqualTypeOf<
      InfiniteData<OwnedProductSearchResult> | undefined
    >();
    // ...and the options type it everywhere they hand one over.
    expectTypeOf(options.initialPageParam).toEqualTypeOf<PaginationCursor>();
    expectTypeOf(options.queryFn)
      .parameter(0)
      .toHaveProperty("pageParam")
      .toEqualTypeOf<PaginationCursor>();
    expectTypeOf(options.getNextPageParam).parameter(2).toEqualTypeOf<PaginationCursor>();
    expectTypeOf(options.getNextPageParam).returns.toEqualTypeOf<
      PaginationCursor | null | undefined
    >();
    const tenants = useInfiniteQuery(api.tenants.list.infiniteQueryOptions({ pageSize: 50 }));
    expectTypeOf(tenants.data?.pages).toEqualTypeOf<TenantPage[] | undefined>();
  });

  test("fetchInfiniteQuery and maxPages take them as they are", async () => {
    const data = await queryClient.fetchInfiniteQuery(api.tenants.list.infiniteQueryOptions());
    expectTypeOf(data).toEqualTypeOf<InfiniteData<TenantPage, PaginationCursor>>();
    useInfiniteQuery({ ...api.tenants.list.infiniteQueryOptions({ pageSize: 5 }), maxPages: 3 });
  });

  test("only the paginated operations have one; zeroBased belongs to the tenant list", () => {
    expectTypeOf(api.ownedProducts.get).not.toHaveProperty("infiniteQueryOptions");
    expectTypeOf(api.purchaseHistory.get).not.toHaveProperty("infiniteQueryOptions");
    api.tenants.list.infiniteQueryOptions({ pageNumber: 0, zeroBased: true });
    api.ownedProducts.search.infiniteQueryOptions(
      { limit: 5 },
      {
        // @ts-expect-error TanStack's option, not the SDK's: spread it into the options instead
        maxPages: 3,
      },
    );
  });
});

test("a typed client's filters are checked in the params", () => {
  const typed: Queries<{ status?: string }> = createQueries(
    client as unknown as Client<{ status?: string }>,
  );
  typed.ownedProducts.search.infiniteQueryOptions({ status: "Active" });
  // @ts-expect-error a misspelt filter
  typed.ownedProducts.search.infiniteQueryOptions({ staus: "Active" });
});
