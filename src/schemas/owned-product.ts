import * as z from "zod/mini";
import {
  acceptsOwnedProduct,
  acceptsOwnedProductStrict,
  OWNED_PRODUCT_FIELDS,
} from "./internal/fast-path/resource-checks.js";
import { copierOf } from "./internal/fast-path/field-lists.js";
import { withFastPath } from "./internal/fast-path/with-fast-path.js";
import { issueMessage } from "./internal/issues/describe-issue.js";
import { dateTime, double, int32, nullable } from "./primitives.js";
import type { ContractFields } from "./internal/contract-fields.js";
import type { ResourceSchema } from "./resource-schema.js";

// docs/contract.md 2.1, field by field, in the contract's order.
// A function, so that bundlers can drop the fields with the schemas when neither is used.
// @__NO_SIDE_EFFECTS__
function fields() {
  return {
    ownedProductId: int32,
    name: nullable(z.string()),
    productId: int32,
    durationCount: nullable(int32),
    durationType: nullable(z.string()),
    productType: nullable(z.string()),
    qty: int32,
    tenantId: int32,
    price: int32,
    fullProductPrice: int32,
    status: nullable(z.string()),
    effectiveAt: dateTime,
    effectiveThrough: nullable(dateTime),
    supplementalFeatureQty: nullable(double),
    tag: nullable(z.string()),
    renewalProductId: nullable(int32),
    renewalProductName: nullable(z.string()),
    renewalProductPrice: nullable(int32),
    renewalEffectiveAt: nullable(dateTime),
    renewalEffectiveThrough: nullable(dateTime),
  };
}
const shape = fields();
type Shape = ReturnType<typeof fields>;

/**
 * A product a tenant owns (docs/contract.md 2.1). Unknown fields are kept, so a newer server does not
 * break this SDK; use {@link OwnedProductStrictSchema} to reject them.
 *
 * @example
 * ```ts
 * const product = OwnedProductSchema.parse(await response.json());
 * product.effectiveThrough; // string | null | undefined
 * ```
 * @group Schemas
 */
export const OwnedProductSchema: ResourceSchema<OwnedProduct, Shape> = withFastPath(
  /* @__PURE__ */ z.looseObject(shape, { error: issueMessage }),
  acceptsOwnedProduct,
);

/**
 * {@link OwnedProductSchema} that also rejects fields the contract does not name.
 *
 * @example
 * ```ts
 * OwnedProductStrictSchema.safeParse({ ...product, extra: 1 }).success; // false
 * ```
 * @group Schemas
 */
export const OwnedProductStrictSchema: ResourceSchema<OwnedProduct, Shape> = withFastPath(
  /* @__PURE__ */ z.strictObject(shape, { error: issueMessage }),
  acceptsOwnedProductStrict,
);

/**
 * {@link OwnedProductSchema} whose result holds only the fields the contract names: a
 * copy, without any field a server added. The same checks and issues as {@link OwnedProductSchema}
 * (unknown fields are accepted, never reported), for data handed on (to a browser, a cache).
 *
 * @example
 * ```ts
 * OwnedProductStripSchema.parse({ ...product, internalNote: "x" }); // no internalNote
 * ```
 * @group Schemas
 */
export const OwnedProductStripSchema: ResourceSchema<OwnedProduct, Shape> = withFastPath(
  /* @__PURE__ */ z.object(shape, { error: issueMessage }),
  acceptsOwnedProduct,
  /* @__PURE__ */ copierOf(OWNED_PRODUCT_FIELDS),
);

/**
 * An owned product (docs/contract.md 2.1): nullable fields are optional and may be `null`.
 *
 * @example
 * ```ts
 * const label = (product: OwnedProduct) => `${product.name ?? "unnamed"} x${product.qty}`;
 * ```
 * @group Types
 */
export interface OwnedProduct extends ContractFields<Shape> {}
