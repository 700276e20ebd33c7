import {
  checkFixtureArgs,
  childContext,
  createContext,
  FIXTURE_OPTIONS,
  type ArgsSite,
} from "./fixture-context.js";
import { requireCount, requirePaidFor } from "./kit-checks.js";
import { generateTenantPayments, generateTenantProducts } from "./generate-purchase-history.js";
import { generateTenant } from "./generate-tenant.js";
import type { DatasetOptions, MockDataset } from "../mock-dataset.js";
import { FIRST_ID, contexts } from "./dataset-rows.js";

// A dataset's items are not validated one by one: `validation` is no option of it.
const DATASET_OPTIONS = FIXTURE_OPTIONS.filter((name) => name !== "validation");
const SIZES = ["tenants", "productsPerTenant", "paymentsPerTenant"];

/**
 * A dataset's limits, which `owned-products-sdk mock` keeps too. A dataset is built and held in
 * memory whole: here (Node 24, 24 GB), 100,000 tenants took 0.6 GB and 3 s, and a million (about
 * 1.5 KB each) ran out of Node's default heap after 85 s, a crash rather than a message. Ids stay
 * int32 (docs/contract.md 2) with up to a million items of a kind; that many owned products and as
 * many payments took 2 to 3 GB. (What to do above a limit is said by the mock command and
 * docs/testing.md: a hint here would cost the `/testing` entry about 90 B gzipped.)
 */
export const DATASET_LIMITS = { tenants: 100_000, items: 1_000_000 } as const;

/**
 * makeDataset, its messages naming `site`: the function the user called and the path of the
 * dataset options in what they wrote (`startMockServer`'s `options.dataset`).
 */
export function datasetFrom(options: DatasetOptions, site: ArgsSite): MockDataset {
  const { where, label } = site;
  checkFixtureArgs("Dataset", undefined, options, [...DATASET_OPTIONS, ...SIZES], site);
  const ctx = createContext("Dataset", options, site);
  const [tenants, products, payments] = SIZES.map((size) => `${label}.${size}`) as [
    string,
    string,
    string,
  ];
  const tenantCount = requireCount(where, tenants, options.tenants ?? 3, 0, DATASET_LIMITS.tenants);
  const productCount = requireCount(where, products, options.productsPerTenant ?? 4);
  const paymentCount = requireCount(where, payments, options.paymentsPerTenant ?? productCount);
  requirePaidFor(where, [products, payments], productCount, paymentCount);
  // At most DATASET_LIMITS.items, requireCount's default maximum.
  requireCount(where, `${tenants} × ${products}`, tenantCount * productCount);
  requireCount(where, `${tenants} × ${payments}`, tenantCount * paymentCount);
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
