// The shape of src/ a newcomer can hold: no import cycle (type imports included), files small
// enough to read in one sitting, and the public/private line drawn by folders: a module no entry
// exports from lives under an `internal/` folder, and no `@internal` tag stands in for one.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { expect, test } from "vitest";

const src = resolve(import.meta.dirname, "../../src");
const ENTRIES = ["index.ts", "schemas/index.ts", "testing/index.ts"];
// Written by scripts/generate-resource-checks.ts, not by hand.
const GENERATED = ["schemas/internal/fast-path/resource-checks.ts"];
const MAX_LINES = 250;

const files = readdirSync(src, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".ts"))
  .map((file) => file.split("\\").join("/"))
  .sort();
const sourceOf = (file: string) => readFileSync(join(src, file), "utf8");

/** The files of src/ that `file` imports or re-exports from, `import type` included. */
function importsOf(file: string): string[] {
  return ts
    .preProcessFile(sourceOf(file), true, true)
    .importedFiles.map(({ fileName }) => fileName)
    .filter((specifier) => specifier.startsWith("."))
    .map((specifier) => relative(src, resolve(join(src, dirname(file)), specifier)))
    .map((path) => path.replace(/\.js$/, ".ts"));
}

test("src/ has no import cycle", () => {
  const graph = new Map(files.map((file) => [file, importsOf(file)]));
  const cycles: string[] = [];
  const state = new Map<string, "open" | "done">();
  const walk = (file: string, path: string[]) => {
    state.set(file, "open");
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === "open") cycles.push([...path, file, next].join(" -> "));
      else if (!state.has(next)) walk(next, [...path, file]);
    }
    state.set(file, "done");
  };
  for (const file of files) if (!state.has(file)) walk(file, []);
  expect(cycles).toEqual([]);
});

test(`no hand-written file of src/ is over ${MAX_LINES} lines`, () => {
  const long = files
    .filter((file) => !GENERATED.includes(file))
    .map((file) => [file, sourceOf(file).split("\n").length] as const)
    .filter(([, lines]) => lines > MAX_LINES);
  expect(long).toEqual([]);
});

test("no module of src/ marks itself @internal: private modules live under internal/", () => {
  expect(files.filter((file) => sourceOf(file).includes("@internal"))).toEqual([]);
});

test("the entries export nothing from an internal/ folder", () => {
  const leaks = ENTRIES.flatMap((entry) =>
    importsOf(entry)
      .filter((path) => path.split("/").includes("internal"))
      .map((path) => `${entry} -> ${path}`),
  );
  expect(leaks).toEqual([]);
});

test("the checks see the whole tree (a test that reads nothing passes nothing)", () => {
  expect(files).toEqual(expect.arrayContaining([...ENTRIES, ...GENERATED]));
  expect(importsOf("index.ts")).toContain("client/create-client.ts");
});
