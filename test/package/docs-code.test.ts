// Every ```ts and ```tsx block of the packed README.md and docs/*.md, typechecked against the
// installed tarball as a reader's strict app would: one module per block, the free names the prose
// gives them declared once in docs-code/prelude.ts, and one tsc run over all of them. A block that
// cannot compile alone says so on the line before it: <!-- typecheck: skip (the reason) -->.
// A block whose first line names a file of the repository (`// examples/recipes/proxy.ts`, the
// recipes) is written under that file's name, so that the blocks of a recipe import each other.
import { execFile } from "node:child_process";
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { expect, inject, test } from "vitest";
import { repoRoot } from "./packed-package.js";

const run = promisify(execFile);
const packed = inject("packed");
const installed = join(packed.consumerDir, "node_modules", "owned-products-sdk");
const projectDir = join(packed.consumerDir, "docs-code");
cpSync(join(import.meta.dirname, "docs-code"), projectDir, { recursive: true });

/** One ```ts or ```tsx block: the markdown file, the line of its opening fence, its code. */
interface Block {
  readonly doc: string;
  readonly fenceLine: number;
  readonly language: "ts" | "tsx";
  readonly code: string;
  readonly skip: string | undefined;
}

// The marker may stand right above the fence or one blank line above it (prettier puts one there).
const fence = /^(?:<!-- typecheck: skip \((.+)\) -->\n\n?)?```(tsx?)\n([\s\S]*?)^```$/gm;
const documents = packed.files.filter((file) => /^(README|docs\/[\w-]+)\.md$/.test(file));
const texts = new Map(documents.map((doc) => [doc, readFileSync(join(installed, doc), "utf8")]));
const blocks: Block[] = [...texts].flatMap(([doc, text]) =>
  [...text.matchAll(fence)].map((match) => ({
    doc,
    fenceLine: text.slice(0, match.index + match[0].indexOf("```ts")).split("\n").length,
    language: match[2] as "ts" | "tsx",
    code: match[3]!,
    skip: match[1],
  })),
);
const checked = blocks.filter((block) => block.skip === undefined);
const skipped = blocks.filter((block) => block.skip !== undefined);

// Each block is its own module (`export {}`), so two blocks' `const client` do not collide; line
// n of the file is line fenceLine + n of the markdown.
const fileOf = (block: Block) =>
  /^\/\/ examples\/recipes\/([\w.-]+\.tsx?)\n/.exec(block.code)?.[1] ??
  `${block.doc.replace(/\W/g, "-")}-L${block.fenceLine}.${block.language}`;
for (const block of checked)
  writeFileSync(join(projectDir, fileOf(block)), `${block.code}export {};\n`);
// The canary proves the run can fail: an option createClient does not have, a name no one declared.
writeFileSync(
  join(projectDir, "canary.ts"),
  'import { createClient } from "owned-products-sdk";\n' +
    'createClient({ baseUrl: "https://api.example.com", retries: 2 });\n' +
    "console.log(undeclaredName);\n",
);
// ajv and vitest are no dependencies of the package: the JSON Schema guide's block and the recipes'
// tests get the repository's copies, and the recipes the framework names they call.
writeFileSync(
  join(projectDir, "tsconfig.run.json"),
  JSON.stringify({
    extends: "./tsconfig.json",
    compilerOptions: {
      paths: {
        "ajv/*": [join(repoRoot, "node_modules", "ajv", "*")],
        vitest: [join(repoRoot, "node_modules", "vitest")],
        // The fleet's guide and recipe name the Redis clients and BullMQ: no dependencies either.
        ioredis: [join(repoRoot, "node_modules", "ioredis")],
        redis: [join(repoRoot, "node_modules", "redis")],
        bullmq: [join(repoRoot, "node_modules", "bullmq")],
      },
      // Node's types: the recipes run on servers (a nightly job writes a file).
      typeRoots: [join(repoRoot, "node_modules", "@types")],
      types: ["node"],
    },
    include: ["*.ts", "*.tsx", join(repoRoot, "examples", "recipes", "frameworks.d.ts")],
  }),
);

/** tsc's errors with their details, each block's file name turned back into `doc.md:line:column`. */
async function typecheck(): Promise<string[]> {
  const tsc = join(repoRoot, "node_modules", "typescript", "bin", "tsc");
  const args = [tsc, "-p", join(projectDir, "tsconfig.run.json"), "--pretty", "false"];
  const output = await run(process.execPath, args, { cwd: projectDir }).then(
    () => "",
    (error: { stdout?: string; message: string }) => error.stdout || error.message,
  );
  const byFile = new Map(checked.map((block) => [fileOf(block), block]));
  // An error starts a line; its indented details (which overload, which property) go with it.
  return output
    .split(/\n(?=\S+\(\d+,\d+\): error)/)
    .map((error) => error.trimEnd())
    .filter((error) => error !== "")
    .map((line) =>
      line.replace(/^(\S+)\((\d+),(\d+)\)/, (whole, file: string, row: string, column: string) => {
        const block = byFile.get(file);
        return block ? `${block.doc}:${block.fenceLine + Number(row)}:${column}` : whole;
      }),
    );
}

const errors = await typecheck();
console.log(
  `docs code: ${checked.length} ts blocks typechecked, ${skipped.length} skipped` +
    skipped.map((block) => `\n  ${block.doc}:${block.fenceLine} (${block.skip})`).join(""),
);

test("the README and guides have ts blocks, and every skip marker sits on one", () => {
  expect(checked.length).toBeGreaterThan(20);
  const markers = [...texts.values()].join("\n").match(/^<!-- typecheck: skip/gm) ?? [];
  expect(markers).toHaveLength(skipped.length);
  // A block fenced otherwise, or indented (in a list), would escape the check unseen.
  const unchecked = [...texts].flatMap(([doc, text]) =>
    [...text.matchAll(/^( +```(?:tsx?|typescript)|```(?:typescript|jsx|mts|cts))\b/gm)].map(
      (match) => `${doc}: ${match[1]!.trim()}`,
    ),
  );
  expect(unchecked).toEqual([]);
});

test("the canary fails: an unknown option and an undeclared name are errors", () => {
  const canary = errors.filter((line) => line.startsWith("canary.ts("));
  expect(canary).toEqual([
    expect.stringMatching(/^canary\.ts\(2,\d+\): error TS2353: .*'retries'/),
    expect.stringMatching(/^canary\.ts\(3,\d+\): error TS2304: .*'undeclaredName'/),
  ]);
});

test("every ts block of the README and guides typechecks against the packed package", () => {
  expect(errors.filter((line) => !line.startsWith("canary.ts("))).toEqual([]);
});
