// The consumer files of test/package/consumer/, typechecked against the installed tarball's
// .d.ts/.d.cts: with the lowest TypeScript the README claims, the one we build with, and the
// native compiler, each under node16 (ESM + CJS) and bundler resolution.
import { execFile } from "node:child_process";
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { expect, inject, test } from "vitest";
import { repoRoot } from "./packed-package.js";

const run = promisify(execFile);
const projectDir = join(inject("packed").consumerDir, "types");
cpSync(join(import.meta.dirname, "consumer"), projectDir, { recursive: true });

// The devDependency aliases of each compiler; `typescript5` is the lowest version we claim for
// the root and /schemas. /testing's types include msw's, and msw 3 needs TypeScript 5.9 or later
// (its peerDependencies), so the lowest compiler checks every consumer file but the /testing ones.
const compilers = ["typescript5", "typescript", "typescript7"];
const testingFiles = ["use-testing.ts", "use-testing-require.cts"];
for (const config of ["tsconfig.node16.json", "tsconfig.bundler.json"]) {
  const lowest = { extends: `./${config}`, exclude: testingFiles };
  writeFileSync(join(projectDir, `lowest.${config}`), JSON.stringify(lowest));
}
const configs = ["tsconfig.node16.json", "tsconfig.bundler.json"];

test("the README claims the lowest TypeScript checked here", () => {
  const readme = readFileSync(join(repoRoot, "README.md"), "utf8");
  const [major, minor] = versionOf(compilers[0]!).split(".");
  expect(readme.replace(/\s+/g, " ")).toContain(`TypeScript ${major}.${minor} and later`);
});

function versionOf(compiler: string): string {
  const manifest = join(repoRoot, "node_modules", compiler, "package.json");
  return (JSON.parse(readFileSync(manifest, "utf8")) as { version: string }).version;
}

test.concurrent.for(compilers.flatMap((compiler) => configs.map((config) => [compiler, config])))(
  "%s typechecks the consumer files with %s",
  async ([compiler, config]) => {
    const tsc = join(repoRoot, "node_modules", compiler!, "bin", "tsc");
    const project = compiler === compilers[0] ? `lowest.${config!}` : config!;
    const result = await run(process.execPath, [tsc, "-p", join(projectDir, project)]).then(
      () => "",
      (error: { stdout?: string; message: string }) => error.stdout || error.message,
    );
    expect(result, `TypeScript ${versionOf(compiler!)}`).toBe("");
  },
);
