import * as z from "zod/mini";
import {
  acceptsOwnedProductSearchResult,
  acceptsOwnedProductSearchResultStrict,
  OWNED_PRODUCT_SEARCH_RESULT_FIELDS,
} from "./internal/fast-path/resource-checks.js";
import { copierOf } from "./internal/fast-path/field-lists.js";
import { withFastPath } from "./internal/fast-path/with-fast-path.js";
import { issueMessage } from "./internal/issues/describe-issue.js";
import type { ContractFields } from "./internal/contract-fields.js";
import type { ResourceSchema } from "./resource-schema.js";
import {
  OwnedProductSchema,
  OwnedProductStrictSchema,
  OwnedProductStripSchema,
} from "./owned-product.js";
import { int32, nullable } from "./primitives.js";

// docs/contract.md 2.4: one offset/limit window of a search, with the total count.
// A function, so that bundlers can drop it with the schemas when neither is used.
// @__NO_SIDE_EFFECTS__
function shapeOf<P extends z.core.SomeType>(product: P) {
  return {
    totalResultCount: int32,
    offset: int32,
    limit: int32,
    list: nullable(z.array(product)),
    warnings: nullable(z.array(z.string())),
  };
}
type Shape = ReturnType<typeof shapeOf<typeof OwnedProductStrictSchema>>;

/**
 * One window of an owned-product search (docs/contract.md 2.4): the items from `offset`, at most
 * `limit` of them, the total count, and the server's optional `warnings`. Unknown fields are kept;
 * {@link OwnedProductSearchResultStrictSchema} rejects them.
 *
 * @example
 * ```ts
 * const window = OwnedProductSearchResultSchema.parse(json);
 * const hasMore = window.offset + (window.list?.length ?? 0) < window.totalResultCount;
 * ```
 * @group Schemas
 */
export const OwnedProductSearchResultSchema: ResourceSchema<OwnedProductSearchResult, Shape> =
  withFastPath(
    /* @__PURE__ */ z.looseObject(shapeOf(OwnedProductSchema), { error: issueMessage }),
    acceptsOwnedProductSearchResult,
  );

/**
 * {@link OwnedProductSearchResultSchema} that rejects unknown fields here and in every product.
 *
 * @example
 * ```ts
 * OwnedProductSearchResultStrictSchema.parse(json);
 * ```
 * @group Schemas
 */
export const OwnedProductSearchResultStrictSchema: ResourceSchema<OwnedProductSearchResult, Shape> =
  withFastPath(
    /* @__PURE__ */ z.strictObject(shapeOf(OwnedProductStrictSchema), { error: issueMessage }),
    acceptsOwnedProductSearchResultStrict,
  );

/**
 * {@link OwnedProductSearchResultSchema} whose result holds only the fields the contract names here and in every product of `list`: a
 * copy, without any field a server added. The same checks and issues as {@link OwnedProductSearchResultSchema}
 * (unknown fields are accepted, never reported), for data handed on (to a browser, a cache).
 *
 * @example
 * ```ts
 * OwnedProductSearchResultStripSchema.parse(json).list; // products with the contract's fields only
 * ```
 * @group Schemas
 */
export const OwnedProductSearchResultStripSchema: ResourceSchema<OwnedProductSearchResult, Shape> =
  withFastPath(
    /* @__PURE__ */ z.object(shapeOf(OwnedProductStripSchema), { error: issueMessage }),
    acceptsOwnedProductSearchResult,
    /* @__PURE__ */ copierOf(OWNED_PRODUCT_SEARCH_RESULT_FIELDS),
  );

/**
 * One window of an owned-product search (docs/contract.md 2.4).
 *
 * @example
 * ```ts
 * const hasMore = (window: OwnedProductSearchResult) =>
 *   window.offset + (window.list?.length ?? 0) < window.totalResultCount;
 * ```
 * @group Types
 */
export interface OwnedProductSearchResult extends ContractFields<Shape> {}
