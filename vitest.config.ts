import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
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
