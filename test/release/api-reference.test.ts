// docs/api/ is the API reference in Markdown that ships in the package: typedoc (with
// typedoc-plugin-markdown, warnings as errors) writes it from the TSDoc of every entry. This test
// generates it afresh and fails while the committed copy differs: `npm run docs` rewrites it.
import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, expect, test } from "vitest";

const root = join(import.meta.dirname, "../..");
const committed = join(root, "docs", "api");
const fresh = mkdtempSync(join(tmpdir(), "api-reference-"));
afterAll(() => rmSync(fresh, { recursive: true, force: true }));

/** Every file under `dir`, by its path relative to it, with its text. */
function tree(dir: string): Map<string, string> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) =>
    e.isFile(),
  );
  return new Map(
    files
      .map((entry) => join(entry.parentPath, entry.name))
      .map((path) => [path.slice(dir.length + 1), readFileSync(path, "utf8")] as const)
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
}

test("docs/api/ is what typedoc writes from the sources today, without a warning", async () => {
  const typedoc = join(root, "node_modules", "typedoc", "bin", "typedoc");
  // treatWarningsAsErrors (typedoc.json) makes any warning a failed run.
  await promisify(execFile)(process.execPath, [typedoc, "--out", fresh], { cwd: root });
  const [expected, actual] = [tree(fresh), tree(committed)];
  expect([...expected.keys()]).toContain("README.md");
  const stale = "docs/api/ is stale: run `npm run docs` and commit it";
  expect([...actual.keys()], stale).toEqual([...expected.keys()]);
  for (const [file, text] of expected) expect(actual.get(file), `${stale} (${file})`).toBe(text);
}, 120_000);
