// Validation speed (issue 6): the SDK's schemas against JSON.parse of the same bytes, ajv, zod's
// interpreted parse, and the path taken where `new Function` is forbidden. `npm run bench`.
import { Ajv2020 } from "ajv/dist/2020.js";
import os from "node:os";
import { expect, test, vi } from "vitest";
import * as z from "zod/mini";
import * as sdk from "../src/schemas/index.js";
import { toJsonSchema, type ResourceName } from "../src/schemas/index.js";
import { measure, ratio, table, type BenchCase, type BenchResult } from "./measure.js";
import { purchaseHistoryJson, tenantPageJson } from "./payloads.js";

type Schemas = typeof sdk;
const SCHEMAS = "../src/schemas/index.js";

// The SDK's schemas with the compiled fast path on, as after `enableCompiledValidation()`.
sdk.enableCompiledValidation();

/** A second copy of the schema modules without the fast path: zod's plain interpreted parse. */
async function plainZodSchemas(): Promise<Schemas> {
  vi.resetModules();
  return (await import(SCHEMAS)) as Schemas;
}

/**
 * A third copy whose first parse happens while `new Function` throws, as under a CSP without
 * 'unsafe-eval': every schema in it settles on the interpreted parse, through the SDK's fallback.
 */
async function noEvalSchemas(firstParse: (schemas: Schemas) => void): Promise<Schemas> {
  vi.resetModules();
  const schemas = (await import(SCHEMAS)) as Schemas;
  schemas.enableCompiledValidation();
  const original = globalThis.Function;
  globalThis.Function = function forbidden() {
    throw new EvalError("Code generation from strings disallowed for this context");
  } as unknown as FunctionConstructor;
  try {
    firstParse(schemas);
  } finally {
    globalThis.Function = original;
  }
  return schemas;
}

interface Payload {
  readonly resource: Extract<ResourceName, "PurchaseHistory" | "TenantPage">;
  /** With unknown fields, for the default schemas. */
  readonly json: string;
  /** The same shape without unknown fields, which the strict schemas accept. */
  readonly strictJson: string;
}

