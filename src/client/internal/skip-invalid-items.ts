// `invalidItems: "skip"`: a body the whole-body fast path turned down is looked at again, the
// envelope alone (its lists emptied), then each element of its lists once with its own schema;
// never parsed whole twice. On a valid body it costs nothing: the fast path answered first.
// Loaded by validate-body.ts with `import()` when a body is turned down under "skip", so that a
// client's bundle carries none of it until then (issue 35's size budget: docs/validating-payloads.md).
import type { ValidationError } from "../../errors/validation-error.js";
import type { RequestSummary } from "../../errors/request-error.js";
import { holdReport, noteSkipped } from "../../pagination/internal/served.js";
import { isInt32, isPlainRecord } from "../../schemas/internal/fast-path/value-checks.js";
import { resourceSchemas, type ResourceName } from "../../schemas/resources.js";
import type { InvalidItemReport } from "../invalid-items.js";
import type { ClientConfig } from "./client-config.js";
import type { CallOptions } from "./call-options.js";
import { parseOrThrow } from "./parse-or-throw.js";
import { tell } from "./tell.js";
import type { ValidationMode } from "../types.js";

type Mode = Exclude<ValidationMode, "off">;

// The lists whose elements may be skipped (docs/contract.md 2.3, 2.4, 2.5).
const LISTS: Partial<Record<ResourceName, readonly string[]>> = {
  OwnedProductSearchResult: ["list"],
  TenantPage: ["list"],
  PurchaseHistory: ["activeProducts", "products", "payments"],
};

type Options = Pick<CallOptions, "onInvalidItem" | "skipLog">;
type Config = Pick<ClientConfig, "logger">;

/**
 * Checks `json` (a `resource` that its fast path turned down) as `mode` says: its envelope, which
 * fails the call as `"throw"` would, then each element of each list. The data holds the valid
 * elements only, in order; each list remembers where the others were (pagination's served.ts).
 * Each element left out is told to `onInvalidItem`, else logged; `where` is the operation.
 */
export function skipInvalidItems(
  json: unknown,
  resource: ResourceName,
  mode: Mode,
  summary: () => RequestSummary,
  options: Options,
  config: Config,
  where: string,
): { readonly data: unknown; readonly reports: readonly InvalidItemReport[] } {
  const checked = leaveOut(json, resource, mode, summary);
  const { data, reports } = checked;
  if (reports.length === 0) return checked;
  // Each report to `onInvalidItem`; without one, a line to `logger.warn`, else `console.warn`:
  // once per call, or once per run when the call is part of one (`skipLog`). Never silent.
  const { onInvalidItem, skipLog } = options;
  const tellReports = () => {
    if (onInvalidItem) {
      for (const report of reports) tell("onInvalidItem", onInvalidItem, report, config.logger);
    } else if (!skipLog?.logged) {
      if (skipLog) skipLog.logged = true;
      const paths = reports.slice(0, 5).map((report) => report.path.join("."));
      // In a run this line is its only one: say so, or its count reads as the run's total.
      const rest = skipLog ? " of one response; later skips of this run are not logged:" : ";";
      (config.logger ?? console).warn?.(
        `owned-products-sdk: ${skipLog?.where ?? where}: skipped ${reports.length} invalid item(s) ` +
          `(${paths.join(", ")}${reports.length > 5 ? ", …" : ""})${rest} pass onInvalidItem to handle each`,
        { reports },
      );
    }
  };
  // In searchAll/listAll, when the run reads the page (its `list`), as it may discard it.
  if (skipLog?.paged) holdReport((data as { list: unknown[] }).list, tellReports);
  else tellReports();
  return checked;
}

/** The valid part of `json` and a report of each element left out. */
function leaveOut(
  json: unknown,
  resource: ResourceName,
  mode: Mode,
  summary: () => RequestSummary,
): { readonly data: unknown; readonly reports: readonly InvalidItemReport[] } {
  const lists = LISTS[resource] ?? [];
  const schema = resourceSchemas[resource][mode];
  // A body that is not an object fails as a whole; a list that is not an array, as the envelope.
  if (!isPlainRecord(json)) return parseOrThrow(schema, json, resource, summary) as never;
  const body: Record<string, unknown> = { ...json };
  for (const list of lists) if (Array.isArray(json[list])) body[list] = [];
  const data = parseOrThrow(schema, body, resource, summary) as Record<string, unknown>;
  const reports: InvalidItemReport[] = [];
  for (const list of lists) {
    const served = json[list];
    if (!Array.isArray(served)) continue;
    const element =
      list === "payments" ? "Payment" : resource === "TenantPage" ? "Tenant" : "OwnedProduct";
    const kept: unknown[] = [];
    const at: number[] = [];
    served.forEach((item: Record<string, unknown> | null, index) => {
      const path = [list, index] as const;
      try {
        kept.push(parseOrThrow(resourceSchemas[element][mode], item, element, summary, path));
      } catch (error) {
        at.push(index);
        const { issues, method, url } = error as ValidationError;
        // An id only when valid itself: a report never carries a value the schema turned down.
        const id = item?.[element === "OwnedProduct" ? "ownedProductId" : "id"];
        reports.push({
          resource: element,
          path,
          issues,
          id: isInt32(id) ? id : undefined,
          method,
          url,
        });
      }
    });
    noteSkipped(kept, at);
    data[list] = kept;
  }
  return { data, reports };
}
