// The checks of the built, packed package (npm run test:package, after `npm run build`): the
// tarball installed in a temporary project, its entries, its types, every runtime, the examples.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "test/package/**/*.test.ts",
      "test/runtimes/**/*.test.ts",
      "test/examples/**/*.test.ts",
    ],
    globalSetup: ["test/package/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
