import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

export default defineConfig({
  // examples/ import the package by name, as users do; here that name means the sources, so the
  // examples run before any build (tsconfig.json's `paths` say the same to the type checker).
  resolve: {
    alias: [
      { find: /^owned-products-sdk\/testing$/, replacement: src("testing/index.ts") },
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
    ],
  },
});
