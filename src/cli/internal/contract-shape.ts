import { DATE_TIME_PATTERN, toJsonSchema, type ResourceName } from "../../schemas/index.js";

// The contract's fields as the commands walk payloads: read from the public JSON Schema of each
// resource (toJsonSchema), so that the field lists, their nullability and their date-times have
// one owner, the schemas.

/** One field of the contract: what it holds and whether it may be null or absent. */
export interface FieldShape {
  /** "nullable" in the contract's sense (docs/contract.md 2, Notation): null or absent. */
  readonly nullable: boolean;
  readonly dateTime: boolean;
  /** An object's fields, by name. */
  readonly fields?: Readonly<Record<string, FieldShape>>;
  /** An array's item. */
  readonly items?: FieldShape;
}

type JsonSchemaNode = Readonly<Record<string, unknown>>;

function shapeOf(node: JsonSchemaNode, nullable: boolean): FieldShape {
  const anyOf = node["anyOf"] as readonly JsonSchemaNode[] | undefined;
  const schema = anyOf?.find((branch) => branch["type"] !== "null") ?? node;
  const type = [schema["type"]].flat().find((name) => name !== "null");
  const dateTime = schema["pattern"] === DATE_TIME_PATTERN.source;
  if (type === "array") {
    return { nullable, dateTime, items: shapeOf(schema["items"] as JsonSchemaNode, false) };
  }
  const properties = schema["properties"] as Record<string, JsonSchemaNode> | undefined;
  if (type !== "object" || properties === undefined) return { nullable, dateTime };
  const required = new Set(schema["required"] as readonly string[] | undefined);
  const fields: Record<string, FieldShape> = {};
  for (const [name, field] of Object.entries(properties)) {
    fields[name] = shapeOf(field, !required.has(name));
  }
  return { nullable, dateTime, fields };
}

const shapes = new Map<ResourceName, FieldShape>();

/** The fields of a resource of the contract, every depth. */
export function resourceShape(resource: ResourceName): FieldShape {
  let shape = shapes.get(resource);
  if (shape === undefined) {
    shape = shapeOf(toJsonSchema(resource) as JsonSchemaNode, false);
    shapes.set(resource, shape);
  }
  return shape;
}

/**
 * What {@link walkFields} calls for every contract field of every object it reaches: the path
 * (a live stack: copy it to keep it), the field, and its value (`present` false when absent).
 */
export type FieldVisitor = (
  path: readonly (string | number)[],
  field: FieldShape,
  value: unknown,
  present: boolean,
) => void;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Visits every field of `shape` in `value`, then the fields of the objects and the items of the
 * arrays it holds, at every depth. Values of the wrong type are visited but not entered: their
 * issues are the schemas' to tell. Fields the contract does not name are not visited.
 */
export function walkFields(shape: FieldShape, value: unknown, visit: FieldVisitor): void {
  const path: (string | number)[] = [];
  const enter = (field: FieldShape, held: unknown) => {
    if (field.fields !== undefined && isObject(held)) {
      for (const [name, inner] of Object.entries(field.fields)) {
        path.push(name);
        const present = Object.hasOwn(held, name);
        const child = present ? held[name] : undefined;
        visit(path, inner, child, present);
        enter(inner, child);
        path.pop();
      }
    } else if (field.items !== undefined && Array.isArray(held)) {
      for (let index = 0; index < held.length; index++) {
        path.push(index);
        enter(field.items, held[index]);
        path.pop();
      }
    }
  };
  enter(shape, value);
}
