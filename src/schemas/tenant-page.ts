import * as z from "zod/mini";
import {
  acceptsTenantPage,
  acceptsTenantPageStrict,
  TENANT_PAGE_FIELDS,
} from "./internal/fast-path/resource-checks.js";
import { copierOf } from "./internal/fast-path/field-lists.js";
import { withFastPath } from "./internal/fast-path/with-fast-path.js";
import { issueMessage } from "./internal/issues/describe-issue.js";
import type { ContractFields } from "./internal/contract-fields.js";
import type { ResourceSchema } from "./resource-schema.js";
import { int32, nullable } from "./primitives.js";
import { TenantSchema, TenantStrictSchema, TenantStripSchema } from "./tenant.js";

// docs/contract.md 2.5: the page-number list ("PaginatedListVM of tenant").
// A function, so that bundlers can drop it with the schemas when neither is used.
// @__NO_SIDE_EFFECTS__
function shapeOf<T extends z.core.SomeType>(tenant: T) {
  return {
    list: nullable(z.array(tenant)),
    totalPages: int32,
    pageNumber: int32,
    totalCount: int32,
  };
}
type Shape = ReturnType<typeof shapeOf<typeof TenantStrictSchema>>;

/**
 * One page of the tenant list (docs/contract.md 2.5, "PaginatedListVM of tenant"): the tenants of page
 * `pageNumber` out of `totalPages`, and the total count. Unknown fields are kept;
 * {@link TenantPageStrictSchema} rejects them at every level.
 *
 * @example
 * ```ts
 * const page = TenantPageSchema.parse(json);
 * const isLast = page.pageNumber >= page.totalPages;
 * ```
 * @group Schemas
 */
export const TenantPageSchema: ResourceSchema<TenantPage, Shape> = withFastPath(
  /* @__PURE__ */ z.looseObject(shapeOf(TenantSchema), { error: issueMessage }),
  acceptsTenantPage,
);

/**
 * {@link TenantPageSchema} that rejects unknown fields here, in every tenant and in their
 * credentials.
 *
 * @example
 * ```ts
 * TenantPageStrictSchema.parse(json);
 * ```
 * @group Schemas
 */
export const TenantPageStrictSchema: ResourceSchema<TenantPage, Shape> = withFastPath(
  /* @__PURE__ */ z.strictObject(shapeOf(TenantStrictSchema), { error: issueMessage }),
  acceptsTenantPageStrict,
);

/**
 * {@link TenantPageSchema} whose result holds only the fields the contract names here, in every tenant of `list` and in its credentials: a
 * copy, without any field a server added. The same checks and issues as {@link TenantPageSchema}
 * (unknown fields are accepted, never reported), for data handed on (to a browser, a cache).
 *
 * @example
 * ```ts
 * const forBrowser = JSON.stringify(TenantPageStripSchema.parse(json)); // nothing added
 * ```
 * @group Schemas
 */
export const TenantPageStripSchema: ResourceSchema<TenantPage, Shape> = withFastPath(
  /* @__PURE__ */ z.object(shapeOf(TenantStripSchema), { error: issueMessage }),
  acceptsTenantPage,
  /* @__PURE__ */ copierOf(TENANT_PAGE_FIELDS),
);

/**
 * One page of the tenant list (docs/contract.md 2.5).
 *
 * @example
 * ```ts
 * const names = (page: TenantPage) => (page.list ?? []).map((tenant) => tenant.name);
 * ```
 * @group Types
 */
export interface TenantPage extends ContractFields<Shape> {}
