// What `import { createClient } from "owned-products-sdk"` adds to a bundle, and where it comes
// from (issue 24's size targets), `npm run bench`: esbuild bundles and minifies the entry from
// src/ as a user's bundler would, then gzip -9 measures the whole, the SDK's own code (zod and ky
// left out), and each source folder's share of the minified output. size-limit (in `npm test`)
// holds the budgets; this prints the breakdown beside the goals.
import { build } from "esbuild";
import { gzipSync } from "node:zlib";

const GOALS = { total: 28, own: 14 };

async function bundle(external: string[]) {
  const result = await build({
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
