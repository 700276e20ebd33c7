// A small piece of "your app": two functions that call the owned-products service. The example
// test beside it (testing-your-app.test.ts) tests them against the mock service of
// `owned-products-sdk/testing`. They use plain fetch and the SDK's schemas, so they show the kit
// with any HTTP code; code built on the SDK's client is tested the same way.
import {
  isTenantDeactivated,
  paymentOutcome,
  PurchaseHistorySchema,
  TenantPageSchema,
} from "owned-products-sdk";

/** What one tenant pays, for a billing page. */
export interface BillingSummary {
  readonly tenantId: number;
  /** The monthly equivalent of every active product's price, in minor units. */
  readonly monthlyTotal: number;
  readonly activeProductNames: readonly string[];
  readonly failedPayments: number;
}

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return response.json();
}

/** Sums what a tenant pays per month for its active products; yearly prices count 1/12. */
export async function billingSummary(baseUrl: string, tenantId: number): Promise<BillingSummary> {
  const history = PurchaseHistorySchema.parse(
    await getJson(`${baseUrl}/tenants/${tenantId}/purchase-history`),
  );
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

/**
 * The names of every tenant that is not deactivated, walking the tenant list page by page. A 503
 * is retried once after its Retry-After.
 */
export async function activeTenantNames(baseUrl: string, pageSize = 50): Promise<string[]> {
  const names: string[] = [];
  for (let pageNumber = 1; ; pageNumber++) {
    const url = `${baseUrl}/tenants?pageNumber=${pageNumber}&pageSize=${pageSize}`;
    let response = await fetch(url);
    if (response.status === 503) {
      const seconds = Number(response.headers.get("Retry-After") ?? "1");
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      response = await fetch(url);
    }
    if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
    const page = TenantPageSchema.parse(await response.json());
    for (const tenant of page.list ?? []) {
      if (!isTenantDeactivated(tenant)) names.push(tenant.name ?? `#${tenant.id}`);
    }
    if (pageNumber >= page.totalPages) return names;
  }
}
