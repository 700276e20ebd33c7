// What both validation benches share: the payloads, the SDK as users get it (the built package;
// `npm run bench` builds dist/ first), zod's own parse as the baseline, and the report's lines.
// The validation benches are plain Node programs, not vitest files: inside vitest's worker the
// same built code measured 1.5x slower, with ratios that moved from run to run.
import "./source-imports.ts";
import assert from "node:assert/strict";
import os from "node:os";
import * as z from "zod/mini";
import type * as Schemas from "../src/schemas/index.js";
import type { ResourceName } from "../src/schemas/index.js";
import { inFreshProcesses } from "./fresh-processes.ts";
import { measure, type BenchCase } from "./measure.ts";
import { measuredOf, summaryTable, type Run } from "./summary.ts";
import { purchaseHistoryJson, tenantPageJson } from "./payloads.ts";

// After source-imports.ts has run: this helper imports src/ (see there).
const { zodReference } = await import("../test/helpers/zod-reference.ts");

/** One payload, as JSON bytes with and without unknown fields. */
export interface Payload {
  readonly resource: Extract<ResourceName, "PurchaseHistory" | "TenantPage">;
  /** With unknown fields, for the default schemas. */
  readonly json: string;
  /** The same shape without unknown fields, which the strict schemas accept. */
  readonly strictJson: string;
}

const payloads: readonly Payload[] = [
  {
    resource: "PurchaseHistory",
    json: purchaseHistoryJson(),
    strictJson: purchaseHistoryJson({ unknownFields: false }),
  },
  {
    resource: "TenantPage",
    json: tenantPageJson(),
    strictJson: tenantPageJson({ unknownFields: false }),
  },
];

/**
 * Issue 16's goal for the SDK's default parse, as a multiple of `JSON.parse` of the same bytes
 * (issue 6's was 0.3x for both).
 */
export const PARSE_GOAL: Readonly<Record<Payload["resource"], number>> = {
  PurchaseHistory: 0.18,
  TenantPage: 0.09,
};

const WARMUP = 30;
const ROUNDS = 200;
/** Fresh processes per bench (fresh-processes.ts): issue 16 states its figures over 3. */
const RUNS = 3;

/** `owned-products-sdk/schemas` as built in dist/. */
async function builtSchemas(): Promise<typeof Schemas> {
  const url = new URL("../dist/schemas/index.js", import.meta.url).href;
  return (await import(url)) as typeof Schemas;
}

/**
 * The cases every validation bench times: `JSON.parse` of the bytes, the SDK's default and
 * strict parse, and zod's own parse of both, each on a payload `JSON.parse` has just made.
 */
export function baseCases(sdk: typeof Schemas, payload: Payload): BenchCase[] {
  const { resource, json, strictJson } = payload;
  const data: unknown = JSON.parse(json);
  const strictData: unknown = JSON.parse(strictJson);
  const bytes = json.length;
  const strictBytes = strictJson.length;
  const schemas = sdk.resourceSchemas[resource];
  const zod = { default: zodReference(schemas.default), strict: zodReference(schemas.strict) };
  // The fast path returns valid input as it is; zod builds an equal copy. Anything else would
  // mean the bench times an error path or the wrong path.
  assert.equal(schemas.default.parse(data), data);
  assert.equal(schemas.strict.parse(strictData), strictData);
  assert.deepEqual(zod.default.parse(data), data);
  assert.notEqual(zod.default.parse(data), data);
  assert.deepEqual(zod.strict.parse(strictData), strictData);
  const fresh = () => JSON.parse(json) as unknown;
  const freshStrict = () => JSON.parse(strictJson) as unknown;
  return [
    { name: "JSON.parse", run: () => JSON.parse(json), bytes },
    {
      name: "zod's own parse, default",
      prepare: fresh,
      run: (input) => zod.default.parse(input),
      bytes,
    },
    {
      name: "zod's own parse, strict",
      prepare: freshStrict,
      run: (input) => zod.strict.parse(input),
      bytes: strictBytes,
    },
    {
      name: "SDK default",
      prepare: fresh,
      run: (input) => schemas.default.parse(input),
      bytes,
      baseline: "zod's own parse, default",
    },
    {
      name: "SDK strict",
      prepare: freshStrict,
      run: (input) => schemas.strict.parse(input),
      bytes: strictBytes,
      baseline: "zod's own parse, strict",
    },
  ];
}

/** The machine line every report starts with. */
function machine(): string {
  const cpu = os.cpus()[0]?.model ?? "unknown CPU";
  const { major, minor, patch } = z.core.version;
  return `machine: ${os.cpus().length} cores (${cpu}), load average ${os.loadavg()[0]?.toFixed(2)}, Node ${process.version}, zod ${major}.${minor}.${patch}`;
}

/** The heading of one payload's table. */
function heading(payload: Payload): string {
  const mb = (text: string) => (text.length / 1e6).toFixed(2);
  return `${payload.resource}: ${mb(payload.json)} MB (strict variant without unknown fields: ${mb(payload.strictJson)} MB)`;
}

/** What every run is: in each of RUNS fresh processes, the median of ROUNDS rounds. */
const method = `${RUNS} runs, each in a fresh process: the median of ${ROUNDS} interleaved rounds after ${WARMUP} warm-up. Ratios are taken within each run, then given as the median of the runs [lowest–highest].`;

/** What one process of a validation bench hands back: its machine line and one run a payload. */
interface ValidationRun {
  readonly machine: string;
  readonly runs: Run[];
}

/**
 * Runs a validation bench: in RUNS fresh processes, every payload's cases measured interleaved;
 * then, in the parent, prints the report, each payload's table followed by its goal lines.
 */
export async function benchValidation(options: {
  /** The bench file, as `import.meta.url`. */
  readonly script: string;
  /** Added to the machine line, e.g. the Node flags that matter. */
  readonly note?: string;
  readonly casesFor: (sdk: typeof Schemas, payload: Payload) => BenchCase[];
  readonly goals: (runs: readonly Run[], payload: Payload) => string[];
}): Promise<void> {
  const results = await inFreshProcesses(options.script, RUNS, async (): Promise<ValidationRun> => {
    const sdk = await builtSchemas();
    const runs = payloads.map((payload) =>
      measuredOf(measure(options.casesFor(sdk, payload), { warmupRounds: WARMUP, rounds: ROUNDS })),
    );
    return { machine: `${machine()}${options.note ?? ""}`, runs };
  });
  if (results === undefined) return;
  const report = [results[0]?.machine ?? "", method];
  payloads.forEach((payload, i) => {
    const runs = results.map((result) => result.runs[i] ?? []);
    report.push(
      "",
      heading(payload),
      summaryTable(runs, "JSON.parse"),
      "goals:",
      ...options.goals(runs, payload),
    );
  });
  console.log(report.join("\n"));
}
