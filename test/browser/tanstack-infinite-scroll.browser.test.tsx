// A React component with @tanstack/react-query's useInfiniteQuery over the /tanstack-query entry
// (the built package), in a real Chromium against msw's service worker: scrolled to the end, it
// shows every owned product exactly once, a server that clamps the window size followed, and no
// request is made past the end.
import { QueryClient, QueryClientProvider, useInfiniteQuery } from "@tanstack/react-query";
import { setupWorker } from "msw/browser";
import { createClient } from "owned-products-sdk";
import { createQueries } from "owned-products-sdk/tanstack-query";
import { createHandlers, makeDataset } from "owned-products-sdk/testing";
import { useEffect, useRef } from "react";
import { createRoot } from "react-dom/client";
import { afterAll, beforeAll, expect, test, vi } from "vitest";

const dataset = makeDataset({ seed: "scroll", tenants: 12, productsPerTenant: 5 });
// The server serves at most 7 products a window, whatever the page asks for.
const worker = setupWorker(...createHandlers(dataset, { baseUrl: "/api", maxLimit: 7 }));
const searches: string[] = [];
worker.events.on("request:start", ({ request }) => {
  const url = new URL(request.url);
  if (url.pathname === "/api/owned-products") searches.push(url.search);
});
beforeAll(async () => {
  await worker.start({ quiet: true, onUnhandledFrame: "error" });
});
afterAll(() => worker.stop());

const api = createQueries(createClient({ baseUrl: "/api" }), { onWarning: () => {} });

// Under churn: another client inserts a product at the front before every window but the first,
// shifting one already shown into each next window (the mock's `insert:1,at=0`).
const churning = makeDataset({ seed: "churn", tenants: 8, productsPerTenant: 5 });
const churningIds = churning.ownedProducts.map((product) => product.ownedProductId);
worker.use(
  ...createHandlers(churning, {
    baseUrl: "/churn",
    faults: {
      searchOwnedProducts: { kind: "insert", at: 0, when: (r) => !r.url.includes("offset=0&") },
    },
  }),
);
const churnApi = createQueries(createClient({ baseUrl: "/churn" }), { onWarning: () => {} });

/** Every owned product, 20 asked at a time, the next window fetched as the list's end shows. */
function Products({ queries = api }: { queries?: typeof api }) {
  const query = useInfiniteQuery(queries.ownedProducts.search.infiniteQueryOptions({ limit: 20 }));
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const list = useRef<HTMLDivElement>(null);
  const end = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (!end.current || !hasNextPage) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting && !isFetchingNextPage) void fetchNextPage();
      },
      { root: list.current },
    );
    observer.observe(end.current);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const products = query.data?.pages.flatMap((window) => window.list ?? []) ?? [];
  return (
    <div ref={list} data-testid="list" style={{ height: "120px", overflowY: "auto" }}>
      <ul>
        {products.map((product) => (
          <li
            key={product.ownedProductId}
            data-id={product.ownedProductId}
            style={{ height: "30px" }}
          >
            {product.name}
          </li>
        ))}
        {hasNextPage ? <li ref={end}>Loading…</li> : query.isSuccess && <li data-done>End</li>}
      </ul>
    </div>
  );
}

test("scrolled to the end, the list shows every product once, and no request goes past the end", async () => {
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  root.render(
    <QueryClientProvider client={new QueryClient()}>
      <Products />
    </QueryClientProvider>,
  );
  const scrolled = () => {
    const list = container.querySelector<HTMLElement>("[data-testid=list]");
    if (list) list.scrollTop = list.scrollHeight; // the user scrolls down
    return container.querySelector("[data-done]");
  };
  await vi.waitFor(() => expect(scrolled()).not.toBeNull(), { timeout: 15_000, interval: 50 });

  const shown = [...container.querySelectorAll("li[data-id]")].map((li) =>
    Number(li.getAttribute("data-id")),
  );
  expect(shown).toEqual(dataset.ownedProducts.map((product) => product.ownedProductId));
  const windows = Math.ceil(dataset.ownedProducts.length / 7);
  expect(searches).toHaveLength(windows);
  expect(searches[0]).toBe("?offset=0&limit=20");
  expect(searches[1]).toBe("?offset=7&limit=7");
  root.unmount();
  container.remove();
});

test("under churn, each product shows once: no repeated React key, every product first served", async () => {
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  const errors = vi.spyOn(console, "error");
  root.render(
    <QueryClientProvider client={new QueryClient()}>
      <Products queries={churnApi} />
    </QueryClientProvider>,
  );
  const scrolled = () => {
    const list = container.querySelector<HTMLElement>("[data-testid=list]");
    if (list) list.scrollTop = list.scrollHeight;
    return container.querySelector("[data-done]");
  };
  await vi.waitFor(() => expect(scrolled()).not.toBeNull(), { timeout: 15_000, interval: 50 });
  const shown = [...container.querySelectorAll("li[data-id]")].map((li) =>
    Number(li.getAttribute("data-id")),
  );
  expect(new Set(shown).size).toBe(shown.length);
  expect(shown.filter((id) => churningIds.includes(id))).toEqual(churningIds);
  // React warns of a repeated key through console.error.
  expect(errors.mock.calls.filter((call) => String(call[0]).includes("same key"))).toEqual([]);
  errors.mockRestore();
  root.unmount();
  container.remove();
});
