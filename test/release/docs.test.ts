// The README is the way into the guides: it links every guide in docs/, and every link it has
// to docs/ leads somewhere (typedoc checks the links between guides).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";

const root = join(import.meta.dirname, "../..");
const readme = readFileSync(join(root, "README.md"), "utf8");
const section = readme.split(/^## /m).find((part) => part.startsWith("Documentation\n")) ?? "";
const linked = [...section.matchAll(/\]\((docs\/[^)#]+)\)/g)].map((match) => match[1]!);

test("the README's Documentation section links every guide in docs/", () => {
  const guides = readdirSync(join(root, "docs"))
    .filter((file) => file.endsWith(".md"))
    .map((file) => `docs/${file}`);
  expect(guides.filter((guide) => !linked.includes(guide))).toEqual([]);
});

test("every docs/ link of the README leads to a file", () => {
  const links = [...readme.matchAll(/\]\((docs\/[^)#]+)\)/g)].map((match) => match[1]!);
  expect(links.filter((link) => !existsSync(join(root, link)))).toEqual([]);
});

test("nothing in src/, docs/ or the README cites a file users do not have", () => {
  const texts = [
    ...readdirSync(join(root, "src"), { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".ts"))
      .map((file) => `src/${file}`),
    ...readdirSync(join(root, "docs"))
      .filter((file) => file.endsWith(".md"))
      .map((file) => `docs/${file}`),
    "README.md",
  ];
  // The project's own working files, which the package does not ship; the contract ships as
  // docs/contract.md, and that is the name to cite.
  const unshipped = /\b(?:API|CONTRACT|STYLE|ENVIRONMENT|DEVELOPERS)\.md\b|\.\.\/shared\//;
  const citing = texts.filter((file) => unshipped.test(readFileSync(join(root, file), "utf8")));
  expect(texts.length).toBeGreaterThan(50);
  expect(citing).toEqual([]);
});
