// A run of each style from options whose names are checked: the helpers check them against
// their own list, the client's searchAll and listAll against their two arguments. Here the
// values are checked, once, in the name of the method the user called, and the engine is
// handed the style's description.
import { booleanOption, intOption } from "../../internal/option-checks/index.js";
import type { ListItem } from "../list-item.js";
import { paginate } from "./engine.js";
import { pageDescription } from "../page-description.js";
import { checkRunOptions, DEFAULT_SIZE, type RunContext, type RunWatch } from "./run-options.js";
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
  const { where, startIn = "options", key = byOwnedProductId } = context;
  const offset = intOption(where, `${startIn}.offset`, given["offset"], 0, 0);
  const limit = intOption(where, `${startIn}.limit`, given["limit"], 1, DEFAULT_SIZE);
  const description = windowDescription(where);
  return paginate(
    description,
    fetchWindow,
    description.start({ offset, limit }),
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
  const { where, startIn = "options" } = context;
  const zeroBased = booleanOption(where, "zeroBased", given["zeroBased"]);
  const first = zeroBased ? 0 : 1;
  const pageNumber = intOption(where, `${startIn}.pageNumber`, given["pageNumber"], first, first);
  const pageSize = intOption(where, `${startIn}.pageSize`, given["pageSize"], 1, DEFAULT_SIZE);
  const description = pageDescription(where);
  return paginate(
    description,
    fetchPage,
    description.start({ pageNumber, pageSize, zeroBased }),
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
