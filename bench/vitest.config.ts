// The pagination bench runs through vitest (TypeScript, src/ resolution) but never as part of
// `npm test`: `npm run bench` only. One fork, files in series, so measurements do not compete for
// the CPU; --expose-gc lets memory benchmarks force a collection before reading the heap. The
// validation benches are plain Node programs (see bench/validation-cases.ts).
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["bench/**/*.bench.ts"],
    pool: "forks",
    maxWorkers: 1,
    fileParallelism: false,
    isolate: true,
    execArgv: ["--expose-gc"],
    testTimeout: 600_000,
    hookTimeout: 60_000,
    reporters: ["verbose"],
  },
});
