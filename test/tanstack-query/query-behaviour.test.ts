// What a query does with TanStack's machinery: the signal reaches the request, errors are the
// SDK's, one layer retries, maxPages works both ways, and a dehydrated infinite query goes on
// where it stopped once hydrated.
import {
  dehydrate,
  hydrate,
  InfiniteQueryObserver,
  type DehydratedState,
} from "@tanstack/query-core";
import {
  createClient,
  isHttpError,
  isPaginationError,
  isSdkError,
  type OwnedProduct,
} from "owned-products-sdk";
import { createQueries } from "owned-products-sdk/tanstack-query";
import { describe, expect, test, vi } from "vitest";
import {
  BASE,
  dataset,
  newQueryClient,
  productIds,
  quickClient,
  scrollToEnd,
  useService,
} from "./serve.js";

const { requests, serve } = useService();
const ids = (pages: readonly { list?: readonly OwnedProduct[] | null | undefined }[]) =>
  pages.flatMap((page) => page.list ?? []).map((product) => product.ownedProductId);

test("each option's data is the SDK's validated response", async () => {
  const api = createQueries(quickClient());
  const queryClient = newQueryClient();
  const tenant = dataset.tenants[0]?.id ?? 0;
  const history = await queryClient.fetchQuery(api.purchaseHistory.get.queryOptions(tenant));
  expect(history.tenantId).toBe(tenant);
  const product = await queryClient.fetchQuery(
    api.ownedProducts.get.queryOptions(productIds[3] ?? 0),
  );
  expect(product.ownedProductId).toBe(productIds[3]);
  const window = await queryClient.fetchQuery(
    api.ownedProducts.search.queryOptions({ offset: 0, limit: 20 }),
  );
  expect([window.offset, window.list?.length, window.totalResultCount]).toEqual([
    0,
    20,
    productIds.length,
  ]);
  const page = await queryClient.fetchQuery(
    api.tenants.list.queryOptions({ pageNumber: 2, pageSize: 5 }),
  );
  expect(page.pageNumber).toBe(2);
});

test("cancelling a query aborts its request through TanStack's signal", async () => {
  let seen: AbortSignal | undefined;
  const client = createClient({
    baseUrl: BASE,
    fetch: (input) => {
      seen = (input as Request).signal;
      return new Promise<Response>((_, reject) => {
        seen?.addEventListener("abort", () => reject(seen?.reason));
      });
    },
  });
  const api = createQueries(client);
  const queryClient = newQueryClient();
  const options = api.ownedProducts.get.queryOptions(7);
  const pending = queryClient.fetchQuery(options).catch((error: unknown) => error);
  await vi.waitFor(() => expect(seen).toBeDefined());
  await queryClient.cancelQueries({ queryKey: options.queryKey });
  expect(seen?.aborted).toBe(true);
  await pending;
});

test("an infinite query's page request is aborted too", async () => {
  serve({ faults: { searchOwnedProducts: { kind: "delay", ms: "infinite", nth: 2 } } });
  const api = createQueries(quickClient());
  const queryClient = newQueryClient();
  const options = api.ownedProducts.search.infiniteQueryOptions({ limit: 20 });
  await queryClient.fetchInfiniteQuery(options);
  const observer = new InfiniteQueryObserver(queryClient, options);
  const next = observer.fetchNextPage();
  await vi.waitFor(() => expect(requests).toHaveLength(2));
  await queryClient.cancelQueries({ queryKey: options.queryKey });
  await next;
  // The data held stays: the first window, and no page for the cancelled one.
  expect(queryClient.getQueryData<{ pages: unknown[] }>(options.queryKey)?.pages).toHaveLength(1);
});

describe("errors and retries", () => {
  test("an error is the SDK's typed error", async () => {
    const api = createQueries(quickClient());
    const error = await newQueryClient()
      .fetchQuery(api.ownedProducts.get.queryOptions(1))
      .catch((error: unknown) => error);
    expect(isHttpError(error, 404)).toBe(true);
    expect((error as Error).message).toMatch(/^404 Not Found: GET \/owned-products\/1/);
  });

  test("a first window that answers another offset fails with a PaginationError", async () => {
    serve({
      faults: {
        searchOwnedProducts: { kind: "invalid", change: (body) => ({ ...body, offset: 0 }) },
      },
    });
    const api = createQueries(quickClient());
    const error = await newQueryClient()
      .fetchInfiniteQuery(api.ownedProducts.search.infiniteQueryOptions({ offset: 20, limit: 20 }))
      .catch((error: unknown) => error);
    expect(isPaginationError(error) && isSdkError(error)).toBe(true);
  });

  test("the SDK retries and TanStack does not: 3 requests for a failing call, not 12", async () => {
    serve({ faults: { ownedProduct: { kind: "status", status: 503 } } });
    const api = createQueries(quickClient());
    const options = api.ownedProducts.get.queryOptions(productIds[0] ?? 0);
    expect(options.retry).toBe(false);
    const error = await newQueryClient()
      .fetchQuery(options)
      .catch((error: unknown) => error);
    expect(isHttpError(error, 503)).toBe(true);
    expect(requests).toHaveLength(3);
  });

  test("turned round: the SDK's retry off per call, TanStack's on", async () => {
    serve({ faults: { ownedProduct: { kind: "status", status: 503, times: 1 } } });
    const api = createQueries(quickClient());
    const options = api.ownedProducts.get.queryOptions(productIds[0] ?? 0, { retry: { limit: 0 } });
    const product = await newQueryClient().fetchQuery({ ...options, retry: 1, retryDelay: 0 });
    expect(product.ownedProductId).toBe(productIds[0]);
    expect(requests).toHaveLength(2);
  });
});

