// The README's set-up is three commands, and CI (.ci/run) runs exactly those, in that order: what
// a new user types first is what every commit proves.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";

const root = join(import.meta.dirname, "../..");
const readme = readFileSync(join(root, "README.md"), "utf8");
const ci = readFileSync(join(root, ".ci/run"), "utf8");

test("the README's set-up names npm ci, npm start and npm test, and .ci/run runs them in order", () => {
  const developing = readme.slice(readme.indexOf("## Developing"));
  const block = /```sh\n([\s\S]*?)```/.exec(developing)?.[1] ?? "";
  const commands = block.split("\n").map((line) => line.replace(/#.*/, "").trim());
  expect(commands.filter(Boolean)).toEqual(["npm ci", "npm start", "npm test"]);
  const run = ci.split("\n").filter((line) => /^npm /.test(line));
  expect(run.map((line) => line.split(" ").slice(0, 2).join(" "))).toEqual([
    "npm ci",
    "npm start",
    "npm test",
  ]);
});

test("package.json's start script is scripts/start.ts", () => {
  const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  };
  expect(manifest.scripts["start"]).toBe("node scripts/start.ts");
});
