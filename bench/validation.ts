// Validation speed (issues 6 and 16), `npm run bench`: the SDK's schemas, as built, against
// JSON.parse of the same bytes, zod's own parse, and two validators that generate code from the
// equivalent JSON Schema (toJsonSchema): ajv 8 and TypeBox's Compile (typebox 1.x, the
// successor of @sinclair/typebox's TypeCompiler). bench/validation-no-eval.ts measures the SDK
// where code generation is forbidden. Issue 25's strip schemas are timed end to end (JSON.parse
// and the parse together, as the client runs them) against the default schema and zod's own
// stripping parse; redactSecrets and omitSecrets against structuredClone of the same value.
import { Ajv2020 } from "ajv/dist/2020.js";
import assert from "node:assert/strict";
import type { TSchema } from "typebox";
import { Compile } from "typebox/compile";
import { isDateTimeText } from "../src/schemas/internal/fast-path/date-time-text.ts";
import type * as Schemas from "../src/schemas/index.js";
import type { BenchCase } from "./measure.ts";
import { goalLine } from "./summary.ts";
import { baseCases, benchValidation, PARSE_GOAL, type Payload } from "./validation-cases.ts";

// After source-imports.ts (imported by validation-cases.ts) has run: this helper imports src/.
const { zodReference } = await import("../test/helpers/zod-reference.ts");

const ajv = new Ajv2020();
const dateTimeLike = /^\d{4}-\d\d-\d\dT/;

function dateTimesOf(value: unknown, found: string[] = []): string[] {
  if (typeof value === "string" && dateTimeLike.test(value)) found.push(value);
  else if (typeof value === "object" && value !== null)
    for (const child of Object.values(value)) dateTimesOf(child, found);
  return found;
}

/**
 * Not a check: reads every character of `text` once with `charCodeAt`, as any scan must. Issue 39
 * found the date-time scan within ~15% of this, so a rewrite of its logic cannot gain much.
 */
function readEveryChar(text: string): boolean {
  let sum = 0;
  for (let at = 0; at < text.length; at++) sum += text.charCodeAt(at);
  return sum > 0;
}

/** ajv's validators, and where the SDK's time goes: the date-time checks alone. */
function extraCases(sdk: typeof Schemas, payload: Payload): BenchCase[] {
  const data: unknown = JSON.parse(payload.json);
  const strictData: unknown = JSON.parse(payload.strictJson);
  const ajvDefault = ajv.compile(sdk.toJsonSchema(payload.resource));
  const ajvStrict = ajv.compile(sdk.toJsonSchema(payload.resource, { strict: true }));
  if (!ajvDefault(data) || !ajvStrict(strictData)) throw new Error("ajv rejects the payload");
  // TypeBox validates JSON Schema as it is; its Compile generates code like ajv's.
  const typeBoxDefault = Compile(sdk.toJsonSchema(payload.resource) as TSchema);
  const typeBoxStrict = Compile(sdk.toJsonSchema(payload.resource, { strict: true }) as TSchema);
  if (!typeBoxDefault.Check(data) || !typeBoxStrict.Check(strictData)) {
    throw new Error("TypeBox rejects the payload");
  }
  const dateTimes = dateTimesOf(data);
  const bytes = payload.json.length;
  const count = (accepts: (text: string) => boolean) => () => {
    let accepted = 0;
    for (const text of dateTimes) if (accepts(text)) accepted++;
    return accepted;
  };
  return [
    {
      name: "ajv default",
      prepare: () => JSON.parse(payload.json) as unknown,
      run: (input) => ajvDefault(input),
      bytes,
      baseline: "SDK default",
    },
    {
      name: "ajv strict",
      prepare: () => JSON.parse(payload.strictJson) as unknown,
      run: (input) => ajvStrict(input),
      bytes: payload.strictJson.length,
      baseline: "SDK strict",
    },
    {
      name: "TypeBox default",
      prepare: () => JSON.parse(payload.json) as unknown,
      run: (input) => typeBoxDefault.Check(input),
      bytes,
      baseline: "SDK default",
    },
    {
      name: "TypeBox strict",
      prepare: () => JSON.parse(payload.strictJson) as unknown,
      run: (input) => typeBoxStrict.Check(input),
      bytes: payload.strictJson.length,
      baseline: "SDK strict",
    },
    {
      name: `  date-time scan only (${dateTimes.length})`,
      run: count(isDateTimeText),
      bytes,
      baseline: "SDK default",
    },
    {
      name: `  date-time reads only (${dateTimes.length})`,
      run: count(readEveryChar),
      bytes,
      baseline: "SDK default",
    },
    {
      name: `  date-time regex only (${dateTimes.length})`,
      run: count((text) => sdk.DATE_TIME_PATTERN.test(text)),
      bytes,
      baseline: "SDK default",
    },
  ];
}

