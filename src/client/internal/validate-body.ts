import type * as z from "zod/mini";
import { ValidationError, type ValidationIssue } from "../../errors/validation-error.js";
import { resourceSchemas, type ResourceName } from "../../schemas/resources.js";
import type { Call } from "./call.js";
import type { UnknownFieldsReport, ValidationMode } from "../types.js";

type Path = readonly (string | number)[];

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let current = root;
  for (const key of path) {
    if (typeof current !== "object" || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

function kindOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number" && !Number.isInteger(value)) return "fraction";
  return typeof value;
}

// Messages name what was expected and the *type* received, never the value: a response may hold
// secrets (CONTRACT.md 2.7), and the message of an error ends up in logs.
function toIssues(issue: z.core.$ZodIssue, json: unknown): ValidationIssue[] {
  const path = issue.path.filter((key) => typeof key !== "symbol") as Path;
  const received = valueAt(json, path);
  switch (issue.code) {
    case "unrecognized_keys":
      return issue.keys.map((key) => ({
        path: [...path, key],
        code: issue.code,
        message: "field not in the contract",
      }));
    case "invalid_type":
      return [
        {
          path,
          code: issue.code,
          message:
            received === undefined
              ? `required ${issue.expected} is missing`
              : `expected ${issue.expected}, got ${kindOf(received)}`,
        },
      ];
    case "invalid_format":
      return [{ path, code: issue.code, message: `expected a ${issue.format} string` }];
    case "too_big":
    case "too_small": {
      const bound = issue.code === "too_big" ? `<= ${issue.maximum}` : `>= ${issue.minimum}`;
      return [{ path, code: issue.code, message: `expected ${issue.origin} ${bound}` }];
    }
    default:
      return [{ path, code: issue.code, message: `invalid value (${issue.code})` }];
  }
}

/**
 * Reads a response body as JSON, or fails with a ValidationError that says so.
 */
export function parseJson(text: string, resource: ResourceName, call: Call): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    const message = text === "" ? "the body is empty" : "the body is not valid JSON";
    throw new ValidationError(resource, [{ path: [], code: "invalid_json", message }], {
      ...call.summary(),
    });
  }
}

/** The paths of every field the strict schema does not know (contract drift). */
function unknownFieldPaths(resource: ResourceName, json: unknown): Path[] {
  const result = resourceSchemas[resource].strict.safeParse(json);
  if (result.success) return [];
  return result.error.issues
    .filter((issue) => issue.code === "unrecognized_keys")
    .flatMap((issue) => toIssues(issue, json).map((i) => i.path));
}

/**
 * Checks a parsed body as the `validation` mode says, reports unknown fields to
 * `onUnknownFields` without failing, and returns the data.
 */
export function validateBody(
  json: unknown,
  resource: ResourceName,
  mode: ValidationMode,
  onUnknownFields: ((report: UnknownFieldsReport) => void) | undefined,
  call: Call,
): unknown {
  let data = json;
  if (mode !== "off") {
    const result = resourceSchemas[resource][mode].safeParse(json);
    if (!result.success) {
      const issues = result.error.issues.flatMap((issue) => toIssues(issue, json));
      throw new ValidationError(resource, issues, call.summary());
    }
    data = result.data;
  }
  if (onUnknownFields && mode !== "strict") {
    const paths = unknownFieldPaths(resource, json);
    if (paths.length > 0) {
      try {
        const { method, url } = call.summary();
        onUnknownFields({ resource, method, url, paths });
      } catch (error) {
        // A failing report must not fail a call that succeeded.
        call.logger?.warn?.("owned-products-sdk: onUnknownFields threw", {
          resource,
          error: error instanceof Error ? error.message : String(error),
        });
      }
    }
  }
  return data;
}
