// `owned-products-sdk mock`'s dataset limits, as a real process: the same as startMockServer's
// and makeDataset's (a dataset is held in memory whole), and an over-limit value says the limit
// and what to do, in the flags' names.
import { spawn } from "node:child_process";
import { describe, expect, test } from "vitest";
import { startMockServer } from "../../src/testing/index.js";
import { builtCli } from "./cli-process.js";

const cli = builtCli("mock-limits-test");

/** Runs the command to its end: its exit code and standard error. */
function run(args: readonly string[]): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, [cli, ...args]);
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, stderr })));
}

describe("mock --tenants: at most 100000, as startMockServer", () => {
  test.each([
    [
      ["--tenants", "100001"],
      "mock: --tenants must be at most 100000; the mock holds its dataset in memory whole; for more pages, ask for smaller ones (pageSize) or pass --max-page-size",
    ],
    [
      ["--tenants", "1000000", "--products", "0"],
      "mock: --tenants must be at most 100000; the mock holds its dataset in memory whole; for more pages, ask for smaller ones (pageSize) or pass --max-page-size",
    ],
    [
      // Named by the flags, not by startMockServer's options.
      ["--tenants", "100000", "--products", "11"],
      "mock: --tenants × --products must be at most 1000000 owned products; lower --tenants or --products",
    ],
  ])("%j: exit 2 and one line", async (args, line) => {
    expect(await run(["mock", "--port", "0", ...args])).toEqual({ code: 2, stderr: `${line}\n` });
  });

  test("startMockServer refuses one tenant more than the command, with the same limit", async () => {
    await expect(startMockServer({ dataset: { tenants: 100_001 } })).rejects.toThrow(
      "startMockServer: options.dataset.tenants must be an integer from 0 to 100000, got 100001",
    );
  });
});
