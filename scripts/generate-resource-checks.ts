// Writes the source of src/schemas/internal/fast-path/resource-checks.ts from the exported zod schemas:
// one function per schema that answers, without building anything, whether the schema accepts a
// value exactly as it is. `npm run generate` runs it (through
// test/schemas/resource-checks-source.test.ts, which also fails `npm test` while the file is
// stale). It knows only the zod kinds the schemas use, and throws on any other, so a schema
// change it cannot follow stops here instead of shipping a check that accepts too much.
import type * as z from "zod/mini";
import { DATE_TIME_PATTERN } from "../src/schemas/primitives.js";

type Schema = z.core.$ZodType;

/** The resources to generate checks for: each name with its default and strict schema. */
export type ResourceVariants = Readonly<
  Record<string, { readonly default: Schema; readonly strict: Schema }>
>;

/** The parts of a zod def this generator reads. */
interface Def {
  readonly type: string;
  readonly checks?: readonly unknown[];
  readonly check?: string;
  readonly format?: string;
  readonly pattern?: RegExp;
  readonly shape?: Readonly<Record<string, Schema>>;
  readonly catchall?: Schema;
  readonly innerType?: Schema;
  readonly element?: Schema;
}

const defOf = (schema: Schema): Def => schema._zod.def as Def;

/** What a schema asks of a value that is there: one leaf test, or statements. */
type Check = { readonly rejects: string } | { readonly statements: readonly string[] };

const statementsOf = (check: Check): string[] =>
  "rejects" in check ? [`if (${check.rejects}) return false;`] : [...check.statements];

