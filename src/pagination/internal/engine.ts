// The one engine both paging styles run on: up to `concurrency` requests in flight, responses read
// strictly in order through the style's description (description.ts says who does what).
import { PageFetchError } from "../../errors/page-fetch-error.js";
import { TooManyItemsError } from "../../errors/too-many-items-error.js";
import { capOption, knownKeysOnly, optionsObject } from "../../internal/option-checks/index.js";
import type { PaginationCursor, PaginationDescription, PaginationReading } from "../description.js";
import type { ListItem } from "../list-item.js";
import type { Paginated, ToArrayOptions } from "../paginated.js";
import type { PaginationWarning, PaginationWarningCode } from "../warning.js";
import { tellSkipped } from "./served.js";
import { untilAborted } from "./until-aborted.js";
import type { TelemetryRunWatch } from "../../client/telemetry.js";
import type { ClientLogger } from "../../client/types.js";
import { maskText } from "../../client/internal/redact.js";
import type { Repeats } from "./end-rules.js";
import { checkRunOptions, type RunContext } from "./run-options.js";

/** A description's `read` as the end rules implement it: `repeats` may be counted as it reads. */
type ReadWithRepeats = <TItem>(
  cursor: PaginationCursor,
  response: object,
  repeats: Repeats,
) => PaginationReading<TItem>;

/** A fetcher, handed the run's watch too (the client passes it on as its calls' parent). */
export type Fetch<TRequest, TResponse> = (
  request: TRequest & { readonly signal: AbortSignal },
  watch: TelemetryRunWatch | undefined,
) => Promise<TResponse>;

interface InFlight<TResponse> {
  readonly cursor: PaginationCursor;
  readonly controller: AbortController;
  readonly response: Promise<TResponse>;
}

const notNeeded = () => new DOMException("Pagination no longer needs this page", "AbortError");

// What a warning means for the data; every warning that ends a run means the same.
const ENDED = "the run ended early: later items may be missing";
const EITHER = "items may have been skipped or repeated";
const EFFECT: Readonly<Record<string, string>> = {
  "server-warning": "the server's own warning about its response",
  "total-changed": `the data changed mid-run: ${EITHER}`,
  "count-mismatch": `the items do not add up to the count: ${EITHER}`,
  "duplicates-dropped":
    "the server sent items again in place of others: items may have been skipped",
};

/**
 * A run's reporter without an `onWarning`: the first warning of each code to `logger.warn`, else
 * `console.warn`, so that a skipped or repeated item does not go unsaid because nobody asked.
 */
function logOnce(where: string, logger: ClientLogger | undefined) {
  const logged = new Set<PaginationWarningCode>();
  return ({ code, message, ended }: PaginationWarning) => {
    if (logged.has(code)) return;
    logged.add(code);
    (logger ?? console).warn?.(
      `owned-products-sdk: ${where}: pagination warning "${code}": ${ended ? ENDED : EFFECT[code]} ` +
        "(logged once per run; pass onWarning to handle each)",
      // A server's own warning is its text: a `token=…` in it is masked, as in every log line.
      { code, message: maskText(message, []), ended },
    );
  };
}

/**
 * The dedupe's memory of the `horizon` most recent keys: adds a key, false if it is one of them.
 * A repeat is a recent item (rows inserted before it), and every key would grow with the data.
 */
function recentKeys(horizon: number) {
  const keys = new Set<unknown>();
  const ring: unknown[] = []; // the keys in the order they came: the slot written next is oldest
  let oldest = 0;
  return (key: unknown) => {
    if (keys.has(key)) return false;
    keys.add(key);
    if (horizon === Infinity) return true;
    if (keys.size > horizon) keys.delete(ring[oldest]);
    ring[oldest] = key;
    oldest = (oldest + 1) % horizon;
    return true;
  };
}

/**
 * The {@link Paginated} of a style, its options checked once, here, in the name of the method the
 * user called: each iteration is a fresh run of `description`, whose pages carry `counts`.
 */
