// One valid base sample per resource, every field present. Tests spread it and change one thing.
import type {
  Credentials,
  OwnedProduct,
  OwnedProductSearchResult,
  Payment,
  PurchaseHistory,
  Tenant,
  TenantPage,
} from "../../src/schemas/index.js";

export const ownedProduct = {
  ownedProductId: 7,
  name: "Pro plan",
  productId: 3,
  durationCount: 12,
  durationType: "Month",
  productType: "Subscription",
  qty: 1,
  tenantId: 42,
  price: 1999,
  fullProductPrice: 2499,
  status: "Active",
  effectiveAt: "2024-01-01T00:00:00Z",
  effectiveThrough: "2025-01-01T00:00:00.0000000",
  supplementalFeatureQty: 2.5,
  tag: "promo",
  renewalProductId: 4,
  renewalProductName: "Pro plan (renewal)",
  renewalProductPrice: 1899,
  renewalEffectiveAt: "2025-01-01T00:00:00+02:00",
  renewalEffectiveThrough: "2026-01-01T00:00:00.123-05:00",
} satisfies Required<OwnedProduct>;

export const payment = {
  id: 900,
  ownedProductId: 7,
  ownedProductName: "Pro plan",
  amount: 1999,
  paymentInstrumentId: "pm_123",
  message: "ok",
  succeededAt: "2024-01-01T00:00:05.1234567Z",
  failedAt: null,
  failureMessage: null,
  createdAt: "2024-01-01T00:00:00Z",
  paymentIntentId: "pi_123",
  paymentProcessorRefundId: null,
} satisfies Required<Payment>;

export const purchaseHistory = {
  tenantId: 42,
  activeProducts: [ownedProduct],
  products: [ownedProduct, { ...ownedProduct, ownedProductId: 8 }],
  payments: [payment],
} satisfies Required<PurchaseHistory>;

export const ownedProductSearchResult = {
  totalResultCount: 2,
  offset: 0,
  limit: 50,
  list: [ownedProduct, { ...ownedProduct, ownedProductId: 8 }],
  warnings: ["limit clamped to 50"],
} satisfies Required<OwnedProductSearchResult>;

export const SECRETS = {
  paymentProcessorApiKey: "sk_live_SECRET_api_key_123",
  smsProviderAuthToken: "SECRET_sms_token_456",
  smtpServerPassword: "SECRET_smtp_password_789",
} as const;

export const credentials = {
  ...SECRETS,
  smsProviderAccountSid: "AC123",
  smsProviderSendFromNumber: "+15550100",
  smsProviderSendFromMessageSid: "MG123",
  smtpMailFromAddress: "billing@example.com",
  smtpMailFromName: "Billing",
  smtpServer: "smtp.example.com",
  smtpPort: 587,
  smtpServerRequiresAuthentication: true,
  smtpServerRequiresSsl: false,
  smtpServerUsername: "mailer",
} satisfies Required<Credentials>;

export const tenant = {
  id: 42,
  name: "Acme",
  freeDefaultProductLicenseId: 1,
  freeDefaultProductLicenseName: "Free",
  delinquentGracePeriodMinutes: 1440,
  warnRenewalMinutesThreshold: 10080,
  warnCancellationMinutesThreshold: 4320,
  processRenewalMinutesThreshold: 60,
  adminEmail: "admin@acme.test",
  adminMobilePhone: "+15550101",
  logoUri: "https://cdn.example.com/acme.png",
  signedLogoUri: "https://cdn.example.com/acme.png?sig=abc",
  getTenantUsersUri: "https://acme.test/users",
  tenantUserCommunicationSentUri: "https://acme.test/sent",
  clientCommunicationSignature: "sig",
  tenantSubscriptionChangedUri: "https://acme.test/changed",
  accountId: 5,
  accountName: "Acme Inc",
  credentials,
  createdByUserId: 1,
  createdAt: "2023-01-01T00:00:00Z",
  updatedByUserId: 2,
  updatedAt: "2023-06-01T00:00:00.5+01:00",
  deactivatedAt: null,
  deactivatedByUserId: null,
} satisfies Required<Tenant>;

export const tenantPage = {
  list: [tenant, { ...tenant, id: 43 }],
  totalPages: 1,
  pageNumber: 1,
  totalCount: 2,
} satisfies Required<TenantPage>;

export const samples = {
  OwnedProduct: ownedProduct,
  Payment: payment,
  PurchaseHistory: purchaseHistory,
  OwnedProductSearchResult: ownedProductSearchResult,
  TenantPage: tenantPage,
  Tenant: tenant,
  Credentials: credentials,
} as const;
