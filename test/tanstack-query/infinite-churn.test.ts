// Infinite queries under churn: rows inserted before the position being read shift items into the
// next page. `data` (what `select` shows) has each item once, by id, as searchAll and listAll
// drop repeats; the pages TanStack stores stay as the server sent them.
import { setupServer } from "msw/node";
import type { OwnedProductSearchResult, TenantPage } from "owned-products-sdk";
import { createQueries } from "owned-products-sdk/tanstack-query";
import { createHandlers, makeDataset } from "owned-products-sdk/testing";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { BASE, newQueryClient, quickClient, scrollToEnd } from "./serve.js";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A fresh dataset served with a row inserted at the front before every request but the first. */
function churning() {
  const data = makeDataset({ seed: "churn", tenants: 9, productsPerTenant: 3 });
  server.use(
    ...createHandlers(data, {
      baseUrl: BASE,
      faults: {
        searchOwnedProducts: { kind: "insert", at: 0, when: (r) => !r.url.includes("offset=0&") },
        listTenants: { kind: "insert", at: 0, when: (r) => !r.url.includes("pageNumber=1&") },
      },
    }),
  );
  return data;
}

const counts = (ids: readonly number[]) => {
  const seen = new Map<number, number>();
  for (const id of ids) seen.set(id, (seen.get(id) ?? 0) + 1);
  return [...seen.values()];
};

test("ownedProducts.search: data shows each product once; the stored pages keep the repeats", async () => {
  const first = churning().ownedProducts.map((product) => product.ownedProductId);
  const queryClient = newQueryClient();
  const options = createQueries(quickClient(), {
    onWarning: () => {},
  }).ownedProducts.search.infiniteQueryOptions({ limit: 5 });
  const { pages } = await scrollToEnd(queryClient, options);
  const shown = pages.flatMap((page) => page.list ?? []).map((p) => p.ownedProductId);
  expect(counts(shown).every((count) => count === 1)).toBe(true);
  expect(shown.filter((id) => first.includes(id))).toEqual(first);
  const stored = queryClient.getQueryData<{ pages: OwnedProductSearchResult[] }>(options.queryKey);
  const served = stored!.pages.flatMap((page) => page.list ?? []).map((p) => p.ownedProductId);
  expect(served.length).toBeGreaterThan(shown.length);
  expect(new Set(served)).toEqual(new Set(shown));
});

test("tenants.list: data shows each tenant once (React keys by id stay unique)", async () => {
  churning();
  const queryClient = newQueryClient();
  const options = createQueries(quickClient(), {
    onWarning: () => {},
  }).tenants.list.infiniteQueryOptions({ pageSize: 4 });
  const { pages } = await scrollToEnd(queryClient, options);
  const shown = pages.flatMap((page) => page.list ?? []).map((tenant) => tenant.id);
  expect(counts(shown).every((count) => count === 1)).toBe(true);
  const stored = queryClient.getQueryData<{ pages: TenantPage[] }>(options.queryKey);
  expect(stored!.pages.flatMap((page) => page.list ?? []).length).toBeGreaterThan(shown.length);
});

test("select returns the same object for the same data, and the data itself when nothing repeats", () => {
  const { select } = createQueries(quickClient()).tenants.list.infiniteQueryOptions();
  const page = (ids: number[]) => ({ list: ids.map((id) => ({ id })) }) as unknown as TenantPage;
  const cursor = { position: 1 } as never;
  const clean = { pages: [page([1, 2]), page([3])], pageParams: [cursor, cursor] };
  expect(select(clean)).toBe(clean);
  const shifted = { pages: [page([1, 2]), page([2, 3])], pageParams: [cursor, cursor] };
  const once = select(shifted);
  expect(once).toBe(select(shifted));
  expect(once.pages[0]).toBe(shifted.pages[0]);
  expect(once.pages[1]?.list).toEqual([{ id: 3 }]);
  expect(shifted.pages[1]?.list).toHaveLength(2);
});
