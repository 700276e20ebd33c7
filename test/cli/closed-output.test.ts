// The command run as a real process (bundled from the sources by esbuild, started with the Node
// that runs the tests) whose reader stops early, as `owned-products-sdk … | head -1` does: the
// rest of the output is dropped without a stack trace, and the exit code is the command's own.
import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { makeDataset } from "../../src/testing/index.js";
import { builtCli } from "./cli-process.js";

const cli = builtCli("closed-output-test");

interface Run {
  readonly code: number | null;
  readonly firstChunk: string;
  readonly stderr: string;
}

/** Runs the command and closes its standard output once the first chunk of it has come. */
function runUntilFirstChunk(args: readonly string[]): Promise<Run> {
  const child = spawn(process.execPath, [cli, ...args], { env: { ...process.env, NO_COLOR: "1" } });
  let firstChunk = "";
  let stderr = "";
  child.stdout.once("data", (chunk: Buffer) => {
    firstChunk = chunk.toString();
    // The pipe's read end closes: the command's next write fails with EPIPE.
    child.stdout.destroy();
  });
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, firstChunk, stderr }));
  });
}

// A tenant page far larger than a pipe's buffer (64 KiB on Linux), with a secret on every tenant.
const dir = mkdtempSync(join(tmpdir(), "closed-output-"));
const tenants = makeDataset({ tenants: 600, seed: 5 }).tenants;
const file = join(dir, "tenants.json");
writeFileSync(
  file,
  JSON.stringify(
    { list: tenants, totalPages: 1, pageNumber: 1, totalCount: tenants.length },
    null,
    2,
  ),
);

describe("a reader that closes standard output early", () => {
  test("redact: one large write, no stack trace, exit 0", async () => {
    const run = await runUntilFirstChunk(["redact", file]);
    expect(run.firstChunk.startsWith("{")).toBe(true);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
  });

  test("validate --secrets: a line per issue, no stack trace, exit 1 (the file is invalid)", async () => {
    const run = await runUntilFirstChunk(["validate", "--secrets", file]);
    expect(run.firstChunk).toMatch(/^.*tenants\.json: invalid TenantPage, \d+ issues\n/);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(1);
  });

  test("validate --secrets --format json: one large write, no stack trace, exit 1", async () => {
    const run = await runUntilFirstChunk(["validate", "--secrets", "--format", "json", file]);
    expect(run.firstChunk).toMatch(/^\{\s*"valid": ?false/);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(1);
  });
});
