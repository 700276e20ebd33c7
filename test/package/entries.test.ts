// Every entry of the installed tarball, loaded the two ways a user can: ESM `import` and CJS
// `require`, each in its own Node process. The entries come from the packed package.json.
import { execFileSync } from "node:child_process";
import { copyFileSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, inject, test } from "vitest";

const { consumerDir } = inject("packed");
const installed = join(consumerDir, "node_modules", "owned-products-sdk");
const manifest = JSON.parse(readFileSync(join(installed, "package.json"), "utf8")) as {
  name: string;
  exports: Record<string, unknown>;
};
const entries = Object.keys(manifest.exports)
  .filter((subpath) => subpath !== "./package.json")
  .map((subpath) => manifest.name + subpath.slice(1));

// What each entry may load at run time (API.md, "Entry points"): the root never loads msw,
// `/schemas` never loads ky. An entry missing here fails the test until it is added.
const allowedDependencies: Record<string, readonly string[]> = {
  "owned-products-sdk": ["zod", "ky"],
  "owned-products-sdk/schemas": ["zod"],
  "owned-products-sdk/testing": ["zod", "msw"],
  // The core it imports by the package's name loads zod and ky.
  "owned-products-sdk/opentelemetry": ["@opentelemetry/api", "zod", "ky"],
  // Nothing of TanStack at run time: @tanstack/query-core is a peer for its types only.
  "owned-products-sdk/tanstack-query": ["zod", "ky"],
  // The MCP SDK (a dependency), and the core by the package's name.
  "owned-products-sdk/mcp": ["@modelcontextprotocol/server", "zod", "ky"],
  // Neither Redis client: the app passes its own, typed by shape; the core only for its types.
  "owned-products-sdk/redis": [],
};

interface Probe {
  resolved: string;
  names: string[];
  dependencies: string[];
  globals: string[];
  zodConfig: string[];
}

copyFileSync(join(import.meta.dirname, "probe-entry.mjs"), join(consumerDir, "probe-entry.mjs"));

function probe(mode: "import" | "require", specifier: string): Probe {
  const out = execFileSync(process.execPath, ["probe-entry.mjs", mode, specifier], {
    cwd: consumerDir,
    encoding: "utf8",
  });
  return JSON.parse(out) as Probe;
}

const loaded = new Map(
  entries.map((entry) => [entry, { esm: probe("import", entry), cjs: probe("require", entry) }]),
);
function load(entry: string) {
  const result = loaded.get(entry);
  if (!result) throw new Error(`${entry} was not probed`);
  return result;
}

test("the packed package.json declares the six entries of API.md, and /mcp", () => {
  expect(entries).toEqual([
    "owned-products-sdk",
    "owned-products-sdk/schemas",
    "owned-products-sdk/testing",
    "owned-products-sdk/opentelemetry",
    "owned-products-sdk/tanstack-query",
    "owned-products-sdk/mcp",
    "owned-products-sdk/redis",
  ]);
});

describe.each(entries)("%s", (entry) => {
  test("import loads the ESM build", () => {
    expect(load(entry).esm.resolved).toMatch(/\/dist\/.*\.js$/);
  });

  test("require loads the CommonJS build", () => {
    expect(load(entry).cjs.resolved).toMatch(/\/dist\/.*\.cjs$/);
  });

  test("ESM and CommonJS export the same names", () => {
    const { esm, cjs } = load(entry);
    expect(cjs.names).toEqual(esm.names);
  });

  test("loads only the dependencies API.md allows it", () => {
    const { esm, cjs } = load(entry);
    const allowed = allowedDependencies[entry];
    expect(allowed, `add ${entry} to allowedDependencies`).toBeDefined();
    for (const dependency of [...esm.dependencies, ...cjs.dependencies]) {
      expect(allowed, `${entry} loads ${dependency}`).toContain(dependency);
    }
  });
});

// getting-started.md: no side effects at import, but for what two dependencies do when loaded.
describe.each(entries)("%s, loaded", (entry) => {
  test("adds no global and leaves zod's global config alone, as the guide says", () => {
    for (const { globals, zodConfig } of Object.values(load(entry))) {
      // msw keeps its interceptors' registry on globalThis.
      const own = globals.filter((name) => !name.startsWith("__MSW_"));
      expect(own).toEqual([]);
      if (entry !== "owned-products-sdk/testing") expect(globals).toEqual([]);
      // The MCP SDK builds classic zod schemas when loaded: zod then sets its English messages.
      if (entry === "owned-products-sdk/mcp") expect(zodConfig).toContain("localeError");
      else expect(zodConfig).toEqual([]);
    }
  });
});

test("the root entry exports everything /schemas exports", () => {
  const root = load("owned-products-sdk").esm.names;
  expect(root).toEqual(expect.arrayContaining(load("owned-products-sdk/schemas").esm.names));
});

test("the root entry exports nothing that only /testing exports", () => {
  const root = new Set(load("owned-products-sdk").esm.names);
  const schemas = new Set(load("owned-products-sdk/schemas").esm.names);
  const testingOnly = load("owned-products-sdk/testing").esm.names.filter((n) => !schemas.has(n));
  expect(testingOnly.filter((name) => root.has(name))).toEqual([]);
});
