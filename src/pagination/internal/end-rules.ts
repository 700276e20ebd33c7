// The end rules both paging styles share, pure functions of a cursor and a response: check the
// counts, tell a response that answers another position than asked, follow totals that change
// (never past twice the first), end on the totals and never on a short page alone, and say why in
// a warning when a server misbehaves. A style only names its counts and words its messages.
import { PaginationError } from "../../errors/pagination-error.js";
import type { PaginationResumePoint } from "../../errors/pagination-resume-point.js";
import { safeString } from "../../internal/safe-string.js";
import type { PaginationWarning, PaginationWarningCode } from "../warning.js";
import type { PaginationCursor, PaginationDescription, PaginationReading } from "../description.js";

/** What differs between the two styles, besides how a request is asked. */
export interface Style {
  /** The method the user called, which every message starts with. */
  readonly name: string;
  /** What a position is: an item (`offset`) or a page (`page`), as codes and messages say it. */
  readonly unit: "offset" | "page";
  /** The names of the counts: the position echoed, the total that ends the run, the item count. */
  readonly counts: { readonly position: string; readonly total: string; readonly count: string };
  /** Every count that must be a non-negative integer (docs/contract.md 2.4/2.5: int32, required). */
  readonly checked: readonly string[];
  /** How a message names the position a response answers: `the window at offset 4`, `page 4`. */
  answered(position: number): string;
  /** What to suggest when the run's first response answers another position than asked. */
  hint(echoed: number, cursor: PaginationCursor): string;
  /** How the totals changed from the cursor's: `reports totalResultCount 6 instead of 4`. */
  change(cursor: PaginationCursor, total: number, count: number): string;
  /** The response that ends the run, as a message says it: `the last window`. */
  last(total: number): string;
  /** The size of the next request, after a response of `length` items short of the end. */
  size(
    cursor: PaginationCursor,
    response: Readonly<Record<string, unknown>>,
    length: number,
  ): number;
}

const warning = (code: PaginationWarningCode, message: string, ended = false) =>
  ({ code, message, ended }) satisfies PaginationWarning;
const itemCount = (count: number) => `${count} item${count === 1 ? "" : "s"}`;

/** A count the cursor does not know yet: the run has had no response. */
const UNKNOWN = -1;

/** The cursor of a run's first request. */
export const firstCursor = (position: number, size: number, base: number): PaginationCursor => ({
  position,
  size,
  base,
  whole: position === base,
  firstTotal: UNKNOWN,
  total: UNKNOWN,
  count: UNKNOWN,
  received: 0,
  steady: true,
});

/** Where a run ends (exclusive): never past twice the first total; unknown before it. */
const endOf = (cursor: PaginationCursor, total: number, firstTotal: number) =>
  firstTotal === UNKNOWN ? Number.POSITIVE_INFINITY : cursor.base + Math.min(total, 2 * firstTotal);

/** The counts of a response, checked: a fetcher that skips validation must not cause a loop. */
function checkCounts(
  response: unknown,
  style: Style,
  at: string,
  resumeFrom: PaginationResumePoint,
): Readonly<Record<string, unknown>> {
  const fail = (text: string) => new PaginationError("invalid-response", resumeFrom, text);
  if (typeof response !== "object" || response === null) {
    throw fail(`${at} is ${String(response)}, not an object`);
  }
  const fields = response as Readonly<Record<string, unknown>>;
  for (const name of style.checked) {
    const value = fields[name];
    if (!Number.isSafeInteger(value) || (value as number) < 0) {
      throw fail(`${at}: ${name} is ${JSON.stringify(value)}, not a non-negative integer`);
    }
  }
  const list = fields["list"];
  if (list !== null && list !== undefined && !Array.isArray(list)) {
    throw fail(`${at}: list is not an array`);
  }
  return fields;
}

