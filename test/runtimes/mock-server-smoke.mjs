// startMockServer of the packed package on node:http, under Node, Bun and Deno (runtimes.test.ts
// copies this file beside the installed tarball). It prints one "ok: <check>" line per check.
import { createClient } from "owned-products-sdk";
import { TenantPageSchema } from "owned-products-sdk/schemas";
import { startMockServer } from "owned-products-sdk/testing";

function assert(condition, message) {
  if (!condition) throw new Error(`mock server smoke test failed: ${message}`);
}

const server = await startMockServer({
  dataset: { seed: "runtimes", tenants: 5 },
  // Every request: Bun's and Deno's fetch send a request again once when its connection drops.
  faults: { ownedProduct: { kind: "network" } },
});
assert(/^http:\/\/127\.0\.0\.1:\d+$/.test(server.url), `url ${server.url}`);
console.log("ok: startMockServer listens on 127.0.0.1");

const ids = [];
const client = createClient({ baseUrl: server.url });
for await (const tenant of client.tenants.listAll({ pageSize: 2 })) ids.push(tenant.id);
assert(ids.join() === "1001,1002,1003,1004,1005", `tenants.listAll yielded [${ids}]`);
const page = TenantPageSchema.parse(await (await fetch(`${server.url}/tenants`)).json());
assert(page.totalCount === 5, `fetch saw ${page.totalCount} tenants`);
console.log("ok: the client and fetch read the dataset");

const dropped = await fetch(`${server.url}/owned-products/50001`).then(
  () => "answered",
  (error) => error.name,
);
assert(dropped === "TypeError", `a network fault ${dropped}`);
const missing = await fetch(`${server.url}/tenants/7/purchase-history`);
assert(missing.status === 404, `an unknown id answered ${missing.status}`);
console.log("ok: a dropped connection, then a 404");

await server.close();
const after = await fetch(server.url).then(
  () => "answered",
  (error) => error.name,
);
assert(after === "TypeError", `after close() a request ${after}`);
console.log("ok: close() stops it");

// Deno 2.9 keeps the process alive after the server has closed: not node:http (a server of its own
// closes and Deno ends), but msw, which owned-products-sdk/testing loads, opens a BroadcastChannel
// that Deno cannot unref (runtimes.test.ts, "ends by itself"). Every check has passed by now.
if (globalThis.Deno) globalThis.Deno.exit(0);
