// The one core both pagination styles share: it requests pages, keeps up to `concurrency` of
// them in flight, reads their responses strictly in order, and ends or fails as the style's
// reading of each response says. The reader (page-reader.ts, with window-rules.ts and
// page-number-rules.ts) knows the counts; everything about requests, order, abort and memory
// lives here.
import { PageFetchError } from "../../errors/page-fetch-error.js";
import { type PaginationResumePoint } from "../../errors/pagination-resume-point.js";
import { dropRepeats, RecentKeys } from "./recent-keys.js";
import type { PaginationWarning } from "../warning.js";

/**
 * One request of a run: an offset or page number, and the window or page size asked for.
 */
export interface Cursor {
  readonly position: number;
  readonly size: number;
}

/**
 * What a style made of one response.
 */
export interface Reading<TItem> {
  readonly items: readonly TItem[];
  readonly warnings: PaginationWarning[];
  /** The next request, or undefined when the run ends with this response. */
  readonly next: Cursor | undefined;
}

/**
 * A pagination style, stateful for one run: created afresh each time iteration starts.
 */
export interface PagingStyle<TResponse, TItem, TPage> {
  readonly start: Cursor;
  fetch(cursor: Cursor, signal: AbortSignal): Promise<TResponse>;
  /**
   * Reads responses in order; `first` is the run's first one, and `unseen` drops the items
   * the dedupe has seen recently. Throws PaginationError.
   */
  read(
    response: TResponse,
    cursor: Cursor,
    first: boolean,
    unseen: (items: readonly TItem[]) => readonly TItem[],
  ): Reading<TItem>;
  /** The request after `cursor` if its page comes back full, or undefined past the known end. */
  predict(cursor: Cursor): Cursor | undefined;
  resumePoint(cursor: Cursor): PaginationResumePoint;
  page(response: TResponse, items: readonly TItem[], warnings: PaginationWarning[]): TPage;
}

/**
 * The options of a run, validated and defaulted.
 */
export interface StreamOptions<TItem> {
  readonly concurrency: number;
  readonly signal: AbortSignal | undefined;
  readonly onWarning: ((warning: PaginationWarning) => void) | undefined;
  readonly maxItems: number;
  readonly maxPages: number;
  readonly dedupe: ((item: TItem) => unknown) | undefined;
  readonly dedupeHorizon: number;
}

type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

interface InFlight<TResponse> {
  readonly cursor: Cursor;
  readonly controller: AbortController;
  readonly outcome: Promise<Outcome<TResponse>>;
}

const matches = (request: { cursor: Cursor } | undefined, cursor: Cursor | undefined) =>
  request !== undefined &&
  cursor !== undefined &&
  request.cursor.position === cursor.position &&
  request.cursor.size === cursor.size;

function notNeeded(): DOMException {
  return new DOMException("Pagination no longer needs this page", "AbortError");
}

/**
 * The promise's outcome, or a rejection with the signal's reason as soon as it aborts, even if
 * the fetcher ignores its signal. The listener goes when the wait ends: racing against one
 * long-lived abort promise instead would keep every page's response alive through it.
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
 * Runs one paginated iteration and yields its pages in order. Nothing is requested before the
 * first `next()`. While the consumer holds a page, at most `concurrency - 1` later requests are
 * in flight (or answered and waiting), so at most `concurrency` pages are in memory; leaving
 * early (`break`, an error) aborts every one of them.
 */
export async function* streamPages<TResponse, TItem, TPage>(
  style: PagingStyle<TResponse, TItem, TPage>,
  options: StreamOptions<TItem>,
): AsyncGenerator<TPage, void, undefined> {
  const { signal, concurrency, maxItems, maxPages, dedupe } = options;
  const isAborted = () => signal?.aborted === true;
  if (isAborted()) throw signal?.reason;
  const inFlight: InFlight<TResponse>[] = [];
  // The dedupe's memory exists only when a run dedupes; otherwise every item is unseen.
  let unseen = (items: readonly TItem[]): readonly TItem[] => items;
  if (dedupe !== undefined) {
    const seen = new RecentKeys(options.dedupeHorizon);
    unseen = (items) => dropRepeats(items, dedupe, seen);
  }
  let pagesRead = 0;
  let itemsYielded = 0;

  // The requests the run wants next, from `cursor` on, within concurrency and the caps.
  const planFrom = (cursor: Cursor | undefined): Cursor[] => {
    const plan: Cursor[] = [];
    const pagesLeft = maxPages - pagesRead;
    const itemsLeft = maxItems - itemsYielded;
    for (let next = cursor; next !== undefined; next = style.predict(next)) {
      if (plan.length >= Math.min(concurrency, pagesLeft)) break;
      // Full pages ahead would already reach maxItems: a later one is not needed yet.
      if (plan.reduce((sum, c) => sum + c.size, 0) >= itemsLeft) break;
      plan.push(next);
    }
    return plan;
  };
  // Keeps the in-flight requests that match the plan's head, aborts the rest (a clamped size,
  // a short page or a smaller total changed the plan), and, if `start`, requests what is missing.
  const follow = (plan: Cursor[], start: boolean) => {
    let keep = 0;
    while (keep < plan.length && matches(inFlight[keep], plan[keep])) keep++;
    for (const request of inFlight.splice(keep)) request.controller.abort(notNeeded());
    if (start) for (const cursor of plan.slice(keep)) inFlight.push(request(cursor));
  };
  const request = (cursor: Cursor): InFlight<TResponse> => {
    const controller = new AbortController();
    let outcome: Promise<Outcome<TResponse>>;
    try {
      outcome = Promise.resolve(style.fetch(cursor, controller.signal)).then(
        (value) => ({ ok: true, value }),
        (error: unknown) => ({ ok: false, error }),
      );
    } catch (error) {
      outcome = Promise.resolve({ ok: false, error });
    }
    return { cursor, controller, outcome };
  };

  // The user's signal aborts every request in flight (and so the wait for the next one).
  const onAbort = () => {
    for (const { controller } of inFlight) controller.abort(signal?.reason);
  };
  signal?.addEventListener("abort", onAbort);

  try {
    let expected: Cursor | undefined = style.start;
    while (expected !== undefined && pagesRead < maxPages && itemsYielded < maxItems) {
      if (isAborted()) throw signal?.reason;
      follow(planFrom(expected), true);
      // The head stays in `inFlight` while awaited, so that an abort reaches its request too.
      const head = inFlight[0];
      if (head === undefined) break; // unreachable: the plan always starts with `expected`
      const outcome = await untilAborted(head.outcome, signal);
      inFlight.shift();
      if (!outcome.ok) {
        if (isAborted()) throw signal?.reason;
        throw new PageFetchError(style.resumePoint(head.cursor), outcome.error);
      }
      const reading = style.read(outcome.value, head.cursor, pagesRead === 0, unseen);
      pagesRead += 1;
      let items = reading.items;
      if (items.length > maxItems - itemsYielded) items = items.slice(0, maxItems - itemsYielded);
      itemsYielded += items.length;
      expected = reading.next;
      // Abort now what the run no longer wants; new requests wait until the consumer is done
      // with this page, which is what bounds memory and what a `break` leaves in flight.
      follow(pagesRead < maxPages && itemsYielded < maxItems ? planFrom(expected) : [], false);
      for (const warning of reading.warnings) options.onWarning?.(warning);
      yield style.page(outcome.value, items, reading.warnings);
    }
  } finally {
    signal?.removeEventListener("abort", onAbort);
    for (const { controller } of inFlight.splice(0)) controller.abort(notNeeded());
  }
}
