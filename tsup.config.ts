import { readFileSync } from "node:fs";
import { defineConfig, type Options } from "tsup";

const { version } = JSON.parse(readFileSync("package.json", "utf8")) as { version: string };

const entry = {
  index: "src/index.ts",
  "schemas/index": "src/schemas/index.ts",
  "testing/index": "src/testing/index.ts",
  "opentelemetry/index": "src/opentelemetry/index.ts",
  "tanstack-query/index": "src/tanstack-query/index.ts",
  "mcp/index": "src/mcp/index.ts",
  "redis/index": "src/redis/index.ts",
};

// The `/opentelemetry` and `/tanstack-query` entries reach the core through the package's own
// name, as a user would (and `/redis` for types only): never bundled into them, so that the core stays one copy and never
// imports an entry. `/tanstack-query` imports only types of @tanstack/query-core.
// `/mcp` imports the MCP SDK (`@modelcontextprotocol/server`, a dependency), never bundled.
const optionalEdges = [
  "owned-products-sdk",
  "@opentelemetry/api",
  "@tanstack/query-core",
  "@modelcontextprotocol/server",
];

const shared: Options = {
  entry,
  tsconfig: "tsconfig.build.json",
  target: "es2022",
  platform: "neutral",
  dts: true,
  sourcemap: false,
  treeshake: true,
  splitting: true,
  external: ["zod", "ky", "msw", ...optionalEdges],
  // The instrumentation scope's version of the `/opentelemetry` entry's spans and metric.
  define: { __SDK_VERSION__: JSON.stringify(version) },
};

export default defineConfig([
  { ...shared, format: "esm", clean: true },
  // ky is ESM-only: a CommonJS build that required it would fail at call time
  // (`import_ky.default.create is not a function`), so the CJS build inlines it. Inlined, ky's
  // own `NetworkError` and `TimeoutError` share a scope with the SDK's, and the bundler renames
  // one of each pair (`NetworkError2`): `keepNames` keeps every class and function its name.
  {
    ...shared,
    format: "cjs",
    external: ["zod", "msw", ...optionalEdges],
    noExternal: ["ky"],
    keepNames: true,
    // A chunk loaded later (`invalidItems: "skip"`'s) is `require`d, not `import()`ed: a CommonJS
    // host without an ESM loader (Jest's default VM) cannot run `import()`.
    esbuildOptions(options) {
      options.supported = { ...options.supported, "dynamic-import": false };
    },
  },
  // The `owned-products-sdk` command (package.json `bin`): a build of its own, for Node, so that
  // none of its code (node:http, node:fs, the OpenAPI writer) can land in a chunk the library's
  // entries share. It never loads msw; `check` loads the client (and ky) from a chunk imported
  // when that command runs, so that the others start as light as before. Its chunks stay in
  // dist/cli/, apart from the library's.
  {
    entry: { index: "src/cli/main.ts" },
    outDir: "dist/cli",
    tsconfig: "tsconfig.json",
    format: "esm",
    platform: "node",
    target: "node22",
    dts: false,
    sourcemap: false,
    splitting: true,
    treeshake: true,
    // `mcp` loads the MCP SDK when it runs, from the package's dependencies.
    external: ["zod", "ky", "msw", "@modelcontextprotocol/server"],
    banner: { js: "#!/usr/bin/env node" },
    define: { __SDK_VERSION__: JSON.stringify(version) },
  },
]);
