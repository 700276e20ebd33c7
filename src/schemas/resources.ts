import { CredentialsSchema, CredentialsStrictSchema } from "./credentials.js";
import { OwnedProductSchema, OwnedProductStrictSchema } from "./owned-product.js";
import {
  OwnedProductSearchResultSchema,
  OwnedProductSearchResultStrictSchema,
} from "./owned-product-search-result.js";
import { PaymentSchema, PaymentStrictSchema } from "./payment.js";
import { PurchaseHistorySchema, PurchaseHistoryStrictSchema } from "./purchase-history.js";
import { TenantSchema, TenantStrictSchema } from "./tenant.js";
import { TenantPageSchema, TenantPageStrictSchema } from "./tenant-page.js";

/**
 * Every resource of docs/contract.md section 2, by name, with its default (unknown fields kept) and
 * strict (unknown fields rejected) schema.
 *
 * @example
 * ```ts
 * resourceSchemas.Tenant.strict.parse(json);
 * ```
 * @group Schemas
 */
export const resourceSchemas = {
  OwnedProduct: { default: OwnedProductSchema, strict: OwnedProductStrictSchema },
  Payment: { default: PaymentSchema, strict: PaymentStrictSchema },
  PurchaseHistory: { default: PurchaseHistorySchema, strict: PurchaseHistoryStrictSchema },
  OwnedProductSearchResult: {
    default: OwnedProductSearchResultSchema,
    strict: OwnedProductSearchResultStrictSchema,
  },
  TenantPage: { default: TenantPageSchema, strict: TenantPageStrictSchema },
  Tenant: { default: TenantSchema, strict: TenantStrictSchema },
  Credentials: { default: CredentialsSchema, strict: CredentialsStrictSchema },
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
