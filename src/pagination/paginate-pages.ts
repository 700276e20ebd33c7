import type { TenantPage } from "../schemas/tenant-page.js";
import { checkArguments } from "./internal/run-options.js";
import { pagesRun } from "./internal/runs.js";
import type { ListItem } from "./list-item.js";
import type { PaginateOptions, Paginated } from "./paginated.js";
import type { PaginationWarning } from "./warning.js";

/**
 * What `fetchPage` is asked for: page `pageNumber` of `pageSize` items, and the signal to pass on
 * (it aborts with the user's `signal`, or when the run no longer needs the page).
 *
 * @group Pagination
 */
export interface PageRequest {
  readonly pageNumber: number;
  readonly pageSize: number;
  readonly signal: AbortSignal;
}

/**
 * What `fetchPage` resolves to: a `TenantPage` (docs/contract.md 2.5), or any object with its
 * counts and a `list`.
 *
 * @group Pagination
 */
export interface PageResponse<TItem = unknown> {
  readonly totalPages: number;
  readonly pageNumber: number;
  readonly totalCount: number;
  readonly list?: readonly TItem[] | null | undefined;
  /** The server's own warnings, passed on as `server-warning`s. */
  readonly warnings?: readonly string[] | null | undefined;
}

/**
 * One page of a run, as `.pages()` yields it.
 *
 * @group Pagination
 */
export interface NumberedPage<TItem, TResponse = PageResponse<TItem>> {
  /** The items this page contributed: its list, deduped if asked and cut at `maxItems`. */
  readonly items: readonly TItem[];
  /** The page number the server echoed. */
  readonly pageNumber: number;
  /** The page count the server reported with this page. */
  readonly totalPages: number;
  /** The item count the server reported with this page. */
  readonly totalCount: number;
  /** The warnings that applied to this page, the server's own included. */
  readonly warnings: readonly PaginationWarning[];
  /** The response as `fetchPage` resolved it. */
  readonly response: TResponse;
}

/**
 * Options of {@link paginatePages}.
 *
 * @group Pagination
 */
export interface PaginatePagesOptions<TItem> extends PaginateOptions {
  /**
   * Whether the server counts pages from 0 rather than 1.
   *
   * @defaultValue false
   */
  readonly zeroBased?: boolean | undefined;
  /**
   * The page to start from: the first page (1, or 0 when `zeroBased`), or the
   * `resumeFrom.pageNumber` of a `PageFetchError`.
   *
   * @defaultValue 1 (0 when zeroBased)
   */
  readonly pageNumber?: number | undefined;
  /**
   * The page size to request (1 to 2147483647).
   *
   * @defaultValue 100
   */
  readonly pageSize?: number | undefined;
  /**
   * The key by which an item that shows up again (rows inserted before it shift pages) is dropped,
   * e.g. `(tenant) => tenant.id`, or `false`. `paginatePages` cannot know another API's keys, so
   * it dedupes only when given one; `client.tenants.listAll` dedupes by `id`. See `dedupeHorizon`.
   *
   * @defaultValue false (listAll: by id)
   */
  readonly dedupe?: false | ((item: TItem) => unknown) | undefined;
}

/**
 * Iterates every item of a page-number list (docs/contract.md 2.5), page after page, from any
 * `fetchPage` that gets one. Pages count from 1 unless `zeroBased`, as the first response's echoed
 * `pageNumber` must confirm; a run ends on the echoed `totalPages` (never a short page alone), or
 * with a warning instead of looping on a misbehaving server (see the pagination guide).
 *
 * Options are checked at once (a `TypeError`); nothing is fetched before iteration starts. A failed
 * fetch rejects with `PageFetchError`, whose `resumeFrom` restarts the run where it stopped.
 *
 * @example
 * ```ts
 * const tenants = paginatePages(
 *   ({ pageNumber, pageSize, signal }) => client.tenants.list({ pageNumber, pageSize }, { signal }),
 *   { pageSize: 50, concurrency: 4, dedupe: (tenant) => tenant.id },
 * );
 * for await (const tenant of tenants) console.log(tenant.id, tenant.name);
 * ```
 * @group Pagination
 */
export function paginatePages<TResponse extends PageResponse = TenantPage>(
  fetchPage: (request: PageRequest) => Promise<TResponse>,
  options?: PaginatePagesOptions<ListItem<TResponse>>,
): Paginated<ListItem<TResponse>, NumberedPage<ListItem<TResponse>, TResponse>> {
  const where = "paginatePages";
  const keys = ["zeroBased", "pageNumber", "pageSize"];
  return pagesRun(fetchPage, checkArguments(where, fetchPage, options, keys, "offset"), { where });
}
