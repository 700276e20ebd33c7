import * as z from "zod/mini";
import {
  acceptsPayment,
  acceptsPaymentStrict,
  PAYMENT_FIELDS,
} from "./internal/fast-path/resource-checks.js";
import { copierOf } from "./internal/fast-path/field-lists.js";
import { withFastPath } from "./internal/fast-path/with-fast-path.js";
import { issueMessage } from "./internal/issues/describe-issue.js";
import type { ContractFields } from "./internal/contract-fields.js";
import type { ResourceSchema } from "./resource-schema.js";
import { dateTime, int32, nullable } from "./primitives.js";

// docs/contract.md 2.2. A payment has no state field: see `paymentOutcome`.
// A function, so that bundlers can drop the fields with the schemas when neither is used.
// @__NO_SIDE_EFFECTS__
function fields() {
  return {
    id: int32,
    ownedProductId: int32,
    ownedProductName: nullable(z.string()),
    amount: int32,
    paymentInstrumentId: nullable(z.string()),
    message: nullable(z.string()),
    succeededAt: nullable(dateTime),
    failedAt: nullable(dateTime),
    failureMessage: nullable(z.string()),
    createdAt: dateTime,
    paymentIntentId: nullable(z.string()),
    paymentProcessorRefundId: nullable(z.string()),
  };
}
const shape = fields();
type Shape = ReturnType<typeof fields>;

/**
 * A payment for an owned product (docs/contract.md 2.2), an element of `PurchaseHistory.payments`.
 * Unknown fields are kept; {@link PaymentStrictSchema} rejects them.
 *
 * @example
 * ```ts
 * const payment = PaymentSchema.parse(json);
 * paymentOutcome(payment); // "succeeded" | "failed" | "pending" | "contradictory"
 * ```
 * @group Schemas
 */
export const PaymentSchema: ResourceSchema<Payment, Shape> = withFastPath(
  /* @__PURE__ */ z.looseObject(shape, { error: issueMessage }),
  acceptsPayment,
);

/**
 * {@link PaymentSchema} that also rejects fields the contract does not name.
 *
 * @example
 * ```ts
 * PaymentStrictSchema.parse(json);
 * ```
 * @group Schemas
 */
export const PaymentStrictSchema: ResourceSchema<Payment, Shape> = withFastPath(
  /* @__PURE__ */ z.strictObject(shape, { error: issueMessage }),
  acceptsPaymentStrict,
);

/**
 * {@link PaymentSchema} whose result holds only the fields the contract names: a
 * copy, without any field a server added. The same checks and issues as {@link PaymentSchema}
 * (unknown fields are accepted, never reported), for data handed on (to a browser, a cache).
 *
 * @example
 * ```ts
 * PaymentStripSchema.parse(json); // only the contract's fields
 * ```
 * @group Schemas
 */
export const PaymentStripSchema: ResourceSchema<Payment, Shape> = withFastPath(
  /* @__PURE__ */ z.object(shape, { error: issueMessage }),
  acceptsPayment,
  /* @__PURE__ */ copierOf(PAYMENT_FIELDS),
);

/**
 * A payment (docs/contract.md 2.2): nullable fields are optional and may be `null`.
 *
 * @example
 * ```ts
 * const amounts = (payments: Payment[]) => payments.map((payment) => payment.amount);
 * ```
 * @group Types
 */
export interface Payment extends ContractFields<Shape> {}
