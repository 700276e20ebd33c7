// A flag that takes one value, given twice, as a real process: refused by name (exit 2, one line,
// no value echoed: a value may be a secret), rather than the last one silently winning. The
// repeatable flags (`check --filter`, `mock --fault`) still take every value.
import { spawn } from "node:child_process";
import { describe, expect, onTestFinished, test } from "vitest";
import { startMockServer } from "../../src/testing/index.js";
import { builtCli } from "./cli-process.js";

const cli = builtCli("repeated-flags-test");

interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Starts the command; `run` resolves at its end, `lines` holds standard output so far. */
function start(args: readonly string[]) {
  const child = spawn(process.execPath, [cli, ...args]);
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  // Where the refusal is missing, the command would run on: it ends with the test.
  onTestFinished(() => void (child.exitCode === null && child.kill()));
  const run = new Promise<Run>((resolve) =>
    child.on("close", (code) => resolve({ code, stdout, stderr })),
  );
  return { child, run, lines: () => stdout.split("\n") };
}

const SECRET = "tok_live_Zq81-SECRET";

describe("a flag that takes one value, given twice", () => {
  test.each([
    [["mock", "--port", "0", "--port", "0"], "mock: --port"],
    [["mock", "--seed=a", "--seed", "b"], "mock: --seed"],
    [
      ["check", "--base-url", "http://127.0.0.1:1", "--base-url=http://127.0.0.1:2"],
      "check: --base-url",
    ],
    [["check", `--token-env=${SECRET}`, "--token-env", SECRET], "check: --token-env"],
    [["validate", "a.json", "--as", "Tenant", "--as", "Payment"], "validate: --as"],
    [["redact", "a.json", "--out", "x", "--out", "y"], "redact: --out"],
    [
      ["openapi", "--server", "https://a.example", "--server", "https://b.example"],
      "openapi: --server",
    ],
    [
      ["mcp", "--base-url", "http://127.0.0.1:1", "--base-url", "http://127.0.0.1:2"],
      "mcp: --base-url",
    ],
  ])("%j is refused by name, before anything runs", async (args, named) => {
    const { run } = start(args);
    expect(await run).toEqual({
      code: 2,
      stdout: "",
      stderr: `${named} is given more than once, and takes one value; give it once\n`,
    });
  });

  test("a value is never echoed, also where the flag is spelt with = and a switch is repeated", async () => {
    const { run } = start([
      "check",
      "--strict",
      "--strict",
      `--token-env=${SECRET}`,
      `--token-env=${SECRET}`,
    ]);
    const { code, stderr } = await run;
    expect(code).toBe(2);
    expect(stderr).toBe(
      "check: --token-env is given more than once, and takes one value; give it once\n",
    );
    expect(stderr).not.toContain("SECRET");
  });
});

describe("repeatable flags still take every value", () => {
  test("check --filter twice sends both filters", async () => {
    const paths: string[] = [];
    const server = await startMockServer({
      dataset: { tenants: 2, seed: "repeated" },
      onRequest: ({ path }) => paths.push(path),
    });
    onTestFinished(() => server.close());
    const { run } = start([
      "check",
      "--base-url",
      server.url,
      "--filter",
      "tenantId=1001",
      "--filter",
      "status=Active",
      "--max-pages",
      "1",
    ]);
    expect((await run).code).toBe(0);
    expect(paths).toContainEqual(
      expect.stringMatching(/^\/owned-products\?.*tenantId=1001&status=Active/),
    );
  }, 30_000);

  test("mock --fault twice plans both faults", async () => {
    const mock = start([
      "mock",
      "--port",
      "0",
      "--tenants",
      "1",
      "--fault",
      "listTenants=status:503",
      "--fault",
      "ownedProduct=status:418",
    ]);
    // A process starting on a loaded machine may take seconds: poll's default is one.
    await expect
      .poll(() => /listening on (\S+)/.exec(mock.lines()[0] ?? ""), { timeout: 15_000 })
      .not.toBeNull();
    const url = /listening on (\S+)/.exec(mock.lines()[0] ?? "")?.[1] ?? "";
    expect((await fetch(`${url}/tenants`)).status).toBe(503);
    expect((await fetch(`${url}/owned-products/50001`)).status).toBe(418);
    mock.child.kill("SIGTERM");
    expect((await mock.run).code).toBe(0);
  }, 30_000);
});
