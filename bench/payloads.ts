// Deterministic, realistic payloads for the validation benchmark (issue 6): a ~1 MB
// PurchaseHistory and a TenantPage of 1,000 tenants, as the server's JSON bytes.
import type { Credentials, OwnedProduct, Payment, Tenant } from "../src/schemas/index.js";

// A tiny seeded PRNG (mulberry32), so every run measures the same bytes.
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** The generator every payload builder draws from. */
interface Draw {
  int: (max: number) => number;
  chance: (p: number) => boolean;
  /** A date-time in one of the real-world forms of CONTRACT.md 2: Z, an offset, or .NET's 7 digits. */
  dateTime: () => string;
  /** A nullable field's value: `value` most of the time, else null (as .NET sends it, never absent). */
  maybe: <T>(value: T) => T | null;
  /** Whether to add a field the contract does not name (false for the strict schemas). */
  unknown: (p: number) => boolean;
}

function draw(seed: number, unknownFields: boolean): Draw {
  const next = random(seed);
  const int = (max: number) => Math.floor(next() * max);
  const chance = (p: number) => next() < p;
  return {
    int,
    chance,
    dateTime: () => {
      const date = `${2015 + int(12)}-${pad(1 + int(12))}-${pad(1 + int(28))}`;
      const time = `T${pad(int(24))}:${pad(int(60))}:${pad(int(60))}`;
      switch (int(4)) {
        case 0:
          return `${date}${time}Z`;
        case 1:
          return `${date}${time}.${pad(int(1000), 3)}+0${int(10)}:00`;
        case 2:
          return `${date}${time}.${pad(int(10_000_000), 7)}`;
        default:
          return `${date}${time}-05:30`;
      }
    },
    maybe: (value) => (chance(0.7) ? value : null),
    unknown: (p) => chance(p) && unknownFields,
  };
}

// A resource's fields plus the unknown ones a newer server may add.
type Loose<T> = T & Record<string, unknown>;

function ownedProduct(d: Draw, id: number): Loose<OwnedProduct> {
  const product: Loose<OwnedProduct> = {
    ownedProductId: id,
    name: d.maybe(`Plan ${id % 40}`),
    productId: 1 + d.int(40),
    durationCount: d.maybe(1 + d.int(24)),
    durationType: d.maybe(d.chance(0.5) ? "Month" : "Year"),
    productType: d.maybe("Subscription"),
    qty: 1 + d.int(5),
    tenantId: 42,
    price: d.int(100_000),
    fullProductPrice: d.int(100_000),
    status: d.maybe(d.chance(0.8) ? "Active" : "Cancelled"),
    effectiveAt: d.dateTime(),
    effectiveThrough: d.maybe(d.dateTime()),
    supplementalFeatureQty: d.maybe(d.int(100) / 4),
    tag: d.maybe(d.chance(0.5) ? "promo" : "renewal-2024"),
    renewalProductId: d.maybe(1 + d.int(40)),
    renewalProductName: d.maybe(`Plan ${id % 40} (renewal)`),
    renewalProductPrice: d.maybe(d.int(100_000)),
    renewalEffectiveAt: d.maybe(d.dateTime()),
    renewalEffectiveThrough: d.maybe(d.dateTime()),
  };
  // Unknown fields a newer server may add: kept by the default schemas.
  if (d.unknown(0.1)) product["discountCode"] = `SPRING${d.int(100)}`;
  if (d.unknown(0.05)) product["metadata"] = { source: "import", batch: d.int(1000) };
  return product;
}

function payment(d: Draw, id: number): Loose<Payment> {
  const failed = d.chance(0.15);
  const result: Loose<Payment> = {
    id,
    ownedProductId: 1 + d.int(1500),
    ownedProductName: d.maybe(`Plan ${id % 40}`),
    amount: d.int(100_000),
    paymentInstrumentId: d.maybe(`pm_${d.int(1e9)}`),
    message: d.maybe(failed ? "card_declined" : "ok"),
    succeededAt: failed ? null : d.dateTime(),
    failedAt: failed ? d.dateTime() : null,
    failureMessage: failed ? "Your card was declined." : null,
    createdAt: d.dateTime(),
    paymentIntentId: d.maybe(`pi_${d.int(1e9)}`),
    paymentProcessorRefundId: d.chance(0.05) ? `re_${d.int(1e9)}` : null,
  };
  if (d.unknown(0.1)) result["processorFee"] = d.int(300);
  return result;
}

