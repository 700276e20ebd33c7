// `fetchOptions` (docs/client.md, "Options"): extra members of fetch's second argument, handed to
// the `fetch` function as given on every request of a call, redirect hops and retries included.
import { expect, test } from "vitest";
import { createClient } from "../../src/index.js";
import { sendJson, startLoopbackServer } from "../helpers/loopback-server.js";
import { samples } from "../helpers/samples.js";

/** A `fetch` that records the second argument of every request, then sends it for real. */
function recordingFetch() {
  const seen: { url: string; init: RequestInit | undefined }[] = [];
  const fetch = (request: Request, init?: RequestInit) => {
    seen.push({ url: request.url, init });
    return globalThis.fetch(request, init);
  };
  return { seen, fetch };
}

test("the client's and a call's fetchOptions reach fetch on every hop and every attempt", async () => {
  const server = await startLoopbackServer([
    (_req, res) => res.writeHead(302, { location: "/moved/7" }).end(),
    (_req, res) => sendJson(res, 503, {}),
    (_req, res) => res.writeHead(302, { location: "/moved/7" }).end(),
    (_req, res) => sendJson(res, 200, samples.OwnedProduct),
  ]);
  const { seen, fetch } = recordingFetch();
  const next = { revalidate: 60, tags: ["products"] };
  const client = createClient({
    baseUrl: server.url,
    fetch,
    fetchOptions: { cache: "no-store", next },
    retry: { limit: 1, baseDelayMs: 1, jitter: false },
  });
  await expect(client.ownedProducts.get(7, { fetchOptions: { priority: "low" } })).resolves.toEqual(
    samples.OwnedProduct,
  );
  expect(seen.map((s) => new URL(s.url).pathname)).toEqual([
    "/owned-products/7",
    "/moved/7",
    "/owned-products/7",
    "/moved/7",
  ]);
  for (const { init } of seen) {
    expect(init).toEqual({ cache: "no-store", next, priority: "low" });
    // Unknown members go through as the very values given, not copies a Request would drop.
    expect((init as { next?: unknown }).next).toBe(next);
  }
});

test("a call's fetchOptions replace the client's member by member; without any, fetch gets none", async () => {
  const server = await startLoopbackServer((_req, res) => sendJson(res, 200, samples.OwnedProduct));
  const { seen, fetch } = recordingFetch();
  const plain = createClient({ baseUrl: server.url, fetch });
  await plain.ownedProducts.get(7);
  expect(seen[0]?.init).toBeUndefined();
  const client = createClient({ baseUrl: server.url, fetch, fetchOptions: { cache: "no-store" } });
  await client.ownedProducts.get(7, { fetchOptions: { cache: "reload", keepalive: true } });
  expect(seen[1]?.init).toEqual({ cache: "reload", keepalive: true });
});

test("listAll, searchAll and getMany pass fetchOptions to every request they send", async () => {
  const server = await startLoopbackServer((req, res) => {
    if (req.url?.startsWith("/tenants?")) {
      sendJson(res, 200, { ...samples.TenantPage, totalPages: 1, pageNumber: 1 });
    } else if (req.url?.startsWith("/owned-products?")) {
      sendJson(res, 200, { ...samples.OwnedProductSearchResult, totalResultCount: 0, list: [] });
    } else sendJson(res, 200, samples.PurchaseHistory);
  });
  const { seen, fetch } = recordingFetch();
  const client = createClient({ baseUrl: server.url, fetch });
  const fetchOptions = { cache: "no-store" as const };
  await client.tenants.listAll({}, { fetchOptions }).toArray({ max: Infinity });
  await client.ownedProducts.searchAll({}, { fetchOptions }).toArray();
  for await (const result of client.purchaseHistory.getMany([1, 2], { fetchOptions })) {
    expect(result.history).toBeDefined();
  }
  expect(seen).toHaveLength(4);
  for (const { init } of seen) expect(init).toEqual({ cache: "no-store" });
});

test.each([
  ["method", "every call is a GET"],
  ["headers", "use the headers option"],
  ["body", "a GET has no body"],
  ["signal", "use the call's signal option"],
  ["redirect", "the client follows redirects itself: use maxRedirects"],
])("fetchOptions.%s is refused, naming what to use instead", async (member, instead) => {
  const fetchOptions = { [member]: "x" } as never;
  expect(() => createClient({ baseUrl: "https://a.example", fetchOptions })).toThrow(
    new TypeError(`createClient: options.fetchOptions.${member} is set by the client: ${instead}`),
  );
  const client = createClient({ baseUrl: "https://a.example" });
  await expect(client.tenants.list({}, { fetchOptions })).rejects.toThrow(
    new TypeError(`tenants.list: options.fetchOptions.${member} is set by the client: ${instead}`),
  );
});

test.each([[5], ["no-store"], [null]])("fetchOptions %j is a TypeError", (value) => {
  expect(() =>
    createClient({ baseUrl: "https://a.example", fetchOptions: value as never }),
  ).toThrow(/^createClient: options\.fetchOptions must be an object, got /);
});
