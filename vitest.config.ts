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
    include: ["test/**/*.test.ts", "examples/**/*.test.ts"],
    exclude: [
      "test/browser/**",
      // checks of the built package: vitest.package.config.ts
      "test/package/**",
      "test/runtimes/**",
      "test/examples/**",
      "**/node_modules/**",
    ],
    typecheck: { enabled: true, include: ["test/**/*.test-d.ts"], tsconfig: "tsconfig.json" },
    restoreMocks: true,
    testTimeout: 10_000,
  },
});
