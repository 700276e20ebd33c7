// The runtime smoke test for Node, Bun and Deno. runtimes.test.ts copies it and smoke-checks.mjs
// into the project where the tarball is installed. Usage: smoke.mjs <loopback API URL>
// It prints one "ok: <check>" line per check passed; the runner compares them with its list.
import { runChecks } from "./smoke-checks.mjs";

const [baseUrl] = globalThis.Deno ? globalThis.Deno.args : process.argv.slice(2);

await runChecks(baseUrl, (check) => console.log(`ok: ${check}`));
