// Mutation testing (npm run test:mutation, not part of `npm test`: it takes long). Stryker
// changes the code below one small mutation at a time and runs the tests that cover it: a
// mutant no test notices is a behaviour no test pins down. The HTML report lands in
// reports/mutation/; the score per folder is printed at the end.
/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  vitest: { configFile: "vitest.mutation.config.ts" },
  plugins: ["@stryker-mutator/vitest-runner"],
  mutate: [
    // The core: the pagination engine and its descriptions, and the client's request path.
    "src/pagination/internal/*.ts",
    "src/pagination/window-description.ts",
    "src/pagination/page-description.ts",
    "src/client/internal/call.ts",
    "src/client/internal/call-state.ts",
    "src/client/internal/ky-retry.ts",
    "src/client/internal/wire.ts",
    "src/client/internal/redirects.ts",
    "src/client/internal/read-body.ts",
    "src/client/internal/runtime-errors.ts",
    "src/client/internal/failure.ts",
    "src/client/internal/backoff.ts",
    "src/client/internal/observe.ts",
    "src/client/internal/retry-hint.ts",
    "src/client/internal/retry-config.ts",
    "src/client/internal/call-options.ts",
    "src/client/internal/operation.ts",
    "src/schemas/internal/fast-path/date-time-text.ts",
    "src/schemas/internal/fast-path/value-checks.ts",
    "src/derived/**/*.ts",
  ],
  coverageAnalysis: "perTest",
  concurrency: 2,
  // A mutant that hangs a retry or a timeout test is a kill ("timed out"); waiting 10 s for each
  // made the request path take hours, 4 s over 1.25x the test's own time keeps it under 30 min.
  timeoutMS: 4_000,
  timeoutFactor: 1.25,
  reporters: ["clear-text", "progress", "html"],
  htmlReporter: { fileName: "reports/mutation/index.html" },
  tempDirName: ".stryker-tmp",
  cleanTempDir: "always",
};
