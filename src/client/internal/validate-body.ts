import { ValidationError } from "../../errors/validation-error.js";
import { printableKey } from "../../internal/printable-key.js";
import type { RequestSummary } from "../../errors/request-error.js";
import { resourceSchemas, type ResourceName } from "../../schemas/resources.js";
import { fastParse } from "../../schemas/internal/fast-path/with-fast-path.js";
import type { CallOptions } from "./call-options.js";
import type { ClientConfig } from "./client-config.js";
import { parseOrThrow } from "./parse-or-throw.js";
import { tell } from "./tell.js";

/**
 * Reads a response body as JSON, or fails with a ValidationError that says so: with the content
 * type received (read from `headers` only then) and the masked URL it came from, since a web page
 * at 200 (a `baseUrl` that points at a web app, a proxy's login page) is the usual cause.
 */
export function parseJson(
  text: string,
  resource: ResourceName,
  summary: () => RequestSummary,
  headers: Headers,
): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    const called = summary();
    const message =
      text === "" ? "the body is empty" : notJson(headers.get("content-type"), called.url);
    throw new ValidationError(resource, [{ path: [], code: "invalid_json", message }], called);
  }
}

/** What a checked body gives: the data, and how many elements `invalidItems: "skip"` left out. */
export interface Validated {
  readonly data: unknown;
  readonly skippedItems: number;
}

type Config = Pick<ClientConfig, "onUnknownFields" | "logger">;
type Options = Pick<CallOptions, "validation" | "invalidItems" | "onInvalidItem" | "skipLog">;

/** What a body that is not JSON came as, and where from; a hint when it is not JSON at all. */
function notJson(contentType: string | null, url: string): string {
  // A header's value, never the body's: cut short in case a server sends a long one, and its
  // controls escaped (a C1 control such as U+009B is a terminal's escape).
  const type = contentType === null ? null : printableKey(contentType);
  return `the body is not valid JSON (${type ? `content type ${type}` : "no content type"}, from ${url})${
    /\bjson\b/i.test(type ?? "") ? "" : ": is baseUrl a web app's address?"
  }`;
}

/**
 * Checks a parsed body as the call's `validation` and `invalidItems` say and returns the data;
 * unknown fields go to `onUnknownFields`, skipped elements to `onInvalidItem` (or a log line),
 * never failing the call. `where` is the operation, as a log line names it. A promise only when
 * `"skip"` has a body to look at element by element.
 */
export function validateBody(
  json: unknown,
  resource: ResourceName,
  options: Options,
  config: Config,
  summary: () => RequestSummary,
  where: string,
): Validated | Promise<Validated> {
  const mode = options.validation;
  let data = json;
  if (mode !== "off") {
    const schema = resourceSchemas[resource][mode];
    // "skip": the fast path answers first; only a body it turns down is looked at element by element
    // (a resource without lists, as a whole), by a module loaded then: most clients never load it.
    if (options.invalidItems !== "skip") {
      data = parseOrThrow(schema, json, resource, summary);
    } else if ((data = fastParse(schema, json)) === undefined) {
      return import("./skip-invalid-items.js").then(({ skipInvalidItems }) => {
        const { data, reports } = skipInvalidItems(
          json,
          resource,
          mode,
          summary,
          options,
          config,
          where,
        );
        tellUnknownFields(json, resource, mode, config, summary);
        return { data, skippedItems: reports.length };
      });
    }
  }
  tellUnknownFields(json, resource, mode, config, summary);
  return { data, skippedItems: 0 };
}

/** Tells `onUnknownFields` (when set) the fields of `json` the strict schema does not know. */
function tellUnknownFields(
  json: unknown,
  resource: ResourceName,
  mode: CallOptions["validation"],
  { onUnknownFields, logger }: Config,
  summary: () => RequestSummary,
): void {
  if (!onUnknownFields || mode === "strict") return;
  // The fields the strict schema does not know (contract drift).
  const strict = resourceSchemas[resource].strict.safeParse(json);
  const paths = (strict.error?.issues ?? [])
    .filter((issue) => issue.code === "unrecognized_keys")
    .map((issue) => issue.path.filter((key) => typeof key !== "symbol") as (string | number)[]);
  if (paths.length > 0) {
    const { method, url } = summary();
    tell("onUnknownFields", onUnknownFields, { resource, method, url, paths }, logger);
  }
}