const payloads: Payload[] = [
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

const WARMUP = 30;
const ROUNDS = 200;
const ajv = new Ajv2020();
const dateTimeLike = /^\d{4}-\d\d-\d\dT/;

function dateTimesOf(value: unknown, found: string[] = []): string[] {
  if (typeof value === "string" && dateTimeLike.test(value)) found.push(value);
  else if (typeof value === "object" && value !== null)
    for (const child of Object.values(value)) dateTimesOf(child, found);
  return found;
}

function casesFor(payload: Payload, plain: Schemas, noEval: Schemas): BenchCase[] {
  const { resource, json, strictJson } = payload;
  const data: unknown = JSON.parse(json);
  const strictData: unknown = JSON.parse(strictJson);
  const pick = (schemas: Schemas) => schemas.resourceSchemas[resource];
  const ajvDefault = ajv.compile(toJsonSchema(resource));
  const ajvStrict = ajv.compile(toJsonSchema(resource, { strict: true }));
  const dateTimes = dateTimesOf(data);
  const bytes = json.length;
  const strictBytes = strictJson.length;
  const cases: BenchCase[] = [
    { name: "JSON.parse", run: () => JSON.parse(json), bytes },
    { name: "zod interpreted default", run: () => pick(plain).default.parse(data), bytes },
    { name: "zod interpreted strict", run: () => pick(plain).strict.parse(strictData), bytes },
    {
      name: "SDK default",
      run: () => pick(sdk).default.parse(data),
      bytes,
      baseline: "zod interpreted default",
    },
    {
      name: "SDK strict",
      run: () => pick(sdk).strict.parse(strictData),
      bytes: strictBytes,
      baseline: "zod interpreted strict",
    },
    { name: "ajv default", run: () => ajvDefault(data), bytes, baseline: "SDK default" },
    { name: "ajv strict", run: () => ajvStrict(strictData), bytes, baseline: "SDK strict" },
    {
      name: "no-eval default",
      run: () => pick(noEval).default.parse(data),
      bytes,
      baseline: "zod interpreted default",
    },
    {
      name: "no-eval strict",
      run: () => pick(noEval).strict.parse(strictData),
      bytes: strictBytes,
      baseline: "zod interpreted strict",
    },
    // Where the time of the default parse goes.
    {
      name: "  z.validate default (no output)",
      run: () => z.validate(pick(sdk).default, data),
      bytes,
      baseline: "SDK default",
    },
    {
      name: "  SDK default, no unknown fields",
      run: () => pick(sdk).default.parse(strictData),
      bytes: strictBytes,
      baseline: "SDK strict",
    },
    {
      name: `  date-time regex only (${dateTimes.length})`,
      run: () => {
        let matched = 0;
        for (const text of dateTimes) if (sdk.DATE_TIME_PATTERN.test(text)) matched++;
        return matched;
      },
      bytes,
      baseline: "SDK default",
    },
  ];
  // Every case must succeed on its input, or the bench would time error paths.
  for (const c of cases) expect(c.run(), c.name).not.toBe(false);
  return cases;
}

function goals(results: BenchResult[]): string {
  const line = (label: string, value: number, goal: number) =>
    `  ${label.padEnd(34)} ${value.toFixed(2)}x  (goal <= ${goal.toFixed(2)}x: ${value <= goal ? "met" : "MISSED"})`;
  return [
    "goals:",
    line("SDK default / JSON.parse", ratio(results, "SDK default", "JSON.parse"), 0.3),
    line("SDK default / ajv default", ratio(results, "SDK default", "ajv default"), 1),
    line(
      "no-eval default / zod interpreted",
      ratio(results, "no-eval default", "zod interpreted default"),
      1.2,
    ),
    line(
      "no-eval strict / zod interpreted",
      ratio(results, "no-eval strict", "zod interpreted strict"),
      1.2,
    ),
  ].join("\n");
}

/** Parses every payload once, which settles each schema on its fast or interpreted path. */
function firstParse(schemas: Schemas): void {
  for (const { resource, json, strictJson } of payloads) {
    schemas.resourceSchemas[resource].default.parse(JSON.parse(json));
    schemas.resourceSchemas[resource].strict.parse(JSON.parse(strictJson));
  }
}

test("validation speed: SDK schemas vs JSON.parse, ajv and zod's interpreted parse", async () => {
  // The SDK copy first: zod's `new Function` probe is cached for the process, so it must not
  // run for the first time inside the no-eval window below.
  firstParse(sdk);
  const plain = await plainZodSchemas();
  const noEval = await noEvalSchemas(firstParse);
  // zod sets the validator on a compiled schema: the SDK copy has it, the other two do not.
  const compiled = (schema: z.ZodMiniType) => schema._zod.bag["validator"] !== undefined;
  for (const { resource } of payloads) {
    for (const variant of ["default", "strict"] as const) {
      expect(compiled(sdk.resourceSchemas[resource][variant])).toBe(true);
      expect(compiled(plain.resourceSchemas[resource][variant])).toBe(false);
      expect(compiled(noEval.resourceSchemas[resource][variant])).toBe(false);
    }
  }

  const cpu = os.cpus()[0]?.model ?? "unknown CPU";
  const report = [
    `machine: ${os.cpus().length} cores (${cpu}), Node ${process.version}, zod ${z.core.version.major}.${z.core.version.minor}.${z.core.version.patch}`,
  ];
  for (const payload of payloads) {
    const cases = casesFor(payload, plain, noEval);
    const results = measure(cases, { warmupRounds: WARMUP, rounds: ROUNDS });
    report.push(
      "",
      `${payload.resource}: ${(payload.json.length / 1e6).toFixed(2)} MB (strict variant without unknown fields: ${(payload.strictJson.length / 1e6).toFixed(2)} MB), median of ${ROUNDS} interleaved rounds after ${WARMUP} warm-up`,
      table(results, "JSON.parse"),
      goals(results),
    );
  }
  console.log(report.join("\n"));
});
