// Validation speed (issue 6), `npm run bench`: the SDK's schemas, as built, against JSON.parse
// of the same bytes, ajv 8 compiled from the equivalent JSON Schema, and zod's own parse.
// bench/validation-no-eval.ts measures the same where code generation is forbidden.
import { Ajv2020 } from "ajv/dist/2020.js";
import { isDateTimeText } from "../src/schemas/internal/fast-path/date-time-text.ts";
import type * as Schemas from "../src/schemas/index.js";
import type { BenchCase } from "./measure.ts";
import { goalLine } from "./summary.ts";
import { baseCases, benchValidation, type Payload } from "./validation-cases.ts";

const ajv = new Ajv2020();
const dateTimeLike = /^\d{4}-\d\d-\d\dT/;

function dateTimesOf(value: unknown, found: string[] = []): string[] {
  if (typeof value === "string" && dateTimeLike.test(value)) found.push(value);
  else if (typeof value === "object" && value !== null)
    for (const child of Object.values(value)) dateTimesOf(child, found);
  return found;
}

/** ajv's validators, and where the SDK's time goes: the date-time checks alone. */
function extraCases(sdk: typeof Schemas, payload: Payload): BenchCase[] {
  const data: unknown = JSON.parse(payload.json);
  const strictData: unknown = JSON.parse(payload.strictJson);
  const ajvDefault = ajv.compile(sdk.toJsonSchema(payload.resource));
  const ajvStrict = ajv.compile(sdk.toJsonSchema(payload.resource, { strict: true }));
  if (!ajvDefault(data) || !ajvStrict(strictData)) throw new Error("ajv rejects the payload");
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
      name: `  date-time scan only (${dateTimes.length})`,
      run: count(isDateTimeText),
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

await benchValidation({
  script: import.meta.url,
  casesFor: (sdk, payload) => [...baseCases(sdk, payload), ...extraCases(sdk, payload)],
  goals: (runs) => [
    goalLine(runs, "SDK default", "JSON.parse", 0.3),
    goalLine(runs, "SDK default", "ajv default", 1),
  ],
});
