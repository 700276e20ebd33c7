import type { PaymentOutcome } from "../../derived/payment-outcome.js";
import { toInstant } from "../../derived/internal/instant.js";
import type { OwnedProduct } from "../../schemas/owned-product.js";
import type { Payment } from "../../schemas/payment.js";
import { FAILURE_MESSAGES } from "./catalogue.js";
import { ms } from "./date-times.js";
import { applyNulls, type FixtureContext } from "./fixture-context.js";

/**
 * A payment for `product` from `ctx`'s random stream, without overrides.
 */
export function generatePayment(
  ctx: FixtureContext,
  product: OwnedProduct,
  hints: { readonly id?: number | undefined; readonly outcome?: PaymentOutcome | undefined } = {},
): Payment {
  const r = ctx.random;
  const outcome = hints.outcome ?? r.weighted({ succeeded: 80, failed: 14, pending: 6 });
  const startMs = toInstant(product.effectiveAt, "effectiveAt").epochMs;
  // Charged shortly before the period starts; never after "now", where nothing has happened yet.
  const latest = ctx.nowMs - ms.minute;
  let createdMs =
    startMs <= ctx.nowMs
      ? Math.min(startMs - r.int(2_000, 6 * ms.hour), latest)
      : latest - r.int(0, 3 * ms.day);
  // A payment still pending is a recent one.
  if (outcome === "pending") createdMs = latest - r.int(5_000, 15 * ms.minute);
  const settledMs = createdMs + r.int(800, 20_000);
  const succeeded = outcome === "succeeded" || outcome === "contradictory";
  const failed = outcome === "failed" || outcome === "contradictory";
  const refunded = outcome === "succeeded" && r.chance(0.05);

  const generated: Payment = {
    id: hints.id ?? r.int(1, 9_999_999),
    ownedProductId: product.ownedProductId,
    ownedProductName: product.name ?? null,
    amount: product.price,
    paymentInstrumentId: `pm_${r.base62(24)}`,
    message: refunded
      ? "Refunded at the customer's request"
      : succeeded
        ? r.pick(["Payment captured", "Renewal charged", null])
        : null,
    succeededAt: succeeded ? ctx.at(settledMs) : null,
    failedAt: failed ? ctx.at(settledMs + (succeeded ? 1_000 : 0)) : null,
    failureMessage: failed ? r.pick(FAILURE_MESSAGES) : null,
    createdAt: ctx.at(createdMs),
    paymentIntentId: `pi_${r.base62(24)}`,
    paymentProcessorRefundId: refunded ? `re_${r.base62(24)}` : null,
  };
  return applyNulls(generated, ctx);
}
