// Runs every program in examples/ as a user would (`node examples/x.ts`, Node 24 strips the
// types) against the BUILT package: `owned-products-sdk` resolves to dist/ through package.json
// `exports`. `npm run check:examples` typechecks them against dist/ too. Examples that call the
// API get the loopback API's URL in OWNED_PRODUCTS_URL (examples/service-url.ts reads it). To add
// an example, add a row to `runs`.
import { execFile } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startLoopbackApi, type LoopbackApi } from "../helpers/loopback-api.js";
import { repoRoot } from "../package/packed-package.js";

const run = promisify(execFile);

interface ExampleRun {
  /** File name in examples/. */
  readonly example: string;
  readonly args: readonly string[];
  readonly exitCode: number;
  /** Strings the output must hold. */
  readonly prints: readonly string[];
  /** Strings the output must never hold (secrets). */
  readonly neverPrints?: readonly string[];
  /** What OWNED_PRODUCTS_URL holds: the loopback API's URL, or nothing (the example's default). */
  readonly server?: "loopback api";
}

const secrets = [
  "example-processor-key-not-real",
  "example-sms-token-not-real",
  "example-smtp-password-not-real",
];

const runs: readonly ExampleRun[] = [
  {
    example: "validate-file.ts",
    args: ["examples/data/purchase-history.json", "PurchaseHistory", "--strict"],
    exitCode: 0,
    prints: ["a valid PurchaseHistory (strict)"],
  },
  {
    example: "validate-file.ts",
    args: ["examples/data/purchase-history.invalid.json", "PurchaseHistory"],
    exitCode: 1,
    prints: ["2 issue(s)", "products.1.qty:", "payments.0.createdAt:"],
  },
  {
    example: "tenant-report.ts",
    args: ["examples/data/tenant-page.json"],
    exitCode: 0,
    prints: ["#1 Acme: active", "#2 Globex: deactivated", '"smtpServerPassword": "[REDACTED]"'],
    neverPrints: secrets,
  },
  {
    example: "iterate-owned-products.ts",
    args: [],
    exitCode: 0,
    prints: [
      "iterated 250 products",
      'resume from it with {"offset":120}',
      "collected the first 60",
    ],
  },
  {
    example: "search-with-client.ts",
    args: [],
    server: "loopback api",
    exitCode: 0,
    prints: [
      "iterated 7 owned products",
      "HTTP 404: 404 Not Found: GET /owned-products/999999",
      "network: ",
      "2 attempts",
    ],
  },
];

// Modules that an example imports, and vitest examples (run by the unit tests): not programs.
// And the tour, run by start.test.ts against the mock with the faults `npm start` gives it.
const notPrograms = new Set(["billing.ts", "service-url.ts", "tour.ts"]);

let api: LoopbackApi;
beforeAll(async () => {
  api = await startLoopbackApi();
});
afterAll(() => api.close());

test("every example in examples/ is run here", () => {
  const examples = readdirSync(join(repoRoot, "examples")).filter(
    (f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && !notPrograms.has(f),
  );
  const covered = new Set(runs.map((r) => r.example));
  expect(examples.filter((example) => !covered.has(example))).toEqual([]);
});

/** Runs one example with OWNED_PRODUCTS_URL set to `url`, or unset. */
function runExample(example: string, args: readonly string[], url: string | undefined) {
  const { OWNED_PRODUCTS_URL: _, ...env } = process.env;
  if (url !== undefined) env["OWNED_PRODUCTS_URL"] = url;
  return run(process.execPath, [join("examples", example), ...args], { cwd: repoRoot, env }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      stdout: error.stdout,
      stderr: error.stderr,
    }),
  );
}

test.each(runs)(
  "$example $args",
  async ({ example, args, exitCode, prints, neverPrints, server }) => {
    const result = await runExample(example, args, server ? api.baseUrl : undefined);
    const output = result.stdout + result.stderr;
    expect(result.code, output).toBe(exitCode);
    for (const text of prints) expect(output).toContain(text);
    for (const text of neverPrints ?? []) expect(output).not.toContain(text);
  },
);

test("with no server at the address, an example says so in one line, and what to do", async () => {
  // A port that was free a moment ago: nothing listens there now.
  const free = createServer().listen(0, "127.0.0.1");
  await new Promise((resolve) => free.once("listening", resolve));
  const { port } = free.address() as { port: number };
  await new Promise((resolve) => free.close(resolve));
  const url = `http://127.0.0.1:${port}`;

  for (const example of ["search-with-client.ts", "iterate-owned-products.ts", "tour.ts"]) {
    const result = await runExample(example, [], url);
    expect(result.code, result.stderr).toBe(2);
    expect(result.stdout).toBe("");
    expect(result.stderr).toBe(
      `no server answers at ${url} (ECONNREFUSED): start one with \`npx owned-products-sdk mock\`, ` +
        "or set OWNED_PRODUCTS_URL to your service\n",
    );
  }
});

test("the examples read the service's address from one variable, by default the mock's", async () => {
  const examples = readdirSync(join(repoRoot, "examples")).filter((file) => file.endsWith(".ts"));
  // Every read of the environment goes through service-url.ts's one name.
  const named = examples.filter((file) =>
    /process\.env(?:\.\w|\[["'`])/.test(readFileSync(join(repoRoot, "examples", file), "utf8")),
  );
  expect(named).toEqual([]);
  const serviceUrl = readFileSync(join(repoRoot, "examples", "service-url.ts"), "utf8");
  expect(serviceUrl).toContain('URL_VARIABLE = "OWNED_PRODUCTS_URL"');
  // The default is where `npx owned-products-sdk mock` listens, as its help says.
  const help = await run(process.execPath, ["dist/cli/index.js", "mock", "--help"], {
    cwd: repoRoot,
  });
  const port = /--port <n> .*\(default (\d+)/.exec(help.stdout)?.[1];
  expect(serviceUrl).toContain(`MOCK_URL = "http://127.0.0.1:${port}"`);
});
