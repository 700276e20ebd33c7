// Memory of `owned-products-sdk validate` (`npm run bench`, never `npm test`): two ~200 MB files
// (the bench's 1 MB PurchaseHistory and 1,000-tenant TenantPage, their lists repeated; one field
// made invalid near the end, so that the schemas' slow path runs too), each checked in fresh
// processes (bench/file-rss-child.mjs), beside a plain `JSON.parse(readFileSync(file, "utf8"))`
// of it and that parse followed by the schema's `safeParse` in a bare script.
// Reported: the median peak RSS of 3 processes each, as a multiple of the file's size.
// Goal (issue 28): validate within 0.25x of the file above the plain parse.
// BEFORE_CLI=/path/to/dist/cli.js measures another build of the command beside this one.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, test } from "vitest";
import { median } from "./measure.js";
import { purchaseHistoryJson, tenantPageJson } from "./payloads.js";

const TARGET_BYTES = 200 * 1024 * 1024;
const RUNS = 3;
const folder = mkdtempSync(join(tmpdir(), "owned-products-sdk-bench-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** `json` with the lists under `keys` repeated to ~200 MB, one item of the last made invalid. */
function bigFile(name: string, json: string, keys: readonly string[], invalid: string): string {
  const one = JSON.parse(json) as Record<string, Record<string, unknown>[]>;
  const times = Math.ceil(TARGET_BYTES / json.length);
  const big: Record<string, unknown> = { ...one };
  for (const key of keys) big[key] = Array.from({ length: times }, () => one[key] ?? []).flat();
  const last = big[keys.at(-1)!] as Record<string, unknown>[];
  last[last.length - 2] = { ...last.at(-2), [invalid]: 1.5 };
  const file = join(folder, name);
  writeFileSync(file, JSON.stringify(big));
  return file;
}

function peakMiB(...args: string[]): number {
  const child = fileURLToPath(new URL("./file-rss-child.mjs", import.meta.url));
  // Standard output ignored: it may be long (--require-offset writes a line per date-time).
  const run = spawnSync(process.execPath, [child, ...args], {
    encoding: "utf8",
    stdio: ["ignore", "ignore", "pipe"],
  });
  const last = run.stderr.trim().split("\n").at(-1) ?? "";
  if (!last.startsWith("{")) throw new Error(`${args.join(" ")} failed: ${run.stderr}`);
  return (JSON.parse(last) as { peakMiB: number }).peakMiB;
}

test.each([
  ["PurchaseHistory", ["activeProducts", "products", "payments"], "amount"],
  ["TenantPage", ["list"], "id"],
] as const)("peak RSS of validate on one ~200 MB %s", (resource, keys, invalid) => {
  const json = resource === "TenantPage" ? tenantPageJson() : purchaseHistoryJson();
  const file = bigFile(`${resource}.json`, json, keys, invalid);
  const fileMiB = statSync(file).size / 1024 / 1024;
  const cases: [string, string[]][] = [
    ["plain JSON.parse(readFileSync)", ["parse", file]],
    [`the same, then ${resource}Schema.safeParse`, ["schema", file, resource]],
    ["validate (--as auto)", ["validate", file]],
    [`validate --as ${resource} --strict`, ["validate", file, "--as", resource, "--strict"]],
  ];
  const before = process.env["BEFORE_CLI"];
  if (before) {
    cases.push([
      `validate --as ${resource}, BEFORE_CLI`,
      ["validate", file, `--cli=${before}`, "--as", resource],
    ]);
  }
  const peaks = cases.map(([, args]) => Array.from({ length: RUNS }, () => peakMiB(...args)));
  const medians = peaks.map(median);
  const baseline = medians[0]!;
  const x = (mib: number) => `${(mib / fileMiB).toFixed(2)}x`;
  const lines = cases.map(([name], index) => {
    const mid = medians[index]!;
    const above = index === 0 ? "" : `, ${x(mid - baseline)} above the plain parse`;
    const all = peaks[index]!.map((peak) => peak.toFixed(0)).join(", ");
    return `  ${name}: ${mid.toFixed(0)} MiB = ${x(mid)}${above} (${all})`;
  });
  const excess = (medians[2]! - baseline) / fileMiB;
  console.log(
    `Peak RSS, one ${fileMiB.toFixed(0)} MiB ${resource} file, median of ${RUNS} fresh processes:\n` +
      `${lines.join("\n")}\n  goal (validate within 0.25x of the file above the plain parse): ` +
      `${excess <= 0.25 ? "met" : "MISSED"}`,
  );
  expect(baseline).toBeGreaterThan(0);
});