/** The strip schema end to end, the default one and zod's stripping parse; the redactions. */
function stripAndRedactionCases(sdk: typeof Schemas, payload: Payload): BenchCase[] {
  const { json } = payload;
  const schemas = sdk.resourceSchemas[payload.resource];
  const zodStrip = zodReference(schemas.strip);
  const data: unknown = JSON.parse(json);
  // Both strip parses build the same copy, and the redactions keep the page's shape.
  assert.deepEqual(schemas.strip.parse(data), zodStrip.parse(data));
  assert.notDeepEqual(schemas.strip.parse(data), data);
  assert.equal(JSON.stringify(sdk.redactSecrets(data)).length > json.length / 2, true);
  const bytes = json.length;
  const fresh = () => JSON.parse(json) as unknown;
  return [
    { name: "SDK strip", prepare: fresh, run: (input) => schemas.strip.parse(input), bytes },
    {
      name: "zod's own parse, strip",
      prepare: fresh,
      run: (input) => zodStrip.parse(input),
      bytes,
    },
    {
      name: E2E.default,
      run: () => schemas.default.parse(JSON.parse(json)),
      bytes,
    },
    {
      name: E2E.strip,
      run: () => schemas.strip.parse(JSON.parse(json)),
      bytes,
      baseline: E2E.default,
    },
    {
      name: E2E.zodStrip,
      run: () => zodStrip.parse(JSON.parse(json)),
      bytes,
      baseline: E2E.default,
    },
    { name: "structuredClone", prepare: fresh, run: (input) => structuredClone(input), bytes },
    {
      name: "redactSecrets",
      prepare: fresh,
      run: (input) => sdk.redactSecrets(input),
      bytes,
      baseline: "structuredClone",
    },
    {
      name: "omitSecrets",
      prepare: fresh,
      run: (input) => sdk.omitSecrets(input),
      bytes,
      baseline: "structuredClone",
    },
  ];
}

const E2E = {
  default: "JSON.parse + SDK default",
  strip: "JSON.parse + SDK strip",
  zodStrip: "JSON.parse + zod's strip",
} as const;

await benchValidation({
  script: import.meta.url,
  casesFor: (sdk, payload) => [
    ...baseCases(sdk, payload),
    ...extraCases(sdk, payload),
    ...stripAndRedactionCases(sdk, payload),
  ],
  goals: (runs, payload) => [
    goalLine(runs, "SDK default", "JSON.parse", PARSE_GOAL[payload.resource]),
    goalLine(runs, "SDK default", "ajv default", 1, true),
    // Issue 39: on the 1 MB purchase history, at most 0.8x TypeBox's compiled check.
    goalLine(
      runs,
      "SDK default",
      "TypeBox default",
      payload.resource === "PurchaseHistory" ? 0.8 : 1,
      payload.resource !== "PurchaseHistory",
    ),
    goalLine(runs, E2E.strip, E2E.default, 2),
    goalLine(runs, E2E.strip, E2E.zodStrip, 1, true),
    // Issue 25's "fast enough for a 1 MB tenant page in a request handler", as a number: a
    // redacted copy costs less than the plain copy a handler would otherwise make.
    goalLine(runs, "redactSecrets", "structuredClone", 1, true),
    goalLine(runs, "omitSecrets", "structuredClone", 1, true),
  ],
});
