// Property tests of `invalidItems: "skip"`: generated responses of every shape with one element
// mutated, and generated runs with invalid elements anywhere, through the public client (its
// `fetch` answering from memory, so that thousands of cases run in seconds).
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  createClient,
  resourceSchemas,
  ValidationError,
  type InvalidItemReport,
  type ResourceName,
} from "../../src/index.js";
import { payloadArb } from "../helpers/arbitraries.js";
import { answerListing, type Listing } from "../helpers/listing-service.js";
import { mutatedPayloadArb } from "../helpers/mutations.js";
import { credentials, ownedProduct, tenant } from "../helpers/samples.js";

const BASE = "https://api.example.test";
const SHAPES = [
  ["TenantPage", "list", "Tenant"],
  ["OwnedProductSearchResult", "list", "OwnedProduct"],
  ["PurchaseHistory", "activeProducts", "OwnedProduct"],
  ["PurchaseHistory", "products", "OwnedProduct"],
  ["PurchaseHistory", "payments", "Payment"],
] as const;

/** What the client receives for `value`: its JSON, parsed (undefined dropped, NaN null, …). */
const asServed = (value: unknown): unknown => JSON.parse(JSON.stringify(value) ?? "null");

async function get(resource: ResourceName, body: unknown, invalidItems: "throw" | "skip") {
  const reports: InvalidItemReport[] = [];
  const client = createClient({
    baseUrl: BASE,
    retry: 0,
    invalidItems,
    onInvalidItem: (report) => reports.push(report),
    fetch: async () =>
      new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } }),
  });
  const data =
    resource === "TenantPage"
      ? client.tenants.list()
      : resource === "OwnedProductSearchResult"
        ? client.ownedProducts.search()
        : client.purchaseHistory.get(1);
  return {
    result: await data.then(
      (d) => ({ data: d as unknown }),
      (error: unknown) => ({ error }),
    ),
    reports,
  };
}

describe.each(SHAPES)("%s.%s with one element mutated", (resource, list, element) => {
  test("skip leaves out exactly that element if it is invalid, and returns the rest as throw would", async () => {
    const caseArb = fc
      .tuple(payloadArb(resource), mutatedPayloadArb(element), fc.nat())
      .filter(
        ([payload]) => Array.isArray(payload[list]) && (payload[list] as unknown[]).length > 0,
      );
    await fc.assert(
      fc.asyncProperty(caseArb, async ([payload, mutated, at]) => {
        const items = payload[list] as unknown[];
        const index = at % items.length;
        items[index] = mutated;
        const served = asServed(payload) as Record<string, unknown[]>;
        const item = served[list]![index];
        const valid = resourceSchemas[element].default.safeParse(item).success;
        const envelopeValid = resourceSchemas[resource].default.safeParse({
          ...served,
          [list]: [],
        }).success;
        const thrown = await get(resource, payload, "throw");
        const skipped = await get(resource, payload, "skip");
        if (valid) {
          expect(skipped.result).toEqual(thrown.result);
          expect(skipped.reports).toEqual([]);
          return;
        }
        expect(thrown.result).toEqual({ error: expect.any(ValidationError) });
        if (!envelopeValid) {
          // A mutation that leaves the element no object may not be reachable as one: never mind.
          return;
        }
        const expected = { ...served, [list]: served[list]!.filter((_, i) => i !== index) };
        expect(skipped.result).toEqual({ data: expected });
        expect(skipped.reports.map((r) => [r.resource, r.path])).toEqual([
          [element, [list, index]],
        ]);
        const issues = (thrown.result as { error: ValidationError }).error.issues;
        expect(skipped.reports[0]!.issues).toEqual(issues);
      }),
      { numRuns: 300 },
    );
  });
});

// Runs: the client over a service whose items are invalid at generated places.
const badProduct = (id: number) => ({ ...ownedProduct, ownedProductId: id, qty: null });
const badTenant = (id: number) => ({
  ...tenant,
  id,
  credentials: { ...credentials, smtpPort: null },
});

const runArb = fc.record({
  size: fc.nat(40),
  bad: fc.uniqueArray(fc.nat(39), { maxLength: 40 }),
  pageSize: fc.integer({ min: 1, max: 12 }),
  clamp: fc.option(fc.integer({ min: 1, max: 12 }), { nil: undefined }),
  concurrency: fc.integer({ min: 1, max: 4 }),
});

function service(data: Listing) {
  const requests: string[] = [];
  const fetch = async (request: Request) => {
    const url = new URL(request.url);
    requests.push(url.pathname + url.search);
    return Response.json(answerListing(url, data));
  };
  return { fetch, requests };
}

describe("runs over invalid elements anywhere", () => {
  test.each(["searchAll", "listAll"] as const)(
    "%s yields every valid item once, reports each invalid one once, with the requests of an all-valid service",
    async (method) => {
      await fc.assert(
        fc.asyncProperty(runArb, async ({ size, bad, pageSize, clamp, concurrency }) => {
          const ids = Array.from({ length: size }, (_, i) => i + 1);
          const isBad = (id: number) => bad.includes(id - 1);
          const make = (valid: boolean) =>
            method === "searchAll"
              ? {
                  products: ids.map((id) =>
                    valid || !isBad(id) ? { ...ownedProduct, ownedProductId: id } : badProduct(id),
                  ),
                }
              : {
                  tenants: ids.map((id) =>
                    valid || !isBad(id) ? { ...tenant, id } : badTenant(id),
                  ),
                };
          const run = async (data: Listing, invalidItems: "skip" | "throw") => {
            const { fetch, requests } = service({ ...data, ...(clamp && { clamp }) });
            const reports: InvalidItemReport[] = [];
            const warnings: unknown[] = [];
            const client = createClient({
              baseUrl: BASE,
              fetch,
              invalidItems,
              onInvalidItem: (report) => reports.push(report),
            });
            const options = { concurrency, onWarning: (w: unknown) => warnings.push(w) };
            const items =
              method === "searchAll"
                ? (
                    await client.ownedProducts.searchAll({ limit: pageSize }, options).toArray()
                  ).map((p) => p.ownedProductId)
                : (await client.tenants.listAll({ pageSize }, options).toArray()).map((t) => t.id);
            return { items, reports, warnings, requests };
          };
          const skipped = await run(make(false), "skip");
          const reference = await run(make(true), "throw");
          expect(skipped.items).toEqual(ids.filter((id) => !isBad(id)));
          expect(skipped.reports.map((r) => r.id)).toEqual(ids.filter(isBad));
          expect(skipped.warnings).toEqual(reference.warnings);
          expect(skipped.requests).toEqual(reference.requests);
        }),
        { numRuns: 200 },
      );
    },
  );
});
