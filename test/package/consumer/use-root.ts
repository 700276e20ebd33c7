// A user's code against the root entry, typechecked against the installed tarball by
// test/package/types.test.ts. Add the client and pagination here as they land.
import { PurchaseHistorySchema, type OwnedProduct } from "owned-products-sdk";
import type * as schemas from "owned-products-sdk/schemas";

export function firstProduct(json: unknown): OwnedProduct | undefined {
  return PurchaseHistorySchema.parse(json).products?.[0];
}

// The root re-exports /schemas: the same schema, not a copy with another type.
export const sameSchema: typeof schemas.PurchaseHistorySchema = PurchaseHistorySchema;

// @ts-expect-error qty is a number
export const qtyAsText = (product: OwnedProduct): string => product.qty;
