import type { Client } from "owned-products-sdk";

/** Where a run stands: the next tenant page to export, or done. */
export type Checkpoint = { readonly nextPage: number } | { readonly done: true };

/** Where the export goes, and where it keeps its place between runs. */
export interface ExportStore {
  /**
   * The checkpoint the last run saved (`undefined` before the first), with whatever was written
   * after it undone: a page cut short is exported again, whole.
   */
  resume(): Promise<Checkpoint | undefined>;
  /** Appends a page's lines, then saves the checkpoint that follows them. */
  append(lines: readonly string[], checkpoint: Checkpoint): Promise<void>;
}

/**
 * Writes every tenant's purchase history, one JSON line per tenant, page by page of the tenant
 * list. Run it again after a failure: it starts at the page after the last one saved.
 */
export async function exportPurchaseHistories(client: Client, store: ExportStore): Promise<number> {
  const saved = await store.resume();
  if (saved && "done" in saved) return 0;
  let exported = 0;
  const pages = client.tenants.listAll({ pageSize: 100, pageNumber: saved?.nextPage ?? 1 }).pages();
  for await (const page of pages) {
    const ids = page.items.map((tenant) => tenant.id);
    const lines: string[] = [];
    for await (const { tenantId, history } of client.purchaseHistory.getMany(ids)) {
      lines.push(JSON.stringify({ tenantId, history }));
    }
    await store.append(lines, { nextPage: page.pageNumber + 1 });
    exported += lines.length;
  }
  await store.append([], { done: true });
  return exported;
}
