// `invalidItems: "skip"` (issue 35), `npm run bench`: what the client's validation of a body costs
// with "skip" against the default ("throw"), on the 1 MB purchase history and the 1,000-tenant
// page of the validation bench. On a valid body "skip" answers with the same fast path (goal
// <= 1.05x); with one invalid element among 1,000 it checks the envelope, then each element once
// (goal <= 3x the valid body's default parse). The client's own validation step is timed
// (src/client/internal/validate-body.ts), on a body JSON.parse has made, as a call runs it; for the
// invalid body, its two synchronous steps (the fast path's no, then skip-invalid-items.ts, which a
// call loads with `import()` the first time: the promise around it is not timed).
import assert from "node:assert/strict";
import type { BenchCase } from "./measure.ts";
import { goalLine } from "./summary.ts";
import { benchValidation, type Payload } from "./validation-cases.ts";

// After source-imports.ts (imported by validation-cases.ts) has run: these import src/.
const { validateBody } = await import("../src/client/internal/validate-body.ts");
const { skipInvalidItems } = await import("../src/client/internal/skip-invalid-items.ts");
const { fastParse } = await import("../src/schemas/internal/fast-path/with-fast-path.ts");
const { resourceSchemas } = await import("../src/schemas/resources.ts");

const CASES = {
  thrown: "throw (the default)",
  skipped: "skip",
  invalid: "skip, 1 invalid of 1,000",
} as const;

const config = { onUnknownFields: undefined, logger: undefined };
const summary = () => ({
  method: "GET",
  url: "http://bench",
  attempts: 1,
  waitedMs: 0,
  elapsedMs: 0,
});
const optionsOf = (invalidItems: "throw" | "skip") => ({
  validation: "default" as const,
  invalidItems,
  onInvalidItem: () => undefined,
  skipLog: undefined,
});

/** The payload with one element of its largest list of 1,000 made invalid, in the middle. */
function withOneInvalid(payload: Payload): unknown {
  const data = JSON.parse(payload.json) as Record<string, Record<string, unknown>[]>;
  if (payload.resource === "TenantPage") data["list"]![500]!["id"] = "501";
  else data["payments"]![500]!["amount"] = null;
  return data;
}

function casesFor(_: unknown, payload: Payload): BenchCase[] {
  const { resource, json } = payload;
  const body: unknown = JSON.parse(json);
  const invalid = withOneInvalid(payload);
  const validate = (data: unknown, mode: "throw" | "skip") =>
    validateBody(data, resource, optionsOf(mode), config, summary, "bench");
  const skip = (data: unknown) => {
    assert.equal(fastParse(resourceSchemas[resource].default, data), undefined);
    return skipInvalidItems(data, resource, "default", summary, optionsOf("skip"), config, "bench");
  };
  // The same object on a valid body; one element fewer on the other.
  const valid = (mode: "throw" | "skip") => validate(body, mode) as { data: unknown };
  assert.equal(valid("skip").data, valid("throw").data);
  assert.equal(skip(invalid).reports.length, 1);
  const bytes = json.length;
  return [
    { name: "JSON.parse", run: () => JSON.parse(json), bytes },
    { name: CASES.thrown, run: () => validate(body, "throw"), bytes },
    { name: CASES.skipped, run: () => validate(body, "skip"), bytes, baseline: CASES.thrown },
    { name: CASES.invalid, run: () => skip(invalid), bytes, baseline: CASES.thrown },
  ];
}

await benchValidation({
  script: import.meta.url,
  casesFor,
  goals: (runs) => [
    goalLine(runs, CASES.skipped, CASES.thrown, 1.05),
    goalLine(runs, CASES.invalid, CASES.thrown, 3),
  ],
});
