// `npx owned-products-sdk check` from the packed tarball, as real processes, against the packed
// `mock` command started with faults: the exit codes a CI step reads, standard output (text and
// JSON) and standard error, and never the token, in any of them.
import { afterAll, describe, expect, test } from "vitest";
import { runCli, startMockCommand, withoutNpmWarnings, type Running } from "./cli-process.js";

const TOKEN = "tok_live_Zq81-PACKED-SECRET";
const ENV = { OWNED_PRODUCTS_TOKEN: TOKEN };
const running: Running[] = [];
afterAll(() => running.forEach((run) => run.child.kill("SIGKILL")));

async function check(url: string, ...args: string[]) {
  const run = await runCli(
    ["check", "--base-url", url, "--token-env", "OWNED_PRODUCTS_TOKEN", ...args],
    undefined,
    ENV,
  );
  expect(run.stdout + run.stderr).not.toContain(TOKEN);
  return { ...run, stderr: withoutNpmWarnings(run.stderr) };
}

interface Report {
  exitCode: number;
  operations: { operation: string; verdict: string; violations: { path: unknown[] }[] }[];
}
const verdicts = (stdout: string) =>
  (JSON.parse(stdout) as Report).operations.map(
    ({ operation, verdict }) => `${operation} ${verdict}`,
  );

describe("check against the packed mock", () => {
  test("a service that keeps the contract: exit 0, the report on standard output", async () => {
    const { url } = await startMockCommand(running, "--seed", "check", "--tenants", "3");
    const run = await check(url);
    expect([run.code, run.stderr]).toEqual([0, ""]);
    expect(run.stdout).toMatch(/^listTenants: conforms \(1 response\)\n/);
    expect(run.stdout).toMatch(/\ncheck: 4 operations; conforms: 4; exit 0\n$/);
  });

  test("an invalid body, a slow answer, a dropped one and a 503: exit 1 for the invalid one only", async () => {
    const { url } = await startMockCommand(
      running,
      "--fault",
      "ownedProduct=invalid",
      "--fault",
      "listTenants=delay:200",
      "--fault",
      "purchaseHistory=network,times=1",
      "--fault",
      "searchOwnedProducts=status:503,times=1,retryAfter=1",
    );
    const run = await check(url, "--format", "json");
    expect([run.code, run.stderr]).toEqual([1, ""]);
    expect(verdicts(run.stdout)).toEqual([
      "listTenants conforms",
      "searchOwnedProducts conforms",
      "purchaseHistory conforms",
      "ownedProduct does not conform",
    ]);
    expect((JSON.parse(run.stdout) as Report).operations[3]!.violations).toMatchObject([
      { path: ["qty"] },
    ]);
  });

  test("a route that never answers: cut at the run's time limit, exit 1", async () => {
    const { url } = await startMockCommand(running, "--fault", "ownedProduct=delay:infinite");
    const run = await check(url, "--time-limit", "2");
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      "  failed: no answer within the run's time limit (2 s) at owned product 50001\n",
    );
  });

  test("401: exit 2, with a hint about the token and the header", async () => {
    const { url } = await startMockCommand(running, "--fault", "listTenants=status:401");
    const run = await check(url, "--auth-header", "X-Api-Key");
    expect(run.code).toBe(2);
    expect(run.stdout).toContain(
      "  hint: the service refused the credentials: check the token in OWNED_PRODUCTS_TOKEN, sent as is under X-Api-Key\n",
    );
  });

  test("nothing listens: one line naming the address and the cause, exit 2", async () => {
    const { run: mock, url } = await startMockCommand(running);
    mock.child.kill("SIGTERM");
    await mock.done;
    const run = await check(url, "--format", "json");
    const line = `check: cannot reach ${url} (connection refused); check that the service is running there, or correct --base-url`;
    expect([run.code, run.stderr]).toEqual([2, `${line}\n`]);
    // The JSON document is still written, so a CI step that keeps it as an artifact gets one.
    expect(JSON.parse(run.stdout)).toMatchObject({ conforms: false, exitCode: 2, error: line });
  }, 30_000);

  test("a service without auth: no --token-env, no header, exit 0", async () => {
    const { url } = await startMockCommand(running, "--tenants", "2");
    const run = await runCli(["check", "--base-url", url]);
    expect([run.code, withoutNpmWarnings(run.stderr)]).toEqual([0, ""]);
  });

  test("bad usage: one line on standard error, exit 2", async () => {
    const run = await runCli(
      ["check", "--base-url", "https://api.example.com", "--token-env", TOKEN],
      undefined,
      ENV,
    );
    expect([run.code, run.stdout, withoutNpmWarnings(run.stderr)]).toEqual([
      2,
      "",
      "check: the variable --token-env names is not set or empty; export the token in it (in CI, from a secret) and pass its name to --token-env\n",
    ]);
  });
});