function credentials(d: Draw, id: number): Loose<Credentials> {
  return {
    paymentProcessorApiKey: d.maybe(`sk_live_${id}_${d.int(1e9)}`),
    smsProviderAccountSid: d.maybe(`AC${d.int(1e9)}`),
    smsProviderAuthToken: d.maybe(`tok_${d.int(1e9)}`),
    smsProviderSendFromNumber: d.maybe(`+1555${pad(d.int(10_000_000), 7)}`),
    smsProviderSendFromMessageSid: d.maybe(`MG${d.int(1e9)}`),
    smtpMailFromAddress: d.maybe(`billing@tenant${id}.test`),
    smtpMailFromName: d.maybe("Billing"),
    smtpServer: d.maybe("smtp.example.com"),
    smtpPort: d.chance(0.5) ? 587 : 465,
    smtpServerRequiresAuthentication: d.chance(0.9),
    smtpServerRequiresSsl: d.chance(0.5),
    smtpServerUsername: d.maybe("mailer"),
    smtpServerPassword: d.maybe(`pw_${d.int(1e9)}`),
  };
}

function tenant(d: Draw, id: number): Loose<Tenant> {
  const deactivated = d.chance(0.1);
  const result: Loose<Tenant> = {
    id,
    name: d.maybe(`Tenant ${id}`),
    freeDefaultProductLicenseId: d.maybe(1 + d.int(10)),
    freeDefaultProductLicenseName: d.maybe("Free"),
    delinquentGracePeriodMinutes: d.maybe(1440),
    warnRenewalMinutesThreshold: d.maybe(10_080),
    warnCancellationMinutesThreshold: d.maybe(4320),
    processRenewalMinutesThreshold: 60,
    adminEmail: d.maybe(`admin@tenant${id}.test`),
    adminMobilePhone: d.maybe(`+1555${pad(d.int(10_000_000), 7)}`),
    logoUri: d.maybe(`https://cdn.example.com/t${id}.png`),
    signedLogoUri: d.maybe(`https://cdn.example.com/t${id}.png?sig=${d.int(1e9)}`),
    getTenantUsersUri: d.maybe(`https://tenant${id}.test/users`),
    tenantUserCommunicationSentUri: d.maybe(`https://tenant${id}.test/sent`),
    clientCommunicationSignature: d.maybe("The billing team"),
    tenantSubscriptionChangedUri: d.maybe(`https://tenant${id}.test/changed`),
    accountId: d.maybe(d.int(10_000)),
    accountName: d.maybe(`Account ${id}`),
    credentials: credentials(d, id),
    createdByUserId: d.maybe(1 + d.int(100)),
    createdAt: d.maybe(d.dateTime()),
    updatedByUserId: d.maybe(1 + d.int(100)),
    updatedAt: d.maybe(d.dateTime()),
    deactivatedAt: deactivated ? d.dateTime() : null,
    deactivatedByUserId: deactivated ? 1 + d.int(100) : null,
  };
  if (d.unknown(0.1)) result["region"] = d.chance(0.5) ? "eu-west" : "us-east";
  return result;
}

const range = <T>(count: number, make: (i: number) => T) =>
  Array.from({ length: count }, (_, i) => make(i));

/** Options of the payload builders. */
export interface PayloadOptions {
  /** Add fields the contract does not name, as a newer server would (default true). */
  readonly unknownFields?: boolean;
}

/** The JSON bytes of a PurchaseHistory: 500 active products, 1,000 products, 1,000 payments. */
export function purchaseHistoryJson({ unknownFields = true }: PayloadOptions = {}): string {
  const d = draw(1, unknownFields);
  return JSON.stringify({
    tenantId: 42,
    activeProducts: range(500, (i) => ownedProduct(d, i + 1)),
    products: range(1000, (i) => ownedProduct(d, i + 1)),
    payments: range(1000, (i) => payment(d, i + 1)),
    ...(unknownFields ? { exportedBy: "billing-export/3.2" } : {}),
  });
}

/** The JSON bytes of a TenantPage of 1,000 tenants, each with credentials. */
export function tenantPageJson({ unknownFields = true }: PayloadOptions = {}): string {
  const d = draw(2, unknownFields);
  return JSON.stringify({
    list: range(1000, (i) => tenant(d, i + 1)),
    totalPages: 7,
    pageNumber: 1,
    totalCount: 6512,
  });
}
