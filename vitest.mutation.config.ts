// The unit tests Stryker runs against each mutant (npm run test:mutation): the folders whose
// code it mutates, without the type tests and the second, no-eval project.
import { defineConfig, mergeConfig } from "vitest/config";
import base from "./vitest.config.js";

export default mergeConfig(
  { ...base, test: { ...base.test, projects: undefined } },
  defineConfig({
    test: {
      // Instrumented code runs slower, and the 20 MB payload test took over 10 s on a busy host.
      testTimeout: 60_000,
      include: [
        "test/pagination/**/*.test.ts",
        "test/client/**/*.test.ts",
        "test/schemas/**/*.test.ts",
        "test/derived/**/*.test.ts",
        "test/errors/**/*.test.ts",
      ],
      // Tests that read source text: the instrumented sources differ from what they expect.
      exclude: [
        "test/client/type-display.test.ts",
        "test/schemas/resource-checks-source.test.ts",
        "**/node_modules/**",
      ],
    },
  }),
);
