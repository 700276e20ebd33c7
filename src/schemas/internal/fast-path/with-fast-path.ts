import type * as z from "zod/mini";

/**
 * A generated check of resource-checks.ts: whether one schema accepts `value` exactly as it is.
 */
export type ResourceCheck = (value: unknown) => boolean;

/**
 * Gives an exported object schema its fast path, and returns that same schema.
 *
 * A parse first asks `accepts` (straight-line code generated from the schema itself, see
 * resource-checks.ts) whether the input is valid as it is. If so, the parse is done: the result
 * is the input itself, with no copy built, which is what makes it several times faster than
 * zod's own parse. Otherwise, zod's parse runs on that input as if the fast path did not exist,
 * so every issue, and every value it returns, is zod's own.
 *
 * A valid result thus equals what zod would return, key for key; it is the input object rather
 * than a copy, and its keys stay in the input's order. The check never generates code, so it
 * runs the same under a Content Security Policy without 'unsafe-eval'. Only the schema's internal
 * `run` changes: schemas derived from it (`.check`, `z.extend`, `z.partial`) are plain zod.
 */
// @__NO_SIDE_EFFECTS__
export function withFastPath<T extends z.core.$ZodObject>(schema: T, accepts: ResourceCheck): T {
  const zodRun = schema._zod.run;
  schema._zod.run = (payload, ctx) => (accepts(payload.value) ? payload : zodRun(payload, ctx));
  return schema;
}
