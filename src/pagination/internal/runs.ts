// A run of each style, from options whose names the caller checked: here the values are checked,
// once, in the name of the method the user called.
import type { ListItem } from "../list-item.js";
import { paginate } from "./engine.js";
import { pageDescription } from "../page-description.js";
import { checkRunOptions, type RunContext, type RunWatch } from "./run-options.js";
import { windowDescription } from "../window-description.js";

type Listed = { readonly list?: readonly unknown[] | null | undefined };
type Fetch<TRequest, TResponse> = (
  request: TRequest & { readonly signal: AbortSignal },
  watch: RunWatch | undefined,
) => Promise<TResponse>;

const byOwnedProductId = (item: unknown): unknown =>
  typeof item === "object" && item !== null
    ? (item as { ownedProductId?: unknown }).ownedProductId
    : undefined;

/**
 * A window run (`paginateWindow`, `ownedProducts.searchAll`): dedupes by `ownedProductId` unless
 * `context.key` or the `dedupe` option says otherwise.
 */
export function windowRun<
  TResponse extends Listed & { offset: number; limit: number; totalResultCount: number },
>(
  fetchWindow: Fetch<{ offset: number; limit: number }, TResponse>,
  given: Readonly<Record<string, unknown>>,
  context: RunContext<ListItem<TResponse>>,
) {
  const { key = byOwnedProductId } = context;
  const description = windowDescription(context.where, context.startIn);
  return paginate(
    description,
    fetchWindow,
    description.start(given),
    checkRunOptions(given, { ...context, key }),
    (response, items, warnings) => ({
      items,
      offset: response.offset,
      limit: response.limit,
      totalResultCount: response.totalResultCount,
      warnings,
      response,
    }),
  );
}

/**
 * A page run (`paginatePages`, `tenants.listAll`): dedupes only by `context.key` or the `dedupe`
 * option.
 */
export function pagesRun<
  TResponse extends Listed & { pageNumber: number; totalPages: number; totalCount: number },
>(
  fetchPage: Fetch<{ pageNumber: number; pageSize: number }, TResponse>,
  given: Readonly<Record<string, unknown>>,
  context: RunContext<ListItem<TResponse>>,
) {
  const description = pageDescription(context.where, context.startIn);
  return paginate(
    description,
    fetchPage,
    description.start(given),
    checkRunOptions(given, context),
    (response, items, warnings) => ({
      items,
      pageNumber: response.pageNumber,
      totalPages: response.totalPages,
      totalCount: response.totalCount,
      warnings,
      response,
    }),
  );
}
