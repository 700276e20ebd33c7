// The runtime smoke test for Node, Bun and Deno. runtimes.test.ts copies it and smoke-checks.mjs
// into the project where the tarball is installed, with the behaviour and channel checks.
// Usage: smoke.mjs <loopback API URL> <behaviour API URLs as JSON>
// It prints one "ok: <check>" line per check passed and a "failed: <check>: <why>" line per
// behaviour check failed; the runner compares them with its list.
import { runBehaviourChecks } from "./behaviour-checks.mjs";
import { runChannelChecks } from "./channel-checks.mjs";
import { runChecks } from "./smoke-checks.mjs";

const [baseUrl, behaviourUrls] = globalThis.Deno ? globalThis.Deno.args : process.argv.slice(2);

const ok = (check) => console.log(`ok: ${check}`);
await runChecks(baseUrl, ok);
const fail = (check, why) => console.log(`failed: ${check}: ${why}`);
await runBehaviourChecks(JSON.parse(behaviourUrls), ok, fail);
await runChannelChecks(JSON.parse(behaviourUrls), ok, fail);
