// The query keys: serializable, hierarchical (the SDK, a client, a resource, an operation, a
// call), never shared by a plain and an infinite query or by two clients of different base URLs.
import { hashKey, matchQuery } from "@tanstack/query-core";
import { createClient } from "owned-products-sdk";
import { createQueries, queryKeyRoot } from "owned-products-sdk/tanstack-query";
import { expect, test } from "vitest";
import { BASE, dataset, newQueryClient, quickClient, useService } from "./serve.js";

const { requests } = useService();
const api = createQueries(createClient({ baseUrl: BASE }));
const other = createQueries(createClient({ baseUrl: `${BASE}/v2` }));

test("a key is the SDK, the client's base URL, the resource, the operation, the kind and the argument", () => {
  expect(
    api.ownedProducts.search.queryOptions({ offset: 0, limit: 20, status: "Active" }).queryKey,
  ).toEqual([
    "owned-products-sdk",
    BASE,
    "ownedProducts",
    "search",
    "query",
    { offset: 0, limit: 20, status: "Active" },
  ]);
  expect(api.purchaseHistory.get.queryKey(42)).toEqual([
    queryKeyRoot,
    BASE,
    "purchaseHistory",
    "get",
    "query",
    42,
  ]);
  expect(api.tenants.list.infiniteQueryOptions({ pageSize: 50 }).queryKey).toEqual(
    api.tenants.list.infiniteQueryKey({ pageSize: 50 }),
  );
});

test("every key survives JSON unchanged, so dehydrated queries find theirs again", () => {
  const keys = [
    api.key,
    api.tenants.key,
    api.ownedProducts.search.key,
    api.ownedProducts.get.queryKey(7),
    api.ownedProducts.search.infiniteQueryKey({ limit: 50, status: "Active" }),
  ];
  for (const key of keys) expect(JSON.parse(JSON.stringify(key))).toEqual(key);
});

test("a plain and an infinite query of the same params never share a key", () => {
  const params = { limit: 50, status: "Active" };
  const plain = hashKey(api.ownedProducts.search.queryOptions(params).queryKey);
  const infinite = hashKey(api.ownedProducts.search.infiniteQueryOptions(params).queryKey);
  expect(plain).not.toBe(infinite);
  expect(hashKey(api.tenants.list.queryKey({ pageSize: 5 }))).not.toBe(
    hashKey(api.tenants.list.infiniteQueryKey({ pageSize: 5 })),
  );
});

test("two clients of different base URLs never share a key, nor a prefix below the root", () => {
  expect(hashKey(api.ownedProducts.get.queryKey(7))).not.toBe(
    hashKey(other.ownedProducts.get.queryKey(7)),
  );
  const query = { queryKey: other.ownedProducts.get.queryKey(7), queryHash: "" };
  expect(matchQuery({ queryKey: api.key }, query as never)).toBe(false);
  expect(matchQuery({ queryKey: [queryKeyRoot] }, query as never)).toBe(true);
});

test("the caller's params object can change later without changing the key", () => {
  const params = { limit: 50, status: "Active" };
  const { queryKey } = api.ownedProducts.search.infiniteQueryOptions(params);
  params.status = "Expired";
  expect(queryKey[5]).toEqual({ limit: 50, status: "Active" });
});

test("invalidating a resource refetches its queries, and no other resource's", async () => {
  const queryClient = newQueryClient();
  const mine = createQueries(quickClient());
  const theirs = createQueries(quickClient(`${BASE}/`)); // the same service, another spelling
  expect(theirs.key).toEqual(mine.key); // normalised by the client: one base URL, one cache
  const productId = dataset.ownedProducts[0]?.ownedProductId ?? 0;
  await queryClient.fetchQuery(mine.tenants.list.queryOptions({ pageSize: 5 }));
  await queryClient.fetchQuery(mine.ownedProducts.get.queryOptions(productId));
  requests.length = 0;
  await queryClient.invalidateQueries({ queryKey: mine.tenants.key, refetchType: "all" });
  expect(requests.map((url) => url.pathname)).toEqual(["/tenants"]);
  const state = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
  expect(state(mine.ownedProducts.get.queryKey(productId))).toBe(false);
});
