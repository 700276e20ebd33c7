import { newOwnedProductFor, newTenantFor } from "./dataset-rows.js";
import { type MockDataset } from "../mock-dataset.js";
import type { ChangeItemsFault } from "../faults.js";

// Removes, in place, every item that matches: the handlers serve the very arrays a test holds.
function removeWhere<T>(items: T[], remove: (item: T) => boolean): void {
  let kept = 0;
  for (const item of items) if (!remove(item)) items[kept++] = item;
  items.length = kept;
}

/**
 * Inserts or removes items of one collection of the dataset, as {@link ChangeItemsFault}
 * describes, keeping the dataset coherent: inserted products belong to the tenant of their
 * neighbour, and removing a tenant or product removes what hangs off it.
 */
export function changeItems(
  dataset: MockDataset,
  collection: "tenants" | "ownedProducts",
  fault: ChangeItemsFault,
): void {
  const items: unknown[] = dataset[collection];
  const count = fault.count ?? 1;
  const at = fault.at ?? 0;
  // Negative `at` counts from the end, as Array.prototype.splice does.
  const index = at < 0 ? Math.max(0, items.length + at) : Math.min(at, items.length);

  if (fault.kind === "insert") {
    for (let i = 0; i < count; i++) {
      if (collection === "tenants") {
        dataset.tenants.splice(index + i, 0, newTenantFor(dataset));
      } else {
        const neighbour = dataset.ownedProducts[index + i] ?? dataset.ownedProducts[index + i - 1];
        const tenantId = neighbour?.tenantId ?? dataset.tenants[0]?.id ?? 1;
        dataset.ownedProducts.splice(index + i, 0, newOwnedProductFor(dataset, tenantId));
      }
    }
    return;
  }

  const removed =
    collection === "tenants"
      ? productsOf(dataset, new Set(dataset.tenants.splice(index, count).map((t) => t.id)))
      : dataset.ownedProducts.splice(index, count);
  const gone = new Set(removed.map((p) => p.ownedProductId));
  removeWhere(dataset.ownedProducts, (p) => gone.has(p.ownedProductId));
  removeWhere(dataset.payments, (payment) => gone.has(payment.ownedProductId));
}

function productsOf(dataset: MockDataset, tenantIds: ReadonlySet<number>) {
  return dataset.ownedProducts.filter((p) => tenantIds.has(p.tenantId));
}
