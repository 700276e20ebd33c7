import { InfiniteQueryObserver, QueryClient } from "@tanstack/query-core";
import { setupServer } from "msw/node";
import { createClient } from "owned-products-sdk";
import { createHandlers, makeDataset } from "owned-products-sdk/testing";
import { createQueries } from "owned-products-sdk/tanstack-query";
import { afterAll, beforeAll, expect, test } from "vitest";

const service = "https://app.example.test/api";
const dataset = makeDataset({ tenants: 40, productsPerTenant: 5 });
// The server clamps every window to 20 items, whatever the page asks for.
const server = setupServer(...createHandlers(dataset, { baseUrl: service, maxLimit: 20 }));
const requests: string[] = [];
server.events.on("request:start", ({ request }) => {
  requests.push(new URL(request.url).search);
});
beforeAll(() => server.listen({ onUnhandledFrame: "error" })); // msw 2: onUnhandledRequest
afterAll(() => server.close());

test("scrolling to the end shows every active product once, with no request past the end", async () => {
  const api = createQueries(createClient({ baseUrl: service }));
  const options = api.ownedProducts.search.infiniteQueryOptions({ limit: 50, status: "Active" });
  const queryClient = new QueryClient();
  await queryClient.fetchInfiniteQuery(options); // the first window, as the component mounts
  let result = new InfiniteQueryObserver(queryClient, options).getCurrentResult();
  while (result.hasNextPage) result = await result.fetchNextPage(); // each scroll to the end

  const shown = result.data?.pages.flatMap((window) => window.list ?? []) ?? [];
  const active = dataset.ownedProducts.filter((product) => product.status === "Active");
  expect(shown.map((product) => product.ownedProductId)).toEqual(
    active.map((product) => product.ownedProductId),
  );
  expect(requests).toHaveLength(Math.ceil(active.length / 20));
});
