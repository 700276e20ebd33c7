import type { OwnedProduct } from "../schemas/owned-product.js";
import type { Payment } from "../schemas/payment.js";
import type { Tenant } from "../schemas/tenant.js";
import {
  childContext,
  createContext,
  requireCount,
  type FixtureContext,
  type FixtureOptions,
} from "./fixture-options.js";
import { generateOwnedProduct } from "./owned-product-fixture.js";
import { generateTenantPayments, generateTenantProducts } from "./purchase-history-fixture.js";
import type { Seed } from "./random.js";
import { generateTenant } from "./tenant-fixture.js";

/**
 * Everything the mock service knows: tenants, their owned products and the payments for them.
 * {@link makeDataset} builds one; the handlers of {@link createHandlers} serve it live, so a test
 * may push, splice or edit the arrays between requests (and the data-changing faults do so too).
 * A hand-built dataset works as well, as long as payments point at products of the same tenant.
 *
 * @group Testing
 */
export interface MockDataset {
  /** The seed items added later (by faults) are generated from. */
  readonly seed: Seed;
  /** The dataset's "now", a UTC date-time: purchase histories list as active what is active then. */
  readonly now: string;
  /** The tenant list, in the order it is served. */
  readonly tenants: Tenant[];
  /** Every tenant's owned products, in the order searches serve them. */
  readonly ownedProducts: OwnedProduct[];
  /** Every payment; each one's `ownedProductId` names an item of `ownedProducts`. */
  readonly payments: Payment[];
}

/**
 * Options of {@link makeDataset}: sizes, and the {@link FixtureOptions} every item shares (one
 * server writes all of its date-times in one style).
 *
 * @group Testing
 */
export interface DatasetOptions extends Omit<FixtureOptions, "validation"> {
  /** How many tenants. Default 3. */
  readonly tenants?: number;
  /** How many owned products each tenant has. Default 4. */
  readonly productsPerTenant?: number;
  /** How many payments each tenant has, spread over its products. Default: one per product. */
  readonly paymentsPerTenant?: number;
}

/**
 * Where ids start: far from 0 and from each other, so an index is never mistaken for an id.
 *
 * @internal
 */
export const FIRST_ID = { tenant: 1001, ownedProduct: 50_001, payment: 700_001 } as const;

// The context a dataset was built with, so items added later share its date-time format.
const contexts = new WeakMap<MockDataset, FixtureContext>();

function contextOf(dataset: MockDataset): FixtureContext {
  return contexts.get(dataset) ?? createContext("Dataset", dataset);
}

/**
 * A coherent dataset for the mock service: `tenants` tenants (ids 1001, 1002, …), each with
 * `productsPerTenant` owned products (ids from 50001; the first of each tenant `Active`) and
 * `paymentsPerTenant` payments (ids from 700001) for those products. Every item passes the strict
 * schema. Item `i` depends only on the seed and `i`: growing a dataset keeps its first items.
 *
 * @param options - sizes, seed, "now" and formats.
 * @throws {@link FixtureError} for a size out of range, or payments without products.
 * @example
 * ```ts
 * const single = makeDataset({ tenants: 1, productsPerTenant: 12, paymentsPerTenant: 30 });
 * const many = makeDataset({ tenants: 2_500, productsPerTenant: 0, seed: "tenant list" });
 * ```
 * @group Testing
 */
export function makeDataset(options: DatasetOptions = {}): MockDataset {
  const ctx = createContext("Dataset", options);
  const tenantCount = requireCount("tenants", options.tenants ?? 3);
  const productCount = requireCount("productsPerTenant", options.productsPerTenant ?? 4);
  const paymentCount = requireCount("paymentsPerTenant", options.paymentsPerTenant ?? productCount);
  // Ids stay int32 (CONTRACT.md 2): at most a million items of a kind.
  requireCount("tenants × productsPerTenant", tenantCount * productCount);
  requireCount("tenants × paymentsPerTenant", tenantCount * paymentCount);
  const dataset: MockDataset = {
    seed: ctx.seed,
    now: new Date(ctx.nowMs).toISOString(),
    tenants: [],
    ownedProducts: [],
    payments: [],
  };
  for (let i = 0; i < tenantCount; i++) {
    const id = FIRST_ID.tenant + i;
    dataset.tenants.push(generateTenant(childContext(ctx, "tenant", i), { id }));
    const products = generateTenantProducts(
      ctx,
      id,
      productCount,
      FIRST_ID.ownedProduct + i * productCount,
    );
    dataset.ownedProducts.push(...products);
    dataset.payments.push(
      ...generateTenantPayments(ctx, products, paymentCount, FIRST_ID.payment + i * paymentCount),
    );
  }
  contexts.set(dataset, ctx);
  return dataset;
}

function nextId(items: readonly { readonly id?: number; readonly ownedProductId?: number }[]) {
  return items.reduce((max, item) => Math.max(max, item.id ?? item.ownedProductId ?? 0), 0) + 1;
}

/**
 * A new tenant for `dataset`, with the next free id; not added.
 *
 * @internal
 */
export function newTenantFor(dataset: MockDataset): Tenant {
  const id = nextId(dataset.tenants);
  return generateTenant(childContext(contextOf(dataset), "added tenant", id), { id });
}

/**
 * A new owned product of `tenantId` for `dataset`, with the next free id; not added.
 *
 * @internal
 */
export function newOwnedProductFor(dataset: MockDataset, tenantId: number): OwnedProduct {
  const ownedProductId = nextId(dataset.ownedProducts);
  return generateOwnedProduct(childContext(contextOf(dataset), "added product", ownedProductId), {
    ownedProductId,
    tenantId,
  });
}
