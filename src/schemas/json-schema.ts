import * as z from "zod/mini";
import { didYouMean } from "../internal/did-you-mean.js";
import {
  booleanOption,
  knownKeysOnly,
  invalid,
  optionsObject,
  shown,
} from "../internal/option-checks/index.js";
import { resourceSchemas, type ResourceName } from "./resources.js";

/**
 * A JSON Schema (draft 2020-12) document, as {@link toJsonSchema} returns it.
 *
 * @example
 * ```ts
 * const schema: JsonSchema = toJsonSchema("Tenant");
 * schema.$schema; // "https://json-schema.org/draft/2020-12/schema"
 * ```
 * @group Schemas
 */
export type JsonSchema = z.core.JSONSchema.BaseSchema;

/**
 * Options of {@link toJsonSchema}.
 *
 * @example
 * ```ts
 * const options: JsonSchemaOptions = { strict: true };
 * toJsonSchema("PurchaseHistory", options);
 * ```
 * @group Schemas
 */
export interface JsonSchemaOptions {
  /** Describe the strict variant (`additionalProperties: false`) instead of the default one. */
  readonly strict?: boolean;
}

/**
 * The JSON Schema (draft 2020-12) of a resource, made by zod's `toJSONSchema`, for documenting or
 * validating with other tools (ajv, OpenAPI). Date-times carry the SDK's exact `pattern` and no
 * `format` keyword: strict `date-time` format checkers demand an offset, which the contract's
 * .NET-style date-times may lack. One rule is looser than the zod schemas: the pattern cannot
 * tell that the days of a month depend on its year beyond 29 February, which it does handle.
 *
 * @example
 * ```ts
 * import Ajv2020 from "ajv/dist/2020.js";
 * const validate = new Ajv2020().compile(toJsonSchema("PurchaseHistory"));
 * validate(json); // true or false, with validate.errors
 * ```
 * @group Schemas
 */
export function toJsonSchema(resource: ResourceName, options: JsonSchemaOptions = {}): JsonSchema {
  const where = "toJsonSchema";
  const names = Object.keys(resourceSchemas);
  if (typeof resource !== "string" || !Object.hasOwn(resourceSchemas, resource)) {
    const guess = typeof resource === "string" ? didYouMean(resource, names) : undefined;
    const hint = guess === undefined ? "" : ` (did you mean "${guess}"?)`;
    invalid(where, "resource", `must be one of ${names.join(", ")}, got ${shown(resource)}${hint}`);
  }
  const given = optionsObject(where, options);
  knownKeysOnly(where, given, ["strict"]);
  const variant = resourceSchemas[resource];
  return z.toJSONSchema(
    booleanOption(where, "options.strict", given.strict) ? variant.strict : variant.default,
    {
      override: ({ jsonSchema }) => {
        if (jsonSchema.format === "date-time") delete jsonSchema.format;
      },
    },
  );
}
