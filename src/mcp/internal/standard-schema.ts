import type { StandardSchemaWithJSON } from "@modelcontextprotocol/server";
import * as z from "zod/mini";

// The MCP SDK takes a schema as Standard Schema with its JSON Schema (`~standard.jsonSchema`),
// which zod/mini schemas do not carry; and zod's JSON Schema of a date-time says
// `format: "date-time"`, which a client's format checker reads as RFC 3339 and so refuses the
// contract's date-times without an offset (`2024-01-01T00:00:00`, what .NET sends). This wrapper
// gives both: zod's own validation, and its JSON Schema with the exact pattern kept and the
// format left out (as `toJsonSchema` does).

type Io = "input" | "output";

function jsonSchemaOf(schema: z.core.$ZodType, io: Io, target: string): Record<string, unknown> {
  const known = target === "draft-07" || target === "openapi-3.0" ? target : "draft-2020-12";
  return z.toJSONSchema(schema, {
    io,
    target: known,
    // A record used twice (an owned product in two lists, the date-time pattern) is written
    // once, under $defs: tools/list stays small.
    reused: "ref",
    override: ({ jsonSchema }) => {
      if (jsonSchema.format === "date-time") delete jsonSchema.format;
    },
  }) as Record<string, unknown>;
}

/** `schema` as the MCP SDK takes it: Standard Schema, with a JSON Schema a client can check by. */
export function standardSchema<S extends z.core.$ZodType>(
  schema: S,
): StandardSchemaWithJSON<z.input<S>, z.output<S>> {
  const props = schema["~standard"];
  return {
    "~standard": {
      version: 1,
      vendor: "owned-products-sdk",
      validate: (value) => props.validate(value),
      jsonSchema: {
        input: ({ target }) => jsonSchemaOf(schema, "input", target),
        output: ({ target }) => jsonSchemaOf(schema, "output", target),
      },
    },
  };
}
