"use client"; // for Next.js: a component of the browser, rendered on the server first

import { useInfiniteQuery } from "@tanstack/react-query";
import { createClient } from "owned-products-sdk";
import { createQueries } from "owned-products-sdk/tanstack-query";
import { useEffect, useRef } from "react";

// Through the backend of the first recipe. In a browser "/api" is resolved against the page; a
// server rendering the page has none, so it gets the app's origin: the same URL, and so the same
// query keys (they hold the base URL) for the data it hands over.
const baseUrl = typeof document === "undefined" ? `${process.env["APP_ORIGIN"]}/api` : "/api";
const api = createQueries(createClient({ baseUrl }));

/** Every active owned product, 50 at a time, the next window fetched as the list's end shows. */
export function ActiveProducts() {
  const query = useInfiniteQuery(
    api.ownedProducts.search.infiniteQueryOptions({ limit: 50, status: "Active" }),
  );
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const end = useRef<HTMLLIElement>(null);
  useEffect(() => {
    const element = end.current;
    if (!element || !hasNextPage) return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (query.isError) return <p role="alert">Could not load the products: {query.error.message}</p>;
  const products = query.data?.pages.flatMap((window) => window.list ?? []) ?? [];
  return (
    <ul>
      {products.map((product) => (
        <li key={product.ownedProductId}>{product.name}</li>
      ))}
      {hasNextPage && <li ref={end}>Loading…</li>}
    </ul>
  );
}
