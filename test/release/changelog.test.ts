// CHANGELOG.md (Keep a Changelog) and package.json agree: the version is the top released
// section's, or 0.0.0 while nothing is released; work in progress sits under [Unreleased].
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";

const root = join(import.meta.dirname, "../..");
const changelog = readFileSync(join(root, "CHANGELOG.md"), "utf8");
const { version } = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
  version: string;
};
const sections = [...changelog.matchAll(/^## \[([^\]]+)\](.*)$/gm)].map((m) => ({
  name: m[1]!,
  rest: m[2]!.trim(),
}));
const released = sections.filter((section) => section.name !== "Unreleased");

test("the first section is [Unreleased]", () => {
  expect(sections[0]?.name).toBe("Unreleased");
});

test("package.json's version is the top released section's (0.0.0 before the first release)", () => {
  expect(version).toBe(released[0]?.name ?? "0.0.0");
});

test("every released section is a semver version with its date, newest first", () => {
  for (const section of released) {
    expect(section.name).toMatch(/^\d+\.\d+\.\d+(-[\w.]+)?$/);
    expect(section.rest).toMatch(/^- \d{4}-\d{2}-\d{2}$/);
  }
  const order = released.map((s) => s.name.split(/[.-]/).slice(0, 3).map(Number));
  for (let i = 1; i < order.length; i++) {
    const [a, b] = [order[i - 1]!, order[i]!];
    expect(a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]!).toBeGreaterThan(0);
  }
});
