// The command line as a real process: bundled from the sources by esbuild once per test file,
// started with the Node that runs the tests.
import { join } from "node:path";
import { build } from "esbuild";
import { beforeAll } from "vitest";

const root = new URL("../../", import.meta.url).pathname;

/** Bundles src/cli/main.ts before the file's tests; returns the bundle's path, for `spawn`. */
export function builtCli(name: string): string {
  // Inside the repository, so that zod, ky and msw resolve from its node_modules.
  const cli = join(root, "node_modules", ".cache", name, `cli-${process.pid}.mjs`);
  beforeAll(async () => {
    await build({
      entryPoints: [join(root, "src/cli/main.ts")],
      bundle: true,
      platform: "node",
      format: "esm",
      packages: "external",
      outfile: cli,
      logLevel: "silent",
    });
  }, 60_000);
  return cli;
}
