// The options both helpers share, checked and defaulted in one place.
import type { StreamOptions } from "./page-stream.js";
import type { PaginationWarning } from "../warning.js";
import {
  boundedOption,
  capOption,
  dedupeOption,
  functionOption,
  optionsObject,
  signalOption,
} from "../../internal/option-checks.js";

// Every default of the pagination options, in one place (docs/pagination.md lists them).
/**
 * Requests in flight at once: one page at a time, only when needed.
 */
export const DEFAULT_CONCURRENCY = 1;
/**
 * The most requests a run may keep in flight.
 */
export const MAX_CONCURRENCY = 64;
/**
 * The window size (`limit`) or page size (`pageSize`) requested.
 */
export const DEFAULT_PAGE_SIZE = 100;
/**
 * How many recent item keys the dedupe remembers.
 */
export const DEFAULT_DEDUPE_HORIZON = 1000;
/**
 * The most items `toArray` collects unless given `max`.
 */
export const DEFAULT_TO_ARRAY_MAX = 10_000;

/**
 * Checks the fetcher and the shared options; returns them defaulted, and the raw options.
 */
export function resolveShared<TItem>(
  helper: string,
  fetcher: unknown,
  options: unknown,
  otherStyleStart: "offset" | "pageNumber",
  defaultKey: ((item: TItem) => unknown) | undefined,
): { given: Record<string, unknown>; shared: StreamOptions<TItem> } {
  if (typeof fetcher !== "function") {
    throw new TypeError(`${helper}: the first argument must be a function, got ${String(fetcher)}`);
  }
  const given = optionsObject(helper, options);
  // A resume point spread into the wrong helper would otherwise be ignored silently.
  if (given[otherStyleStart] !== undefined) {
    const own = otherStyleStart === "offset" ? "pageNumber" : "offset";
    throw new TypeError(
      `${helper}: options.${otherStyleStart} belongs to the other pagination style; use ${own}`,
    );
  }
  const horizon = capOption(helper, "dedupeHorizon", given["dedupeHorizon"]);
  if (horizon === 0) {
    throw new TypeError(`${helper}: options.dedupeHorizon must be at least 1, got 0`);
  }
  return {
    given,
    shared: {
      concurrency: boundedOption(
        helper,
        "concurrency",
        given["concurrency"],
        MAX_CONCURRENCY,
        DEFAULT_CONCURRENCY,
      ),
      signal: signalOption(helper, given["signal"]),
      onWarning: functionOption<(warning: PaginationWarning) => void>(
        helper,
        "onWarning",
        given["onWarning"],
      ),
      maxItems: capOption(helper, "maxItems", given["maxItems"]),
      maxPages: capOption(helper, "maxPages", given["maxPages"]),
      dedupe: dedupeOption(helper, given["dedupe"], defaultKey),
      dedupeHorizon: given["dedupeHorizon"] === undefined ? DEFAULT_DEDUPE_HORIZON : horizon,
    },
  };
}
