// Every `@example` of src/ type-checks as a user would write it (tsc --strict, the package imported
// by name): an example that does not compile teaches the wrong thing. Each example runs inside an
// async function, with every public export in scope and the free names examples share declared
// below (`client`, `json`, `error`, …).
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, test } from "vitest";

const repo = resolve(import.meta.dirname, "../..");
const src = join(repo, "src");

// The names examples use without defining them, as a reader would assume them.
const SHARED_NAMES = `
declare const client: Client;
declare const baseUrl: string;
declare function getToken(): Promise<string>;
declare const logger: { info(...data: unknown[]): void };
declare const credentials: Credentials;
declare const response: Response;
declare const json: unknown;
declare const error: unknown;
declare const signal: AbortSignal;
declare const options: PaginateWindowOptions<OwnedProduct>;
declare const fetchWindow: (request: WindowRequest) => Promise<OwnedProductSearchResult>;
declare const fetchPage: (request: PageRequest) => Promise<TenantPage>;
declare function handle(product: OwnedProduct): void;
declare function retryLater(resumeFrom: PaginationResumePoint): void;
declare const tokens: { current(): Promise<string>; refresh(): Promise<string> };
declare const tokenCache: {
  get(options?: { forceRefresh: boolean }): Promise<{ accessToken: string }>;
};
declare const product: OwnedProduct;
declare const payment: Payment;
declare const tenant: Tenant;
declare const history: PurchaseHistory;
declare const dataset: MockDataset;
declare const queryClient: import("@tanstack/query-core").QueryClient;
`;

interface Example {
  readonly where: string;
  readonly code: string;
}

function examplesOf(file: string): Example[] {
  const text = readFileSync(join(src, file), "utf8");
  const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true);
  const found: Example[] = [];
  const seen = new Set<ts.JSDocTag>();
  const visit = (node: ts.Node) => {
    for (const tag of ts.getJSDocTags(node)) {
      if (tag.tagName.text !== "example" || seen.has(tag)) continue;
      seen.add(tag);
      const comment = ts.getTextOfJSDocComment(tag.comment) ?? "";
      const code = /```ts\n([\s\S]*?)```/.exec(comment)?.[1];
      const line = sourceFile.getLineAndCharacterOfPosition(tag.getStart()).line + 1;
      if (code !== undefined) found.push({ where: `src/${file}:${line}`, code });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

const examples = readdirSync(src, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".ts"))
  .sort()
  .flatMap(examplesOf);

const options: ts.CompilerOptions = {
  strict: true,
  noUncheckedIndexedAccess: true,
  exactOptionalPropertyTypes: true,
  noEmit: true,
  skipLibCheck: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.Preserve,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  lib: ["lib.es2023.d.ts", "lib.dom.d.ts", "lib.dom.iterable.d.ts"],
  types: ["node"],
  paths: {
    "owned-products-sdk": [join(src, "index.ts")],
    "owned-products-sdk/schemas": [join(src, "schemas/index.ts")],
    "owned-products-sdk/testing": [join(src, "testing/index.ts")],
    "owned-products-sdk/opentelemetry": [join(src, "opentelemetry/index.ts")],
    "owned-products-sdk/tanstack-query": [join(src, "tanstack-query/index.ts")],
    "owned-products-sdk/mcp": [join(src, "mcp/index.ts")],
    "owned-products-sdk/redis": [join(src, "redis/index.ts")],
  },
};

// The entries besides the root whose names every example has in scope, by import path.
const OTHER_ENTRIES = {
  "owned-products-sdk/testing": "testing/index.ts",
  "owned-products-sdk/opentelemetry": "opentelemetry/index.ts",
  "owned-products-sdk/tanstack-query": "tanstack-query/index.ts",
  "owned-products-sdk/mcp": "mcp/index.ts",
  "owned-products-sdk/redis": "redis/index.ts",
};

/** Every name an entry exports, types included. */
function exportsOf(program: ts.Program, entry: string): string[] {
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(join(src, entry));
  const symbol = file && checker.getSymbolAtLocation(file);
  return symbol ? checker.getExportsOfModule(symbol).map((s) => s.name) : [];
}

/** The example as a module: its imports hoisted, the rest in an async function. */
function moduleOf(
  example: Example,
  rootNames: string[],
  otherNames: Map<string, string[]>,
): string {
  const lines = example.code.split("\n");
  const imports = lines.filter((line) => line.startsWith("import "));
  const body = lines.filter((line) => !line.startsWith("import ") && !line.startsWith(" * import"));
  const imported = new Set(
    imports
      .flatMap((line) => (/\{([^}]*)\}/.exec(line)?.[1] ?? "").split(","))
      .map((n) => n.trim()),
  );
  const taken = new Set([...imported, ...rootNames]);
  const fromOthers = [...otherNames].map(([path, names]) => {
    const free = names.filter((name) => !taken.has(name));
    for (const name of free) taken.add(name);
    return `import { ${free.join(", ")} } from "${path}";`;
  });
  const fromRoot = rootNames.filter((name) => !imported.has(name));
  return [
    ...imports,
    `import { ${fromRoot.join(", ")} } from "owned-products-sdk";`,
    ...fromOthers,
    SHARED_NAMES,
    "export async function example(): Promise<unknown> {",
    ...body,
    "  return undefined;",
    "}",
  ].join("\n");
}

/** The type errors of every example, by example. */
function diagnose(): Map<Example, string[]> {
  const others = Object.entries(OTHER_ENTRIES);
  const entries = [join(src, "index.ts"), ...others.map(([, file]) => join(src, file))];
  const base = ts.createProgram(entries, options);
  const rootNames = exportsOf(base, "index.ts");
  const otherNames = new Map(others.map(([path, file]) => [path, exportsOf(base, file)]));
  const files = new Map(
    examples.map((example, i) => [
      join(repo, `__example_${i}.ts`),
      { example, text: moduleOf(example, rootNames, otherNames) },
    ]),
  );
  const host = ts.createCompilerHost(options);
  const { readFile, fileExists } = host;
  host.readFile = (name) => files.get(name)?.text ?? readFile.call(host, name);
  host.fileExists = (name) => files.has(name) || fileExists.call(host, name);
  const program = ts.createProgram([...files.keys()], options, host, base);
  const result = new Map<Example, string[]>(examples.map((example) => [example, []]));
  for (const [name, { example }] of files) {
    const sourceFile = program.getSourceFile(name);
    for (const diagnostic of ts.getPreEmitDiagnostics(program, sourceFile)) {
      result.get(example)?.push(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
    }
  }
  return result;
}

test("the examples are found", () => {
  expect(examples.length).toBeGreaterThan(100);
});

describe("every @example type-checks", () => {
  const diagnostics = diagnose();
  test.each(examples.map((example) => [example.where, example] as const))(
    "%s",
    (_where, example) => {
      expect(diagnostics.get(example)).toEqual([]);
    },
  );
});
