// How the offset/limit window (CONTRACT.md 2.4) is read: one instance per run, holding the
// counts the server echoed so far.
import { PaginationError } from "../errors/pagination-error.js";
import { checkCounts } from "./check-counts.js";
import type { Cursor, PagingStyle, Reading } from "./page-stream.js";
import { serverWarnings, warning } from "./warning.js";

/**
 * The fields of CONTRACT.md 2.4 the window style reads.
 *
 * @internal
 */
export interface WindowCounts<TItem> {
  readonly totalResultCount: number;
  readonly offset: number;
  readonly limit: number;
  readonly list?: readonly TItem[] | null | undefined;
}

const HELPER = "paginateWindow";

/**
 * The window style of one run; `page` builds what `.pages()` yields.
 *
 * @internal
 */
export function windowStyle<TResponse extends WindowCounts<unknown>, TItem, TPage>(
  fetch: (cursor: Cursor, signal: AbortSignal) => Promise<TResponse>,
  start: Cursor,
  page: PagingStyle<TResponse, TItem, TPage>["page"],
): PagingStyle<TResponse, TItem, TPage> {
  // The window size the run plans with: the requested limit, lowered to what the server
  // echoes as its limit or actually returns (a clamp), never raised.
  let step = start.size;
  let firstTotal = 0;
  let total = 0;
  // Where the run ends: the newest total, but never past twice the first one, so a total that
  // keeps growing cannot keep the run going forever. Unknown before the first response.
  let end = Number.POSITIVE_INFINITY;

  const read = (response: TResponse, cursor: Cursor, first: boolean): Reading<TItem> => {
    const at = `${HELPER}: the response to offset ${cursor.position}`;
    const resumeFrom = { offset: cursor.position };
    checkCounts(response, ["totalResultCount", "offset", "limit"], at, resumeFrom);
    const warnings = serverWarnings(response);
    if (response.offset !== cursor.position) {
      const answered = `${at} is the window at offset ${response.offset}`;
      if (first) {
        throw new PaginationError(
          "position-mismatch",
          resumeFrom,
          `${answered}: does the server read the offset parameter?`,
        );
      }
      const repeated = response.offset < cursor.position;
      const code = repeated ? "repeated-offset" : "unexpected-offset";
      const effect = repeated ? "it was already read" : "the items between would be skipped";
      warnings.push(warning(code, `${answered}: ${effect}; iteration ends`));
      return { items: [], warnings, next: undefined };
    }
    if (first) firstTotal = response.totalResultCount;
    else if (response.totalResultCount !== total) {
      warnings.push(
        warning(
          "total-changed",
          `${at} reports totalResultCount ${response.totalResultCount} instead of ${total}; ` +
            "iteration follows the new total",
        ),
      );
    }
    total = response.totalResultCount;
    end = Math.min(total, 2 * firstTotal);
    const list = (response.list ?? []) as readonly TItem[];
    const reached = cursor.position + list.length;
    if (list.length === 0) {
      if (cursor.position < end) {
        const text = `${at} is empty, but totalResultCount is ${total}; iteration ends`;
        warnings.push(warning("empty-page", text));
      }
      return { items: [], warnings, next: undefined };
    }
    if (response.limit > 0) step = Math.min(step, response.limit);
    // A short window before the end: the server clamps without saying so. Advance by what it
    // returned, so nothing is skipped (never end on a short window alone).
    if (reached < end && list.length < step) step = list.length;
    if (reached < end) return { items: list, warnings, next: { position: reached, size: step } };
    if (total > end) {
      const text = `${at}: totalResultCount grew to ${total}, past twice its first value; iteration ends at ${end}`;
      warnings.push(warning("total-growing", text));
    }
    return { items: list, warnings, next: undefined };
  };

  return {
    start,
    fetch,
    read,
    page,
    predict: (cursor) => {
      const position = cursor.position + Math.min(cursor.size, step);
      return position < end ? { position, size: step } : undefined;
    },
    resumePoint: (cursor) => ({ offset: cursor.position }),
  };
}
