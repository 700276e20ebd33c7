// `redact --out` stopped by Ctrl-C (SIGINT) or SIGTERM while it writes, as a real process: it
// writes nothing, leaves no temporary file behind, says so on standard error, and exits with
// 128 + the signal's number.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { makeDataset } from "../../src/testing/index.js";
import { builtCli } from "./cli-process.js";

const cli = builtCli("redact-interrupted-test");

/** Files under `dir`, at any depth (folders left out). */
const filesIn = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);

/** Six tenant pages of about 10 MB: a run long enough to be stopped between two of them. */
function inputs(): string {
  const dir = mkdtempSync(join(tmpdir(), "redact-stop-"));
  const { tenants } = makeDataset({ tenants: 50, seed: 39 });
  const list = Array.from({ length: 80 }, () => tenants).flat();
  const text = JSON.stringify({ list, totalPages: 1, pageNumber: 1, totalCount: list.length });
  mkdirSync(join(dir, "in"));
  for (let i = 0; i < 6; i++) writeFileSync(join(dir, "in", `page-${i}.json`), text);
  return dir;
}

describe("redact --out, stopped while it writes", () => {
  test.each([
    ["SIGINT", 130],
    ["SIGTERM", 143],
  ] as const)(
    "%s: nothing written, no temporary left, exit %i",
    async (signal, exitCode) => {
      const dir = inputs();
      const out = join(dir, "out");
      const child = spawn(process.execPath, [cli, "redact", join(dir, "in"), "--out", out]);
      let stderr = "";
      child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
      const closed = new Promise<number | null>((resolve) => child.on("close", resolve));
      // The signal goes as soon as the first temporary file exists.
      let sent = false;
      while (!sent) {
        await new Promise((resolve) => setTimeout(resolve, 2));
        let names: string[] = [];
        try {
          names = filesIn(out);
        } catch {
          // `out` is made with the first temporary file.
        }
        if (names.some((name) => name.endsWith(".tmp"))) sent = child.kill(signal);
      }
      expect(await closed).toBe(exitCode);
      expect(stderr).toBe(`redact: stopped by ${signal}; nothing was written\n`);
      expect(filesIn(out)).toEqual([]);
    },
    60_000,
  );
});
