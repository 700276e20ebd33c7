// The zod canary (vitest.config.ts, project "zod-canary"): installs the newest zod 4 on the npm
// registry, not the locked one, into a temporary folder, where the project's resolver then finds
// `zod` and `zod/mini` for the schema tests. The fast path leans on zod internals that no release
// promises to keep (src/schemas/internal/fast-path/seam-check.ts): a zod 4 release that changes
// them fails these tests in CI the day it lands, before a user's install meets it.
// Under CI a failed install fails the run; elsewhere (offline) the tests run against the locked
// zod, and a warning says so.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** The version of the newest zod 4 the canary installed, or null when it could not. */
    zodCanaryVersion: string | null;
  }
}

/** Where the project's resolver looks for `zod` (read by vitest.config.ts). */
export const ZOD_CANARY_DIR = "ZOD_CANARY_DIR";

const inCi = () => !["", "0", "false"].includes((process.env["CI"] ?? "").toLowerCase());

export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), "owned-products-sdk-zod-canary-"));
  const cleanUp = () => rmSync(dir, { recursive: true, force: true });
  // The file the resolver imports from (a bundler resolves from an importer that exists).
  writeFileSync(join(dir, "package.json"), '{ "private": true }\n');
  try {
    execFileSync(
      "npm",
      [
        "install",
        "--no-save",
        "--no-package-lock",
        "--no-audit",
        "--no-fund",
        "--ignore-scripts",
        "--prefer-online",
        "--fetch-retries=1",
        "--prefix",
        dir,
        "zod@4",
      ],
      { stdio: ["ignore", "pipe", "pipe"], encoding: "utf8", timeout: 60_000 },
    );
  } catch (error) {
    cleanUp();
    // npm's own words (`npm error code ECONNREFUSED`, …), else the first line of the failure.
    const stderr = String((error as { stderr?: unknown }).stderr ?? "");
    const said = stderr
      .split("\n")
      .filter((line) => line.startsWith("npm error"))
      .slice(0, 2);
    const why = said.length > 0 ? said.join("; ") : String(error).split("\n")[0];
    if (inCi()) {
      throw new Error(`zod canary: could not install the newest zod 4 (${why})`, { cause: error });
    }
    console.warn(
      `zod canary: SKIPPED, the newest zod 4 could not be installed (${why}); this project runs the schema tests on the locked zod`,
    );
    project.provide("zodCanaryVersion", null);
    return () => undefined;
  }
  const { version } = JSON.parse(
    readFileSync(join(dir, "node_modules", "zod", "package.json"), "utf8"),
  ) as { version: string };
  const locked = (
    JSON.parse(readFileSync("node_modules/zod/package.json", "utf8")) as { version: string }
  ).version;
  console.log(
    `zod canary: the schema tests run against zod ${version}, the newest zod 4 on the registry (locked: ${locked})`,
  );
  process.env[ZOD_CANARY_DIR] = dir;
  project.provide("zodCanaryVersion", version);
  return () => {
    delete process.env[ZOD_CANARY_DIR];
    cleanUp();
  };
}
