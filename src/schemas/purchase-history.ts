import * as z from "zod/mini";
import {
  acceptsPurchaseHistory,
  acceptsPurchaseHistoryStrict,
  PURCHASE_HISTORY_FIELDS,
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
import { PaymentSchema, PaymentStrictSchema, PaymentStripSchema } from "./payment.js";
import { int32, nullable } from "./primitives.js";

// docs/contract.md 2.3: the strict variant is strict all the way down.
// A function, so that bundlers can drop it with the schemas when neither is used.
// @__NO_SIDE_EFFECTS__
function shapeOf<P extends z.core.SomeType, Y extends z.core.SomeType>(product: P, payment: Y) {
  return {
    tenantId: int32,
    activeProducts: nullable(z.array(product)),
    products: nullable(z.array(product)),
    payments: nullable(z.array(payment)),
  };
}
type Shape = ReturnType<
  typeof shapeOf<typeof OwnedProductStrictSchema, typeof PaymentStrictSchema>
>;

/**
 * A tenant's purchase history (docs/contract.md 2.3): the currently active owned products, all owned
 * products, and the payments. Unknown fields are kept; {@link PurchaseHistoryStrictSchema}
 * rejects them at every level.
 *
 * @example
 * ```ts
 * const history = PurchaseHistorySchema.parse(json);
 * for (const product of history.activeProducts ?? []) console.log(product.name);
 * ```
 * @group Schemas
 */
export const PurchaseHistorySchema: ResourceSchema<PurchaseHistory, Shape> = withFastPath(
  /* @__PURE__ */ z.looseObject(shapeOf(OwnedProductSchema, PaymentSchema), {
    error: issueMessage,
  }),
  acceptsPurchaseHistory,
);

/**
 * {@link PurchaseHistorySchema} that rejects unknown fields here and in every nested product and
 * payment.
 *
 * @example
 * ```ts
 * PurchaseHistoryStrictSchema.parse(json);
 * ```
 * @group Schemas
 */
export const PurchaseHistoryStrictSchema: ResourceSchema<PurchaseHistory, Shape> = withFastPath(
  /* @__PURE__ */ z.strictObject(shapeOf(OwnedProductStrictSchema, PaymentStrictSchema), {
    error: issueMessage,
  }),
  acceptsPurchaseHistoryStrict,
);

/**
 * {@link PurchaseHistorySchema} whose result holds only the fields the contract names here and in every nested product and payment: a
 * copy, without any field a server added. The same checks and issues as {@link PurchaseHistorySchema}
 * (unknown fields are accepted, never reported), for data handed on (to a browser, a cache).
 *
 * @example
 * ```ts
 * const forBrowser = JSON.stringify(PurchaseHistoryStripSchema.parse(json)); // nothing added
 * ```
 * @group Schemas
 */
export const PurchaseHistoryStripSchema: ResourceSchema<PurchaseHistory, Shape> = withFastPath(
  /* @__PURE__ */ z.object(shapeOf(OwnedProductStripSchema, PaymentStripSchema), {
    error: issueMessage,
  }),
  acceptsPurchaseHistory,
  /* @__PURE__ */ copierOf(PURCHASE_HISTORY_FIELDS),
);

/**
 * A purchase history (docs/contract.md 2.3).
 *
 * @example
 * ```ts
 * const productCount = (history: PurchaseHistory) => history.products?.length ?? 0;
 * ```
 * @group Types
 */
export interface PurchaseHistory extends ContractFields<Shape> {}
