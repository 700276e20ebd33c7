import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vitest/config";

const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

/**
 * Resolves `zod` and its subpaths from the newest zod 4 that the zod canary's global setup
 * installed (test/zod-canary/install-newest-zod.ts), as if imported from its folder.
 */
const newestZod: Plugin = {
  name: "zod-canary",
  enforce: "pre",
  resolveId(source, _importer, options) {
    const dir = process.env["ZOD_CANARY_DIR"];
    if (dir === undefined || !/^zod(?:\/|$)/.test(source)) return null;
    return this.resolve(source, join(dir, "package.json"), { ...options, skipSelf: true });
  },
};

export default defineConfig({
  // examples/ import the package by name, as users do; here that name means the sources, so the
  // examples run before any build (tsconfig.json's `paths` say the same to the type checker).
  resolve: {
    alias: [
      { find: /^owned-products-sdk\/testing$/, replacement: src("testing/index.ts") },
      { find: /^owned-products-sdk\/opentelemetry$/, replacement: src("opentelemetry/index.ts") },
      { find: /^owned-products-sdk\/tanstack-query$/, replacement: src("tanstack-query/index.ts") },
      { find: /^owned-products-sdk\/mcp$/, replacement: src("mcp/index.ts") },
      { find: /^owned-products-sdk\/redis$/, replacement: src("redis/index.ts") },
      { find: /^owned-products-sdk\/schemas$/, replacement: src("schemas/index.ts") },
      { find: /^owned-products-sdk$/, replacement: src("index.ts") },
    ],
  },
  test: {
    restoreMocks: true,
    testTimeout: 10_000,
    // Inline projects inherit everything above (vitest 5).
    projects: [
      {
        test: {
          name: "unit",
          include: ["test/**/*.test.ts", "examples/**/*.test.ts"],
          exclude: [
            "test/browser/**",
            // checks of the built package: vitest.package.config.ts
            "test/package/**",
            "test/runtimes/**",
            "test/examples/**",
            // the fleet tests on a real redis-server: vitest.redis.config.ts
            "test/redis/**",
            // the zod canary's own check, run by the "zod-canary" project only
            "test/zod-canary/**",
            "**/node_modules/**",
          ],
          typecheck: {
            enabled: true,
            include: ["test/**/*.test-d.ts"],
            tsconfig: "tsconfig.json",
          },
        },
      },
      {
        // The schema suite again where `new Function` throws, as under a CSP without
        // 'unsafe-eval': the schemas' fast path generates no code, so every result must match.
        // json-schema.test.ts is left out: it checks toJsonSchema with ajv, which itself needs
        // code generation, and never runs a zod parse.
        test: {
          name: "no-eval",
          include: ["test/schemas/**/*.test.ts", "test/derived/**/*.test.ts"],
          exclude: ["test/schemas/json-schema.test.ts", "**/node_modules/**"],
          pool: "forks",
          execArgv: ["--disallow-code-generation-from-strings"],
        },
      },
      {
        // The schema and redaction suites again on the newest zod 4 of the registry, fetched now
        // (not the locked one): the fast path leans on zod internals (seam-check.ts), so a zod
        // release that changes them fails here the day it lands. Its global setup says which zod.
        plugins: [newestZod],
        test: {
          name: "zod-canary",
          include: [
            "test/schemas/**/*.test.ts",
            "test/derived/**/*.test.ts",
            "test/zod-canary/**/*.test.ts",
          ],
          globalSetup: ["test/zod-canary/install-newest-zod.ts"],
          // Inlined, so the module runner loads the installed copy itself: left external, it was
          // served the locked zod when the canary ran beside the other projects.
          server: { deps: { inline: [/zod-canary-.*\/node_modules\/zod\//] } },
        },
      },
    ],
  },
});
