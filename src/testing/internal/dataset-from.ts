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
  const tenantCount = requireCount(where, tenants, options.tenants ?? 3);
  const productCount = requireCount(where, products, options.productsPerTenant ?? 4);
  const paymentCount = requireCount(where, payments, options.paymentsPerTenant ?? productCount);
  requirePaidFor(where, [products, payments], productCount, paymentCount);
  // Ids stay int32 (docs/contract.md 2): at most a million items of a kind.
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