test("maxPages keeps the last pages, and getPreviousPageParam fetches the ones dropped", async () => {
  const api = createQueries(quickClient());
  const queryClient = newQueryClient();
  const options = { ...api.ownedProducts.search.infiniteQueryOptions({ limit: 20 }), maxPages: 2 };
  const { result, observer } = await scrollToEnd(queryClient, options);
  expect(ids(result.data?.pages ?? [])).toEqual(productIds.slice(40));
  expect(result.hasPreviousPage).toBe(true);
  const unsubscribe = observer.subscribe(() => {});
  let back = await observer.fetchPreviousPage();
  expect(ids(back.data?.pages ?? [])).toEqual(productIds.slice(20, 60));
  back = await observer.fetchPreviousPage();
  expect(ids(back.data?.pages ?? [])).toEqual(productIds.slice(0, 40));
  expect(back.hasPreviousPage).toBe(false);
  unsubscribe();
});

test("a refetch that goes on from a page fetched backwards warns of nothing when nothing is wrong", async () => {
  const warnings: unknown[] = [];
  const api = createQueries(quickClient(), { onWarning: (warning) => warnings.push(warning) });
  const options = { ...api.ownedProducts.search.infiniteQueryOptions({ limit: 20 }), maxPages: 3 };
  const { observer } = await scrollToEnd(newQueryClient(), options);
  const unsubscribe = observer.subscribe(() => {});
  await observer.fetchPreviousPage(); // offsets 0, 20, 40 held
  await observer.refetch();
  let result = observer.getCurrentResult();
  while (result.hasNextPage) result = await observer.fetchNextPage();
  unsubscribe();
  expect(ids(result.data?.pages ?? [])).toEqual(productIds.slice(20));
  expect(warnings).toEqual([]);
});

test("prefetched on a server, dehydrated through JSON and hydrated, the query goes on where it stopped", async () => {
  const server = newQueryClient();
  const serverApi = createQueries(quickClient());
  await server.prefetchInfiniteQuery(
    serverApi.ownedProducts.search.infiniteQueryOptions({ limit: 25 }),
  );
  const state = JSON.parse(JSON.stringify(dehydrate(server))) as DehydratedState;

  const browser = newQueryClient();
  hydrate(browser, state);
  const browserApi = createQueries(quickClient());
  const options = browserApi.ownedProducts.search.infiniteQueryOptions({ limit: 25 });
  const observer = new InfiniteQueryObserver(browser, { ...options, staleTime: Infinity });
  const unsubscribe = observer.subscribe(() => {});
  let result = observer.getCurrentResult();
  expect(result.data?.pages).toHaveLength(1);
  while (result.hasNextPage) result = await result.fetchNextPage();
  unsubscribe();
  expect(ids(result.data?.pages ?? [])).toEqual(productIds);
  expect(requests.map((url) => url.searchParams.get("offset"))).toEqual(["0", "25", "50"]);
});

describe("warnings", () => {
  test("by default, the console once per query and code", async () => {
    serve({ maxLimit: 10 });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const api = createQueries(quickClient());
    const queryClient = newQueryClient();
    await scrollToEnd(queryClient, api.ownedProducts.search.infiniteQueryOptions({ limit: 20 }));
    await scrollToEnd(queryClient, api.ownedProducts.search.infiniteQueryOptions({ limit: 30 }));
    expect(warn.mock.calls.map(([text]) => text)).toEqual([
      expect.stringMatching(
        /^owned-products-sdk: ownedProducts.search \(infinite query\): pagination warning "server-warning": .*/,
      ),
      expect.stringContaining('"server-warning"'),
    ]);
  });

  test("createQueries' onWarning takes each one, with the query's key", async () => {
    serve({
      faults: { listTenants: { kind: "invalid", change: (body) => ({ ...body, totalPages: 9 }) } },
    });
    const onWarning = vi.fn();
    const api = createQueries(quickClient(), { onWarning });
    const options = api.tenants.list.infiniteQueryOptions({ pageSize: 5 });
    await scrollToEnd(newQueryClient(), options);
    expect(onWarning.mock.calls).toEqual([
      [expect.objectContaining({ code: "empty-page", ended: true }), options.queryKey],
    ]);
  });
});
