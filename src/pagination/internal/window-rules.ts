// How the offset/limit window (docs/contract.md 2.4) is read. Its traits: a server that clamps the
// window size is followed, so the run advances by what each window returns; and at the end of a
// whole run the items kept should add up to `totalResultCount`.
import type { Cursor } from "./page-stream.js";
import type { PageRules } from "./page-reader.js";

/** What the rules read of a response: its counts and its list. */
export interface WindowCounts {
  readonly totalResultCount: number;
  readonly offset: number;
  readonly limit: number;
  readonly list?: readonly unknown[] | null | undefined;
}

/**
 * The rules of one window run that starts at `start` (fresh for each run: it holds a step);
 * `helper` is the method the user called, which messages name.
 */
export function windowRules(start: Cursor, helper = "paginateWindow"): PageRules<WindowCounts> {
  // The window size the run plans with: the requested limit, lowered to what the server
  // echoes as its limit or actually returns (a clamp), never raised.
  let step = start.size;
  return {
    helper,
    unit: "offset",
    skipped: "items",
    counts: ["totalResultCount", "offset", "limit"],
    totalName: "totalResultCount",
    base: 0,
    resumePoint: (offset) => ({ offset }),
    echoed: (response) => response.offset,
    describe: (offset) => `the window at offset ${offset}`,
    mismatchHint: () => "does the server read the offset parameter?",
    total: (response) => response.totalResultCount,
    totalsChange: (previous, response) =>
      response.totalResultCount === previous.totalResultCount
        ? undefined
        : `reports totalResultCount ${response.totalResultCount} instead of ${previous.totalResultCount}`,
    span: (length) => length,
    next: (_cursor, reached, response, length) => {
      if (response.limit > 0) step = Math.min(step, response.limit);
      // A short window before the end: the server clamps without saying so. Advance by what it
      // returned, so nothing is skipped (never end on a short window alone).
      if (length < step) step = length;
      return { position: reached, size: step };
    },
    predict: (cursor, end) => {
      const position = cursor.position + Math.min(cursor.size, step);
      return position < end ? { position, size: step } : undefined;
    },
    // positions are items: the window's items up to the end
    before: (_list, position, end) => end - position,
    describeEnd: (end) => `${end}`,
    countName: "totalResultCount",
    last: () => "the last window",
  };
}
