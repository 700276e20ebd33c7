// The root and /schemas entries must never load msw (API.md): msw is an optional peer that only
// the /testing entry needs. This walks the source import graph of each entry, so it holds before
// any build; `npm run build` then keeps the same graph (tsup splits chunks along it).
import { readFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const SPECIFIER =
  /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s*["']([^"']+)["']|import\s*\(?\s*["']([^"']+)["']/g;

/** Every source file an entry reaches, and every package it imports. */
function graph(entry: string): { files: string[]; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const source = readFileSync(file, "utf8");
    for (const match of source.matchAll(SPECIFIER)) {
      const specifier = (match[1] ?? match[2])!;
      if (specifier.startsWith("."))
        visit(resolve(dirname(file), specifier.replace(/\.js$/, ".ts")));
      else packages.add(specifier.split("/")[0]!);
    }
  };
  visit(resolve(root, entry));
  return { files: [...files].map((f) => relative(root, f)), packages };
}

describe("entry isolation", () => {
  test.each(["src/index.ts", "src/schemas/index.ts"])(
    "%s reaches neither msw nor src/testing",
    (entry) => {
      const { files, packages } = graph(entry);
      expect(packages).not.toContain("msw");
      expect(files.filter((f) => f.startsWith("src/testing"))).toEqual([]);
    },
  );

  test.each(["src/index.ts", "src/schemas/index.ts", "src/testing/index.ts"])(
    "%s never reaches the command line (src/cli, built apart for Node)",
    (entry) => {
      expect(graph(entry).files.filter((f) => f.startsWith("src/cli/"))).toEqual([]);
    },
  );

  test("src/testing/index.ts does import msw (so the walk above can see it)", () => {
    const { packages } = graph("src/testing/index.ts");
    expect([...packages].sort()).toEqual(["msw", "zod"]);
  });

  test("src/testing imports nothing from node: it must run in browsers under msw/browser", () => {
    const { files, packages } = graph("src/testing/index.ts");
    expect([...packages].filter((p) => p.startsWith("node:"))).toEqual([]);
    for (const file of files)
      expect(readFileSync(resolve(root, file), "utf8")).not.toMatch(/\bprocess\.|\bBuffer\b/);
  });
});
