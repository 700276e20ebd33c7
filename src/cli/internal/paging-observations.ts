import { isHttpError, type ApiResponse, type TenantPage } from "../../index.js";
import type { LimitClamp, PageNumbering } from "./operation-record.js";

// What the paging counts show where the contract leaves room (docs/contract.md 8: no limits,
// defaults or maximums are stated): the server's clamp of `limit`, and where page numbers start.

const isCount = (value: unknown): value is number =>
  typeof value === "number" && Number.isSafeInteger(value) && value >= 0;

/**
 * The server's clamp of `limit`, from the first window of a search that asked for `requested`,
 * and the second window if there was one: `clamped` (it echoes a lower limit), `clamped
 * silently` (it echoes the limit asked for but serves fewer, and the next window holds more),
 * `not clamped` (it served the whole limit), or `not seen` (every result it had fit in one
 * window). Undefined when the window's counts are not counts (the schemas report that).
 */
export function limitClamp(
  requested: number,
  first: unknown,
  second: unknown,
): LimitClamp | undefined {
  const { limit: echoed, list } = first as Record<string, unknown>;
  if (!isCount(echoed)) return undefined;
  const served = Array.isArray(list) ? list.length : 0;
  const more = (second as { list?: unknown } | undefined)?.list;
  const verdict: LimitClamp["verdict"] =
    echoed < requested
      ? "clamped"
      : served >= requested
        ? "not clamped"
        : Array.isArray(more) && more.length > 0
          ? "clamped silently"
          : "not seen";
  return { requested, echoed, served, verdict };
}

const firstId = (list: unknown): unknown =>
  Array.isArray(list) ? (list[0] as { id?: unknown } | undefined)?.id : undefined;

/**
 * Where the tenant list's pages start, from the answer to page 0 beside the first page's items
 * (read from page 1, as the SDK does by default): a 4xx or page 1 echoed back means from 1;
 * other tenants than page 1's mean from 0 (`listAll` then needs `{ zeroBased: true }`).
 */
export async function pageNumbering(
  pageOne: readonly unknown[],
  pageZero: () => Promise<ApiResponse<TenantPage>>,
): Promise<PageNumbering> {
  let answer: TenantPage;
  try {
    answer = (await pageZero()).data;
  } catch (error) {
    return isHttpError(error) && error.status < 500
      ? { firstPage: 1, evidence: `page 0 answered ${error.status}` }
      : { firstPage: null, evidence: "page 0 could not be read" };
  }
  const list: unknown = answer.list;
  if (answer.pageNumber === 1) return { firstPage: 1, evidence: "page 0 answered as page 1" };
  if (!Array.isArray(list) || list.length === 0) {
    return pageOne.length === 0
      ? { firstPage: null, evidence: "pages 0 and 1 are both empty" }
      : { firstPage: 1, evidence: "page 0 is empty" };
  }
  if (firstId(list) === firstId(pageOne)) {
    return { firstPage: 1, evidence: "page 0 holds page 1's tenants" };
  }
  return {
    firstPage: 0,
    evidence: "page 0 holds other tenants than page 1: listAll needs { zeroBased: true }",
  };
}

/**
 * Where `--max-pages` stopped the tenant list, at the last page it let the run read
 * (`pageNumber` is `maxPages`), when the page says there are more: `page 10 of 25`.
 */
export function pagesLeft(pageNumber: number, maxPages: number, page: unknown): string | undefined {
  const { totalPages } = page as { totalPages?: unknown };
  return pageNumber === maxPages && isCount(totalPages) && totalPages > pageNumber
    ? `page ${pageNumber} of ${totalPages}`
    : undefined;
}

/**
 * Where `--max-pages` stopped the search, at its last window (at `offset`), when the window says
 * there are more results: `offset 900 (1000 of 5000 results read)`.
 */
export function resultsLeft(offset: number, window: unknown): string | undefined {
  const { totalResultCount: total, list } = window as {
    totalResultCount?: unknown;
    list?: unknown;
  };
  const through = offset + (Array.isArray(list) ? list.length : 0);
  return isCount(total) && total > through
    ? `offset ${offset} (${through} of ${total} results read)`
    : undefined;
}
