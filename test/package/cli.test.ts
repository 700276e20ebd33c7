// `npx owned-products-sdk` from the packed tarball, as real processes: version, validate's exit
// codes (folders, detected resources and a 100 MB file included), and the mock server hit by the client and by fetch, then
// stopped by SIGTERM while a request is in flight.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { createClient } from "../../src/index.js";
import { makeDataset } from "../../src/testing/index.js";
import { samples, tenant } from "../helpers/samples.js";
import { repoRoot } from "./packed-package.js";
import {
  runCli,
  startCli,
  startMockCommand,
  withoutNpmWarnings,
  type Running,
} from "./cli-process.js";

const dir = mkdtempSync(join(tmpdir(), "cli-"));
const file = (name: string, text: string) => {
  writeFileSync(join(dir, name), text);
  return join(dir, name);
};
const { version } = JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8")) as {
  version: string;
};

test("--version prints package.json's version", async () => {
  const { code, stdout } = await runCli(["--version"]);
  expect([code, stdout]).toEqual([0, `${version}\n`]);
});

describe("validate", () => {
  test("exit 0 for a valid file, 1 with the issue's path for an invalid one", async () => {
    const good = file("good.json", JSON.stringify(samples.PurchaseHistory));
    const bad = file("bad.json", JSON.stringify({ ...samples.OwnedProduct, qty: "1" }));
    expect(await runCli(["validate", good, "--as", "PurchaseHistory"])).toMatchObject({
      code: 0,
      stdout: `${good}: valid\n`,
    });
    const invalid = await runCli(["validate", bad, "--as", "OwnedProduct"]);
    expect(invalid.code).toBe(1);
    expect(invalid.stdout.split("\n").slice(0, 2)).toEqual([
      `${bad}: invalid, 1 issue`,
      "qty: expected an int32 (a whole number from -2147483648 to 2147483647), received a string",
    ]);
  });

  test("standard input with -", async () => {
    const run = await runCli(["validate", "-", "--as", "Tenant"], JSON.stringify(tenant));
    expect([run.code, run.stdout]).toEqual([0, "(stdin): valid\n"]);
  });

  test("a missing file and one not JSON: each its verdict on standard output, exit 2", async () => {
    const broken = file("broken.json", '{"smtpServerPassword": hunter2');
    const run = await runCli(["validate", "missing.json", broken, "--as", "Tenant"]);
    expect([run.code, run.stdout, withoutNpmWarnings(run.stderr)]).toEqual([
      2,
      "missing.json: cannot be read, no such file (ENOENT); check the path\n" +
        `${broken}: not valid JSON, the syntax breaks at line 1, column 24\n`,
      "",
    ]);
  });

  test("an unknown flag: one line on standard error, exit 2", async () => {
    const run = await runCli(["validate", "x.json", "--as", "Tenant", "--strikt"]);
    expect([run.code, run.stdout, withoutNpmWarnings(run.stderr)]).toEqual([
      2,
      "",
      "validate: unknown flag --strikt (did you mean --strict?); see --help\n",
    ]);
  });

  test("a folder: its *.json files in path order, each resource told from its shape", async () => {
    const folder = join(dir, "recorded");
    mkdirSync(join(folder, "histories"), { recursive: true });
    const history = join(folder, "histories", "1001.json");
    writeFileSync(history, JSON.stringify(samples.PurchaseHistory));
    const product = join(folder, "product.json");
    const { qty: _qty, ...withoutQty } = samples.OwnedProduct;
    writeFileSync(product, JSON.stringify({ ...withoutQty, effectiveAt: "2024-01-01T00:00:00" }));
    const run = await runCli(["validate", folder, "--require-offset", "--format", "json"]);
    expect([run.code, withoutNpmWarnings(run.stderr)]).toEqual([1, ""]);
    const { files } = JSON.parse(run.stdout) as {
      files: { file: string; resource: string; issues: { path: unknown[] }[] }[];
    };
    expect(files.map(({ file, resource }) => [file, resource])).toEqual([
      [history, "PurchaseHistory"],
      [product, "OwnedProduct"],
    ]);
    // The sample's effectiveThrough has no offset either (.NET's form).
    expect(files[1]!.issues.map(({ path }) => path)).toEqual([
      ["qty"],
      ["effectiveAt"],
      ["effectiveThrough"],
    ]);
  });

  test("a payload whose resource cannot be told: its verdict, exit 2", async () => {
    const ambiguous = file("ambiguous.json", '{"tenantId": 1}');
    const run = await runCli(["validate", ambiguous]);
    expect([run.code, run.stdout]).toEqual([
      2,
      `${ambiguous}: cannot tell its resource, it holds 1 field of each of OwnedProduct, PurchaseHistory; name it with --as <Resource>\n`,
    ]);
  });

  test("a 100 MB tenant page validates, and its one bad field is found", async () => {
    const item = JSON.stringify(tenant);
    const count = Math.ceil(100_000_000 / item.length);
    const list = Array.from({ length: count }, (_, i) =>
      i === count - 2 ? item.replace('"id":42', '"id":4.2') : item,
    );
    const path = file(
      "big.json",
      `{"totalPages":1,"pageNumber":1,"totalCount":${count},"list":[${list.join(",")}]}`,
    );
    const run = await runCli(["validate", path, "--as", "TenantPage", "--format", "json"]);
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout)).toEqual({
      valid: false,
      files: [
        {
          file: path,
          resource: "TenantPage",
          valid: false,
          issues: [
            {
              path: ["list", count - 2, "id"],
              message: expect.stringMatching(/^expected an int32/),
            },
          ],
        },
      ],
    });
  }, 120_000);

  // The memory goal of issue 28 is measured in bench/validate-memory.bench.ts (a 200 MB file in
  // fresh processes); here, what it rests on: the young generation V8 grows under the check's
  // short-lived garbage (16 MiB for this 8 MB file without the command's flag) stays small.
  test("validating an 8 MB file leaves V8's young generation below 16 MiB", async () => {
    const products = Array.from({ length: 6000 }, () => samples.PurchaseHistory.products ?? []);
    const payments = Array.from({ length: 6000 }, () => samples.PurchaseHistory.payments ?? []);
    const path = file(
      "mid.json",
      JSON.stringify({
        ...samples.PurchaseHistory,
        products: products.flat(),
        payments: payments.flat(),
      }),
    );
    const probe = file(
      "new-space.mjs",
      `import v8 from "node:v8"; import { writeSync } from "node:fs";
       process.on("exit", () => writeSync(2, "new_space " + v8.getHeapSpaceStatistics()
         .find((space) => space.space_name === "new_space").space_size + "\\n"));`,
    );
    // The installed bin itself: through npx, npm's own process would load the probe too.
    const run = await startCli(["validate", path], undefined, true, {
      NODE_OPTIONS: `--import=${probe}`,
    }).done;
    expect(run.code).toBe(0);
    const size = Number(/new_space (\d+)/.exec(run.stderr)?.[1]);
    expect(size).toBeGreaterThan(0);
    expect(size).toBeLessThan(16 * 1024 * 1024);
  }, 60_000);
});

