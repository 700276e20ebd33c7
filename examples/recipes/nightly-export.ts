// node nightly-export.ts <out.jsonl>: every tenant's purchase history, one JSON line each, from
// the service at OWNED_PRODUCTS_URL (default the mock's address, `npx owned-products-sdk mock`).
// Exits 0 once the export is complete. After a failure or a kill, run it again on the same file:
// it goes on from the last checkpoint.
import { createClient } from "owned-products-sdk";
import { exportPurchaseHistories } from "./export-histories.ts";
import { fileStore } from "./file-store.ts";

const [file] = process.argv.slice(2);
if (file === undefined) {
  console.error("usage: node nightly-export.ts <out.jsonl>");
  process.exit(2);
}
const client = createClient({
  baseUrl: process.env["OWNED_PRODUCTS_URL"] ?? "http://127.0.0.1:4010",
  auth: process.env["OWNED_PRODUCTS_TOKEN"], // none for the mock
  retry: { limit: 4 }, // each request; a run that still fails is run again
});
const count = await exportPurchaseHistories(client, fileStore(file));
console.log(`${file}: exported ${count} purchase histories, the export is complete`);