export function paginate<TRequest, TResponse extends object, TPage>(
  description: PaginationDescription<Readonly<Record<string, unknown>>, TRequest, object>,
  counts: readonly string[],
  fetch: Fetch<TRequest, TResponse>,
  given: Readonly<Record<string, unknown>>,
  context: RunContext<ListItem<TResponse>>,
): Paginated<ListItem<TResponse>, TPage> {
  type TItem = ListItem<TResponse>;
  type Page = { items: readonly TItem[]; warnings: readonly PaginationWarning[] };
  const start = description.start(given);
  const options = checkRunOptions(given, context);
  const { signal, concurrency, maxItems, maxPages, dedupe } = options;

  // One run, from the first `next()`: while the consumer holds a page, at most `concurrency - 1`
  // later requests are in flight, so at most `concurrency` pages are in memory.
  async function* pages(): AsyncGenerator<Page, void, undefined> {
    const watch = options.watch?.();
    const report = options.onWarning ?? logOnce(options.where, options.logger);
    const seen = recentKeys(options.dedupeHorizon);
    const inFlight: InFlight<TResponse>[] = [];
    let read = 0;
    let yielded = 0;
    let failure: unknown;

    // Keeps the requests in flight that the plan from `cursor` still wants (a clamped size, a short
    // page or a smaller total changes it), aborts the rest and, if `send`, sends what is missing.
    const follow = (cursor: PaginationCursor | undefined, send: boolean) => {
      const wanted: PaginationCursor[] = [];
      // Within concurrency and maxPages, and no page that full pages before it bring to maxItems.
      for (
        let next = cursor, size = 0;
        next && wanted.length < Math.min(concurrency, maxPages - read) && size < maxItems - yielded;
        next = description.predict(next)
      ) {
        wanted.push(next);
        size += next.size;
      }
      let keep = 0;
      for (const { cursor } of inFlight) {
        const next = wanted[keep];
        if (next?.position !== cursor.position || next.size !== cursor.size) break;
        keep++;
      }
      for (const { controller } of inFlight.splice(keep)) controller.abort(notNeeded());
      if (!send) return;
      for (const next of wanted.slice(keep)) {
        const controller = new AbortController();
        // A fetcher that throws at once fails its page, as one that rejects does.
        const response = new Promise<TResponse>((resolve) =>
          resolve(fetch({ ...description.request(next), signal: controller.signal }, watch)),
        );
        response.catch(() => undefined); // an aborted request's failure goes unheard
        inFlight.push({ cursor: next, controller, response });
      }
    };

    // The user's signal aborts every request in flight (and so the wait for the next one).
    const onAbort = () => {
      for (const { controller } of inFlight) controller.abort(signal?.reason);
    };
    signal?.addEventListener("abort", onAbort);
    try {
      if (signal?.aborted) throw signal.reason;
      for (
        let cursor: PaginationCursor | undefined = start;
        cursor && read < maxPages && yielded < maxItems;
      ) {
        if (signal?.aborted) throw signal.reason;
        follow(cursor, true);
        // A fetcher may abort the signal as it is called: `finally` then aborts every fetch.
        if (signal?.aborted) throw signal.reason;
        let response: TResponse;
        try {
          // The head stays in flight while awaited, so that an abort reaches its request too.
          response = await untilAborted((inFlight[0] as InFlight<TResponse>).response, signal);
        } catch (error) {
          throw signal?.aborted
            ? signal.reason
            : new PageFetchError(description.resumeFrom(cursor), error);
        } finally {
          inFlight.shift();
        }
        // Read once; the dedupe is handed the items the response contributes and tells the end
        // rules how many it dropped: they are not counted, and are reported.
        let deduped: readonly TItem[] | undefined;
        const drop = (contributed: readonly TItem[]) => {
          deduped = contributed.filter((item) => {
            const key = dedupe?.(item);
            return key === null || key === undefined || seen(key);
          });
          return contributed.length - deduped.length;
        };
        const reading: PaginationReading<TItem> = (description.read as ReadWithRepeats)<TItem>(
          cursor,
          response,
          dedupe ? (drop as (items: readonly unknown[]) => number) : 0,
        );
        let items = deduped ?? reading.items;
        // The skips of a page read are told now, not when its request was answered (served.ts).
        tellSkipped((response as { list?: unknown }).list);
        read++;
        items = items.slice(0, maxItems - yielded);
        yielded += items.length;
        cursor = reading.next;
        // New requests wait until the consumer is done with this page, which bounds memory and
        // what a `break` leaves in flight.
        follow(cursor, false);
        for (const warning of reading.warnings) report(warning);
        const echoed = counts.map((key) => [key, (response as Record<string, unknown>)[key]]);
        yield { items, ...Object.fromEntries(echoed), warnings: reading.warnings, response };
      }
    } catch (error) {
      failure = error;
      throw error;
    } finally {
      signal?.removeEventListener("abort", onAbort);
      for (const { controller } of inFlight.splice(0)) controller.abort(notNeeded());
      // Told once however the run ends (an abort while a page's items are yielded closes it from
      // outside), the watch never fails it.
      try {
        watch?.end(failure ?? (signal?.aborted ? signal.reason : undefined));
      } catch {
        // ignored
      }
    }
  }

  async function* items(): AsyncGenerator<TItem, void, undefined> {
    for await (const { items } of pages()) {
      for (const item of items) {
        // An abort also stops the items of the page being yielded.
        if (signal?.aborted) throw signal.reason;
        yield item;
      }
    }
  }

  return {
    [Symbol.asyncIterator]: items,
    // A page carries its response's `counts` too, as TPage says.
    pages: () => ({ [Symbol.asyncIterator]: pages as () => AsyncIterator<TPage> }),
    async toArray(toArrayOptions?: ToArrayOptions): Promise<TItem[]> {
      const given = optionsObject("toArray", toArrayOptions);
      knownKeysOnly("toArray", given, ["max"]);
      const max = given["max"] === undefined ? 10_000 : capOption("toArray", "max", given["max"]);
      const all: TItem[] = [];
      for await (const item of items()) {
        if (all.length >= max) throw new TooManyItemsError(max);
        all.push(item);
      }
      return all;
    },
  };
}
