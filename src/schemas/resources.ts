import {
  CredentialsSchema,
  CredentialsStrictSchema,
  CredentialsStripSchema,
} from "./credentials.js";
import {
  OwnedProductSchema,
  OwnedProductStrictSchema,
  OwnedProductStripSchema,
} from "./owned-product.js";
import {
  OwnedProductSearchResultSchema,
  OwnedProductSearchResultStrictSchema,
  OwnedProductSearchResultStripSchema,
} from "./owned-product-search-result.js";
import { PaymentSchema, PaymentStrictSchema, PaymentStripSchema } from "./payment.js";
import {
  PurchaseHistorySchema,
  PurchaseHistoryStrictSchema,
  PurchaseHistoryStripSchema,
} from "./purchase-history.js";
import { TenantSchema, TenantStrictSchema, TenantStripSchema } from "./tenant.js";
import { TenantPageSchema, TenantPageStrictSchema, TenantPageStripSchema } from "./tenant-page.js";

/**
 * Every resource of docs/contract.md section 2, by name, with its three schemas: `default`
 * (unknown fields kept, the input returned as it is), `strict` (unknown fields rejected) and
 * `strip` (the same checks as `default`; the result a copy with only the contract's fields, at
 * every depth).
 *
 * @example
 * ```ts
 * resourceSchemas.Tenant.strict.parse(json);
 * const result = resourceSchemas.TenantPage.strip.safeParse(json);
 * ```
 * @group Schemas
 */
export const resourceSchemas = {
  OwnedProduct: {
    default: OwnedProductSchema,
    strict: OwnedProductStrictSchema,
    strip: OwnedProductStripSchema,
  },
  Payment: { default: PaymentSchema, strict: PaymentStrictSchema, strip: PaymentStripSchema },
  PurchaseHistory: {
    default: PurchaseHistorySchema,
    strict: PurchaseHistoryStrictSchema,
    strip: PurchaseHistoryStripSchema,
  },
  OwnedProductSearchResult: {
    default: OwnedProductSearchResultSchema,
    strict: OwnedProductSearchResultStrictSchema,
    strip: OwnedProductSearchResultStripSchema,
  },
  TenantPage: {
    default: TenantPageSchema,
    strict: TenantPageStrictSchema,
    strip: TenantPageStripSchema,
  },
  Tenant: { default: TenantSchema, strict: TenantStrictSchema, strip: TenantStripSchema },
  Credentials: {
    default: CredentialsSchema,
    strict: CredentialsStrictSchema,
    strip: CredentialsStripSchema,
  },
} as const;

/**
 * The name of a resource of docs/contract.md section 2: a key of {@link resourceSchemas}.
 *
 * @example
 * ```ts
 * const strictSchemaOf = (name: ResourceName) => resourceSchemas[name].strict;
 * ```
 * @group Schemas
 */
export type ResourceName = keyof typeof resourceSchemas;
