import { kindOf, mustBe } from "../internal/option-checks/index.js";
import type { Payment } from "../schemas/payment.js";

/**
 * What became of a payment, read from its timestamps (docs/contract.md 3: a payment has no state
 * field): `"succeeded"` when only `succeededAt` is set, `"failed"` when only `failedAt` is set,
 * `"pending"` when neither is, and `"contradictory"` when both are, which the contract does not
 * rule out and a caller should not silently read as either.
 *
 * @example
 * ```ts
 * const outcome: PaymentOutcome = paymentOutcome(payment);
 * if (outcome === "contradictory") console.warn(`payment ${payment.id} both succeeded and failed`);
 * ```
 * @group Derived helpers
 */
export type PaymentOutcome = "succeeded" | "failed" | "pending" | "contradictory";

/**
 * The {@link PaymentOutcome} of a payment. "Set" means neither `null` nor absent.
 *
 * @throws TypeError when `payment` is not an object: `paymentOutcome: payment must be a Payment
 *   (an object), got null`.
 *
 * @example
 * ```ts
 * paymentOutcome({ succeededAt: "2024-01-01T00:00:00Z", failedAt: null }); // "succeeded"
 * paymentOutcome({ succeededAt: null }); // "pending"
 * ```
 * @group Derived helpers
 */
export function paymentOutcome(payment: {
  readonly succeededAt?: Payment["succeededAt"] | undefined;
  readonly failedAt?: Payment["failedAt"] | undefined;
}): PaymentOutcome {
  if (typeof payment !== "object" || payment === null) {
    mustBe("paymentOutcome", "payment", "a Payment (an object)", payment, kindOf);
  }
  const succeeded = payment.succeededAt != null;
  const failed = payment.failedAt != null;
  if (succeeded) return failed ? "contradictory" : "succeeded";
  return failed ? "failed" : "pending";
}
