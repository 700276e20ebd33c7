// The one reader of both paging styles: it checks each response's counts, tells a page that
// answers another position from the one asked, follows totals that change (never past twice the
// first), ends on the totals and never on a short page alone, and says why in a warning when a
// server misbehaves. What differs between the styles is small and lives in their rules
// (window-rules.ts, page-number-rules.ts).
import { PaginationError } from "../../errors/pagination-error.js";
import type { PaginationResumePoint } from "../../errors/pagination-resume-point.js";
import type { PaginationWarning } from "../warning.js";
import { serverWarnings, warning } from "./warnings.js";
import { checkCounts } from "./check-counts.js";
import type { Cursor, PagingStyle, Reading } from "./page-stream.js";

/** What a run has read so far, for the rules that end it. */
export interface RunSoFar {
  /** Items received over the run. */
  readonly received: number;
  /** Whether the totals held still over the run. */
  readonly steady: boolean;
}

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
  /** Warnings due when the run ends at the totals' end. */
  readonly atEnd?: (at: string, response: TResponse, run: RunSoFar) => PaginationWarning[];
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

  const read = (response: TResponse, cursor: Cursor, first: boolean): Reading<TItem> => {
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
    received += list.length;
    const reached = cursor.position + rules.span(list.length);
    const atEnd = () => rules.atEnd?.(at, response, { received, steady }) ?? [];
    if (list.length === 0) {
      if (reached < end) {
        const text = `${at} is empty, but ${rules.totalName} is ${total}; iteration ends`;
        warnings.push(warning("empty-page", text));
      } else warnings.push(...atEnd());
      return { items: [], warnings, next: undefined };
    }
    if (reached < end) {
      return { items: list, warnings, next: rules.next(cursor, reached, response, list.length) };
    }
    if (total > capped) {
      const text =
        `${at}: ${rules.totalName} grew to ${total}, past twice its first value; ` +
        `iteration ends at ${rules.describeEnd(end)}`;
      warnings.push(warning("total-growing", text));
      return {
        items: list.slice(0, rules.before(list, cursor.position, end)),
        warnings,
        next: undefined,
      };
    }
    warnings.push(...atEnd());
    return { items: list, warnings, next: undefined };
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
