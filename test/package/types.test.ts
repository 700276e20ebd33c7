// The consumer files of test/package/consumer/, typechecked against the installed tarball's
// .d.ts/.d.cts: with the lowest TypeScript the README claims, the one we build with, and the
// native compiler, each under node16 (ESM + CJS) and bundler resolution.
import { execFile } from "node:child_process";
import { cpSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { expect, inject, test } from "vitest";
import { repoRoot } from "./packed-package.js";

const run = promisify(execFile);
const projectDir = join(inject("packed").consumerDir, "types");
cpSync(join(import.meta.dirname, "consumer"), projectDir, { recursive: true });

// The devDependency aliases of each compiler; `typescript5` is the lowest version we claim.
const compilers = ["typescript5", "typescript", "typescript7"];
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
    const result = await run(process.execPath, [tsc, "-p", join(projectDir, config!)]).then(
      () => "",
      (error: { stdout?: string; message: string }) => error.stdout || error.message,
    );
    expect(result, `TypeScript ${versionOf(compiler!)}`).toBe("");
  },
);
