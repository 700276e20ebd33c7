import type { OwnedProduct } from "../../schemas/owned-product.js";
import type { Tenant } from "../../schemas/tenant.js";
import { childContext, createContext, type FixtureContext } from "./fixture-context.js";
import { generateOwnedProduct } from "./generate-owned-product.js";
import { generateTenant } from "./generate-tenant.js";
import type { MockDataset } from "../mock-dataset.js";

/**
 * Where ids start: far from 0 and from each other, so an index is never mistaken for an id.
 */
export const FIRST_ID = { tenant: 1001, ownedProduct: 50_001, payment: 700_001 } as const;

/** The context a dataset was built with, so items added later share its date-time format. */
export const contexts = new WeakMap<MockDataset, FixtureContext>();

function contextOf(dataset: MockDataset): FixtureContext {
  return contexts.get(dataset) ?? createContext("Dataset", dataset);
}

function nextId(items: readonly { readonly id?: number; readonly ownedProductId?: number }[]) {
  return items.reduce((max, item) => Math.max(max, item.id ?? item.ownedProductId ?? 0), 0) + 1;
}

/**
 * A new tenant for `dataset`, with the next free id; not added.
 */
export function newTenantFor(dataset: MockDataset): Tenant {
  const id = nextId(dataset.tenants);
  return generateTenant(childContext(contextOf(dataset), "added tenant", id), { id });
}

/**
 * A new owned product of `tenantId` for `dataset`, with the next free id; not added.
 */
export function newOwnedProductFor(dataset: MockDataset, tenantId: number): OwnedProduct {
  const ownedProductId = nextId(dataset.ownedProducts);
  return generateOwnedProduct(childContext(contextOf(dataset), "added product", ownedProductId), {
    ownedProductId,
    tenantId,
  });
}
