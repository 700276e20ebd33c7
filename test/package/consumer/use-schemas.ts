// A user's code against `owned-products-sdk/schemas`, typechecked against the installed tarball
// by test/package/types.test.ts. Each `@ts-expect-error` proves the types are real, not `any`.
import {
  paymentOutcome,
  PurchaseHistorySchema,
  redactSecrets,
  resourceSchemas,
  TenantStrictSchema,
  type PaymentOutcome,
  type PurchaseHistory,
  type Tenant,
} from "owned-products-sdk/schemas";

export function activeProductNames(json: unknown): (string | null | undefined)[] {
  const history: PurchaseHistory = PurchaseHistorySchema.parse(json);
  return (history.activeProducts ?? []).map((product) => product.name);
}

export function outcomes(history: PurchaseHistory): PaymentOutcome[] {
  return (history.payments ?? []).map((payment) => paymentOutcome(payment));
}

export function tenantForLogs(json: unknown): Tenant {
  return redactSecrets(TenantStrictSchema.parse(json));
}

export const strictCredentials = resourceSchemas.Credentials.strict;

// @ts-expect-error tenantId is a number
export const tenantIdAsText: string = PurchaseHistorySchema.parse({}).tenantId;

// @ts-expect-error not a resource of the contract
export const notAResource = resourceSchemas.Invoice;
