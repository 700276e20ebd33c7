// A CommonJS user's code (node16 only): the root and /schemas through their `require` types
// (.d.cts); /testing is in use-testing-require.cts.
import { TenantSchema } from "owned-products-sdk";
import { PurchaseHistorySchema, type PurchaseHistory } from "owned-products-sdk/schemas";

export function tenantName(json: unknown): string | null | undefined {
  return TenantSchema.parse(json).name;
}

export const parseHistory = (json: unknown): PurchaseHistory => PurchaseHistorySchema.parse(json);

// @ts-expect-error tenantId is a number
export const tenantIdAsText = (history: PurchaseHistory): string => history.tenantId;
