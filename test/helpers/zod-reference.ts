// zod's own parse of the SDK's schemas, for the fast path's tests and the validation benches: each
// schema rebuilt from its
// definition with zod's constructors, so it has no fast path at any depth. The leaves (int32,
// dateTime, ...) are the SDK's own schemas, unchanged; objects, arrays and wrappers are new.
// Objects word their issues as the SDK's do (readableIssues): the slow path of a schema, alone.
import * as z from "zod/mini";
import { readableIssues } from "../../src/schemas/internal/issues/readable-issues.js";

type Schema = z.core.$ZodType;

/** `schema` rebuilt with plain zod, for the kinds the SDK's schemas are made of. */
export function zodReference<T extends Schema>(schema: T): T {
  return rebuild(schema) as T;
}

function rebuild(schema: Schema): Schema {
  const def = schema._zod.def as {
    type: string;
    shape?: Record<string, Schema>;
    catchall?: Schema;
    innerType?: Schema;
    element?: Schema;
  };
  switch (def.type) {
    case "object": {
      const shape = Object.fromEntries(
        Object.entries(def.shape ?? {}).map(([key, field]) => [key, rebuild(field)]),
      );
      const params = { error: schema._zod.def.error as z.core.$ZodErrorMap };
      // A strict schema's catchall is `never`, a default one's `unknown`; a strip one has none.
      const catchall = def.catchall?._zod.def.type;
      const object =
        catchall === "never"
          ? z.strictObject(shape, params)
          : catchall === undefined
            ? z.object(shape, params)
            : z.looseObject(shape, params);
      const zodRun = object._zod.run;
      object._zod.run = (payload, ctx) =>
        readableIssues(zodRun(payload, ctx) as z.core.ParsePayload, shape);
      return object;
    }
    case "optional":
      return z.optional(rebuild(def.innerType as Schema));
    case "nullable":
      return z.nullable(rebuild(def.innerType as Schema));
    case "array":
      return z.array(rebuild(def.element as Schema));
    default:
      return schema;
  }
}
