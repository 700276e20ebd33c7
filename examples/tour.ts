// A tour of the SDK in five calls, each told in a line or two: what `npm start` runs against the
// mock it starts. By hand:
//
//   npx owned-products-sdk mock --fault ownedProduct=status:503,times=1,retryAfter=1 \
//     --fault purchaseHistory=invalid,nth=2          (in another terminal)
//   node examples/tour.ts
//
// Against a service without those faults, steps 4 and 5 say that nothing went wrong.
import {
  createClient,
  isTenantDeactivated,
  paymentOutcome,
  ValidationError,
} from "owned-products-sdk";
import { serviceUrl } from "./service-url.ts";

const baseUrl = await serviceUrl(); // OWNED_PRODUCTS_URL, or the mock's address
// Every attempt's status, seen through the client's `fetch` option, to show the retry.
const attempts: string[] = [];
const client = createClient({
  baseUrl,
  fetch: async (request) => {
    const response = await fetch(request);
    const hint = response.headers.get("retry-after");
    attempts.push(`${response.status}${hint === null ? "" : ` (Retry-After: ${hint} s)`}`);
    return response;
  },
});
const say = (step: string, ...lines: string[]) =>
  console.log(`${step}\n${lines.map((line) => `   ${line}`).join("\n")}`);

// 1. A purchase history: one tenant's products and payments, validated.
const [firstTenant] = (await client.tenants.list({ pageSize: 1 })).list ?? [];
if (firstTenant === undefined) throw new Error(`${baseUrl} serves no tenant`);
const history = await client.purchaseHistory.get(firstTenant.id);
const failed = (history.payments ?? []).filter((p) => paymentOutcome(p) === "failed").length;
say(
  `1. A purchase history: client.purchaseHistory.get(${firstTenant.id})`,
  `tenant ${firstTenant.id} (${firstTenant.name ?? "no name"}) owns ${history.products?.length ?? 0} ` +
    `products, ${history.activeProducts?.length ?? 0} of them active; ` +
    `${history.payments?.length ?? 0} payments, ${failed} failed`,
);

// 2. A search iterated: every owned product, window by window.
let windows = 0;
let active = 0;
let products = 0;
for await (const window of client.ownedProducts.searchAll({ limit: 10 }).pages()) {
  windows += 1;
  products += window.items.length;
  active += window.items.filter((product) => product.status === "Active").length;
}
say(
  "2. A search iterated: client.ownedProducts.searchAll({ limit: 10 })",
  `${products} owned products in ${windows} windows of 10, ${active} of them active`,
);

// 3. Tenants listed: every page of the tenant list.
const tenants = await client.tenants.listAll({ pageSize: 4 }).toArray();
const deactivated = tenants.filter(isTenantDeactivated).length;
say(
  "3. Tenants listed: client.tenants.listAll({ pageSize: 4 }).toArray()",
  `${tenants.length} tenants in pages of 4, ${deactivated} of them deactivated`,
);

// 4. A fault retried: the mock answers the first request for a product 503 with Retry-After.
attempts.length = 0;
const product = await client.ownedProducts.get(50001);
say(
  "4. A fault retried: client.ownedProducts.get(50001)",
  `attempts: ${attempts.join(", then ")}`,
  attempts.length > 1
    ? `the client waited as asked and retried; got "${product.name ?? product.ownedProductId}"`
    : `no fault here: got "${product.name ?? product.ownedProductId}" at once`,
);

// 5. An invalid payload caught: the mock breaks the contract on the second purchase history.
try {
  await client.purchaseHistory.get(firstTenant.id);
  say("5. An invalid payload caught", "no fault here: the payload was valid");
} catch (error) {
  if (!(error instanceof ValidationError)) throw error;
  const [issue] = error.issues;
  say(
    `5. An invalid payload caught: client.purchaseHistory.get(${firstTenant.id})`,
    `ValidationError, ${error.issues.length} issue: ${issue?.path.join(".")}: ${issue?.message}`,
    "the call rejects rather than hand your code data that breaks the contract",
  );
}
