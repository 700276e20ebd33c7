import type { OwnedProduct } from "../schemas/owned-product.js";
import type { Payment } from "../schemas/payment.js";
import type { Tenant } from "../schemas/tenant.js";
import { type FixtureOptions } from "./fixture-options.js";
import type { Seed } from "./seed.js";

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
  /** How many tenants, at most 100,000 (the dataset is held in memory whole). Default 3. */
  readonly tenants?: number | undefined;
  /** How many owned products each tenant has; at most 1,000,000 in all. Default 4. */
  readonly productsPerTenant?: number | undefined;
  /**
   * How many payments each tenant has, spread over its products; at most 1,000,000 in all.
   * Default: one per product.
   */
  readonly paymentsPerTenant?: number | undefined;
}
