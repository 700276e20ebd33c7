// `redact --out` stopped by Ctrl-C (SIGINT) or SIGTERM while it writes, as a real process: it
// writes nothing, leaves no temporary file behind, removes the folders it made (and only those),
// says so on standard error, and exits with 128 + the signal's number.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
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

/** Folders under `dir`, at any depth, by their paths relative to it. */
const foldersIn = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();

/**
 * Six tenant pages of about 10 MB, three in each of two subfolders (`a/`, `b/`): a run long
 * enough to be stopped between two of them, whose copies go to two folders under `--out`.
 */
function inputs(): string {
  const dir = mkdtempSync(join(tmpdir(), "redact-stop-"));
  const { tenants } = makeDataset({ tenants: 50, seed: 39 });
  const list = Array.from({ length: 80 }, () => tenants).flat();
  const text = JSON.stringify({ list, totalPages: 1, pageNumber: 1, totalCount: list.length });
  for (const sub of ["a", "b"]) {
    mkdirSync(join(dir, "in", sub), { recursive: true });
    for (let i = 0; i < 3; i++) writeFileSync(join(dir, "in", sub, `page-${i}.json`), text);
  }
  return dir;
}

describe("redact --out, stopped while it writes", () => {
  test.each([
    // --out and the folder above it are made by the run: both go.
    ["SIGINT", 130, [], "made/out", []],
    // --out and its a/ were there before: they stay, and the b/ the run made goes.
    ["SIGTERM", 143, ["out", "out/a"], "out", ["out", "out/a"]],
  ] as const)(
    "%s: nothing written, no temporary left, exit %i, only the folders it made removed",
    async (signal, exitCode, before, outPath, after) => {
      const dir = inputs();
      const place = join(dir, "place");
      mkdirSync(place);
      for (const folder of before) mkdirSync(join(place, folder));
      const out = join(place, outPath);
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
      expect(filesIn(place)).toEqual([]);
      expect(foldersIn(place)).toEqual(after);
      expect(existsSync(out)).toBe(before.length > 0);
    },
    60_000,
  );
});
