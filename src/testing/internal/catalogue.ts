// Made-up but realistic reference data for fixtures. The contract leaves the allowed values of
// status, durationType and productType, and the currency of prices, unstated (docs/contract.md 2.1,
// 3): these values are this kit's assumption, documented in docs/testing.md.

/**
 * A product of the fictional catalogue fixtures sell.
 */
export interface CatalogueProduct {
  readonly productId: number;
  readonly name: string;
  readonly productType: "Subscription" | "AddOn" | "OneTime";
  /** Price of one unit for one month, in minor units (cents). OneTime: the whole price. */
  readonly monthlyPrice: number;
  /** Sold per seat: `qty` above 1 is common. */
  readonly perSeat?: boolean;
  /** Carries a `supplementalFeatureQty` (storage in GB, per unit). */
  readonly supplementalUnit?: number;
  /** The product a subscription renews into when it is not itself. */
  readonly renewsInto?: number;
}

/**
 * The fictional catalogue, by product id.
 */
export const CATALOGUE: readonly CatalogueProduct[] = [
  { productId: 101, name: "Starter", productType: "Subscription", monthlyPrice: 900 },
  { productId: 102, name: "Team", productType: "Subscription", monthlyPrice: 2900, perSeat: true },
  { productId: 103, name: "Business", productType: "Subscription", monthlyPrice: 7900 },
  { productId: 104, name: "Enterprise", productType: "Subscription", monthlyPrice: 49900 },
  {
    productId: 105,
    name: "Team (legacy)",
    productType: "Subscription",
    monthlyPrice: 2400,
    perSeat: true,
    renewsInto: 102,
  },
  { productId: 201, name: "Extra seats", productType: "AddOn", monthlyPrice: 500, perSeat: true },
  {
    productId: 202,
    name: "Extra storage",
    productType: "AddOn",
    monthlyPrice: 300,
    perSeat: true,
    supplementalUnit: 2.5,
  },
  { productId: 203, name: "SMS bundle", productType: "AddOn", monthlyPrice: 1500 },
  { productId: 301, name: "Onboarding package", productType: "OneTime", monthlyPrice: 19900 },
];

/**
 * The catalogue product with this id, if any.
 */
export function catalogueProduct(productId: number): CatalogueProduct | undefined {
  return CATALOGUE.find((product) => product.productId === productId);
}

/**
 * Fictional company names for tenants.
 */
export const COMPANIES = [
  "Acme",
  "Globex",
  "Initech",
  "Umbrella",
  "Hooli",
  "Soylent",
  "Vandelay",
  "Cyberdyne",
  "Tyrell",
  "Wonka",
  "Stark",
  "Wayne",
  "Oscorp",
  "Gringotts",
  "Monarch",
  "Pied Piper",
] as const;

/**
 * What follows a company name, so that tenant names vary.
 */
export const COMPANY_SUFFIXES = ["", " Labs", " GmbH", " Ltd", " Inc.", " & Co.", " Health"];

/**
 * Owned-product tags; `promo` means a discounted price.
 */
export const TAGS = ["promo", "trial", "migrated", "partner"] as const;

/**
 * Payment failure messages as processors word them.
 */
export const FAILURE_MESSAGES = [
  "Your card was declined.",
  "Your card has insufficient funds.",
  "Your card has expired.",
  "Authentication is required for this payment.",
  "The payment processor is unavailable; try again later.",
] as const;

/**
 * Area codes for phone numbers; NXX-555-01XX numbers are reserved for fiction.
 */
export const AREA_CODES = ["202", "312", "415", "512", "646", "720"] as const;

/**
 * SMTP ports with whether the connection uses SSL/TLS.
 */
export const SMTP_PORTS = [
  { port: 587, ssl: true },
  { port: 465, ssl: true },
  { port: 25, ssl: false },
  { port: 2525, ssl: false },
] as const;

/**
 * A lowercase, dot-free slug of a company name, for made-up domains under `.example`.
 */
export function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
