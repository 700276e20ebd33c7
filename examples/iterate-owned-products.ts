// Iterating every owned product with paginateWindow: warnings, concurrency, .pages(), a capped
// toArray, and resuming after a failure.
//
//   node examples/iterate-owned-products.ts
//   OWNED_PRODUCTS_URL=http://127.0.0.1:4010 node examples/iterate-owned-products.ts   (the mock)
//
// (Node 22.18+ runs TypeScript directly. In a clone of the SDK's repository, `npm run build`
// first, and `npx node` runs the Node 24 of its devDependencies.)
// Without OWNED_PRODUCTS_URL it pages through an in-memory service that clamps the window to 40
// items and fails once, so that every behaviour shows.
import {
  isPageFetchError,
  paginateWindow,
  type OwnedProduct,
  type OwnedProductSearchResult,
  type PaginationResumePoint,
  type WindowRequest,
} from "owned-products-sdk";
import { serviceUrl, URL_VARIABLE } from "./service-url.ts";

const baseUrl = process.env[URL_VARIABLE] ? await serviceUrl() : undefined;

/** One window over HTTP with plain fetch (the SDK's client does the same with retries and validation). */
async function fetchOverHttp({
  offset,
  limit,
  signal,
}: WindowRequest): Promise<OwnedProductSearchResult> {
  const url = `${baseUrl}/owned-products?offset=${offset}&limit=${limit}`;
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${response.statusText}`);
  return (await response.json()) as OwnedProductSearchResult;
}

/** An in-memory service of 250 products: clamps limit to 40 and fails once at offset 120. */
const products: OwnedProduct[] = Array.from({ length: 250 }, (_, i) => ({
  ownedProductId: i + 1,
  name: `Product ${i + 1}`,
  productId: 7,
  qty: 1,
  tenantId: 42,
  price: 1999,
  fullProductPrice: 2499,
  effectiveAt: "2024-01-01T00:00:00Z",
}));
let failedOnce = false;
async function fetchInMemory({ offset, limit }: WindowRequest): Promise<OwnedProductSearchResult> {
  await new Promise((resolve) => setTimeout(resolve, 20)); // network latency
  if (offset === 120 && !failedOnce) {
    failedOnce = true;
    throw new Error("503 Service Unavailable");
  }
  const clamped = Math.min(limit, 40);
  const list = products.slice(offset, offset + clamped);
  const warnings = offset === 0 ? ["results may lag by a few seconds"] : null;
  return { totalResultCount: products.length, offset, limit: clamped, list, warnings };
}

const fetchWindow = baseUrl === undefined ? fetchInMemory : fetchOverHttp;
const options = {
  limit: 100,
  concurrency: 4,
  onWarning: (warning: { code: string; message: string }) =>
    console.warn(`warning [${warning.code}]: ${warning.message}`),
};

// 1. Every item, in order, resuming where a failure stopped the run.
let start: PaginationResumePoint | Record<string, never> = {};
let count = 0;
let failures = 0;
for (;;) {
  try {
    for await (const product of paginateWindow(fetchWindow, { ...options, ...start })) {
      count += 1;
      if (count % 50 === 0)
        console.log(`#${count}: ${product.ownedProductId} ${product.name ?? ""}`);
    }
    break;
  } catch (error) {
    // A few resumes, not endless ones: a server that stays down ends the run.
    if (!isPageFetchError(error) || ++failures > 3) throw error;
    console.warn(`${error.message}; resuming`);
    start = error.resumeFrom;
  }
}
console.log(`iterated ${count} products`);

// 2. Whole windows, with their echoed counts: here the first three.
for await (const window of paginateWindow(fetchWindow, { limit: 40, maxPages: 3 }).pages()) {
  console.log(
    `window at offset ${window.offset}: ${window.items.length} items of ${window.totalResultCount}`,
  );
}

// 3. Collecting into an array is capped: past `max` it rejects rather than filling memory.
const first = await paginateWindow(fetchWindow, { limit: 40, maxItems: 60 }).toArray({ max: 100 });
console.log(`collected the first ${first.length} products`);
