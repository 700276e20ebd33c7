// An infinite query over one of the SDK's paging descriptions: the description decides every
// request and the end (clamped sizes followed, the end on the echoed totals, an over-reported
// total ended by an empty page, a repeated window ending the run); this file only wires it to
// TanStack Query. getNextPageParam reads the last page again from its own cursor: a pure
// function of what TanStack hands it, so it works on pages prefetched on a server and hydrated.
import type { InfiniteData, QueryKey } from "@tanstack/query-core";
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
  /** An item's id, by which a page leaves out what an earlier page showed (`select`). */
  readonly key: (item: unknown) => unknown;
}

// What `select` made of each `data` TanStack held: the same object for the same data, so that a
// render that did not fetch gets the very pages it had (no work, no new references).
const selected = /* @__PURE__ */ new WeakMap<object, unknown>();

/**
 * `data` with each page's items that an earlier page already showed (by `key`) left out, as
 * `searchAll` and `listAll` drop them: rows inserted mid-scroll shift items into the next page.
 * The pages TanStack stores stay as served (getNextPageParam, refetch and hydration read them);
 * a page with nothing left out is passed on as it is.
 */
function withoutRepeats<TPage extends Listed>(
  data: InfiniteData<TPage, PaginationCursor>,
  key: (item: unknown) => unknown,
): InfiniteData<TPage> {
  const done = selected.get(data) as InfiniteData<TPage> | undefined;
  if (done) return done;
  const seen = new Set<unknown>();
  const pages = data.pages.map((page) => {
    const list = page.list ?? [];
    const kept = list.filter((item) => {
      const id = key(item);
      if (id === null || id === undefined) return true;
      if (seen.has(id)) return false;
      seen.add(id);
      return true;
    });
    return kept.length === list.length ? page : { ...page, list: kept };
  });
  const result = pages.every((page, i) => page === data.pages[i]) ? data : { ...data, pages };
  selected.set(data, result);
  return result;
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
    select: (data) => withoutRepeats(data, spec.key),
    retry: false,
  };
}
