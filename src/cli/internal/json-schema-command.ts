import { toJsonSchema } from "../../schemas/json-schema.js";
import type { Command } from "./command.js";
import { parseFlags } from "./parse-flags.js";
import { RESOURCES, resourceNamed } from "./resource-name.js";
import { UsageError } from "./usage-error.js";

const help = `Usage: owned-products-sdk json-schema <Resource> [--strict]

Prints the JSON Schema (draft 2020-12) of a resource of the data contract, as toJsonSchema
of owned-products-sdk/schemas makes it.

Arguments:
  <Resource>   one of ${RESOURCES.join(", ")}

Options:
  --strict     describe the strict variant (additionalProperties: false)
  --help       show this help

Example:
  npx owned-products-sdk json-schema Tenant > tenant.schema.json`;

/** `owned-products-sdk json-schema`: a resource's JSON Schema on standard output. */
export const jsonSchemaCommand: Command = {
  name: "json-schema",
  summary: "print the JSON Schema of a resource",
  help,
  run(args, io) {
    const flags = parseFlags("json-schema", args, { strict: { type: "boolean" } });
    const [name, extra] = flags.positionals;
    if (name === undefined) throw new UsageError("json-schema: name a resource; see --help");
    if (extra !== undefined) {
      throw new UsageError(
        `json-schema: unexpected argument ${extra}; json-schema takes one resource, as json-schema Tenant (run it once per resource)`,
      );
    }
    const strict = flags.values["strict"] === true;
    io.out(JSON.stringify(toJsonSchema(resourceNamed("json-schema", name), { strict }), null, 2));
    return Promise.resolve(0);
  },
};
