// `invalidItems: "skip"`: a body the whole-body fast path turned down is looked at again, the
// envelope alone (its lists emptied), then each element of its lists once with its own schema;
// never parsed whole twice. On a valid body it costs nothing: the fast path answered first.
import type * as z from "zod/mini";
import { ValidationError, type ValidationIssue } from "../../errors/validation-error.js";
import type { RequestSummary } from "../../errors/request-error.js";
import { noteSkipped } from "../../pagination/internal/served.js";
import { isInt32, isPlainRecord } from "../../schemas/internal/fast-path/value-checks.js";
import { resourceSchemas, type ResourceName } from "../../schemas/resources.js";
import type { InvalidItemReport } from "../invalid-items.js";
import type { ValidationMode } from "../types.js";

type Mode = Exclude<ValidationMode, "off">;

// The lists whose elements may be skipped (docs/contract.md 2.3, 2.4, 2.5).
const LISTS: Partial<Record<ResourceName, readonly string[]>> = {
  OwnedProductSearchResult: ["list"],
  TenantPage: ["list"],
  PurchaseHistory: ["activeProducts", "products", "payments"],
};

/** `schema`'s data for `value`, or a ValidationError of `resource` with every issue. */
export function parseOrThrow(
  schema: z.ZodMiniType,
  value: unknown,
  resource: ResourceName,
  summary: () => RequestSummary,
  prefix: readonly (string | number)[] = [],
): unknown {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  // Worded by the schemas (schemas/internal/issues); only symbol keys are dropped.
  const issues: ValidationIssue[] = result.error.issues.map(({ path, code, message }) => ({
    path: [...prefix, ...(path.filter((key) => typeof key !== "symbol") as (string | number)[])],
    code,
    message,
  }));
  throw new ValidationError(resource, issues, summary());
}

/**
 * Checks `json` (a `resource` that its fast path turned down) as `mode` says: its envelope, which
 * fails the call as `"throw"` would, then each element of each list. The data holds the valid
 * elements only, in order; each list remembers where the others were (pagination's served.ts).
 */
export function skipInvalidItems(
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
