// The one classification of every contract field (docs/contract.md 2; docs/validating-payloads.md,
// "What each field may reveal"). Plain data, imported by nothing at run time but the helpers that project by
// it, so a bundle that does not use it does not carry it. The client's diagnostic outlets mask by
// the secret-name rule (src/internal/secret-names.ts) instead, which a test proves says "secret"
// for exactly the fields classed "secret" here, so the client's bundle needs no table.
import type { Credentials } from "./credentials.js";
import type { OwnedProduct } from "./owned-product.js";
import type { OwnedProductSearchResult } from "./owned-product-search-result.js";
import type { Payment } from "./payment.js";
import type { PurchaseHistory } from "./purchase-history.js";
import type { Tenant } from "./tenant.js";
import type { TenantPage } from "./tenant-page.js";

/**
 * What a contract field may reveal, as {@link fieldSensitivity} classes it:
 * - `"secret"`: grants access by itself (an API key, a password, an auth token, a signing secret);
 * - `"credential"`: the rest of a provider's configuration, and where it calls back; no use to a
 *   browser, and a help to whoever holds a secret;
 * - `"personal"`: identifies a person;
 * - `"public"`: everything else.
 *
 * @example
 * ```ts
 * const leavesTheServer = (sensitivity: FieldSensitivity) =>
 *   sensitivity === "public" || sensitivity === "personal";
 * ```
 * @group Derived helpers
 */
export type FieldSensitivity = "secret" | "credential" | "personal" | "public";

/**
 * The shape {@link fieldSensitivity} satisfies: for each resource of the contract, a class for
 * each of its fields, no more and no fewer.
 *
 * @example
 * ```ts
 * const classes: FieldSensitivityTable["Credentials"] = fieldSensitivity.Credentials;
 * ```
 * @group Derived helpers
 */
export type FieldSensitivityTable = {
  readonly OwnedProduct: { readonly [K in keyof OwnedProduct]-?: FieldSensitivity };
  readonly Payment: { readonly [K in keyof Payment]-?: FieldSensitivity };
  readonly PurchaseHistory: { readonly [K in keyof PurchaseHistory]-?: FieldSensitivity };
  readonly OwnedProductSearchResult: {
    readonly [K in keyof OwnedProductSearchResult]-?: FieldSensitivity;
  };
  readonly TenantPage: { readonly [K in keyof TenantPage]-?: FieldSensitivity };
  readonly Tenant: { readonly [K in keyof Tenant]-?: FieldSensitivity };
  readonly Credentials: { readonly [K in keyof Credentials]-?: FieldSensitivity };
};

const PUBLIC = "public" as const;

/**
 * Every field of the seven resources of the contract, classed by what it may reveal (see
 * {@link FieldSensitivity}): the data `omitCredentials` projects by, `SECRET_FIELDS` is derived
 * from and the `openapi` command writes as `x-sensitivity`.
 *
 * Two classes are the SDK's call, not the contract's (docs/validating-payloads.md, "What each
 * field may reveal"):
 * - the tenant's three callback addresses (`getTenantUsersUri`, `tenantUserCommunicationSentUri`,
 *   `tenantSubscriptionChangedUri`) are `"credential"`: they are where the service calls the
 *   tenant's own systems, a browser has no use for them, and a callback address is often a
 *   capability URL (a token in its path, which no query-parameter mask finds) at which anyone may
 *   forge the service's messages;
 * - the `…ByUserId` fields are `"personal"`: a user's id identifies that person to whoever holds
 *   the user table (pseudonymous data is still personal data under GDPR, recital 26). They stay in
 *   every projection; the class is there for exports that must leave personal data out.
 *
 * @example
 * ```ts
 * fieldSensitivity.Credentials.smtpServerPassword; // "secret"
 * fieldSensitivity.Tenant.adminEmail; // "personal"
 * const personal = Object.entries(fieldSensitivity.Tenant)
 *   .filter(([, sensitivity]) => sensitivity === "personal")
 *   .map(([field]) => field);
 * ```
 * @group Derived helpers
 */
