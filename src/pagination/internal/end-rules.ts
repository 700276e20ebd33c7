// The end rules of both paging styles and their messages, pure functions of a cursor and a
// response (the pagination guide states them): the styles differ in what a position counts.
import { PaginationError, type PaginationErrorCode } from "../../errors/pagination-error.js";
import type { PaginationResumePoint } from "../../errors/pagination-resume-point.js";
import { safeString } from "../../internal/safe-string.js";
import type { PaginationCursor, PaginationDescription, PaginationReading } from "../description.js";
import type { PaginationWarningCode } from "../warning.js";
import { skippedFrom } from "./served.js";

// A style's counts: the position echoed, the total that ends a run, the item count, and those a
// response must carry as non-negative integers (docs/contract.md 2.4/2.5), checked in this order.
const COUNTS = {
  offset: [
    "offset",
    "totalResultCount",
    "totalResultCount",
    ["totalResultCount", "offset", "limit"],
  ],
  page: ["pageNumber", "totalPages", "totalCount", ["totalPages", "pageNumber", "totalCount"]],
} as const;

const warning = (code: PaginationWarningCode, message: string, ended = false) => ({
  code,
  message,
  ended,
});
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
const endOf = ({ base }: PaginationCursor, total: number, firstTotal: number) =>
  firstTotal === UNKNOWN ? Infinity : base + Math.min(total, 2 * firstTotal);

/**
 * How many of a response's items a dedupe drops: a number, or (the engine's) a function given the
 * items the response contributes, so that a page is read once however it is deduped.
 */
export type Repeats = number | ((items: readonly unknown[]) => number);

/** `read`, `predict` and `resumeFrom` of a style's description, its messages naming `name`. */
export function endRules(
  name: string,
  unit: "offset" | "page",
): Pick<PaginationDescription<never, never, object>, "read" | "predict" | "resumeFrom"> {
  const offsets = unit === "offset";
  const [positionKey, totalKey, countKey, checked] = COUNTS[unit];
  const resumeFrom = ({ position }: PaginationCursor): PaginationResumePoint =>
    offsets ? { offset: position } : { pageNumber: position };

  return {
    read<TItem>(
      cursor: PaginationCursor,
      response: object,
      dropped: Repeats = 0,
    ): PaginationReading<TItem> {
      const at = `${name}: the response to ${unit} ${cursor.position}`;
      const fail = (text: string, code: PaginationErrorCode = "invalid-response") =>
        new PaginationError(code, resumeFrom(cursor), text);
      // Counts checked: a fetcher that skips validation must not cause a loop.
      if (typeof response !== "object" || response === null) {
        throw fail(`${at} is ${String(response)}, not an object`);
      }
      const fields = response as Readonly<Record<string, unknown>>;
      for (const key of checked) {
        const value = fields[key];
        if (!Number.isSafeInteger(value) || (value as number) < 0) {
          throw fail(`${at}: ${key} is ${JSON.stringify(value)}, not a non-negative integer`);
        }
      }
      const list = (fields["list"] ?? []) as readonly TItem[];
      if (!Array.isArray(list)) throw fail(`${at}: list is not an array`);
      // What the server served, elements `invalidItems: "skip"` left out included (served.ts).
      const skipped = skippedFrom(list);
      const served = list.length + skipped.length;
      const server = fields["warnings"];
      const warnings = Array.isArray(server)
        ? server.map((text) => warning("server-warning", safeString(text)))
        : [];
      const echoed = fields[positionKey] as number;
      const total = fields[totalKey] as number;
      const count = fields[countKey] as number;
      const first = cursor.firstTotal === UNKNOWN;
      if (echoed !== cursor.position) {
        const answered = `${at} is ${offsets ? `the window at offset ${echoed}` : `page ${echoed}`}`;
        if (first) {
          // A page run off by one towards the other numbering counts from the other base.
          const hint =
            offsets || echoed - cursor.position !== (cursor.base === 1 ? -1 : 1)
              ? `does the server read the ${positionKey} parameter?`
              : cursor.base === 1
                ? "the server seems to count pages from 0: pass { zeroBased: true }"
                : "the server seems to count pages from 1: leave out zeroBased";
          throw fail(`${answered}: ${hint}`, "position-mismatch");
        }
        const repeated = echoed < cursor.position;
        const effect = repeated
          ? "it was already read"
          : `the ${offsets ? "items" : "pages"} between would be skipped`;
        const code = `${repeated ? "repeated" : "unexpected"}-${unit}` as const;
        warnings.push(warning(code, `${answered}: ${effect}; iteration ends`, true));
        return { items: [], warnings };
      }
      const changed = !first && (total !== cursor.total || count !== cursor.count);
      if (changed) {
        const change = offsets
          ? `totalResultCount ${total} instead of ${cursor.total}`
          : `${total} pages, ${count} items instead of ${cursor.total} pages, ${cursor.count} items`;
        const text = `${at} reports ${change}; iteration follows the new total`;
        warnings.push(warning("total-changed", text));
      }
      const firstTotal = first ? total : cursor.firstTotal;
      const steady = cursor.steady && !changed;
      const end = endOf(cursor, total, firstTotal);
      // An offset counts items, a page number pages: never end on a short page alone.
      const reached = cursor.position + (offsets ? served : 1);
      let items = list;
      let took = served;
      let next: PaginationCursor | undefined;
      if (reached < end) {
        if (served === 0) {
          const text = `${at} is empty, but ${totalKey} is ${total}; iteration ends`;
          warnings.push(warning("empty-page", text, true));
          return { items: [], warnings };
        }
        // A window's size is lowered to an echoed limit (0 says nothing) and to a short window
        // before the end (a clamp not echoed); never raised.
        const size = offsets
          ? Math.min(cursor.size, (fields["limit"] as number) || Infinity, served)
          : cursor.size;
        next = { ...cursor, position: reached, size, firstTotal, total, count, steady };
      } else if (total > end - cursor.base) {
        const ends = offsets ? end : `page ${end - 1}`;
        const text = `${at}: ${totalKey} grew to ${total}, past twice its first value; iteration ends at ${ends}`;
        warnings.push(warning("total-growing", text, true));
        // A window is cut at the end; the last page allowed comes whole.
        if (offsets) {
          took = Math.min(served, end - cursor.position);
          items = list.slice(0, took - skipped.filter((index) => index < took).length);
        }
      }
      // Repeats a dedupe drops are not counted, and reported only while the totals hold still
      // (after a change, shifted rows are what total-changed already said).
      const repeats = typeof dropped === "number" ? dropped : dropped(items);
      const received = cursor.received + took - repeats;
      if (repeats > 0 && steady) {
        const text = `${at} repeats ${itemCount(repeats)} already seen: not yielded again`;
        warnings.push(warning("duplicates-dropped", text));
      }
      // A server can echo every offset asked and still answer the same rows.
      if (!next && cursor.whole && steady && received !== count) {
        const last = offsets ? "the last window" : `the last of totalPages ${total}`;
        const text = `${at} is ${last}, but ${itemCount(received)} came for a ${countKey} of ${count}`;
        warnings.push(warning("count-mismatch", text));
      }
      return { items, warnings, next: next && { ...next, received } };
    },
    predict: (cursor) => {
      const position = cursor.position + (offsets ? cursor.size : 1);
      return position < endOf(cursor, cursor.total, cursor.firstTotal)
        ? { ...cursor, position }
        : undefined;
    },
    resumeFrom,
  };
}
