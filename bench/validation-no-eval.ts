// Validation speed where `new Function` is forbidden (issue 6): `npm run bench` runs this file
// with --disallow-code-generation-from-strings, as a Content Security Policy without
// 'unsafe-eval' would. The SDK's fast path generates no code, so it runs here unchanged; the
// goal is to stay within 1.2x of zod's own parse.
import assert from "node:assert/strict";
import { inFreshProcesses } from "./fresh-processes.ts";
import { measure } from "./measure.ts";
import { goalLine, measuredOf, summaryTable, type Run } from "./summary.ts";
import {
  baseCases,
  builtSchemas,
  heading,
  machine,
  method,
  payloads,
  ROUNDS,
  RUNS,
  WARMUP,
} from "./validation-cases.ts";

/** One run: every payload's cases, measured interleaved, where code generation throws. */
async function measureOnce(): Promise<{ machine: string; runs: Run[] }> {
  assert.throws(
    () => new Function("return 1"),
    EvalError,
    "run with --disallow-code-generation-from-strings",
  );
  const sdk = await builtSchemas();
  const runs = payloads.map((payload) =>
    measuredOf(measure(baseCases(sdk, payload), { warmupRounds: WARMUP, rounds: ROUNDS })),
  );
  return { machine: `${machine()}, --disallow-code-generation-from-strings`, runs };
}

const results = await inFreshProcesses(import.meta.url, RUNS, measureOnce);
if (results !== undefined) {
  const report = [results[0]?.machine ?? "", method];
  payloads.forEach((payload, i) => {
    const runs = results.map((result) => result.runs[i] ?? []);
    report.push(
      "",
      heading(payload),
      summaryTable(runs, "JSON.parse"),
      "goals:",
      goalLine(runs, "SDK default", "zod's own parse, default", 1.2),
      goalLine(runs, "SDK strict", "zod's own parse, strict", 1.2),
      goalLine(runs, "SDK default", "JSON.parse", 0.3),
    );
  });
  console.log(report.join("\n"));
}
