// After `tsup`: msw 3 is ESM only, so the CommonJS typings of the /testing entry must import its
// types with `resolution-mode: "import"`; otherwise TypeScript (module node16) rejects
// dist/testing/index.d.cts with TS1479. tsup's d.ts bundler drops that attribute from the
// sources, so it is put back here. TypeScript reads it since 5.3.
import { readFileSync, writeFileSync } from "node:fs";

const file = new URL("../dist/testing/index.d.cts", import.meta.url);
const typings = readFileSync(file, "utf8");
const patched = typings.replace(
  /^import (.+) from 'msw';$/m,
  `import type $1 from 'msw' with { 'resolution-mode': 'import' };`,
);
if (patched === typings) throw new Error("dist/testing/index.d.cts: no msw import to patch");
writeFileSync(file, patched);
