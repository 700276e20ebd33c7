// The one reader of both paging styles: it checks each response's counts, tells a page that
// answers another position from the one asked, follows totals that change (never past twice the
// first), ends on the totals and never on a short page alone, and says why in a warning when a
// server misbehaves. What differs between the styles is small and lives in their rules
// (window-rules.ts, page-number-rules.ts).
import { PaginationError } from "../../errors/pagination-error.js";
import type { PaginationResumePoint } from "../../errors/pagination-resume-point.js";
import { itemCount, serverWarnings, warning } from "./warnings.js";
import { checkCounts } from "./check-counts.js";
import type { Cursor, PagingStyle, Reading } from "./page-stream.js";

/** What one paging style says about its responses; everything else is the reader's. */
export interface PageRules<TResponse> {
  /** The helper's name, which every message starts with. */
  readonly helper: string;
  /** What a position is called in messages and warning codes: `offset` or `page`. */
  readonly unit: "offset" | "page";
  /** What a skip would lose: `items` or `pages`. */
  readonly skipped: "items" | "pages";
  /** The counts that must be non-negative integers. */
  readonly counts: readonly string[];
  /** The count that decides the end, e.g. `totalResultCount`. */
  readonly totalName: string;
  /** The first position of the numbering: the end is `base + total`. */
  readonly base: number;
  readonly resumePoint: (position: number) => PaginationResumePoint;
  /** The position the response says it answers. */
  readonly echoed: (response: TResponse) => number;
  /** The position the response answers, as a message says it: `page 3`. */
  readonly describe: (position: number) => string;
  /** What to suggest when the first response answers another position than asked. */
  readonly mismatchHint: (echoed: number, requested: number) => string;
  readonly total: (response: TResponse) => number;
  /** How the totals changed from `previous`, or `undefined` if they did not. */
  readonly totalsChange: (previous: TResponse, response: TResponse) => string | undefined;
  /** How many positions a page of `length` items covers. */
  readonly span: (length: number) => number;
  /** The request after a page that ended at `reached`, still short of the end. */
  readonly next: (cursor: Cursor, reached: number, response: TResponse, length: number) => Cursor;
  /** The request after `cursor` if its page comes back full, or undefined past `end`. */
  readonly predict: (cursor: Cursor, end: number) => Cursor | undefined;
  /** The items of a page that lie before `end`, where a total grew past its cap. */
  readonly before: (list: readonly unknown[], position: number, end: number) => number;
  /** The end of the run (exclusive) as a message says it. */
  readonly describeEnd: (end: number) => string;
  /** The count (one of `counts`) the items of a whole run should add up to, e.g. `totalCount`. */
  readonly countName: string;
  /** What the response that ends the run is, as a message says it: `the last window`. */
  readonly last: (response: TResponse) => string;
}

type Listed<TItem> = { readonly list?: readonly TItem[] | null | undefined };

/**
 * The paging style of one run, from its rules: `fetch` gets the page at a cursor, `start` is the
 * first request, and `page` builds what `.pages()` yields.
 */
export function pagingStyle<TResponse extends Listed<unknown>, TItem, TPage>(
  rules: PageRules<TResponse>,
  start: Cursor,
  fetch: PagingStyle<TResponse, TItem, TPage>["fetch"],
  page: PagingStyle<TResponse, TItem, TPage>["page"],
): PagingStyle<TResponse, TItem, TPage> {
  let firstTotal = 0;
  let previous: TResponse | undefined;
  let received = 0;
  let steady = true;
  // Where the run ends (exclusive): from the newest total, but never past twice the first one,
  // so a total that keeps growing cannot keep the run going forever. Unknown before the first
  // response.
  let end = Number.POSITIVE_INFINITY;

  const read = (
    response: TResponse,
    cursor: Cursor,
    first: boolean,
    unseen: (items: readonly TItem[]) => readonly TItem[],
  ): Reading<TItem> => {
    const at = `${rules.helper}: the response to ${rules.unit} ${cursor.position}`;
    const resumeFrom = rules.resumePoint(cursor.position);
    checkCounts(response, rules.counts, at, resumeFrom);
    const warnings = serverWarnings(response);
    const echoed = rules.echoed(response);
    if (echoed !== cursor.position) {
      const answered = `${at} is ${rules.describe(echoed)}`;
      if (first) {
        const hint = rules.mismatchHint(echoed, cursor.position);
        throw new PaginationError("position-mismatch", resumeFrom, `${answered}: ${hint}`);
      }
      const repeated = echoed < cursor.position;
      const code = repeated
        ? (`repeated-${rules.unit}` as const)
        : (`unexpected-${rules.unit}` as const);
      const effect = repeated
        ? "it was already read"
        : `the ${rules.skipped} between would be skipped`;
      warnings.push(warning(code, `${answered}: ${effect}; iteration ends`));
      return { items: [], warnings, next: undefined };
    }
    const change = previous === undefined ? undefined : rules.totalsChange(previous, response);
    if (first) firstTotal = rules.total(response);
    else if (change !== undefined) {
      warnings.push(warning("total-changed", `${at} ${change}; iteration follows the new total`));
      steady = false;
    }
    previous = response;
    const total = rules.total(response);
    const capped = Math.min(total, 2 * firstTotal);
    end = rules.base + capped;
    const list = (response.list ?? []) as readonly TItem[];
    const reached = cursor.position + rules.span(list.length);
    let next: Cursor | undefined;
    let taken = list;
    if (reached < end) {
      if (list.length === 0) {
        const text = `${at} is empty, but ${rules.totalName} is ${total}; iteration ends`;
        warnings.push(warning("empty-page", text));
        return { items: [], warnings, next: undefined };
      }
      next = rules.next(cursor, reached, response, list.length);
    } else if (total > capped && list.length > 0) {
      const text =
        `${at}: ${rules.totalName} grew to ${total}, past twice its first value; ` +
        `iteration ends at ${rules.describeEnd(end)}`;
      warnings.push(warning("total-growing", text));
      taken = list.slice(0, rules.before(list, cursor.position, end));
    }
    // The dedupe runs here, so that what it drops is reported and not counted as received.
    const items = unseen(taken);
    received += items.length;
    // Reported while the totals hold still: after a change, shifted rows are what total-changed
    // already said, and a run over rows inserted mid-run warns once, not on every window.
    if (items.length < taken.length && steady) {
      const text = `${at} repeats ${itemCount(taken.length - items.length)} already seen: not yielded again`;
      warnings.push(warning("duplicates-dropped", text));
    }
    // At the totals' end of a whole run whose totals held still, the items (repeats the dedupe
    // dropped not counted) should add up to the count: a server can echo every offset and still
    // answer the same rows.
    const count = (response as Record<string, unknown>)[rules.countName];
    if (next === undefined && start.position === rules.base && steady && received !== count) {
      const text = `${at} is ${rules.last(response)}, but ${itemCount(received)} came for a ${rules.countName} of ${count}`;
      warnings.push(warning("count-mismatch", text));
    }
    return { items, warnings, next };
  };

  return {
    start,
    fetch,
    read,
    page,
    predict: (cursor) => rules.predict(cursor, end),
    resumePoint: (cursor) => rules.resumePoint(cursor.position),
  };
}
