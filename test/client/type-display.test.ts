// What an editor shows for the client's results: the resource's own name, not its 30 fields.
// The declaration emitter prints a type the way a hover does, so it is asked here.
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { expect, test } from "vitest";

const entry = fileURLToPath(new URL("../../src/index.ts", import.meta.url));

function declarationsOf(source: string): string {
  const file = fileURLToPath(new URL("./__display.ts", import.meta.url));
  const options: ts.CompilerOptions = {
    declaration: true,
    emitDeclarationOnly: true,
    strict: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.Preserve,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    lib: ["lib.es2023.d.ts", "lib.dom.d.ts"],
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  host.readFile = (name) => (name === file ? source : readFile(name));
  host.fileExists = (
    (exists) => (name: string) =>
      name === file || exists(name)
  )(host.fileExists);
  let output = "";
  host.writeFile = (_name, text) => (output += text);
  ts.createProgram([file], options, host).emit();
  return output;
}

test("every operation resolves to a named resource type", { timeout: 30_000 }, () => {
  const declarations = declarationsOf(
    [
      `import { createClient } from ${JSON.stringify(entry)};`,
      'const client = createClient({ baseUrl: "https://api.test" });',
      "export const history = client.purchaseHistory.get(1);",
      "export const product = client.ownedProducts.get(1);",
      "export const search = client.ownedProducts.search();",
      "export const page = client.tenants.list();",
    ].join("\n"),
  );
  for (const [name, type] of [
    ["history", "PurchaseHistory"],
    ["product", "OwnedProduct"],
    ["search", "OwnedProductSearchResult"],
    ["page", "TenantPage"],
  ]) {
    expect(declarations).toMatch(
      new RegExp(`const ${name}: Promise<import\\([^)]*\\)\\.${type}>;`),
    );
  }
});

test(
  "a schema's parse shows the same name, and nested resources keep theirs",
  { timeout: 30_000 },
  () => {
    const declarations = declarationsOf(
      [
        `import { PurchaseHistorySchema, OwnedProductSchema } from ${JSON.stringify(entry)};`,
        "export const history = PurchaseHistorySchema.parse({});",
        "export const products = history.products;",
        "export const product = OwnedProductSchema.parse({});",
      ].join("\n"),
    );
    expect(declarations).toMatch(/const history: import\([^)]*\)\.PurchaseHistory;/);
    expect(declarations).toMatch(
      /const products: import\([^)]*\)\.OwnedProduct\[\] \| null \| undefined;/,
    );
    expect(declarations).toMatch(/const product: import\([^)]*\)\.OwnedProduct;/);
  },
);
