// Fake paging servers for the pagination tests: an honest answer per style, a recorder that
// counts requests in flight and sees their signals, and a gate to release answers in any order.
import type { PageRequest, PageResponse, WindowRequest, WindowResponse } from "../../src/index.js";

export interface Item {
  ownedProductId: number;
}

/** Items with ids 0..n-1. */
export const itemsUpTo = (n: number): Item[] =>
  Array.from({ length: n }, (_, ownedProductId) => ({ ownedProductId }));

export const ids = (items: readonly Item[]) => items.map((item) => item.ownedProductId);

/** Ids from..to-1. */
export const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);

/**
 * The honest window of `data` at the request; `clamp` caps the window size, echoed as the limit
 * unless `silent` (then the requested limit is echoed although fewer items come back).
 */
export function windowOf(
  data: readonly Item[],
  { offset, limit }: { offset: number; limit: number },
  { clamp = Number.POSITIVE_INFINITY, silent = false } = {},
): WindowResponse<Item> {
  const size = Math.min(limit, clamp);
  return {
    totalResultCount: data.length,
    offset,
    limit: silent ? limit : size,
    list: data.slice(offset, offset + size),
  };
}

/** The honest page of `data`, with pages of at most `clamp` items, counted from `base`. */
export function pageOf(
  data: readonly Item[],
  { pageNumber, pageSize }: { pageNumber: number; pageSize: number },
  { clamp = Number.POSITIVE_INFINITY, base = 1 } = {},
): PageResponse<Item> {
  const size = Math.min(pageSize, clamp);
  const index = pageNumber - base;
  return {
    totalPages: Math.ceil(data.length / size),
    totalCount: data.length,
    pageNumber,
    list: data.slice(index * size, (index + 1) * size),
  };
}

export interface Call<TRequest> {
  readonly request: TRequest;
  settled: boolean;
  /** Whether its signal aborted before it settled. */
  aborted: boolean;
}

/**
 * A fetcher that answers with `respond` and records every call. An aborted call rejects with
 * the signal's reason at once, as fetch does, even if `respond` has not answered yet.
 */
export function recorder<TRequest extends { signal: AbortSignal }, TResponse>(
  respond: (request: TRequest, index: number) => TResponse | Promise<TResponse>,
) {
  const calls: Call<TRequest>[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const fetch = async (request: TRequest): Promise<TResponse> => {
    const call: Call<TRequest> = { request, settled: false, aborted: false };
    const index = calls.push(call) - 1;
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    try {
      return await new Promise<TResponse>((resolve, reject) => {
        const { signal } = request;
        if (signal.aborted) reject(signal.reason);
        signal.addEventListener("abort", () => {
          call.aborted = !call.settled;
          reject(signal.reason);
        });
        Promise.resolve()
          .then(() => respond(request, index))
          .then(resolve, reject);
      });
    } finally {
      call.settled = true;
      inFlight -= 1;
    }
  };
  return {
    fetch,
    calls,
    get inFlight() {
      return inFlight;
    },
    get maxInFlight() {
      return maxInFlight;
    },
  };
}

/** Requests as plain positions, for comparing. */
export const offsets = (calls: readonly Call<WindowRequest>[]) =>
  calls.map(({ request }) => `${request.offset}+${request.limit}`);
export const pageNumbers = (calls: readonly Call<PageRequest>[]) =>
  calls.map(({ request }) => request.pageNumber);

/** Answers that wait until the test releases them, in any order. */
export function gate() {
  const waiting: (() => void)[] = [];
  return {
    /** Resolves when released. */
    wait: () => new Promise<void>((resolve) => waiting.push(resolve)),
    get pending() {
      return waiting.length;
    },
    /** Releases the waiting answers, last first. */
    releaseInReverse() {
      for (const release of waiting.splice(0).reverse()) release();
    },
  };
}

/** Lets every pending promise chain run. */
export const settle = () => new Promise<void>((resolve) => setImmediate(resolve));
