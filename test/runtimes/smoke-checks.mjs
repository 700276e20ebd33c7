// The checks every runtime runs on the packed package against the loopback API: plain ESM with
// no runtime-specific API, so Node 22, 24 and 26, Bun, Deno (through smoke.mjs) and the edge
// runtimes (edge.test.ts bundles it into a worker) all run this same code. `ok` is called once
// per check passed; the runner compares the list with its own.
import * as sdk from "owned-products-sdk";
import {
  PurchaseHistorySchema,
  REDACTED,
  redactSecrets,
  TenantPageSchema,
} from "owned-products-sdk/schemas";

/**
 * Runs every check against the loopback API at `baseUrl`; throws on the first that fails.
 * `sameRealmJson: false` leaves out the fast path's identity check where `response.json()` makes
 * its objects in another realm than the code (the edge-runtime emulator: its fetch is the host's),
 * so that the fast path rightly leaves them to zod, which returns a copy.
 */
export async function runChecks(baseUrl, ok, { sameRealmJson = true } = {}) {
  function assert(condition, message) {
    if (!condition) throw new Error(`smoke test failed: ${message}`);
  }

  async function getJson(path) {
    const response = await fetch(new URL(path, baseUrl));
    assert(response.ok, `GET ${path} answered ${response.status}`);
    return response.json();
  }

  // What works without the client: the schemas of both entries, on payloads from a real socket.
  async function checkSchemas() {
    assert(sdk.PurchaseHistorySchema === PurchaseHistorySchema, "the root re-exports /schemas");
    ok("the root entry and /schemas load");

    const json = await getJson("/tenants/1/purchase-history");
    const history = PurchaseHistorySchema.parse(json);
    assert(history.tenantId === 1 && history.products.length === 2, "parsed purchase history");
    ok("a purchase history parses");

    // The schemas' fast path (issue 6): valid input comes back as it is, and an input it leaves to
    // zod (an own __proto__ key, as JSON.parse makes it) comes back as zod's copy without that key.
    if (sameRealmJson) {
      assert(history === json, "a valid payload comes back as the same object");
      ok("the fast path returns a valid payload as it is");
    }
    const withProto = JSON.parse(`{"__proto__":{"polluted":true},${JSON.stringify(json).slice(1)}`);
    const copy = PurchaseHistorySchema.parse(withProto);
    assert(copy !== withProto && copy.products.length === 2, "zod's copy of the payload");
    assert(
      !Object.hasOwn(copy, "__proto__") && !("polluted" in {}),
      "no __proto__ key, no pollution",
    );
    ok("an input left to zod parses as zod parses it");

    const broken = structuredClone(json);
    broken.products[1].qty = 1.5;
    const result = PurchaseHistorySchema.safeParse(broken);
    const paths = result.success ? [] : result.error.issues.map((issue) => issue.path.join("."));
    assert(paths.join() === "products.1.qty", `issues name products.1.qty, got [${paths}]`);
    ok("a bad field fails with its path");

    const page = TenantPageSchema.parse(await getJson("/tenants?pageNumber=1&pageSize=2"));
    const password = redactSecrets(page.list[0]).credentials.smtpServerPassword;
    assert(password === REDACTED, "redactSecrets masks the SMTP password");
    ok("a tenant page parses and its secrets are redacted");
  }

  // The client (issue 3) and its pagination (issue 4) against the loopback API.
  async function checkClient() {
    const client = sdk.createClient({ baseUrl });

    const history = await client.purchaseHistory.get(3);
    assert(history.tenantId === 3, `purchaseHistory.get(3) returned tenant ${history.tenantId}`);
    ok("client.purchaseHistory.get");

    const ids = [];
    for await (const tenant of client.tenants.listAll({ pageSize: 2 })) ids.push(tenant.id);
    assert(ids.join() === "1,2,3,4,5", `tenants.listAll yielded [${ids}]`);
    ok("client.tenants.listAll walks every page");
  }

  await checkSchemas();
  await checkClient();
}
