import { createClient } from "owned-products-sdk";

/** The cache tags of the service's data: `revalidateTag` one, and what carries it is refetched. */
export const tags = {
  tenants: "owned-products:tenants",
  purchaseHistory: (tenantId: number) => `owned-products:purchase-history:${tenantId}`,
};

function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: add it to .env.local`);
  return value;
}

// One client for the server. Next.js reads `next` from the second argument of each fetch: the
// client hands `fetchOptions` to every request it sends, retries included.
const client = createClient({
  baseUrl: env("OWNED_PRODUCTS_URL"),
  auth: () => env("OWNED_PRODUCTS_TOKEN"),
  validation: "strip",
});

/** A page of tenants, cached for an hour or until `tags.tenants` is revalidated. */
export function tenantPage(pageNumber: number) {
  return client.tenants.list(
    { pageNumber, pageSize: 50 },
    { fetchOptions: { next: { revalidate: 3600, tags: [tags.tenants] } } },
  );
}

/** A tenant's purchase history, cached for 5 minutes or until its tag is revalidated. */
export function purchaseHistory(tenantId: number) {
  return client.purchaseHistory.get(tenantId, {
    fetchOptions: { next: { revalidate: 300, tags: [tags.purchaseHistory(tenantId)] } },
  });
}