/** `read`, `predict` and `resumeFrom` of a style's description: the end rules. */
export function endRules(
  style: Style,
): Pick<PaginationDescription<never, never, object>, "read" | "predict" | "resumeFrom"> {
  const { name, unit, counts } = style;
  const resumeFrom = ({ position }: PaginationCursor): PaginationResumePoint =>
    unit === "offset" ? { offset: position } : { pageNumber: position };

  function read<TItem>(
    cursor: PaginationCursor,
    response: object,
    repeats = 0,
  ): PaginationReading<TItem> {
    const at = `${name}: the response to ${unit} ${cursor.position}`;
    const fields = checkCounts(response, style, at, resumeFrom(cursor));
    const server = fields["warnings"];
    const warnings = Array.isArray(server)
      ? server.map((text) => warning("server-warning", safeString(text)))
      : [];
    const [echoed, total, count] = [counts.position, counts.total, counts.count].map(
      (key) => fields[key] as number,
    ) as [number, number, number];
    const first = cursor.firstTotal === UNKNOWN;
    if (echoed !== cursor.position) {
      const answered = `${at} is ${style.answered(echoed)}`;
      if (first) {
        const text = `${answered}: ${style.hint(echoed, cursor)}`;
        throw new PaginationError("position-mismatch", resumeFrom(cursor), text);
      }
      const repeated = echoed < cursor.position;
      const effect = repeated
        ? "it was already read"
        : `the ${unit === "offset" ? "items" : "pages"} between would be skipped`;
      const code = repeated ? (`repeated-${unit}` as const) : (`unexpected-${unit}` as const);
      warnings.push(warning(code, `${answered}: ${effect}; iteration ends`, true));
      return { items: [], warnings };
    }
    const changed = !first && (total !== cursor.total || count !== cursor.count);
    if (changed) {
      const text = `${at} ${style.change(cursor, total, count)}; iteration follows the new total`;
      warnings.push(warning("total-changed", text));
    }
    const firstTotal = first ? total : cursor.firstTotal;
    const steady = cursor.steady && !changed;
    const end = endOf(cursor, total, firstTotal);
    const list = (fields["list"] ?? []) as readonly TItem[];
    // An offset counts items, a page number pages: never end on a short page alone.
    const reached = cursor.position + (unit === "offset" ? list.length : 1);
    let items = list;
    let next: PaginationCursor | undefined;
    if (reached < end) {
      if (list.length === 0) {
        const text = `${at} is empty, but ${counts.total} is ${total}; iteration ends`;
        warnings.push(warning("empty-page", text, true));
        return { items: [], warnings };
      }
      const size = style.size(cursor, fields, list.length);
      next = { ...cursor, position: reached, size, firstTotal, total, count, steady };
    } else if (total > end - cursor.base) {
      const ends = unit === "offset" ? `${end}` : `page ${end - 1}`;
      const text = `${at}: ${counts.total} grew to ${total}, past twice its first value; iteration ends at ${ends}`;
      warnings.push(warning("total-growing", text, true));
      // A window is cut at the end; the last page allowed comes whole.
      if (unit === "offset") items = list.slice(0, end - cursor.position);
    }
    // Repeats a dedupe drops are not counted; they are reported while the totals hold still
    // (after a change, shifted rows are what total-changed already said).
    const received = cursor.received + items.length - repeats;
    if (repeats > 0 && steady) {
      const text = `${at} repeats ${itemCount(repeats)} already seen: not yielded again`;
      warnings.push(warning("duplicates-dropped", text));
    }
    // A server can echo every offset asked and still answer the same rows.
    if (next === undefined && cursor.whole && steady && received !== count) {
      const text = `${at} is ${style.last(total)}, but ${itemCount(received)} came for a ${counts.count} of ${count}`;
      warnings.push(warning("count-mismatch", text));
    }
    return { items, warnings, next: next && { ...next, received } };
  }

  return {
    read,
    predict: (cursor) => {
      const position = cursor.position + (unit === "offset" ? cursor.size : 1);
      return position < endOf(cursor, cursor.total, cursor.firstTotal)
        ? { ...cursor, position }
        : undefined;
    },
    resumeFrom,
  };
}