export const fieldSensitivity = {
  OwnedProduct: {
    ownedProductId: PUBLIC,
    name: PUBLIC,
    productId: PUBLIC,
    durationCount: PUBLIC,
    durationType: PUBLIC,
    productType: PUBLIC,
    qty: PUBLIC,
    tenantId: PUBLIC,
    price: PUBLIC,
    fullProductPrice: PUBLIC,
    status: PUBLIC,
    effectiveAt: PUBLIC,
    effectiveThrough: PUBLIC,
    supplementalFeatureQty: PUBLIC,
    tag: PUBLIC,
    renewalProductId: PUBLIC,
    renewalProductName: PUBLIC,
    renewalProductPrice: PUBLIC,
    renewalEffectiveAt: PUBLIC,
    renewalEffectiveThrough: PUBLIC,
  },
  Payment: {
    id: PUBLIC,
    ownedProductId: PUBLIC,
    ownedProductName: PUBLIC,
    amount: PUBLIC,
    paymentInstrumentId: PUBLIC,
    message: PUBLIC,
    succeededAt: PUBLIC,
    failedAt: PUBLIC,
    failureMessage: PUBLIC,
    createdAt: PUBLIC,
    paymentIntentId: PUBLIC,
    paymentProcessorRefundId: PUBLIC,
  },
  PurchaseHistory: {
    tenantId: PUBLIC,
    activeProducts: PUBLIC,
    products: PUBLIC,
    payments: PUBLIC,
  },
  OwnedProductSearchResult: {
    totalResultCount: PUBLIC,
    offset: PUBLIC,
    limit: PUBLIC,
    list: PUBLIC,
    warnings: PUBLIC,
  },
  TenantPage: {
    list: PUBLIC,
    totalPages: PUBLIC,
    pageNumber: PUBLIC,
    totalCount: PUBLIC,
  },
  Tenant: {
    id: PUBLIC,
    name: PUBLIC,
    freeDefaultProductLicenseId: PUBLIC,
    freeDefaultProductLicenseName: PUBLIC,
    delinquentGracePeriodMinutes: PUBLIC,
    warnRenewalMinutesThreshold: PUBLIC,
    warnCancellationMinutesThreshold: PUBLIC,
    processRenewalMinutesThreshold: PUBLIC,
    adminEmail: "personal",
    adminMobilePhone: "personal",
    logoUri: PUBLIC,
    signedLogoUri: PUBLIC,
    getTenantUsersUri: "credential",
    tenantUserCommunicationSentUri: "credential",
    clientCommunicationSignature: "secret",
    tenantSubscriptionChangedUri: "credential",
    accountId: PUBLIC,
    accountName: PUBLIC,
    credentials: "credential",
    createdByUserId: "personal",
    createdAt: PUBLIC,
    updatedByUserId: "personal",
    updatedAt: PUBLIC,
    deactivatedAt: PUBLIC,
    deactivatedByUserId: "personal",
  },
  Credentials: {
    paymentProcessorApiKey: "secret",
    smsProviderAccountSid: "credential",
    smsProviderAuthToken: "secret",
    smsProviderSendFromNumber: "credential",
    smsProviderSendFromMessageSid: "credential",
    smtpMailFromAddress: "credential",
    smtpMailFromName: "credential",
    smtpServer: "credential",
    smtpPort: "credential",
    smtpServerRequiresAuthentication: "credential",
    smtpServerRequiresSsl: "credential",
    smtpServerUsername: "credential",
    smtpServerPassword: "secret",
  },
} as const satisfies FieldSensitivityTable;

/**
 * The fields of `resource` that {@link fieldSensitivity} classes `sensitivity`, in the contract's
 * order.
 *
 * @example
 * ```ts
 * fieldsClassed("Tenant", "personal"); // ["adminEmail", "adminMobilePhone", "createdByUserId", …]
 * ```
 * @group Derived helpers
 */
// @__NO_SIDE_EFFECTS__
export function fieldsClassed<R extends keyof typeof fieldSensitivity, S extends FieldSensitivity>(
  resource: R,
  sensitivity: S,
): FieldClassed<R, S>[] {
  const classes: Record<string, FieldSensitivity> = fieldSensitivity[resource];
  return Object.keys(classes).filter((field) => classes[field] === sensitivity) as FieldClassed<
    R,
    S
  >[];
}

/**
 * The names of the fields of resource `R` that {@link fieldSensitivity} classes `S`.
 *
 * @example
 * ```ts
 * type CredentialSecrets = FieldClassed<"Credentials", "secret">; // "paymentProcessorApiKey" | …
 * ```
 * @group Derived helpers
 */
export type FieldClassed<R extends keyof typeof fieldSensitivity, S extends FieldSensitivity> = {
  [K in keyof (typeof fieldSensitivity)[R]]: (typeof fieldSensitivity)[R][K] extends S ? K : never;
}[keyof (typeof fieldSensitivity)[R]];
