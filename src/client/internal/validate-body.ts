import type * as z from "zod/mini";
import { ValidationError, type ValidationIssue } from "../../errors/validation-error.js";
import type { RequestSummary } from "../../errors/request-error.js";
import { resourceSchemas, type ResourceName } from "../../schemas/resources.js";
import { safeString } from "../../internal/safe-string.js";
import type { ValidationMode } from "../types.js";
import type { ClientConfig } from "./client-config.js";

type Path = readonly (string | number)[];

// Worded by the schemas (schemas/internal/issues); only symbol keys are dropped.
function toIssue(issue: z.core.$ZodIssue): ValidationIssue {
  const path = issue.path.filter((key) => typeof key !== "symbol") as Path;
  return { path, code: issue.code, message: issue.message };
}

/**
 * Reads a response body as JSON, or fails with a ValidationError that says so: with the content
 * type received (`contentType`) and the masked URL it came from, since a web page at 200 (a
 * `baseUrl` that points at a web app, a proxy's login page) is the usual cause.
 */
export function parseJson(
  text: string,
  resource: ResourceName,
  summary: () => RequestSummary,
  contentType: string | null = null,
): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    const called = summary();
    const message = text === "" ? "the body is empty" : notJson(contentType, called.url);
    throw new ValidationError(resource, [{ path: [], code: "invalid_json", message }], called);
  }
}

/** What a body that is not JSON came as, and where from; a hint when it is not JSON at all. */
function notJson(contentType: string | null, url: string): string {
  // A header's value, never the body's; cut short in case a server sends a long one.
  const type = contentType?.slice(0, 100);
  return `the body is not valid JSON (${type ? `content type ${type}` : "no content type"}, from ${url})${
    /\bjson\b/i.test(type ?? "") ? "" : ": is baseUrl a web app's address?"
  }`;
}

/**
 * Checks a parsed body as `mode` says and returns the data; unknown fields go to
 * `onUnknownFields`, never failing the call.
 */
export function validateBody(
  json: unknown,
  resource: ResourceName,
  mode: ValidationMode,
  { onUnknownFields, logger }: Pick<ClientConfig, "onUnknownFields" | "logger">,
  summary: () => RequestSummary,
): unknown {
  let data = json;
  if (mode !== "off") {
    const result = resourceSchemas[resource][mode].safeParse(json);
    if (!result.success)
      throw new ValidationError(resource, result.error.issues.map(toIssue), summary());
    data = result.data;
  }
  if (onUnknownFields && mode !== "strict") {
    // The fields the strict schema does not know (contract drift).
    const strict = resourceSchemas[resource].strict.safeParse(json);
    const paths = (strict.error?.issues ?? [])
      .filter((issue) => issue.code === "unrecognized_keys")
      .map((issue) => toIssue(issue).path);
    if (paths.length > 0) {
      try {
        const { method, url } = summary();
        onUnknownFields({ resource, method, url, paths });
      } catch (error) {
        // A failing report must not fail a call that succeeded.
        logger?.warn?.("owned-products-sdk: onUnknownFields threw", {
          resource,
          error: error instanceof Error ? error.message : safeString(error),
        });
      }
    }
  }
  return data;
}
