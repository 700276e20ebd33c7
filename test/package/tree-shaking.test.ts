// What a bundle of the installed package keeps when an app imports one schema. esbuild is the
// strict case: it honours `@__NO_SIDE_EFFECTS__` only inside one file, so every module-level call
// into zod carries its own `@__PURE__`. A schema (with its generated fast-path check) must come
// with what it nests and nothing else; size-limit (.size-limit.mjs) measures rolldown's bundles.
// A browser app's bundle, last, carries no `node:` import.
import { build } from "esbuild";
import { describe, expect, inject, test } from "vitest";

const { consumerDir } = inject("packed");

/** The unminified bundle of `import { <name> } from "<entry>"`, its dependencies included. */
async function bundle(
  name: string,
  entry = "owned-products-sdk/schemas",
  platform: "neutral" | "browser" = "neutral",
): Promise<string> {
  const result = await build({
    stdin: {
      contents: `import { ${name} } from "${entry}"; console.log(${name});`,
      resolveDir: consumerDir,
    },
    absWorkingDir: consumerDir,
    bundle: true,
    format: "esm",
    platform,
    mainFields: ["module", "main"],
    write: false,
    logLevel: "silent",
  });
  return result.outputFiles[0]?.text ?? "";
}

const checksIn = (code: string) =>
  [...code.matchAll(/^function (accepts\w+)\(/gm)].map((match) => match[1]).sort();

describe("a bundle of one schema keeps that schema's checks and no other", () => {
  test.each([
    ["PurchaseHistorySchema", ["acceptsOwnedProduct", "acceptsPayment", "acceptsPurchaseHistory"]],
    [
      "PurchaseHistoryStrictSchema",
      ["acceptsOwnedProductStrict", "acceptsPaymentStrict", "acceptsPurchaseHistoryStrict"],
    ],
    ["OwnedProductSchema", ["acceptsOwnedProduct"]],
    ["TenantSchema", ["acceptsCredentials", "acceptsTenant"]],
    ["TenantPageSchema", ["acceptsCredentials", "acceptsTenant", "acceptsTenantPage"]],
  ])("%s", async (name, expected) => {
    const code = await bundle(name);
    expect(checksIn(code)).toEqual(expected);
  });

  test("no other resource's fields come along", async () => {
    const code = await bundle("OwnedProductSchema");
    for (const field of ["smtpPort", "totalPages", "totalResultCount", "paymentIntentId"]) {
      expect(code).not.toContain(field);
    }
  });

  test("the client carries every check: it validates with all 14 schemas", async () => {
    const code = await bundle("createClient", "owned-products-sdk");
    expect(checksIn(code)).toHaveLength(14);
  });
});

// What a browser app's bundle carries of Node's diagnostics channels: nothing but the lazy lookup.
// The client asks `process.getBuiltinModule` for the channel on its first call
// (src/client/internal/observe.ts) and imports no `node:` module, so a bundler for the browser
// resolves every import, and a page (test/browser) finds no channel and publishes nothing.
describe("a browser bundle", () => {
  const nodeImports = (code: string) =>
    [
      ...code.matchAll(
        /(?:from\s*|import\s*\(\s*|require\s*\(\s*)["'](node:[\w/]+|diagnostics_channel)["']/g,
      ),
    ].map((match) => match[1]);

  test("the client's browser bundle imports no node: module; the channel is only looked up", async () => {
    const code = await bundle("createClient", "owned-products-sdk", "browser");
    expect(nodeImports(code)).toEqual([]);
    const mentions = [...code.matchAll(/.{0,40}diagnostics_channel.{0,2}/g)].map(
      (match) => match[0],
    );
    expect(mentions).toEqual([
      expect.stringMatching(/getBuiltinModule\?\.\("node:diagnostics_channel"\)$/),
    ]);
  });

  test("the /opentelemetry entry's browser bundle, @opentelemetry/api included, has no channel", async () => {
    const code = await bundle("openTelemetry", "owned-products-sdk/opentelemetry", "browser");
    expect(code).toContain("http.client.request.duration");
    expect(nodeImports(code)).toEqual([]);
    // It takes only isSdkError from the core: not even the core's lookup comes along.
    expect(code).not.toContain("diagnostics_channel");
  });

  test("the /tanstack-query entry's browser bundle has the end rules, no TanStack and no node: import", async () => {
    const code = await bundle("createQueries", "owned-products-sdk/tanstack-query", "browser");
    // The SDK's own end rules come with it, from the core; TanStack itself is the app's.
    expect(code).toContain("iteration ends");
    expect(code).not.toMatch(/@tanstack|QueryClient/);
    expect(nodeImports(code)).toEqual([]);
  });
});

// The MCP server is the `/mcp` entry's and the `mcp` command's alone: the MCP SDK is a dependency
// of the package, and an app that never imports `/mcp` must not carry any of it.
test.each([
  ["createClient", "owned-products-sdk"],
  ["PurchaseHistorySchema", "owned-products-sdk/schemas"],
  ["createQueries", "owned-products-sdk/tanstack-query"],
])("a bundle of %s from %s carries nothing of the MCP server", async (name, entry) => {
  const code = await bundle(name, entry, "browser");
  expect(code).not.toMatch(/modelcontextprotocol|McpServer|search_owned_products/);
});
