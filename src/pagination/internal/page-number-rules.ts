// How the page-number list (docs/contract.md 2.5, "PaginatedListVM") is read. Its traits: pages count
// from 0 or 1, and at the end of a whole run the items should add up to `totalCount`.
import type { PageRules } from "./page-reader.js";

/** What the rules read of a response: its counts and its list. */
export interface PageCounts {
  readonly totalPages: number;
  readonly pageNumber: number;
  readonly totalCount: number;
  readonly list?: readonly unknown[] | null | undefined;
}

/** The rules of a page-number run counting from `firstPage`. */
export function pageNumberRules(firstPage: 0 | 1, helper = "paginatePages"): PageRules<PageCounts> {
  const totals = (response: PageCounts) =>
    `${response.totalPages} pages, ${response.totalCount} items`;
  return {
    helper,
    unit: "page",
    skipped: "pages",
    counts: ["totalPages", "pageNumber", "totalCount"],
    totalName: "totalPages",
    base: firstPage,
    resumePoint: (pageNumber) => ({ pageNumber }),
    echoed: (response) => response.pageNumber,
    describe: (pageNumber) => `page ${pageNumber}`,
    mismatchHint: (echoed, requested) => {
      if (echoed - requested !== (firstPage === 1 ? -1 : 1)) {
        return "does the server read the pageNumber parameter?";
      }
      return firstPage === 1
        ? "the server seems to count pages from 0: pass { zeroBased: true }"
        : "the server seems to count pages from 1: leave out zeroBased";
    },
    total: (response) => response.totalPages,
    totalsChange: (previous, response) =>
      response.totalPages === previous.totalPages && response.totalCount === previous.totalCount
        ? undefined
        : `reports ${totals(response)} instead of ${totals(previous)}`,
    // Never end on a short page alone: only the echoed totalPages says a page is the last.
    span: () => 1,
    next: (cursor) => ({ position: cursor.position + 1, size: cursor.size }),
    predict: (cursor, end) =>
      cursor.position + 1 < end ? { position: cursor.position + 1, size: cursor.size } : undefined,
    // positions are pages: the last page allowed comes whole
    before: (list) => list.length,
    describeEnd: (end) => `page ${end - 1}`,
    // The end is decided by totalPages; a totalCount that disagrees is only reported.
    countName: "totalCount",
    last: (response) => `the last of totalPages ${response.totalPages}`,
  };
}
