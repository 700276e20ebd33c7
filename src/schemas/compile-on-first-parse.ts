import * as z from "zod/mini";

type Run = z.core.$ZodTypeInternals["run"];

/**
 * How a schema runs once its first parse has decided: zod's compiled fast path (`z.compile`), or
 * the interpreted parse where code generation is off or forbidden.
 */
function chooseRun(schema: z.core.$ZodType, interpreted: Run): Run {
  // `allowsEval` is zod's own probe: one `new Function("")`, cached for the whole process, so a
  // CSP without 'unsafe-eval' sees one attempt at most, never one per schema.
  if (z.config().jitless === true || !z.util.allowsEval.value) return interpreted;
  try {
    // strict: a schema zod cannot compile, or a `new Function` that throws anyway, lands here
    // instead of silently returning the schema, whose run is the dispatcher below.
    const compiled = z.compile(schema, { strict: true })._zod;
    // What zod's own `zod/compile` shim carries over, so `z.validate` takes the fast path too.
    schema._zod.bag["validator"] = compiled.bag["validator"];
    schema._zod.bag["fallbackRun"] = compiled.bag["fallbackRun"];
    return compiled.run;
  } catch {
    return interpreted;
  }
}

/**
 * Gives an exported schema zod's compiled fast path, built on its first parse, never at import:
 * importing the schemas generates no code, so a page whose CSP forbids `unsafe-eval` loads them
 * cleanly. The first parse compiles the schema with `z.compile` (the same results and issues as
 * zod's interpreted parse; a rejected input is parsed again by the interpreter, so its issues are
 * the interpreter's); where `new Function` is forbidden, or zod is configured `jitless`, the
 * schema keeps the interpreted parse. A parse called with `{ jitless: true }` always takes the
 * interpreted parse, as zod documents for that option.
 *
 * The schema object itself is returned, still a plain zod schema: only its internal `run` changes,
 * the way zod's `zod/compile` entry does it for every schema of an app. Wrapping a schema twice
 * is harmless: the interpreted run is always the one underneath.
 *
 * @internal
 */
// @__NO_SIDE_EFFECTS__: bundlers may drop an unused schema together with its wrapping.
export function compileOnFirstParse<T extends z.core.$ZodType>(schema: T): T {
  // Unwrap an app's `import "zod/compile"` shim too: this dispatcher replaces it for this schema.
  const live: Run & { __originalRun?: Run } = schema._zod.run;
  const interpreted = live.__originalRun ?? live;
  let chosen: Run | undefined;
  const run: Run = (payload, ctx) => {
    if (ctx?.jitless === true) return interpreted(payload, ctx);
    chosen ??= chooseRun(schema, interpreted);
    return chosen(payload, ctx);
  };
  // zod's protocol for wrapped runs: `z.compile` unwraps to the interpreted run through it, so
  // its fallback never re-enters this dispatcher.
  schema._zod.run = Object.assign(run, { __originalRun: interpreted });
  return schema;
}
