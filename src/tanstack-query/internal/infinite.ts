// An infinite query over one of the SDK's paging descriptions: the description decides every
// request and the end (clamped sizes followed, the end on the echoed totals, an over-reported
// total ended by an empty page, a repeated window ending the run); this file only wires it to
// TanStack Query. getNextPageParam reads the last page again from its own cursor: a pure
// function of what TanStack hands it, so it works on pages prefetched on a server and hydrated.
import type { QueryKey } from "@tanstack/query-core";
import type {
  PaginationCursor,
  PaginationDescription,
  PaginationWarning,
} from "owned-products-sdk";
import type { SdkInfiniteQueryOptions } from "../query-options.js";

type Listed = object & { readonly list?: readonly unknown[] | null | undefined };

/** What an infinite query is made of. */
export interface InfiniteSpec<TRequest, TPage extends Listed, TKey extends QueryKey> {
  readonly description: PaginationDescription<never, TRequest, object>;
  readonly start: PaginationCursor;
  /** How far a step back goes: the window size for offsets, 1 for page numbers. */
  readonly unit: "offset" | "page";
  readonly queryKey: TKey;
  /** Makes the SDK call of one request, its params under the cursor's. */
  readonly fetch: (request: TRequest, signal: AbortSignal) => Promise<TPage>;
  /** Where the warnings of each page fetched go. */
  readonly report: (warnings: readonly PaginationWarning[]) => void;
}

/** The options of an infinite query over `spec.description`. */
export function infiniteOptions<TRequest, TPage extends Listed, TKey extends QueryKey>(
  spec: InfiniteSpec<TRequest, TPage, TKey>,
): SdkInfiniteQueryOptions<TPage, TKey> {
  const { description, start, unit, queryKey } = spec;
  return {
    queryKey,
    queryFn: async ({ pageParam, signal }) => {
      const response = await spec.fetch(description.request(pageParam), signal);
      const reading = description.read(pageParam, response);
      spec.report(reading.warnings);
      // A page holds the items it contributes: none for a repeated or misplaced window, those
      // before the end for one cut there; otherwise it is the response as the SDK returned it.
      const listed = response.list?.length ?? 0;
      return reading.items.length === listed ? response : { ...response, list: reading.items };
    },
    initialPageParam: start,
    getNextPageParam: (lastPage, _pages, lastPageParam) =>
      description.read(lastPageParam, lastPage).next,
    // Back from the first page held (after `maxPages` dropped some), never before the start.
    // The cursor does not know how many items came before the page it steps back to, so a run
    // that goes on from it (a refetch) does not check that its items add up to the count.
    getPreviousPageParam: (_firstPage, _pages, cursor) => {
      if (cursor.position <= start.position) return undefined;
      const step = unit === "offset" ? cursor.size : 1;
      const position = Math.max(start.position, cursor.position - step);
      return { ...cursor, position, whole: false };
    },
    retry: false,
  };
}
