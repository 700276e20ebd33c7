// A small piece of "your app": two functions built on the SDK's client. The example test beside
// it (testing-your-app.test.ts) runs them against the mock service of owned-products-sdk/testing.
// They take the client as an argument, so a test can hand them one aimed at the mock.
import { isTenantDeactivated, paymentOutcome, type Client } from "owned-products-sdk";

/** What one tenant pays, for a billing page. */
export interface BillingSummary {
  readonly tenantId: number;
  /** The monthly equivalent of every active product's price, in minor units. */
  readonly monthlyTotal: number;
  readonly activeProductNames: readonly string[];
  readonly failedPayments: number;
}

/** Sums what a tenant pays per month for its active products; yearly prices count 1/12. */
export async function billingSummary(client: Client, tenantId: number): Promise<BillingSummary> {
  const history = await client.purchaseHistory.get(tenantId);
  const active = history.activeProducts ?? [];
  let monthlyTotal = 0;
  for (const product of active) {
    const count = product.durationCount ?? 0;
    const months = product.durationType === "Year" ? 12 * count : count;
    if (months > 0) monthlyTotal += Math.round(product.price / months);
  }
  return {
    tenantId,
    monthlyTotal,
    activeProductNames: active.map((product) => product.name ?? "(unnamed)"),
    failedPayments: (history.payments ?? []).filter((p) => paymentOutcome(p) === "failed").length,
  };
}

/** The names of every tenant that is not deactivated, walking the tenant list page by page. */
export async function activeTenantNames(client: Client, pageSize = 50): Promise<string[]> {
  const names: string[] = [];
  for (let pageNumber = 1; ; pageNumber++) {
    const page = await client.tenants.list({ pageNumber, pageSize });
    for (const tenant of page.list ?? []) {
      if (!isTenantDeactivated(tenant)) names.push(tenant.name ?? `#${tenant.id}`);
    }
    if (pageNumber >= page.totalPages) return names;
  }
}
