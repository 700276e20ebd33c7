// One measurement of bench/validate-memory.bench.ts, in a fresh process: argv[2] says what to do
// with the JSON file at argv[3], and the process's peak RSS in MiB is written to standard error
// as it exits. "parse": a plain `JSON.parse(readFileSync(file, "utf8"))`, the baseline; "schema":
// that, then the built schema's `safeParse` of the resource argv[4] (what any program that
// validates the value does after the parse); "validate": the built command,
// `owned-products-sdk validate <file> …argv[4…]`, where argv[4] may name another build of it,
// as `--cli=/path/to/cli.js`, to measure a version before a change.
import { readFileSync, writeSync } from "node:fs";
import process from "node:process";

const [mode, file, ...rest] = process.argv.slice(2);
process.on("exit", () => {
  writeSync(2, `\n${JSON.stringify({ peakMiB: process.resourceUsage().maxRSS / 1024 })}\n`);
});
if (mode === "parse" || mode === "schema") {
  const { resourceSchemas } = mode === "schema" ? await import("../dist/index.js") : {};
  const value = JSON.parse(readFileSync(file, "utf8"));
  const valid = resourceSchemas?.[rest[0]].default.safeParse(value).success;
  writeSync(1, `${Object.keys(value).length} keys, valid: ${valid}\n`);
} else {
  const cli = rest[0]?.startsWith("--cli=") ? rest.shift().slice(6) : "../dist/cli/index.js";
  process.argv = [process.argv[0], cli, "validate", file, ...rest];
  await import(new URL(cli, import.meta.url).href);
}
