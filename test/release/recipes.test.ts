// docs/recipes.md shows each recipe's files whole: a block whose first line is
// `// examples/recipes/<file>` is that file, character for character, and every file of
// examples/recipes/ (but the framework declarations) is shown once. `npm test` typechecks and runs
// the files (the unit tests); test/package/docs-code.test.ts typechecks the blocks.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";

const root = join(import.meta.dirname, "../..");
const folder = join(root, "examples", "recipes");
const guide = readFileSync(join(root, "docs", "recipes.md"), "utf8");
const shown = [...guide.matchAll(/^```tsx?\n\/\/ examples\/recipes\/([\w.-]+)\n([\s\S]*?)^```$/gm)];
const files = readdirSync(folder).filter((file) => !file.endsWith(".d.ts"));

test("every recipe file is shown once, and nothing else is named after one", () => {
  expect(files.length).toBeGreaterThan(8);
  expect(shown.map((match) => match[1]).sort()).toEqual([...files].sort());
});

test.each(files)("docs/recipes.md shows %s as it is", (file) => {
  const block = shown.find((match) => match[1] === file);
  expect(block?.[2]).toBe(readFileSync(join(folder, file), "utf8"));
});
