// The fleet tests (npm run test:redis, in `npm test` after the build): worker processes of the
// BUILT package sharing a real redis-server (Debian's; .ci/run installs it), one file at a time
// so that their timings do not compete. Under CI=true a missing redis-server fails the run.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/redis/**/*.test.ts"],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
