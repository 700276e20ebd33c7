// Iterating every owned product through the client, four windows in flight, and handling each
// kind of failure by its type.
//
//   npx owned-products-sdk mock        (in another terminal: the mock, on http://127.0.0.1:4010)
//   node examples/search-with-client.ts
//   OWNED_PRODUCTS_URL=https://api.example.com node examples/search-with-client.ts
//
// `npm test` runs it against a loopback server that serves 7 owned products.
import {
  createClient,
  HttpError,
  isPageFetchError,
  NetworkError,
  SdkError,
  TimeoutError,
  ValidationError,
} from "owned-products-sdk";
import { serviceUrl } from "./service-url.ts";

const baseUrl = await serviceUrl(); // OWNED_PRODUCTS_URL, or the mock's address
const client = createClient({ baseUrl, retry: { limit: 1, baseDelayMs: 10 } });

// 1. Every owned product, in order, 2 per window, 4 windows in flight.
const seen: number[] = [];
for await (const product of client.ownedProducts.searchAll(
  { limit: 2 },
  { concurrency: 4, onWarning: (w) => console.warn(`warning [${w.code}]: ${w.message}`) },
)) {
  seen.push(product.ownedProductId);
}
console.log(`iterated ${seen.length} owned products: ${seen.join(", ")}`);

// 2. Failures, each told apart by its class.
function explain(error: unknown): string {
  const cause = isPageFetchError(error) ? error.cause : error;
  if (cause instanceof HttpError) return `HTTP ${cause.status}: ${cause.message}`;
  if (cause instanceof ValidationError)
    return `bad payload at ${cause.issues.map((i) => i.path.join(".")).join(", ")}`;
  if (cause instanceof TimeoutError) return `timed out: ${cause.message}`;
  if (cause instanceof NetworkError) return `network: ${cause.message}`;
  if (cause instanceof SdkError) return `SDK error: ${cause.message}`;
  throw error;
}

try {
  await client.ownedProducts.get(999_999);
} catch (error) {
  console.log(explain(error));
}

// Nothing listens on port 2 of loopback: the connection is refused (ECONNREFUSED), a network
// error after one retry. (Not port 9: fetch refuses that port outright, as "bad port".)
const unreachable = createClient({
  baseUrl: "http://127.0.0.1:2",
  retry: { limit: 1, baseDelayMs: 10 },
});
try {
  await unreachable.purchaseHistory.get(3);
} catch (error) {
  console.log(explain(error));
}
