// `invalidItems: "skip"` checks a body element by element in a chunk the client loads the first
// time a body is turned down (issue 35: a client that never skips does not carry it). Loaded from
// the installed tarball, the two ways an app can: ESM `import()`, and CommonJS, where the chunk is
// `require`d (a CommonJS host without an ESM loader, Jest's default VM, cannot run `import()`).
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, inject, test } from "vitest";

const { consumerDir } = inject("packed");
const dist = join(consumerDir, "node_modules", "owned-products-sdk", "dist");

// A server whose search window's second element breaks the contract (`qty` is an int32), and a
// skipping client that reads one window; prints what it got.
const script = (load: string) => `
const http = require("node:http");
(async () => {
  const sdk = ${load};
  const product = (id, qty) => ({ ownedProductId: id, productId: 5, qty, tenantId: 1,
    price: 100, fullProductPrice: 100, effectiveAt: "2024-01-01T00:00:00Z" });
  const server = http.createServer((request, response) => {
    const list = [product(1, 1), product(2, "two"), product(3, 3)];
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify({ totalResultCount: 3, offset: 0, limit: 3, list, warnings: null }));
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const reports = [];
  const client = sdk.createClient({
    baseUrl: "http://127.0.0.1:" + server.address().port,
    invalidItems: "skip",
    onInvalidItem: (report) => reports.push(report.path.join(".") + "#" + report.id),
  });
  const window = await client.ownedProducts.search({ limit: 3 });
  server.close();
  console.log(JSON.stringify({ ids: window.list.map((p) => p.ownedProductId), reports }));
})().catch((error) => { console.error(error); process.exit(1); });
`;

function run(file: string, source: string): unknown {
  writeFileSync(join(consumerDir, file), source);
  const out = execFileSync(process.execPath, [file], { cwd: consumerDir, encoding: "utf8" });
  return JSON.parse(out);
}

describe("invalidItems skip's chunk, loaded from the installed package", () => {
  const expected = { ids: [1, 3], reports: ["list.1#2"] };

  test("is a file of its own, which the root entry does not import statically", () => {
    const chunks = readdirSync(dist).filter((file) => file.startsWith("skip-invalid-items-"));
    // Sorted: the hash in each name decides the order readdir gives.
    expect(chunks.map((file) => file.replace(/-\w+\./, "-*.")).sort()).toEqual([
      "skip-invalid-items-*.cjs",
      "skip-invalid-items-*.js",
    ]);
    const root = readFileSync(join(dist, "index.js"), "utf8");
    expect(root).not.toMatch(/^import .*skip-invalid-items/m);
  });

  test("ESM: loaded with import() on the first skip", () => {
    expect(run("skip-esm.cjs", script('await import("owned-products-sdk")'))).toEqual(expected);
  });

  test("CommonJS: loaded with require, never import()", () => {
    const cjs = readFileSync(join(dist, "index.cjs"), "utf8");
    expect(cjs).not.toMatch(/\bimport\(/);
    expect(run("skip-cjs.cjs", script('require("owned-products-sdk")'))).toEqual(expected);
  });
});
