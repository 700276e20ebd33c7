// What `import { createClient } from "owned-products-sdk"` adds to a bundle, and where it comes
// from (issue 24's size targets), `npm run bench`: esbuild bundles and minifies the entry from
// src/ as a user's bundler would, then gzip -9 measures the whole, the SDK's own code (zod and ky
// left out), and each source folder's share of the minified output. size-limit (in `npm test`)
// holds the budgets; this prints the breakdown beside the goals.
// `node bench/size-shares.ts --by-file` adds what each source file costs: the own code's gzip
// size less that of the same bundle with the file replaced by a stub of its exports (so a file's
// cost includes the code only it pulls in). About 30 s: one build per file.
import { build, type Plugin } from "esbuild";
import { gzipSync } from "node:zlib";

const GOALS = { total: 28, own: 14 };

async function bundle(external: string[], plugins: Plugin[] = []) {
  const result = await build({
    plugins,
    stdin: {
      contents: `export { createClient } from "./src/index.ts";`,
      resolveDir: process.cwd(),
      loader: "ts",
    },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "neutral",
    mainFields: ["module", "main"],
    write: false,
    metafile: true,
    external,
  });
  const output = result.outputFiles[0]!;
  const inputs = Object.values(result.metafile.outputs)[0]!.inputs;
  return { gzip: gzipSync(output.contents, { level: 9 }).length / 1024, inputs };
}

const all = await bundle([]);
const own = await bundle(["zod", "zod/*", "ky"]);
const shares = new Map<string, number>();
for (const [file, { bytesInOutput }] of Object.entries(all.inputs)) {
  const folder = file.startsWith("src/")
    ? file.split("/").slice(0, 2).join("/")
    : (file.split("node_modules/")[1]?.split("/")[0] ?? file);
  shares.set(folder, (shares.get(folder) ?? 0) + bytesInOutput);
}
console.log(
  `createClient bundle, gzip -9: ${all.gzip.toFixed(2)} KB (goal <= ${GOALS.total} KB), ` +
    `the SDK's own code ${own.gzip.toFixed(2)} KB (goal <= ${GOALS.own} KB)`,
);
console.log("minified bytes by source folder:");
for (const [folder, bytes] of [...shares].sort((a, b) => b[1] - a[1])) {
  console.log(`  ${folder.padEnd(16)} ${(bytes / 1024).toFixed(1).padStart(6)} KB`);
}

/** A plugin that replaces `file` with a module exporting its names as nothing. */
async function stubOf(file: string): Promise<Plugin> {
  const parsed = await build({ entryPoints: [file], write: false, metafile: true, outdir: "." });
  const names = Object.values(parsed.metafile.outputs)[0]!.exports;
  const contents = names
    .map((name) => (name === "default" ? "export default undefined;" : `export let ${name};`))
    .join("\n");
  return {
    name: "stub",
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, (args) =>
        args.path.endsWith(`/${file}`) ? { contents, loader: "ts" } : undefined,
      );
    },
  };
}

if (process.argv.includes("--by-file")) {
  const costs: [string, number][] = [];
  for (const file of Object.keys(own.inputs).filter((name) => name.startsWith("src/"))) {
    const without = await bundle(["zod", "zod/*", "ky"], [await stubOf(file)]);
    costs.push([file, (own.gzip - without.gzip) * 1024]);
  }
  console.log("gzip bytes of the own code each file costs (the bundle less one without it):");
  for (const [file, bytes] of costs.sort((a, b) => b[1] - a[1])) {
    console.log(`  ${String(Math.round(bytes)).padStart(6)}  ${file}`);
  }
}
