/**
 * The `owned-products-sdk/schemas` entry: zod schemas and types for every resource of the data
 * contract, derived helpers and redaction. It imports zod only: no HTTP.
 *
 * @packageDocumentation
 * @module owned-products-sdk/schemas
 */
export { DATE_TIME_PATTERN, dateTime, double, int32, nullable } from "./primitives.js";
export {
  OwnedProductSchema,
  OwnedProductStrictSchema,
  OwnedProductStripSchema,
  type OwnedProduct,
} from "./owned-product.js";
export { PaymentSchema, PaymentStrictSchema, PaymentStripSchema, type Payment } from "./payment.js";
export {
  PurchaseHistorySchema,
  PurchaseHistoryStrictSchema,
  PurchaseHistoryStripSchema,
  type PurchaseHistory,
} from "./purchase-history.js";
export {
  OwnedProductSearchResultSchema,
  OwnedProductSearchResultStrictSchema,
  OwnedProductSearchResultStripSchema,
  type OwnedProductSearchResult,
} from "./owned-product-search-result.js";
export {
  TenantPageSchema,
  TenantPageStrictSchema,
  TenantPageStripSchema,
  type TenantPage,
} from "./tenant-page.js";
export { TenantSchema, TenantStrictSchema, TenantStripSchema, type Tenant } from "./tenant.js";
export {
  CredentialsSchema,
  CredentialsStrictSchema,
  CredentialsStripSchema,
  type Credentials,
} from "./credentials.js";
export { formatIssues, type FormatIssuesOptions, type IssueLike } from "./format-issues.js";
export type { ResourceSchema, ResourceSchemaInternals } from "./resource-schema.js";
export { resourceSchemas, type ResourceName } from "./resources.js";
export {
  fieldSensitivity,
  fieldsClassed,
  type FieldClassed,
  type FieldSensitivity,
  type FieldSensitivityTable,
} from "./field-sensitivity.js";
export { toJsonSchema, type JsonSchema, type JsonSchemaOptions } from "./json-schema.js";
export { paymentOutcome, type PaymentOutcome } from "../derived/payment-outcome.js";
export { isOwnedProductInEffect } from "../derived/owned-product-in-effect.js";
export type { InstantInput } from "../derived/instant-input.js";
export { isTenantDeactivated } from "../derived/tenant-deactivated.js";
export {
  redactSecrets,
  REDACTED,
  SECRET_FIELDS,
  type Redacted,
} from "../derived/redact-secrets.js";
export { omitSecrets, type WithoutSecrets } from "../derived/omit-secrets.js";
export {
  omitCredentials,
  type TenantPageWithoutCredentials,
  type TenantWithoutCredentials,
  type WithoutCredentials,
} from "../derived/omit-credentials.js";
