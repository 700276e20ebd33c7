// A CommonJS user's code (node16 only): every entry through its `require` types (.d.cts).
import { TenantSchema } from "owned-products-sdk";
import { PurchaseHistorySchema, type PurchaseHistory } from "owned-products-sdk/schemas";
import type * as testing from "owned-products-sdk/testing";

export function tenantName(json: unknown): string | null | undefined {
  return TenantSchema.parse(json).name;
}

export const parseHistory = (json: unknown): PurchaseHistory => PurchaseHistorySchema.parse(json);

export type TestingEntry = typeof testing;

// @ts-expect-error tenantId is a number
export const tenantIdAsText = (history: PurchaseHistory): string => history.tenantId;
