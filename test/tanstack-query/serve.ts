// The mock service of the testing kit behind msw, with a log of the requests it was sent, and
// the TanStack pieces the tests drive: a real QueryClient and an observer that scrolls to the end.
import {
  InfiniteQueryObserver,
  QueryClient,
  type InfiniteData,
  type QueryKey,
} from "@tanstack/query-core";
import { setupServer } from "msw/node";
import { createClient, type PaginationCursor } from "owned-products-sdk";
import { createHandlers, makeDataset, type MockServiceOptions } from "owned-products-sdk/testing";
import type { SdkInfiniteQueryOptions } from "owned-products-sdk/tanstack-query";
import { afterAll, afterEach, beforeAll } from "vitest";

export const BASE = "https://api.example.test";
export const dataset = makeDataset({ seed: "tanstack", tenants: 13, productsPerTenant: 5 });
export const productIds = dataset.ownedProducts.map((product) => product.ownedProductId);
export const tenantIds = dataset.tenants.map((tenant) => tenant.id);

/** msw serving `dataset`; `serve(options)` swaps the service's behaviour for one test. */
export function useService() {
  const server = setupServer(...createHandlers(dataset, { baseUrl: BASE }));
  const requests: URL[] = [];
  beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
  beforeAll(() => {
    server.events.on("request:start", ({ request }) => {
      requests.push(new URL(request.url));
    });
  });
  afterEach(() => {
    server.resetHandlers();
    requests.length = 0;
  });
  afterAll(() => server.close());
  return {
    requests,
    serve: (options: Omit<MockServiceOptions, "baseUrl"> & { baseUrl?: string }) =>
      server.use(...createHandlers(dataset, { baseUrl: BASE, ...options })),
  };
}

/** A client of the mock service that retries at once (no backoff to wait through). */
export const quickClient = (baseUrl = BASE) =>
  createClient({ baseUrl, retry: { baseDelayMs: 1, maxDelayMs: 1, jitter: false } });

/** A QueryClient that never garbage-collects during a test. */
export const newQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { gcTime: Infinity } } });

/**
 * Fetches the first page, then the next while `hasNextPage`, as a user scrolling to the end
 * does, and returns the pages and their params.
 */
export async function scrollToEnd<TPage, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: SdkInfiniteQueryOptions<TPage, TKey> & { maxPages?: number },
) {
  await queryClient.fetchInfiniteQuery(options);
  const observer = new InfiniteQueryObserver(queryClient, options);
  const unsubscribe = observer.subscribe(() => {});
  try {
    let result = observer.getCurrentResult();
    for (let guard = 0; result.hasNextPage; guard++) {
      if (guard > 100) throw new Error("an infinite query that does not end");
      result = await result.fetchNextPage();
    }
    if (result.error) throw result.error;
    const data = result.data as InfiniteData<TPage, PaginationCursor> | undefined;
    return { result, observer, pages: data?.pages ?? [], params: data?.pageParams ?? [] };
  } finally {
    unsubscribe();
  }
}
