// What `npm pack` puts in the tarball: the build, the guides, the API reference and the examples
// the README links to, and the four files a reader of npm needs; and a package.json that says
// where it comes from.
// (global-setup.ts prints its size.)
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { expect, inject, test } from "vitest";

const packed = inject("packed");
const installed = join(packed.consumerDir, "node_modules", "owned-products-sdk");
const topLevelFiles = ["CHANGELOG.md", "LICENSE", "README.md", "package.json"];

test("the tarball holds dist/, docs/*.md, docs/api/, examples/*.ts, their data, the recipes and the top-level files only", () => {
  const others = packed.files.filter(
    (file) =>
      !file.startsWith("dist/") &&
      !/^docs\/[\w-]+\.md$/.test(file) &&
      !/^docs\/api\/(?:[\w-]+\/)*[\w-]+\.md$/.test(file) &&
      !/^examples\/[\w.-]+\.ts$/.test(file) &&
      !/^examples\/data\/[\w.-]+\.json$/.test(file) &&
      // The recipes of docs/recipes.md, to copy out: not their tests, nor the framework stubs.
      !/^examples\/recipes\/[\w-]+\.tsx?$/.test(file) &&
      !topLevelFiles.includes(file),
  );
  expect(others).toEqual([]);
  expect(packed.files).toEqual(
    expect.arrayContaining([
      ...topLevelFiles,
      "docs/contract.md",
      // The API reference the README links to, one page per entry.
      "docs/api/README.md",
      "docs/api/owned-products-sdk.md",
      "docs/api/owned-products-sdk/schemas.md",
      "docs/api/owned-products-sdk/testing.md",
      // The data the examples of docs/getting-started.md run on.
      "examples/data/purchase-history.json",
      "examples/data/tenant-page.json",
      "examples/recipes/nightly-export.ts",
      "examples/recipes/export-histories.ts",
      "examples/recipes/file-store.ts",
      "examples/recipes/react-infinite-scroll.tsx",
    ]),
  );
});

test("every relative link of the packed README and guides leads to a packed file", () => {
  const documents = packed.files.filter((file) => file.endsWith(".md"));
  const dead = documents.flatMap((document) => {
    const text = readFileSync(join(installed, document), "utf8");
    return [...text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)]
      .map((match) => match[1]!)
      .filter((link) => !/^[a-z]+:/i.test(link))
      .map((link) => normalize(join(dirname(document), link)))
      .filter((target) => !packed.files.includes(target))
      .map((target) => `${document} -> ${target}`);
  });
  expect(documents.length).toBeGreaterThan(5);
  expect(dead).toEqual([]);
});

test("package.json says where the package comes from", () => {
  const manifest = JSON.parse(readFileSync(join(installed, "package.json"), "utf8")) as Record<
    string,
    unknown
  >;
  expect(manifest).toMatchObject({
    repository: { type: "git", url: expect.stringMatching(/^git\+https:\/\//) },
    homepage: expect.stringMatching(/^https:\/\//),
    bugs: { url: expect.stringMatching(/^https:\/\//) },
  });
});

// docs/getting-started.md, "Runnable examples": in a user's project, whose package.json may say
// "type": "commonjs" (npm init writes it), the copied examples run once marked as ES modules.
test("the examples run from a copy out of the package, as the getting-started guide says", () => {
  const project = mkdtempSync(join(packed.consumerDir, "project-"));
  try {
    writeFileSync(join(project, "package.json"), JSON.stringify({ type: "commonjs" }));
    const examples = join(project, "examples");
    cpSync(join(installed, "examples"), examples, { recursive: true });
    writeFileSync(join(examples, "package.json"), '{ "type": "module" }\n');
    const out = execFileSync(
      process.execPath,
      [
        "examples/validate-file.ts",
        "examples/data/purchase-history.json",
        "PurchaseHistory",
        "--strict",
      ],
      { cwd: project, encoding: "utf8" },
    );
    expect(out.trim()).toBe(
      "examples/data/purchase-history.json: a valid PurchaseHistory (strict)",
    );
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
});
