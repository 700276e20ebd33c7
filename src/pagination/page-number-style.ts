// How the page-number list (CONTRACT.md 2.5, "PaginatedListVM") is read: one instance per run,
// holding the counts the server echoed so far.
import { PaginationError } from "../errors/pagination-error.js";
import { checkCounts } from "./check-counts.js";
import type { Cursor, PagingStyle, Reading } from "./page-stream.js";
import { serverWarnings, warning } from "./warning.js";

/**
 * The fields of CONTRACT.md 2.5 the page-number style reads.
 *
 * @internal
 */
export interface PageCounts<TItem> {
  readonly totalPages: number;
  readonly pageNumber: number;
  readonly totalCount: number;
  readonly list?: readonly TItem[] | null | undefined;
}

const HELPER = "paginatePages";

/**
 * The page-number style of one run, counting from `firstPage`; `page` builds what `.pages()` yields.
 *
 * @internal
 */
export function pageNumberStyle<TResponse extends PageCounts<unknown>, TItem, TPage>(
  fetch: (cursor: Cursor, signal: AbortSignal) => Promise<TResponse>,
  start: Cursor,
  firstPage: 0 | 1,
  page: PagingStyle<TResponse, TItem, TPage>["page"],
): PagingStyle<TResponse, TItem, TPage> {
  let firstTotalPages = 0;
  let totalPages = 0;
  let totalCount = 0;
  // The last page of the run: from the newest totalPages, but never past twice the first one,
  // so a total that keeps growing cannot keep the run going forever. Unknown before the first
  // response.
  let lastPage = Number.POSITIVE_INFINITY;
  // Items received, and whether the totals held still: at the end of a run from the first page
  // they should add up to totalCount.
  let received = 0;
  let steady = true;

  // The end is decided by totalPages; a totalCount that disagrees is only reported.
  const countCheck = (at: string) => {
    if (start.position !== firstPage || !steady || received === totalCount) return [];
    const text = `${at} is the last of totalPages ${totalPages}, but ${received} items came for a totalCount of ${totalCount}`;
    return [warning("count-mismatch", text)];
  };

  const read = (response: TResponse, cursor: Cursor, first: boolean): Reading<TItem> => {
    const at = `${HELPER}: the response to page ${cursor.position}`;
    const resumeFrom = { pageNumber: cursor.position };
    checkCounts(response, ["totalPages", "pageNumber", "totalCount"], at, resumeFrom);
    const warnings = serverWarnings(response);
    if (response.pageNumber !== cursor.position) {
      const answered = `${at} is page ${response.pageNumber}`;
      if (first) {
        const oneOff = response.pageNumber - cursor.position === (firstPage === 1 ? -1 : 1);
        const hint = !oneOff
          ? "does the server read the pageNumber parameter?"
          : firstPage === 1
            ? "the server seems to count pages from 0: pass { zeroBased: true }"
            : "the server seems to count pages from 1: leave out zeroBased";
        throw new PaginationError("position-mismatch", resumeFrom, `${answered}: ${hint}`);
      }
      const repeated = response.pageNumber < cursor.position;
      const code = repeated ? "repeated-page" : "unexpected-page";
      const effect = repeated ? "it was already read" : "the pages between would be skipped";
      warnings.push(warning(code, `${answered}: ${effect}; iteration ends`));
      return { items: [], warnings, next: undefined };
    }
    if (first) firstTotalPages = response.totalPages;
    else if (response.totalPages !== totalPages || response.totalCount !== totalCount) {
      const was = `${totalPages} pages, ${totalCount} items`;
      const now = `${response.totalPages} pages, ${response.totalCount} items`;
      const text = `${at} reports ${now} instead of ${was}; iteration follows the new total`;
      warnings.push(warning("total-changed", text));
      steady = false;
    }
    ({ totalPages, totalCount } = response);
    const pages = Math.min(totalPages, 2 * firstTotalPages);
    lastPage = firstPage + pages - 1;
    const list = (response.list ?? []) as readonly TItem[];
    received += list.length;
    if (list.length === 0) {
      if (cursor.position < lastPage) {
        const text = `${at} is empty, but totalPages is ${totalPages}; iteration ends`;
        warnings.push(warning("empty-page", text));
      } else warnings.push(...countCheck(at));
      return { items: [], warnings, next: undefined };
    }
    // Never end on a short page alone: only the echoed totalPages says a page is the last.
    if (cursor.position < lastPage) {
      return { items: list, warnings, next: { position: cursor.position + 1, size: start.size } };
    }
    if (totalPages > pages) {
      const text = `${at}: totalPages grew to ${totalPages}, past twice its first value; iteration ends at page ${lastPage}`;
      warnings.push(warning("total-growing", text));
    } else warnings.push(...countCheck(at));
    return { items: list, warnings, next: undefined };
  };

  return {
    start,
    fetch,
    read,
    page,
    predict: (cursor) =>
      cursor.position < lastPage ? { position: cursor.position + 1, size: cursor.size } : undefined,
    resumePoint: (cursor) => ({ pageNumber: cursor.position }),
  };
}
