// docs/mcp.md's install size: what the MCP SDK adds to an install of the package, and what zod
// and ky make without it, as the packed package's install has them (files' bytes, 1 MB = 10^6).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { expect, inject, test } from "vitest";
import { repoRoot } from "./packed-package.js";

const modules = join(inject("packed").consumerDir, "node_modules");

/** The bytes of every file under a folder. */
function bytes(folder: string): number {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .map((file) => statSync(join(folder, file)))
    .filter((stat) => stat.isFile())
    .reduce((sum, stat) => sum + stat.size, 0);
}
const megabytes = (...packages: string[]) =>
  (packages.map((name) => bytes(join(modules, name))).reduce((a, b) => a + b) / 1e6).toFixed(1);

test("the MCP SDK's packages and size, and zod's and ky's, are the guide's", () => {
  const guide = readFileSync(join(repoRoot, "docs/mcp.md"), "utf8").replace(/\s+/g, " ");
  const mcp = megabytes("@modelcontextprotocol/server", "@modelcontextprotocol/core");
  const core = megabytes("zod", "ky");
  console.log(`install size: MCP SDK ${mcp} MB, zod and ky ${core} MB`);
  expect(guide).toContain(
    `add two packages and about ${mcp} MB unpacked to an install of the package, which zod and ky alone make ${core} MB`,
  );
});
