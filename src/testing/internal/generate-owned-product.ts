import { inEffectAt } from "../../derived/internal/in-effect.js";
import { toInstant } from "../../derived/internal/instant.js";
import type { OwnedProduct } from "../../schemas/owned-product.js";
import { CATALOGUE, catalogueProduct, TAGS, type CatalogueProduct } from "./catalogue.js";
import { addMonths, ms } from "./date-times.js";
import { applyNulls, type FixtureContext } from "./fixture-context.js";
import { OWNED_PRODUCT_STATUSES } from "../owned-product-statuses.js";

type Status = (typeof OWNED_PRODUCT_STATUSES)[number];

/**
 * What a caller may pin down before generation, so that the rest agrees with it.
 */
export interface OwnedProductHints {
  readonly ownedProductId?: number | undefined;
  readonly tenantId?: number | undefined;
  readonly productId?: number | undefined;
  readonly status?: string | null | undefined;
}

function isStatus(value: unknown): value is Status {
  return (OWNED_PRODUCT_STATUSES as readonly unknown[]).includes(value);
}

// Start and end of the current period so that the status holds at "now", with at least an hour
// of margin, so 7-digit fractions and offsets cannot tip a product across "now".
function period(ctx: FixtureContext, status: Status, months: number, openEnded: boolean) {
  const { random: r, nowMs } = ctx;
  const length = months * 27 * ms.day;
  let start: number;
  let through: number | null;
  switch (status) {
    case "Active":
      start = nowMs - r.int(ms.hour, openEnded ? 400 * ms.day : length - ms.hour);
      through = openEnded ? null : addMonths(start, months);
      break;
    case "Expired":
      through = nowMs - r.int(ms.hour, 400 * ms.day);
      start = addMonths(through, -months);
      break;
    case "Cancelled":
      start = nowMs - r.int(2 * ms.day, 400 * ms.day);
      through = Math.min(start + r.int(ms.day, length), nowMs - ms.hour);
      break;
    case "Pending":
      start = nowMs + r.int(ms.hour, 30 * ms.day);
      through = openEnded ? null : addMonths(start, months);
      break;
  }
  return { start, through };
}

function pickProduct(ctx: FixtureContext, hints: OwnedProductHints, status: Status) {
  const pinned = hints.productId === undefined ? undefined : catalogueProduct(hints.productId);
  if (pinned !== undefined) return pinned;
  // A one-time purchase never expires or gets cancelled: keep it to Active and Pending.
  const openEndedFits = status === "Active" || status === "Pending";
  return ctx.random.pick(CATALOGUE.filter((p) => p.productType !== "OneTime" || openEndedFits));
}

function periodName(product: CatalogueProduct, yearly: boolean): string {
  return product.productType === "OneTime"
    ? product.name
    : `${product.name} (${yearly ? "yearly" : "monthly"})`;
}

/**
 * An owned product from `ctx`'s random stream, agreeing with `hints`, without overrides.
 */
export function generateOwnedProduct(
  ctx: FixtureContext,
  hints: OwnedProductHints = {},
): OwnedProduct {
  const r = ctx.random;
  const status = isStatus(hints.status)
    ? hints.status
    : r.weighted<Status>({ Active: 60, Expired: 20, Cancelled: 12, Pending: 8 });
  const product = pickProduct(ctx, hints, status);
  const oneTime = product.productType === "OneTime";
  const yearly = !oneTime && r.chance(0.3);
  const months = yearly ? 12 : 1;
  const qty = product.perSeat === true ? r.pick([1, 1, 2, 3, 5, 10, 25]) : 1;
  const fullProductPrice = product.monthlyPrice * (yearly ? 10 : 1) * qty;
  const tag = r.chance(0.25) ? r.pick(TAGS) : null;
  const price = tag === "promo" ? Math.round(fullProductPrice * 0.8) : fullProductPrice;
  const { start, through } = period(ctx, status, months, oneTime);
  // Only an active, ending subscription has a renewal lined up.
  const renews = status === "Active" && through !== null && tag !== "trial" && r.chance(0.8);
  const renewal = renews ? (catalogueProduct(product.renewsInto ?? -1) ?? product) : undefined;
  const [durationType, durationCount] = oneTime
    ? [null, null]
    : yearly && r.chance(0.5)
      ? ["Month", 12]
      : [yearly ? "Year" : "Month", 1];

  // Drawn in the order the fields used to be, so a seed gives the same product as before. The end
  // is written once: the renewal starts at the very instant the period ends, in the same string
  // (the unspecified style draws new sub-millisecond digits at each write).
  const ownedProductId = hints.ownedProductId ?? r.int(1, 999_999);
  const tenantId = hints.tenantId ?? r.int(1, 9_999);
  const effectiveAt = ctx.at(start);
  const end = through === null ? null : ctx.at(through);

  const generated: OwnedProduct = {
    ownedProductId,
    name: periodName(product, yearly),
    productId: product.productId,
    durationCount,
    durationType,
    productType: product.productType,
    qty,
    tenantId,
    price,
    fullProductPrice,
    status,
    effectiveAt,
    effectiveThrough: end,
    supplementalFeatureQty:
      product.supplementalUnit === undefined ? null : product.supplementalUnit * qty,
    tag,
    renewalProductId: renewal?.productId ?? null,
    renewalProductName: renewal === undefined ? null : periodName(renewal, yearly),
    renewalProductPrice:
      renewal === undefined ? null : renewal.monthlyPrice * (yearly ? 10 : 1) * qty,
    renewalEffectiveAt: renews ? end : null,
    renewalEffectiveThrough: renews && through !== null ? ctx.at(addMonths(through, months)) : null,
  };
  return applyNulls(generated, ctx);
}

/**
 * Whether a fixture product counts as active at `nowMs`: status `Active` and in effect (as
 * `isOwnedProductInEffect` says, without its argument checks: the kit made the dates).
 */
export function isActiveAt(product: OwnedProduct, nowMs: number): boolean {
  const { status, effectiveAt, effectiveThrough } = product;
  return status === "Active" && inEffectAt(effectiveAt, effectiveThrough, toInstant(nowMs));
}
