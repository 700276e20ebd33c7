import type { TenantPage } from "../schemas/tenant-page.js";
import {
  checkFixtureArgs,
  childContext,
  createContext,
  finish,
  FIXTURE_OPTIONS,
} from "./internal/fixture-context.js";
import { requireCount } from "./internal/kit-checks.js";
import { type FixtureOptions, type FixtureOverrides } from "./fixture-options.js";
import { generateTenant } from "./internal/generate-tenant.js";
import { itemsIn, pageStart, tenantPageOf } from "./internal/response-bodies.js";

/**
 * Options of {@link makeTenantPage}: the usual {@link FixtureOptions} and which page of how many
 * tenants it is.
 *
 * @group Testing
 */
export interface TenantPageFixtureOptions extends FixtureOptions {
  /** The page's number, from 1, echoed. Default 1. */
  readonly pageNumber?: number | undefined;
  /** Tenants per page. Default 20. */
  readonly pageSize?: number | undefined;
  /** How many tenants the whole list has. Default: picked by the seed, 0 to 60. */
  readonly totalCount?: number | undefined;
}

/**
 * A realistic {@link TenantPage} (docs/contract.md 2.5) that passes the strict schema: page
 * `pageNumber` (from 1) of a list of `totalCount` tenants in pages of `pageSize`, so
 * `totalPages = ceil(totalCount / pageSize)` and a page past the last is empty. Tenant ids are
 * consecutive across pages.
 *
 * @param overrides - fields to set (an `undefined` value removes the field).
 * @param options - seed, "now", page, formats and validation.
 * @throws {@link FixtureError} when the overrides break the schema, or for a mistake in the
 *   arguments or an option out of range (see {@link makeOwnedProduct}).
 * @example
 * ```ts
 * const page = makeTenantPage({}, { pageNumber: 3, pageSize: 10, totalCount: 25 });
 * page.totalPages; // 3
 * page.list?.length; // 5
 * ```
 * @group Testing
 */
export function makeTenantPage(
  overrides?: FixtureOverrides<TenantPage>,
  options?: TenantPageFixtureOptions,
): TenantPage {
  const where = "makeTenantPage";
  const known = [...FIXTURE_OPTIONS, "pageNumber", "pageSize", "totalCount"];
  checkFixtureArgs("TenantPage", overrides, options, known);
  const ctx = createContext("TenantPage", options);
  const pageNumber = requireCount(where, "pageNumber", options?.pageNumber ?? 1, 1, 1_000_000);
  const pageSize = requireCount(where, "pageSize", options?.pageSize ?? 20, 1);
  const total = requireCount(where, "totalCount", options?.totalCount ?? ctx.random.int(0, 60));
  const firstId = ctx.random.int(1, 90_000);
  const start = pageStart(pageNumber, pageSize);
  // Only the tenants of this page are generated; the rest of the list exists in name only.
  const tenants = Array.from({ length: itemsIn(total, start, pageSize) }, (_, i) =>
    generateTenant(childContext(ctx, "tenant", start + i), { id: firstId + start + i }),
  );
  return finish(
    "TenantPage",
    tenantPageOf(total, pageNumber, pageSize, tenants),
    overrides,
    options,
  );
}
