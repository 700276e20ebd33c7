import type { DatasetOptions, MockDataset } from "./mock-dataset.js";
import { datasetFrom } from "./internal/dataset-from.js";

/**
 * A coherent dataset for the mock service: `tenants` tenants (ids 1001, 1002, …), each with
 * `productsPerTenant` owned products (ids from 50001; the first of each tenant `Active`) and
 * `paymentsPerTenant` payments (ids from 700001) for those products. Every item passes the strict
 * schema. Item `i` depends only on the seed and `i`: growing a dataset keeps its first items.
 *
 * @param options - sizes, seed, "now" and formats.
 * @throws {@link FixtureError} for a size out of range, payments without products, an unknown
 *   option or a value an option does not take.
 * @example
 * ```ts
 * const single = makeDataset({ tenants: 1, productsPerTenant: 12, paymentsPerTenant: 30 });
 * const many = makeDataset({ tenants: 2_500, productsPerTenant: 0, seed: "tenant list" });
 * ```
 * @group Testing
 */
export function makeDataset(options: DatasetOptions = {}): MockDataset {
  return datasetFrom(options, { where: "makeDataset", label: "options" });
}
