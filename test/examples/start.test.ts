// `npm start` (scripts/start.ts), as a new user runs it after `npm ci`: it checks dist/ (up to
// date here: the package tests run after `npm run build`), starts the built mock command, runs
// examples/tour.ts against it, stops the mock and exits 0, each step told.
import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { expect, test } from "vitest";
import { repoRoot } from "../package/packed-package.js";

const run = promisify(execFile);

test("npm start: the mock started, the tour's five steps told, the mock stopped, exit 0", async () => {
  const { stdout } = await run(process.execPath, [join(repoRoot, "scripts/start.ts")], {
    cwd: repoRoot,
    env: { ...process.env, NO_COLOR: "1" },
  });
  const lines = stdout.split("\n");
  // Up to date here (the package tests run after the build), or rebuilt if a source changed since.
  expect(lines[0]).toMatch(/^build: (dist\/ is up to date|.+; npm run build …)$/);
  expect(lines).toContainEqual(
    expect.stringMatching(/^mock: listening on http:\/\/127\.0\.0\.1:\d+$/),
  );
  for (const step of [
    /^1\. A purchase history: client\.purchaseHistory\.get\(1001\)\n {3}tenant 1001 \(.+\) owns 4 products/m,
    /^2\. A search iterated: .*\n {3}40 owned products in 4 windows of 10, \d+ of them active$/m,
    /^3\. Tenants listed: .*\n {3}10 tenants in pages of 4, \d+ of them deactivated$/m,
    /^4\. A fault retried: .*\n {3}attempts: 503 \(Retry-After: 1 s\), then 200\n {3}the client waited/m,
    /^5\. An invalid payload caught: .*\n {3}ValidationError, 1 issue: tenantId: /m,
  ]) {
    expect(stdout).toMatch(step);
  }
  expect(stdout).toMatch(/^mock: stopped; it answered 12 requests$/m);
  expect(stdout).toMatch(/^npm start: done in \d+\.\d s\./m);
}, 60_000);
