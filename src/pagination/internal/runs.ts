// A run of each style, from options whose names the caller checked.
import type { ListItem } from "../list-item.js";
import { pageDescription, type PageQuery } from "../page-description.js";
import type { PaginationWarning } from "../warning.js";
import { windowDescription, type WindowQuery } from "../window-description.js";
import { paginate, type Fetch } from "./engine.js";
import type { RunContext } from "./run-options.js";

type Given = Readonly<Record<string, unknown>>;
type Listed = { readonly list?: readonly unknown[] | null | undefined };
type WindowCounts = { offset: number; limit: number; totalResultCount: number };
type PageCounts = { pageNumber: number; totalPages: number; totalCount: number };
// What `.pages()` yields, as WindowPage and NumberedPage say (their files import this one).
type PageOf<TResponse, TCounts> = TCounts & {
  readonly items: readonly ListItem<TResponse>[];
  readonly warnings: readonly PaginationWarning[];
  readonly response: TResponse;
};

const byOwnedProductId = (item: unknown): unknown =>
  typeof item === "object" && item !== null
    ? (item as { ownedProductId?: unknown }).ownedProductId
    : undefined;

/**
 * A window run (`paginateWindow`, `ownedProducts.searchAll`): dedupes by `ownedProductId` unless
 * `context.key` or the `dedupe` option says otherwise.
 */
export const windowRun = <TResponse extends Listed & WindowCounts>(
  fetchWindow: Fetch<WindowQuery, TResponse>,
  given: Given,
  context: RunContext<ListItem<TResponse>>,
) =>
  paginate<WindowQuery, TResponse, PageOf<TResponse, WindowCounts>>(
    windowDescription(context.where, context.startIn),
    ["offset", "limit", "totalResultCount"],
    fetchWindow,
    given,
    { ...context, key: context.key ?? byOwnedProductId },
  );

/** A page run (`paginatePages`, `tenants.listAll`): dedupes only by `context.key` or `dedupe`. */
export const pagesRun = <TResponse extends Listed & PageCounts>(
  fetchPage: Fetch<PageQuery, TResponse>,
  given: Given,
  context: RunContext<ListItem<TResponse>>,
) =>
  paginate<PageQuery, TResponse, PageOf<TResponse, PageCounts>>(
    pageDescription(context.where, context.startIn),
    ["pageNumber", "totalPages", "totalCount"],
    fetchPage,
    given,
    context,
  );
