// Validation speed where `new Function` is forbidden (issue 6): `npm run bench` runs this file
// with --disallow-code-generation-from-strings, as a Content Security Policy without
// 'unsafe-eval' would. The SDK's fast path generates no code, so it runs here unchanged; the
// goal is to stay within 1.2x of zod's own parse.
import assert from "node:assert/strict";
import { goalLine } from "./summary.ts";
import { baseCases, benchValidation, PARSE_GOAL } from "./validation-cases.ts";

assert.throws(
  () => new Function("return 1"),
  EvalError,
  "run with --disallow-code-generation-from-strings",
);

await benchValidation({
  script: import.meta.url,
  note: ", --disallow-code-generation-from-strings",
  casesFor: baseCases,
  goals: (runs, payload) => [
    goalLine(runs, "SDK default", "zod's own parse, default", 1.2),
    goalLine(runs, "SDK strict", "zod's own parse, strict", 1.2),
    goalLine(runs, "SDK default", "JSON.parse", PARSE_GOAL[payload.resource]),
  ],
});
