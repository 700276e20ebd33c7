// The one engine both paging styles run on: up to `concurrency` requests in flight, responses read
// strictly in order through the style's description (description.ts owns the division of labour).
import { PageFetchError } from "../../errors/page-fetch-error.js";
import { TooManyItemsError } from "../../errors/too-many-items-error.js";
import { capOption, knownKeysOnly, optionsObject } from "../../internal/option-checks/index.js";
import type { Paginated, ToArrayOptions } from "../paginated.js";
import type { PaginationWarning } from "../warning.js";
import type { PaginationCursor, PaginationDescription, PaginationReading } from "../description.js";
import { RecentKeys } from "./recent-keys.js";
import type { RunOptions, RunWatch } from "./run-options.js";
import { logOnce } from "./warning-log.js";

/** Builds what `.pages()` yields for a response: with the items it contributed, its warnings. */
type Page<TResponse, TItem, TPage> = (
  response: TResponse,
  items: readonly TItem[],
  warnings: readonly PaginationWarning[],
) => TPage;

type Listed<TItem> = { readonly items: readonly TItem[] };
/** A fetcher, handed the run's watch too (the client passes it on as its calls' parent). */
type Fetch<TRequest, TResponse> = (
  request: TRequest & { signal: AbortSignal },
  watch: RunWatch | undefined,
) => Promise<TResponse>;
type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

interface InFlight<TResponse> {
  readonly cursor: PaginationCursor;
  readonly controller: AbortController;
  readonly outcome: Promise<Outcome<TResponse>>;
}

const notNeeded = () => new DOMException("Pagination no longer needs this page", "AbortError");

/**
 * The promise, or the signal's reason as soon as it aborts (even if the fetcher ignores it). The
 * listener goes with the wait: racing one long-lived abort promise would keep every response alive.
 */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (signal === undefined) return promise;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort);
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

/**
 * Runs one iteration, yielding its pages in order from the first `next()`. While the consumer
 * holds a page, at most `concurrency - 1` later requests are in flight or waiting, so at most
 * `concurrency` pages are in memory; leaving early aborts them.
 */
async function* run<TRequest, TResponse extends object, TItem, TPage extends Listed<TItem>>(
  description: PaginationDescription<never, TRequest, object>,
  fetch: Fetch<TRequest, TResponse>,
  start: PaginationCursor,
  options: RunOptions<TItem>,
  page: Page<TResponse, TItem, TPage>,
): AsyncGenerator<TPage, void, undefined> {
  const { signal, concurrency, maxItems, maxPages, dedupe } = options;
  const watch = options.watch?.();
  let failure: unknown;
  const report = options.onWarning ?? logOnce(options.where, options.logger);
  const seen = new RecentKeys(options.dedupeHorizon);
  const inFlight: InFlight<TResponse>[] = [];
  let pages = 0;
  let yielded = 0;

  // The requests the run wants next, from `cursor` on, within concurrency and the caps.
  const plan = (cursor: PaginationCursor | undefined): PaginationCursor[] => {
    const wanted: PaginationCursor[] = [];
    let size = 0;
    for (let next = cursor; next !== undefined; next = description.predict(next)) {
      // Full pages ahead would already reach maxItems: a later one is not needed yet.
      if (wanted.length >= Math.min(concurrency, maxPages - pages) || size >= maxItems - yielded) {
        break;
      }
      wanted.push(next);
      size += next.size;
    }
    return wanted;
  };
  // Keeps the requests in flight that match the plan's head and aborts the rest (a clamped size,
  // a short page or a smaller total changed the plan); if `send`, requests what is missing.
  const follow = (wanted: PaginationCursor[], send: boolean) => {
    let keep = 0;
    for (const { cursor } of inFlight) {
      const next = wanted[keep];
      if (next?.position !== cursor.position || next.size !== cursor.size) break;
      keep++;
    }
    for (const request of inFlight.splice(keep)) request.controller.abort(notNeeded());
    if (send) for (const cursor of wanted.slice(keep)) inFlight.push(request(cursor));
  };
  const request = (cursor: PaginationCursor): InFlight<TResponse> => {
    const controller = new AbortController();
    // A fetcher that throws at once fails its page, as one that rejects does.
    const outcome = new Promise<TResponse>((resolve) =>
      resolve(fetch({ ...description.request(cursor), signal: controller.signal }, watch)),
    ).then(
      (value): Outcome<TResponse> => ({ ok: true, value }),
      (error: unknown): Outcome<TResponse> => ({ ok: false, error }),
    );
    return { cursor, controller, outcome };
  };

  // The user's signal aborts every request in flight (and so the wait for the next one).
  const onAbort = () => {
    for (const { controller } of inFlight) controller.abort(signal?.reason);
  };
  signal?.addEventListener("abort", onAbort);
  try {
    if (signal?.aborted) throw signal.reason;
    for (let cursor: PaginationCursor | undefined = start; cursor;) {
      if (pages >= maxPages || yielded >= maxItems) break;
      if (signal?.aborted) throw signal.reason;
      follow(plan(cursor), true);
      // The head stays in `inFlight` while awaited, so that an abort reaches its request too.
      const head = inFlight[0] as InFlight<TResponse>;
      const outcome = await untilAborted(head.outcome, signal);
      inFlight.shift();
      if (!outcome.ok) {
        if (signal?.aborted) throw signal.reason;
        throw new PageFetchError(description.resumeFrom(cursor), outcome.error);
      }
      let reading: PaginationReading<TItem> = description.read<TItem>(cursor, outcome.value);
      let items = reading.items;
      if (dedupe) {
        items = items.filter((item) => {
          const key = dedupe(item);
          return key === null || key === undefined || seen.add(key);
        });
        // Read again, told the repeats: they are not counted, and are reported.
        reading = description.read<TItem>(
          cursor,
          outcome.value,
          reading.items.length - items.length,
        );
      }
      pages += 1;
      items = items.slice(0, maxItems - yielded); // the last page is cut at maxItems
      yielded += items.length;
      cursor = reading.next;
      // Abort what the run no longer wants; new requests wait until the consumer is done with this
      // page, which bounds memory and what a `break` leaves in flight.
      follow(plan(cursor), false);
      for (const warning of reading.warnings) report(warning);
      yield page(outcome.value, items, reading.warnings);
    }
  } catch (error) {
    failure = error;
    throw error;
  } finally {
    signal?.removeEventListener("abort", onAbort);
    for (const { controller } of inFlight.splice(0)) controller.abort(notNeeded());
    // The watch is told once however the run ends (an abort while a page's items are yielded
    // closes it from outside), and never fails it.
    try {
      watch?.end(failure ?? (signal?.aborted ? signal.reason : undefined));
    } catch {
      // ignored
    }
  }
}

/** The {@link Paginated} of a style: each iteration is a fresh run of `description`. */
export function paginate<TRequest, TResponse extends object, TItem, TPage extends Listed<TItem>>(
  description: PaginationDescription<never, TRequest, object>,
  fetch: Fetch<TRequest, TResponse>,
  start: PaginationCursor,
  options: RunOptions<TItem>,
  page: Page<TResponse, TItem, TPage>,
): Paginated<TItem, TPage> {
  const pages = () => run(description, fetch, start, options, page);
  const { signal } = options;
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
    pages: () => ({ [Symbol.asyncIterator]: pages }),
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
