import type * as z from "zod/mini";
import type { ResourceSchema } from "../../resource-schema.js";
import { readableIssues } from "../issues/readable-issues.js";
import { checkSeam, type Seam } from "./seam-check.js";

/**
 * A generated check of resource-checks.ts: whether one schema accepts `value` exactly as it is.
 */
export type ResourceCheck = (value: unknown) => boolean;

// Proven once, on the first parse of any schema (never at import): see seam-check.ts.
let seam: Seam | undefined;

// The parse context by which fastParse asks a schema's run for its fast path's answer alone.
const FAST_ONLY: z.core.ParseContextInternal = {};

/**
 * What `schema`'s parse returns for `value` when its fast path accepts it (the very object, or a
 * strip schema's copy), else `undefined` (never a resource's data): zod's parse is not run
 * (`invalidItems: "skip"` looks at a rejected body element by element instead). `schema` is one
 * of withFastPath's.
 */
export function fastParse(schema: z.ZodMiniType, value: unknown): unknown {
  return (schema._zod.run({ value, issues: [] }, FAST_ONLY) as z.core.ParsePayload).value;
}

function seamOnFirstUse(): Seam {
  if (seam === undefined) {
    // The probe's own parses run through withFastPath while the check runs: they try it all.
    seam = { fast: true, reword: true };
    seam = checkSeam(withFastPath);
  }
  return seam;
}

/**
 * Gives an exported object schema its fast path, and returns that same schema.
 *
 * A parse first asks `accepts` (straight-line code generated from the schema itself, see
 * resource-checks.ts) whether the input is valid as it is. If so, the parse is done: the result
 * is the input itself, with no copy built, which is what makes it several times faster than
 * zod's own parse; with `copy` (a strip schema: `copierOf` a field list) it is that copy.
 * Otherwise, zod's parse runs on that input as if the fast path did not exist, so every value it
 * returns is zod's own, and so is every issue, worded in English by readableIssues (zod/mini
 * loads no locale, and the SDK sets no global zod configuration).
 *
 * A valid result thus equals what zod would return, key for key; without `copy` it is the input
 * object rather than a copy, and its keys stay in the input's order. The check never generates
 * code, so it runs the same under a Content Security Policy without 'unsafe-eval'. Only the
 * schema's internal `run` changes: schemas derived from it (`.check`, `z.extend`, `z.partial`)
 * are plain zod. What zod no longer does as assumed (seam-check.ts) is left to zod alone.
 */
// @__NO_SIDE_EFFECTS__
export function withFastPath<
  T extends z.core.$InferObjectOutput<S, z.core.$strip["out"]>,
  S extends z.core.$ZodShape,
>(
  schema: z.ZodMiniObject<S, z.core.$ZodObjectConfig>,
  accepts: ResourceCheck,
  copy?: (accepted: Record<string, unknown>) => unknown,
): ResourceSchema<T, S> {
  const zodRun = schema._zod.run;
  const shape = schema._zod.def.shape;
  schema._zod.run = (payload, ctx) => {
    const { fast, reword } = seam ?? seamOnFirstUse();
    if (fast && accepts(payload.value)) {
      if (copy) payload.value = copy(payload.value as Record<string, unknown>);
      return payload;
    }
    if (ctx === FAST_ONLY) {
      payload.value = undefined;
      return payload;
    }
    const result = zodRun(payload, ctx) as z.core.ParsePayload;
    return reword ? readableIssues(result, shape) : result;
  };
  // Typed with the resource's name as its output (see ResourceSchema).
  return schema as unknown as ResourceSchema<T, S>;
}
