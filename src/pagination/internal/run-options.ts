// A run's options, checked once when a helper (or the client's searchAll/listAll) is called, never
// per page, and defaulted in one place (docs/pagination.md lists the defaults).
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
import type { TelemetryRunWatch } from "../../client/telemetry.js";
import type { ClientLogger } from "../../client/types.js";
import type { PaginationWarning } from "../warning.js";

/** The window or page size asked for unless given. */
export const DEFAULT_SIZE = 100;

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

/** Who runs an iteration, as its checks and its log name it. */
export interface RunContext<TItem> {
  /** The method the user called: `paginateWindow`, `ownedProducts.searchAll`. */
  readonly where: string;
  /** Where the user wrote the start and size: `options` (the helpers), `params` (the client). */
  readonly startIn?: "options" | "params";
  /** Where warnings go without an `onWarning`: its `warn`, or `console.warn` when undefined. */
  readonly logger?: ClientLogger | undefined;
  /** The dedupe's key when `dedupe` is not given; undefined for none. */
  readonly key?: ((item: TItem) => unknown) | undefined;
  /** Told as each run starts (telemetry); its watch goes to every fetch and learns the end. */
  readonly watch?: (() => TelemetryRunWatch | undefined) | undefined;
}

/**
 * Checks a helper's fetcher and option names, before their values: an option of the other style
 * is refused, as a resume point given to the wrong helper would be ignored.
 */
export function checkArguments(
  where: string,
  fetcher: unknown,
  options: unknown,
  styleKeys: readonly string[],
  otherStart: "offset" | "pageNumber",
): Readonly<Record<string, unknown>> {
  if (typeof fetcher !== "function") {
    throw new TypeError(`${where}: the first argument must be a function, got ${shown(fetcher)}`);
  }
  const given = optionsObject(where, options);
  // The other style's start and size, each with this style's name for it (`pageSize` in a
  // window helper means `limit`): named, rather than an unknown option with no hint.
  const window = otherStart === "pageNumber";
  for (const [other, own] of [
    [otherStart, window ? "offset" : "pageNumber"],
    [window ? "pageSize" : "limit", window ? "limit" : "pageSize"],
  ] as const) {
    if (given[other] !== undefined) {
      throw new TypeError(
        `${where}: options.${other} belongs to the other pagination style; use ${own}`,
      );
    }
  }
  knownKeysOnly(where, given, [...SHARED_OPTION_KEYS, ...styleKeys]);
  return given;
}

/** Checks the values of the options both styles share, and fills in their defaults. */
export function checkRunOptions<TItem>(
  given: Readonly<Record<string, unknown>>,
  { where, logger, key, watch }: RunContext<TItem>,
) {
  const horizon = given["dedupeHorizon"];
  return {
    where,
    watch,
    concurrency: boundedOption(where, "concurrency", given["concurrency"], 64, 1),
    signal: signalOption(where, given["signal"]),
    onWarning: functionOption<(warning: PaginationWarning) => void>(
      where,
      "onWarning",
      given["onWarning"],
    ),
    logger,
    maxItems: capOption(where, "maxItems", given["maxItems"]),
    maxPages: capOption(where, "maxPages", given["maxPages"]),
    dedupe: dedupeOption(where, given["dedupe"], key),
    // At least 1: a dedupe that remembers nothing would drop nothing.
    dedupeHorizon: horizon === undefined ? 1000 : capOption(where, "dedupeHorizon", horizon, 1),
  };
}
