// Runs every program in examples/ as a user would (`node examples/x.ts`, Node 24 strips the
// types) against the BUILT package: `owned-products-sdk` resolves to dist/ through package.json
// `exports`. `npm run check:examples` typechecks them against dist/ too. Examples that call the
// API get the loopback API's URL in API_BASE_URL. To add an example, add a row to `runs`.
import { execFile } from "node:child_process";
import { readdirSync } from "node:fs";
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
const notPrograms = new Set(["billing.ts"]);

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

test.each(runs)("$example $args", async ({ example, args, exitCode, prints, neverPrints }) => {
  const result = await run(process.execPath, [join("examples", example), ...args], {
    cwd: repoRoot,
    env: { ...process.env, API_BASE_URL: api.baseUrl },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      output: error.stdout + error.stderr,
    }),
  );
  expect(result.code, result.output).toBe(exitCode);
  for (const text of prints) expect(result.output).toContain(text);
  for (const text of neverPrints ?? []) expect(result.output).not.toContain(text);
});
