// What `npm pack` puts in the tarball: the build and the four files a reader of npm needs.
// (global-setup.ts prints its size.)
import { expect, inject, test } from "vitest";

const packed = inject("packed");
const topLevelFiles = ["CHANGELOG.md", "LICENSE", "README.md", "package.json"];

test("the tarball holds only dist/, README.md, CHANGELOG.md, LICENSE and package.json", () => {
  const others = packed.files.filter(
    (file) => !file.startsWith("dist/") && !topLevelFiles.includes(file),
  );
  expect(others).toEqual([]);
  expect(packed.files).toEqual(expect.arrayContaining(topLevelFiles));
});
