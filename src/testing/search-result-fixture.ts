import type { OwnedProductSearchResult } from "../schemas/owned-product-search-result.js";
import {
  applyNulls,
  childContext,
  checkFixtureArgs,
  createContext,
  finish,
  FIXTURE_OPTIONS,
} from "./internal/fixture-context.js";
import { requireCount } from "./internal/kit-checks.js";
import { type FixtureOptions, type FixtureOverrides } from "./fixture-options.js";
import { generateOwnedProduct } from "./internal/generate-owned-product.js";
import { itemsIn, searchResultOf } from "./internal/response-bodies.js";

/**
 * Options of {@link makeOwnedProductSearchResult}: the usual {@link FixtureOptions} and which
 * window of how many results it is.
 *
 * @group Testing
 */
export interface SearchResultFixtureOptions extends FixtureOptions {
  /** The window's offset, echoed. Default 0. */
  readonly offset?: number | undefined;
  /**
   * The window's limit, echoed: from 1, as the mock service takes a search's `limit` (it answers
   * `limit=0` with a 400). Default 20. A result that echoes `limit: 0`, which the contract's
   * int32 allows, is an override: `makeOwnedProductSearchResult({ limit: 0 })`.
   */
  readonly limit?: number | undefined;
  /** How many results the whole search has. Default: picked by the seed, 0 to 60. */
  readonly totalResultCount?: number | undefined;
}

/**
 * A realistic {@link OwnedProductSearchResult} (docs/contract.md 2.4) that passes the strict schema: the
 * window `[offset, offset + limit)` of a search with `totalResultCount` results, so `list` holds
 * `min(limit, totalResultCount - offset)` products (none past the end), with consecutive
 * `ownedProductId`s and `offset` and `limit` echoed. `warnings` is empty (null or absent).
 *
 * @param overrides - fields to set (an `undefined` value removes the field).
 * @param options - seed, "now", window, formats and validation.
 * @throws {@link FixtureError} when the overrides break the schema, or for a mistake in the
 *   arguments or an option out of range (see {@link makeOwnedProduct}).
 * @example
 * ```ts
 * const window = makeOwnedProductSearchResult({}, { offset: 40, limit: 20, totalResultCount: 50 });
 * window.list?.length; // 10
 * ```
 * @group Testing
 */
export function makeOwnedProductSearchResult(
  overrides?: FixtureOverrides<OwnedProductSearchResult>,
  options?: SearchResultFixtureOptions,
): OwnedProductSearchResult {
  const where = "makeOwnedProductSearchResult";
  const known = [...FIXTURE_OPTIONS, "offset", "limit", "totalResultCount"];
  checkFixtureArgs("OwnedProductSearchResult", overrides, options, known);
  const ctx = createContext("OwnedProductSearchResult", options);
  const offset = requireCount(where, "offset", options?.offset ?? 0, 0, 1_000_000_000);
  // A window the mock could serve: a limit from 1, as its search and makeTenantPage's pageSize.
  const limit = requireCount(where, "limit", options?.limit ?? 20, 1);
  const total = requireCount(
    where,
    "totalResultCount",
    options?.totalResultCount ?? ctx.random.int(0, 60),
    0,
    2_147_483_647,
  );
  const firstId = ctx.random.int(1, 900_000);
  const tenantIds = [ctx.random.int(1, 9_999), ctx.random.int(1, 9_999), ctx.random.int(1, 9_999)];
  const list = Array.from({ length: itemsIn(total, offset, limit) }, (_, i) =>
    generateOwnedProduct(childContext(ctx, "result", offset + i), {
      ownedProductId: firstId + offset + i,
      tenantId: ctx.random.pick(tenantIds),
    }),
  );
  const result = applyNulls(searchResultOf(total, offset, limit, list, null), ctx);
  return finish("OwnedProductSearchResult", result, overrides, options);
}
