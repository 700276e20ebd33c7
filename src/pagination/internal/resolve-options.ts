// The options both helpers share, checked and defaulted in one place.
import type { StreamOptions } from "./page-stream.js";
import type { PaginationWarning } from "../warning.js";
import {
  boundedOption,
  capOption,
  dedupeOption,
  functionOption,
  knownKeysOnly,
  optionsObject,
  shown,
  signalOption,
} from "../../internal/option-checks/index.js";
import { callerOf, type Caller } from "./caller.js";

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

/** The options both styles share; each style adds its own start and size. */
export const SHARED_OPTION_KEYS = [
  "concurrency",
  "signal",
  "onWarning",
  "maxItems",
  "maxPages",
  "dedupe",
  "dedupeHorizon",
];

/**
 * Checks the fetcher and the options (the shared ones and `styleKeys`, none else); returns the
 * shared ones defaulted, the raw options, and the method the user called (see caller.ts).
 */
export function resolveShared<TItem>(
  helperName: string,
  fetcher: unknown,
  options: unknown,
  styleKeys: readonly string[],
  otherStyleStart: "offset" | "pageNumber",
  defaultKey: ((item: TItem) => unknown) | undefined,
): { given: Record<string, unknown>; shared: StreamOptions<TItem>; caller: Caller } {
  const caller = callerOf(options, helperName);
  const helper = caller.name;
  if (typeof fetcher !== "function") {
    throw new TypeError(`${helper}: the first argument must be a function, got ${shown(fetcher)}`);
  }
  const given = optionsObject(helper, options);
  // A resume point spread into the wrong helper would otherwise be ignored silently.
  if (given[otherStyleStart] !== undefined) {
    const own = otherStyleStart === "offset" ? "pageNumber" : "offset";
    throw new TypeError(
      `${helper}: options.${otherStyleStart} belongs to the other pagination style; use ${own}`,
    );
  }
  knownKeysOnly(helper, given, [...SHARED_OPTION_KEYS, ...styleKeys]);
  // At least 1: a dedupe that remembers nothing would drop nothing.
  const horizon = capOption(helper, "dedupeHorizon", given["dedupeHorizon"], 1);
  return {
    given,
    caller,
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