describe("mock", () => {
  const running: Running[] = [];
  afterAll(() => running.forEach((run) => run.child.kill("SIGKILL")));

  const startMock = (...args: string[]) => startMockCommand(running, ...args);

  test("serves the client and plain fetch, logs requests, and SIGTERM mid-request stops it cleanly", async () => {
    const { run, url } = await startMock(
      "--seed",
      "package",
      "--tenants",
      "3",
      "--fault",
      "searchOwnedProducts=delay:infinite",
    );
    const dataset = makeDataset({ seed: "package", tenants: 3 });
    const client = createClient({ baseUrl: url, validation: "strict" });
    expect(await client.tenants.listAll().toArray()).toEqual(dataset.tenants);
    const response = await fetch(`${url}/owned-products/999`);
    expect([response.status, (await response.json()) as unknown]).toEqual([
      404,
      { type: "about:blank", title: "Not Found", status: 404, detail: "No owned product 999" },
    ]);
    const stalled = fetch(`${url}/owned-products?limit=1`).then(
      () => "answered",
      (error: unknown) => error,
    );
    await expect
      .poll(() => run.stdout(), { timeout: 15_000 })
      .toContain("GET /owned-products/999 404\n");
    expect(await client.purchaseHistory.get(1001)).toMatchObject({ tenantId: 1001 });
    run.child.kill("SIGTERM");
    const finished = await run.done;
    expect([finished.code, finished.signal]).toEqual([0, null]);
    expect(finished.stdout.split("\n").slice(-4)).toEqual([
      "GET /tenants/1001/purchase-history 200",
      "GET /owned-products?limit=1 dropped",
      "Mock service stopped",
      "",
    ]);
    expect(await stalled).toBeInstanceOf(TypeError);
  });

  test("SIGINT stops it too", async () => {
    const { run } = await startMock();
    run.child.kill("SIGINT");
    expect((await run.done).code).toBe(0);
  });

  test.each([
    [["--port", "-1"], "mock: --port must be an integer from 0 to 65535"],
    [["--latency", "fast"], "mock: --latency must be an integer from 0 to 600000"],
    [
      ["--fault", "listTenants=status:700"],
      "mock: --fault listTenants=status:700: the status must be an integer from 200 to 599",
    ],
    [
      ["--routes", "nowhere.json"],
      "mock: the routes file nowhere.json cannot be read, no such file (ENOENT); check the path",
    ],
    [["--verbose"], "mock: unknown flag --verbose; see --help"],
  ])("%j: one line on standard error, exit 2", async (args, message) => {
    const run = await runCli(["mock", ...args]);
    expect([run.code, run.stdout, withoutNpmWarnings(run.stderr)]).toEqual([2, "", `${message}\n`]);
  });
});
