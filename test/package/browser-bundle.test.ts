// What a browser app's bundle of the installed package carries of Node's diagnostics channels:
// nothing but the lazy lookup. The client asks `process.getBuiltinModule` for the channel on its
// first call (src/client/internal/observe.ts) and imports no `node:` module, so a bundler for the
// browser resolves every import, and a page (test/browser) finds no channel and publishes nothing.
import { build } from "esbuild";
import { expect, inject, test } from "vitest";

const { consumerDir } = inject("packed");

/** The unminified browser bundle of `import { <name> } from "<entry>"`, its dependencies included. */
async function browserBundle(name: string, entry: string): Promise<string> {
  const result = await build({
    stdin: {
      contents: `import { ${name} } from "${entry}"; console.log(${name});`,
      resolveDir: consumerDir,
    },
    absWorkingDir: consumerDir,
    bundle: true,
    format: "esm",
    platform: "browser",
    write: false,
    logLevel: "silent",
  });
  return result.outputFiles[0]?.text ?? "";
}

const nodeImports = (code: string) =>
  [
    ...code.matchAll(
      /(?:from\s*|import\s*\(\s*|require\s*\(\s*)["'](node:[\w/]+|diagnostics_channel)["']/g,
    ),
  ].map((match) => match[1]);

test("the client's browser bundle imports no node: module; the channel is only looked up", async () => {
  const code = await browserBundle("createClient", "owned-products-sdk");
  expect(nodeImports(code)).toEqual([]);
  const mentions = [...code.matchAll(/.{0,40}diagnostics_channel.{0,2}/g)].map((match) => match[0]);
  expect(mentions).toEqual([
    expect.stringMatching(/getBuiltinModule\?\.\("node:diagnostics_channel"\)$/),
  ]);
});

test("the /opentelemetry entry's browser bundle, @opentelemetry/api included, has no channel", async () => {
  const code = await browserBundle("openTelemetry", "owned-products-sdk/opentelemetry");
  expect(code).toContain("http.client.request.duration");
  expect(nodeImports(code)).toEqual([]);
  // It takes only isSdkError from the core: not even the core's lookup comes along.
  expect(code).not.toContain("diagnostics_channel");
});
