// A TanStack Query app's code against the /tanstack-query entry, typechecked against the
// installed tarball by test/package/types.test.ts: the options go into query-core's QueryClient
// as they are, with the SDK's data types.
import { QueryClient, type InfiniteData } from "@tanstack/query-core";
import {
  createClient,
  type OwnedProduct,
  type PaginationCursor,
  type TenantPage,
} from "owned-products-sdk";
import { createQueries, type QueriesOptions } from "owned-products-sdk/tanstack-query";

const options: QueriesOptions = { onWarning: (warning) => console.warn(warning.code) };
const api = createQueries(createClient({ baseUrl: "https://api.example.com" }), options);
const queryClient = new QueryClient();

export const product: Promise<OwnedProduct> = queryClient.fetchQuery(
  api.ownedProducts.get.queryOptions(7),
);
export const tenants: Promise<InfiniteData<TenantPage, PaginationCursor>> =
  queryClient.fetchInfiniteQuery(api.tenants.list.infiniteQueryOptions({ pageSize: 50 }));
export const invalidated: Promise<void> = queryClient.invalidateQueries({ queryKey: api.key });

// @ts-expect-error an id is a number
export const wrong = api.ownedProducts.get.queryOptions("7");