/** The inner schema of a wrapper or array def, which zod always sets. */
function part(schema: Schema | undefined, path: string): Schema {
  if (schema === undefined) throw new Error(`${path}: a zod def without its inner schema`);
  return schema;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

const constantCase = (name: string) => name.replace(/(?<=[a-z0-9])(?=[A-Z])/g, "_").toUpperCase();
const read = (key: string) =>
  IDENTIFIER.test(key) ? `value.${key}` : `value[${JSON.stringify(key)}]`;

/** The name of a resource variant, e.g. `OwnedProduct` or `OwnedProductStrict`. */
const variantName = (resource: string, strict: boolean) => `${resource}${strict ? "Strict" : ""}`;

/** The constant that lists a resource's fields, e.g. `OWNED_PRODUCT_FIELDS`. */
const fieldsName = (resource: string) => `${constantCase(resource)}_FIELDS`;

/** A schema without its optional and nullable wrappers. */
function unwrapped(schema: Schema, path: string): Schema {
  let inner = schema;
  for (let def = defOf(inner); def.type === "optional" || def.type === "nullable";) {
    inner = part(def.innerType, path);
    def = defOf(inner);
  }
  return inner;
}

class Generator {
  /** The function that checks each exported schema, by schema. */
  readonly #checkOf = new Map<Schema, string>();
  /** The resource each exported schema stands for, by schema. */
  readonly #resourceOf = new Map<Schema, string>();

  constructor(private readonly resources: ResourceVariants) {
    for (const [resource, variants] of Object.entries(resources)) {
      this.#checkOf.set(variants.default, `accepts${variantName(resource, false)}`);
      this.#checkOf.set(variants.strict, `accepts${variantName(resource, true)}`);
      this.#resourceOf.set(variants.default, resource);
      this.#resourceOf.set(variants.strict, resource);
    }
  }

  /**
   * The field lists of every resource (field-lists.ts), each after the lists it nests, so that
   * every constant is defined before it is read.
   */
  #fieldLists(): string[] {
    const done = new Set<string>();
    const lines: string[] = [];
    const visit = (resource: string) => {
      if (done.has(resource)) return;
      done.add(resource);
      const variants = this.resources[resource];
      const shape = variants === undefined ? undefined : defOf(variants.default).shape;
      if (shape === undefined) throw new Error(`${resource}: not an object schema`);
      const fields = Object.entries(shape).map(([key, field]) => {
        const path = `${resource}.${key}`;
        let inner = unwrapped(field, path);
        const array = defOf(inner).type === "array";
        if (array) inner = unwrapped(part(defOf(inner).element, path), `${path}[]`);
        if (defOf(inner).type !== "object")
          return array ? `[${JSON.stringify(key)}]` : JSON.stringify(key);
        const nested = this.#resourceOf.get(inner);
        if (nested === undefined) {
          throw new Error(`${path}: a nested object must be one of the exported resource schemas`);
        }
        visit(nested);
        return `[${JSON.stringify(key)}, ${fieldsName(nested)}]`;
      });
      lines.push(
        "/**",
        ` * The fields of \`${resource}Schema\`, in its order.`,
        " */",
        `export const ${fieldsName(resource)}: Fields = /* @__PURE__ */ fieldList([${fields.join(", ")}]);`,
        "",
      );
    };
    for (const resource of Object.keys(this.resources)) visit(resource);
    return lines;
  }

  /**
   * The whole module: a function per schema. The default and the strict schema of a resource get
   * a function each, rather than one with a flag: V8 then optimizes each for the objects it
   * alone sees (measured: a shared function ran the default parse 1.5x slower once the strict
   * one had run).
   */
  module(): string {
    const parts = Object.entries(this.resources).flatMap(([resource, variants]) => [
      this.#resource(resource, variants.default, false),
      this.#resource(resource, variants.strict, true),
    ]);
    return [
      "// Generated by scripts/generate-resource-checks.ts from the exported zod schemas: do not",
      "// edit. `npm run generate` rewrites it; `npm test` fails while it is out of date.",
      "// Each function answers whether one schema accepts a value exactly as it is, without",
      "// building anything (see with-fast-path.ts); the field lists say what each resource names.",
      'import { fieldList, type Fields } from "./field-lists.js";',
      'import { hasOnlyKeys, isDateTime, isInt32, isPlainArray, isPlainRecord } from "./value-checks.js";',
      "",
      ...this.#fieldLists(),
      ...parts,
    ].join("\n");
  }

  #resource(resource: string, schema: Schema, strict: boolean): string {
    const def = defOf(schema);
    const name = variantName(resource, strict);
    if (def.type !== "object" || def.shape === undefined || (def.checks ?? []).length > 0) {
      throw new Error(`${name}: only object schemas without refinements get a fast check`);
    }
    const catchall = def.catchall === undefined ? "strip" : defOf(def.catchall).type;
    if (catchall !== (strict ? "never" : "unknown")) {
      throw new Error(
        `${name}: expected ${strict ? "z.strictObject" : "z.looseObject"}, found an object with a "${catchall}" catchall`,
      );
    }
    const keys = Object.keys(def.shape).join();
    if (
      keys !== Object.keys(defOf(this.resources[resource]?.default ?? schema).shape ?? {}).join()
    ) {
      throw new Error(`${name}: its fields differ from the default schema's, whose list it shares`);
    }
    const lines: string[] = [];
    for (const [key, field] of Object.entries(def.shape)) {
      if (key === "__proto__") throw new Error(`${name}: a "__proto__" field is not supported`);
      lines.push(`field = ${read(key)};`, ...this.#accept(field, "field", `${name}.${key}`, 0));
    }
    return [
      "/**",
      ` * Whether \`${resource}${strict ? "StrictSchema" : "Schema"}\` accepts \`value\` as it is.`,
      " */",
      `export function ${this.#checkOf.get(schema) ?? ""}(value: unknown): boolean {`,
      strict
        ? `if (!isPlainRecord(value) || !hasOnlyKeys(value, ${fieldsName(resource)}.keys)) return false;`
        : "if (!isPlainRecord(value)) return false;",
      "let field: unknown;",
      ...lines,
      "return true;",
      "}",
      "",
    ].join("\n");
  }

  /** Statements that return false unless the schema accepts `target`. */
  #accept(schema: Schema, target: string, path: string, depth: number): string[] {
    let inner = schema;
    let allowsUndefined = false;
    let allowsNull = false;
    for (let def = defOf(inner); def.type === "optional" || def.type === "nullable";) {
      if (def.type === "optional") allowsUndefined = true;
      else allowsNull = true;
      inner = part(def.innerType, path);
      def = defOf(inner);
    }
    const check = this.#acceptPresent(inner, target, path, depth);
    if (!allowsUndefined && !allowsNull) return statementsOf(check);
    const present =
      allowsUndefined && allowsNull
        ? `${target} != null`
        : `${target} !== ${allowsNull ? "null" : "undefined"}`;
    if ("rejects" in check) return [`if (${present} && ${check.rejects}) return false;`];
    return [`if (${present}) {`, ...check.statements, "}"];
  }

  /** The check of a value that is there: a leaf test, or the statements of an array's. */
  #acceptPresent(schema: Schema, target: string, path: string, depth: number): Check {
    const def = defOf(schema);
    if (def.type !== "array") return { rejects: this.#rejects(schema, target, path) };
    if ((def.checks ?? []).length > 0) throw new Error(`${path}: an array with refinements`);
    const item = depth === 0 ? "item" : `item${depth}`;
    const element = part(def.element, path);
    const each = this.#accept(element, item, `${path}[]`, depth + 1);
    const loop = `for (const ${item} of ${target})`;
    return {
      statements: [
        `if (!isPlainArray(${target})) return false;`,
        ...(each.length === 1 ? [`${loop} ${each.join("")}`] : [`${loop} {`, ...each, "}"]),
      ],
    };
  }

  /** A test that is true when the leaf schema rejects `target`. */
  #rejects(schema: Schema, target: string, path: string): string {
    const def = defOf(schema);
    const refined = (def.checks ?? []).length > 0;
    switch (def.type) {
      case "string":
        if (refined) break;
        if (def.check === undefined) return `typeof ${target} !== "string"`;
        if (
          def.check === "string_format" &&
          def.format === "date-time" &&
          def.pattern?.source === DATE_TIME_PATTERN.source &&
          def.pattern.flags === DATE_TIME_PATTERN.flags
        ) {
          return `!isDateTime(${target})`;
        }
        break;
      case "number":
        if (refined) break;
        if (def.check === undefined) return `!Number.isFinite(${target})`;
        if (def.check === "number_format" && def.format === "int32") {
          return `!isInt32(${target})`;
        }
        break;
      case "boolean":
        if (!refined) return `typeof ${target} !== "boolean"`;
        break;
      case "object": {
        const check = this.#checkOf.get(schema);
        if (check === undefined) {
          throw new Error(`${path}: a nested object must be one of the exported resource schemas`);
        }
        return `!${check}(${target})`;
      }
    }
    throw new Error(
      `${path}: no fast check for a zod "${def.type}" schema${def.check ? ` with a ${def.check} check` : ""}${refined ? " with refinements" : ""}`,
    );
  }
}

/**
 * The TypeScript source of resource-checks.ts for `resources` (unformatted: the caller runs
 * prettier over it). Throws on any schema it cannot check exactly.
 */
export function generateResourceChecks(resources: ResourceVariants): string {
  return new Generator(resources).module();
}
