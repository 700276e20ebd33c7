import { setupServer } from "msw/node";
import { createHandlers, makeDataset } from "owned-products-sdk/testing";
import { afterAll, beforeAll, expect, test, vi } from "vitest";

vi.mock("next/cache", () => ({ revalidateTag: vi.fn() }));
const { revalidateTag } = await import("next/cache");

const service = "https://owned-products.example.test";
const dataset = makeDataset({ tenants: 3 });
const server = setupServer(...createHandlers(dataset, { baseUrl: service }));
beforeAll(() => server.listen({ onUnhandledFrame: "error" })); // msw 2: onUnhandledRequest
afterAll(() => server.close());

vi.stubEnv("OWNED_PRODUCTS_URL", service);
vi.stubEnv("OWNED_PRODUCTS_TOKEN", "server-token");
vi.stubEnv("REVALIDATE_SECRET", "hook-secret");
const { purchaseHistory, tags, tenantPage } = await import("./next-data.ts");
const { POST } = await import("./next-revalidate.ts");

// Next.js patches the global fetch and reads `next` from its second argument: so does this spy,
// put over msw's interception as Next.js's patch would be.
const fetched = vi.fn<(next: unknown) => void>();
beforeAll(() => {
  const intercepted = globalThis.fetch;
  vi.stubGlobal("fetch", (input: Request, init?: RequestInit & { next?: unknown }) => {
    fetched(init?.next);
    return intercepted(input, init);
  });
});

test("each read hands Next.js its revalidation time and tags", async () => {
  const tenantId = dataset.tenants[0]!.id;
  expect((await tenantPage(1)).list).toHaveLength(3);
  expect((await purchaseHistory(tenantId)).tenantId).toBe(tenantId);
  expect(fetched.mock.calls).toEqual([
    [{ revalidate: 3600, tags: ["owned-products:tenants"] }],
    [{ revalidate: 300, tags: [`owned-products:purchase-history:${tenantId}`] }],
  ]);
});

test("the webhook revalidates one tenant's tag, and only with the secret", async () => {
  const hook = (authorization: string) =>
    POST(
      new Request("https://app.example.test/api/revalidate", {
        method: "POST",
        headers: { authorization },
        body: JSON.stringify({ tenantId: 1001 }),
      }),
    );
  expect((await hook("Bearer wrong")).status).toBe(401);
  expect(revalidateTag).not.toHaveBeenCalled();
  expect((await hook("Bearer hook-secret")).status).toBe(200);
  expect(revalidateTag).toHaveBeenCalledWith(tags.purchaseHistory(1001), "max");
});
