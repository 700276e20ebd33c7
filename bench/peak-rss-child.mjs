// One measurement of bench/memory.bench.ts, in a fresh process: fetches the purchase history at
// argv[3] once, the way argv[2] says, and prints the process's peak RSS in MiB. "fetch": bare
// `fetch` + `response.json()`, no validation; "sdk": the built client's `purchaseHistory.get`,
// validation on (the default).
import process from "node:process";

const [mode, baseUrl] = process.argv.slice(2);
async function history() {
  if (mode === "fetch") return (await fetch(`${baseUrl}/tenants/1/purchase-history`)).json();
  const { createClient } = await import("../dist/index.js");
  return createClient({ baseUrl }).purchaseHistory.get(1);
}
const count = (await history()).products.length;
process.stdout.write(
  `${JSON.stringify({ count, peakMiB: process.resourceUsage().maxRSS / 1024 })}\n`,
);
