import { ValidationError } from "../../errors/validation-error.js";
import type { RequestSummary } from "../../errors/request-error.js";
import { resourceSchemas, type ResourceName } from "../../schemas/resources.js";
import { fastParse, REJECTED } from "../../schemas/internal/fast-path/with-fast-path.js";
import { safeString } from "../../internal/safe-string.js";
import type { InvalidItemReport } from "../invalid-items.js";
import type { ClientLogger } from "../types.js";
import type { CallOptions } from "./call-options.js";
import type { ClientConfig } from "./client-config.js";
import { parseOrThrow, skipInvalidItems } from "./skip-invalid-items.js";
import { holdReport } from "../../pagination/internal/served.js";

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

/** What a checked body gives: the data, and how many elements `invalidItems: "skip"` left out. */
export interface Validated {
  readonly data: unknown;
  readonly skippedItems: number;
}

type Config = Pick<ClientConfig, "onUnknownFields" | "logger">;
type Options = Pick<CallOptions, "validation" | "invalidItems" | "onInvalidItem" | "skipLog">;

/** What a body that is not JSON came as, and where from; a hint when it is not JSON at all. */
function notJson(contentType: string | null, url: string): string {
  // A header's value, never the body's; cut short in case a server sends a long one.
  const type = contentType?.slice(0, 100);
  return `the body is not valid JSON (${type ? `content type ${type}` : "no content type"}, from ${url})${
    /\bjson\b/i.test(type ?? "") ? "" : ": is baseUrl a web app's address?"
  }`;
}

/**
 * Checks a parsed body as the call's `validation` and `invalidItems` say and returns the data;
 * unknown fields go to `onUnknownFields`, skipped elements to `onInvalidItem` (or a log line),
 * never failing the call. `where` is the operation, as a log line names it.
 */
export function validateBody(
  json: unknown,
  resource: ResourceName,
  options: Options,
  config: Config,
  summary: () => RequestSummary,
  where: string,
): Validated {
  const mode = options.validation;
  let data = json;
  let reports: readonly InvalidItemReport[] = [];
  if (mode !== "off") {
    const schema = resourceSchemas[resource][mode];
    // "skip": the fast path answers first; only a body it turns down is looked at element by element
    // (a resource without lists, as a whole).
    if (options.invalidItems !== "skip") {
      data = parseOrThrow(schema, json, resource, summary);
    } else if ((data = fastParse(schema, json)) === REJECTED) {
      ({ data, reports } = skipInvalidItems(json, resource, mode, summary));
      if (reports.length > 0) {
        // Each report to `onInvalidItem`; without one, a line to `logger.warn`, else `console.warn`:
        // once per call, or once per run when the call is part of one (`skipLog`). Never silent.
        const { onInvalidItem, skipLog } = options;
        const tellSkipped = () => {
          if (onInvalidItem) {
            for (const report of reports)
              tell("onInvalidItem", onInvalidItem, report, config.logger);
          } else if (!skipLog?.logged) {
            if (skipLog) skipLog.logged = true;
            const paths = reports.slice(0, 5).map((report) => report.path.join("."));
            // In a run this line is its only one: say so, or its count reads as the run's total.
            const rest = skipLog
              ? " of one response; later skips of this run are not logged:"
              : ";";
            (config.logger ?? console).warn?.(
              `owned-products-sdk: ${skipLog?.where ?? where}: skipped ${reports.length} invalid item(s) ` +
                `(${paths.join(", ")}${reports.length > 5 ? ", …" : ""})${rest} pass onInvalidItem to handle each`,
              { reports },
            );
          }
        };
        // In searchAll/listAll, when the run reads the page (its `list`), as it may discard it.
        if (skipLog?.paged) holdReport((data as { list: unknown[] }).list, tellSkipped);
        else tellSkipped();
      }
    }
  }
  const { onUnknownFields, logger } = config;
  if (onUnknownFields && mode !== "strict") {
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
  return { data, skippedItems: reports.length };
}

/** Hands `report` to the user's `callback`: what it throws is logged, never failing the call. */
function tell<R extends { readonly resource: string }>(
  name: string,
  callback: (report: R) => void,
  report: R,
  logger: ClientLogger | undefined,
): void {
  try {
    callback(report);
  } catch (error) {
    (logger ?? console).warn?.(`owned-products-sdk: ${name} threw`, {
      resource: report.resource,
      error: error instanceof Error ? error.message : safeString(error),
    });
  }
}
