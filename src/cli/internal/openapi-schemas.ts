import * as z from "zod/mini";
import { fieldSensitivity } from "../../schemas/field-sensitivity.js";
import { resourceSchemas, type ResourceName } from "../../schemas/resources.js";

/** A JSON Schema object, as the OpenAPI document holds it. */
export type SchemaObject = Record<string, unknown>;

const INT32 = [-2_147_483_648, 2_147_483_647];

// OpenAPI's own format names, which tools read for code generation and mocking (JSON Schema
// carries the int32 range in minimum and maximum already).
function addFormats(node: unknown): void {
  if (Array.isArray(node)) node.forEach(addFormats);
  if (typeof node !== "object" || node === null) return;
  const schema = node as SchemaObject;
  const types = [schema["type"]].flat();
  if (
    types.includes("integer") &&
    schema["minimum"] === INT32[0] &&
    schema["maximum"] === INT32[1]
  ) {
    schema["format"] = "int32";
  }
  if (types.includes("number")) schema["format"] = "double";
  Object.values(schema).forEach(addFormats);
}

/**
 * The seven resources of the contract as OpenAPI 3.1 component schemas (JSON Schema 2020-12),
 * each nested resource a `$ref` to its own component. Nullable fields are `[T, "null"]` or an
 * `anyOf` with `null`; date-times carry the SDK's pattern and no `format` (which would demand an
 * offset the contract's date-times may lack), as in `toJsonSchema`. Each property carries its
 * `fieldSensitivity` class as `x-sensitivity`; no `writeOnly`, since the document describes
 * responses, which do hold the fields.
 */
export function componentSchemas(): Record<string, SchemaObject> {
  const registry = z.registry<{ id: string }>();
  for (const [name, variants] of Object.entries(resourceSchemas)) {
    registry.add(variants.default, { id: name });
  }
  const { schemas } = z.toJSONSchema(registry, {
    uri: (id) => `#/components/schemas/${id}`,
    override: ({ jsonSchema }) => {
      if (jsonSchema.format === "date-time") delete jsonSchema.format;
    },
  });
  const components: Record<string, SchemaObject> = {};
  for (const [name, schema] of Object.entries(schemas)) {
    const { $schema: _dialect, $id: _id, ...rest } = schema as SchemaObject;
    addFormats(rest);
    const properties = rest["properties"] as Record<string, SchemaObject>;
    const classes: Record<string, string> = fieldSensitivity[name as ResourceName];
    for (const [field, property] of Object.entries(properties)) {
      property["x-sensitivity"] = classes[field];
    }
    components[name] = rest;
  }
  return components;
}
