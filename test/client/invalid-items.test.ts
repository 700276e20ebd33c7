// `invalidItems: "skip"` on one call: an invalid element of a list is left out and reported, the
// rest returned; the envelope still fails. On msw and on a real loopback server alike.
import { tracingChannel } from "node:diagnostics_channel";
import { afterEach, describe, expect, test, vi } from "vitest";
import {
  createClient,
  ValidationError,
  type ClientOptions,
  type InvalidItemReport,
  type TelemetryCallEnd,
} from "../../src/index.js";
import { TRANSPORTS, skippingClientOf, type Listing } from "../helpers/listing-service.js";
import { useMswServer } from "../helpers/msw-server.js";
import { credentials, ownedProduct, payment, samples, tenant } from "../helpers/samples.js";

const server = useMswServer();
afterEach(() => vi.restoreAllMocks());

// The issue's case: a tenant whose credentials break the contract (smtpPort is non-nullable).
const badTenant = (id: number) => ({
  ...tenant,
  id,
  credentials: { ...credentials, smtpPort: null },
});
const goodTenant = (id: number) => ({ ...tenant, id });
const tenantsWithBadAt = (size: number, bad: readonly number[]) =>
  Array.from({ length: size }, (_, i) => (bad.includes(i) ? badTenant(i + 1) : goodTenant(i + 1)));

describe.each(TRANSPORTS)("on %s", (transport) => {
  const clientOf = (data: Listing, options: Partial<ClientOptions> = {}) =>
    skippingClientOf(transport, server, data, options);

  test.each([
    ["at the start", [0]],
    ["in the middle", [4]],
    ["at the end", [9]],
    ["several in one page", [0, 3, 4, 9]],
  ])("an invalid tenant %s is left out and reported with its id and path", async (_, bad) => {
    const { client, reports, listing } = await clientOf({ tenants: tenantsWithBadAt(10, bad) });
    const page = await client.tenants.list({ pageNumber: 1, pageSize: 10 });
    const kept = Array.from({ length: 10 }, (_, i) => i).filter((i) => !bad.includes(i));
    expect(page.list?.map((t) => t.id)).toEqual(kept.map((i) => i + 1));
    expect(page).toMatchObject({ pageNumber: 1, totalPages: 1, totalCount: 10 });
    expect(reports).toEqual(
      bad.map((i) => ({
        resource: "Tenant",
        path: ["list", i],
        id: i + 1,
        issues: [
          {
            path: ["list", i, "credentials", "smtpPort"],
            code: "invalid_type",
            message: expect.any(String),
          },
        ],
        method: "GET",
        url: `${listing.baseUrl}/tenants?pageNumber=1&pageSize=10`,
      })),
    );
  });

  test("a page whose every element is invalid comes back with an empty list, its counts intact", async () => {
    const { client, reports } = await clientOf({ tenants: tenantsWithBadAt(3, [0, 1, 2]) });
    expect(await client.tenants.list({ pageSize: 3 })).toEqual({
      list: [],
      totalPages: 1,
      pageNumber: 1,
      totalCount: 3,
    });
    expect(reports.map((r) => r.id)).toEqual([1, 2, 3]);
  });

  test("withResponse says how many elements were skipped", async () => {
    const { client } = await clientOf({ tenants: tenantsWithBadAt(5, [1, 2]) });
    const skipped = await client.tenants.list.withResponse({ pageSize: 5 });
    expect(skipped.skippedItems).toBe(2);
    expect(skipped.data.list).toHaveLength(3);
    const valid = await client.tenants.list.withResponse({ pageSize: 5, pageNumber: 2 });
    expect(valid.skippedItems).toBe(0);
  });

  test("without skip (the default) the same page fails with a ValidationError", async () => {
    const { client, reports } = await clientOf(
      { tenants: tenantsWithBadAt(5, [2]) },
      { invalidItems: undefined },
    );
    const error = await client.tenants.list({ pageSize: 5 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).issues.map((i) => i.path)).toEqual([
      ["list", 2, "credentials", "smtpPort"],
    ]);
    expect(reports).toEqual([]);
  });

  test("the per-call option overrides the client's, both ways", async () => {
    const { client } = await clientOf({ tenants: tenantsWithBadAt(5, [2]) });
    await expect(client.tenants.list({}, { invalidItems: "throw" })).rejects.toThrow(
      ValidationError,
    );
    const strictClient = (
      await clientOf({ tenants: tenantsWithBadAt(5, [2]) }, { invalidItems: "throw" })
    ).client;
    const calls: InvalidItemReport[] = [];
    const page = await strictClient.tenants.list(
      {},
      { invalidItems: "skip", onInvalidItem: (report) => calls.push(report) },
    );
    expect(page.list).toHaveLength(4);
    expect(calls.map((r) => r.path)).toEqual([["list", 2]]);
  });

  test.each([
    ["totalCount is null", { totalCount: null }],
    ["pageNumber is missing", { pageNumber: undefined }],
    ["list is not an array", { list: { 0: tenant } }],
  ])("an invalid envelope still fails (%s)", async (_, change) => {
    const body = { ...samples.TenantPage, list: [badTenant(1)], ...change };
    const { client, reports } = await clientOf({ bodies: { "/tenants": body } });
    const error = await client.tenants.list().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    const paths = (error as ValidationError).issues.map((i) => i.path[0]);
    expect(paths).toEqual([Object.keys(change)[0]]);
    expect(reports).toEqual([]);
  });

  test("a search window: an invalid product is left out, reported by ownedProductId", async () => {
    const products = [1, 2, 3].map((id) => ({ ...ownedProduct, ownedProductId: id }));
    products[1] = { ...products[1]!, qty: "many" as never };
    const { client, reports } = await clientOf({ products });
    const window = await client.ownedProducts.search({ offset: 0, limit: 10 });
    expect(window.list?.map((p) => p.ownedProductId)).toEqual([1, 3]);
    expect(window).toMatchObject({ offset: 0, limit: 10, totalResultCount: 3 });
    expect(reports).toEqual([
      expect.objectContaining({ resource: "OwnedProduct", path: ["list", 1], id: 2 }),
    ]);
    expect(reports[0]?.issues.map((i) => i.path)).toEqual([["list", 1, "qty"]]);
  });

  test("a purchase history: each of its three lists, and an element in two lists reported twice", async () => {
    const shared = { ...ownedProduct, ownedProductId: 5, effectiveAt: "yesterday" };
    const history = {
      tenantId: 42,
      activeProducts: [shared, ownedProduct],
      products: [ownedProduct, shared, { ...ownedProduct, ownedProductId: 8 }],
      payments: [payment, { ...payment, id: 901, amount: null }],
    };
    const { client, reports } = await clientOf({ histories: { 42: history } });
    const { data, skippedItems } = await client.purchaseHistory.get.withResponse(42);
    expect(data).toEqual({
      tenantId: 42,
      activeProducts: [ownedProduct],
      products: [ownedProduct, { ...ownedProduct, ownedProductId: 8 }],
      payments: [payment],
    });
    expect(skippedItems).toBe(3);
    expect(reports.map(({ resource, path, id }) => ({ resource, path, id }))).toEqual([
      { resource: "OwnedProduct", path: ["activeProducts", 0], id: 5 },
      { resource: "OwnedProduct", path: ["products", 1], id: 5 },
      { resource: "Payment", path: ["payments", 1], id: 901 },
    ]);
  });

  test("a purchase history whose tenantId is invalid still fails", async () => {
    const history = {
      ...samples.PurchaseHistory,
      tenantId: "42",
      payments: [{ ...payment, id: null }],
    };
    const { client, reports } = await clientOf({ histories: { 42: history } });
    const error = await client.purchaseHistory.get(42).catch((e: unknown) => e);
    expect((error as ValidationError).issues.map((i) => i.path)).toEqual([["tenantId"]]);
    expect(reports).toEqual([]);
  });

  test("strict skips elements with unknown fields; strip strips the kept ones; off skips nothing", async () => {
    const drifted = { ...goodTenant(2), region: "eu" };
    const tenants = [goodTenant(1), drifted, badTenant(3)];
    const { client, reports } = await clientOf({ tenants });
    const strict = await client.tenants.list({}, { validation: "strict" });
    expect(strict.list?.map((t) => t.id)).toEqual([1]);
    expect(reports.map((r) => [r.path[1], r.issues[0]?.code])).toEqual([
      [1, "unrecognized_keys"],
      [2, "invalid_type"],
    ]);
    reports.length = 0;
    const strip = await client.tenants.list({}, { validation: "strip" });
    expect(strip.list).toEqual([goodTenant(1), goodTenant(2)]);
    expect(reports.map((r) => r.path)).toEqual([["list", 2]]);
    reports.length = 0;
    const off = await client.tenants.list({}, { validation: "off" });
    expect(off.list).toEqual(tenants);
    expect(reports).toEqual([]);
  });

  test("a report never carries a value: not the invalid one, not a secret", async () => {
    const leaky = {
      ...tenant,
      id: 1,
      adminEmail: 12345678,
      credentials: { ...credentials, smtpServerPassword: 987654321, smtpPort: "VALUE-PORT" },
    };
    const { client, reports } = await clientOf({ tenants: [leaky, goodTenant(2)] });
    await client.tenants.list();
    const text = JSON.stringify(reports);
    expect(reports[0]?.issues.map((i) => i.path.slice(2).join("."))).toEqual([
      "adminEmail",
      "credentials.smtpPort",
      "credentials.smtpServerPassword",
    ]);
    for (const value of ["12345678", "987654321", "VALUE-PORT", credentials.smtpServerUsername]) {
      expect(text).not.toContain(value);
    }
  });
});

describe("what a skip says without onInvalidItem", () => {
  const page = { ...samples.TenantPage, list: [badTenant(1), goodTenant(2), badTenant(3)] };
  const clientWith = (options: Partial<ClientOptions>) =>
    createClient({
      baseUrl: "https://api.example.test",
      invalidItems: "skip",
      fetch: async () => Response.json(page),
      ...options,
    });

  test("one line to logger.warn per call, naming the paths, never a value", async () => {
    const warn = vi.fn();
    const client = clientWith({ logger: { warn } });
    await client.tenants.list();
    await client.tenants.list();
    expect(warn).toHaveBeenCalledTimes(2);
    const [message, details] = warn.mock.calls[0] as [string, { reports: InvalidItemReport[] }];
    expect(message).toMatch(
      /tenants\.list: skipped 2 invalid item\(s\) \(list\.0, list\.2\); pass onInvalidItem to handle each$/,
    );
    expect(details.reports.map((r) => r.id)).toEqual([1, 3]);
    expect(JSON.stringify(warn.mock.calls)).not.toContain(credentials.smtpServerPassword);
  });

  test("console.warn when there is no logger", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await clientWith({}).tenants.list();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain("skipped 2 invalid item(s)");
  });

  test("an onInvalidItem that throws is logged and never fails the call", async () => {
    const warn = vi.fn();
    const client = clientWith({
      logger: { warn },
      onInvalidItem: () => {
        throw new Error("audit store down");
      },
    });
    expect((await client.tenants.list()).list?.map((t) => t.id)).toEqual([2]);
    expect(warn.mock.calls.map((call) => [call[0], call[1]])).toEqual([
      [
        "owned-products-sdk: onInvalidItem threw",
        { resource: "Tenant", error: "audit store down" },
      ],
      [
        "owned-products-sdk: onInvalidItem threw",
        { resource: "Tenant", error: "audit store down" },
      ],
    ]);
  });
});

describe("watchers learn the count", () => {
  const page = { ...samples.TenantPage, list: [badTenant(1), goodTenant(2)] };
  const base = {
    baseUrl: "https://api.example.test",
    invalidItems: "skip",
    onInvalidItem: () => undefined,
    fetch: async () => Response.json(page),
  } as const;

  test("telemetry's call end carries skippedItems", async () => {
    const ends: TelemetryCallEnd[] = [];
    const client = createClient({
      ...base,
      telemetry: { call: () => ({ end: (e) => ends.push(e) }) },
    });
    await client.tenants.list();
    await client.tenants.list({}, { invalidItems: "throw" }).catch(() => undefined);
    expect(ends.map((e) => [e.status, e.skippedItems, e.error === undefined])).toEqual([
      [200, 1, true],
      [200, 0, false],
    ]);
  });

  test("the tracing channel's end message carries skippedItems", async () => {
    const channel = tracingChannel("owned-products-sdk:call");
    const results: unknown[] = [];
    const handlers = {
      start: () => undefined,
      end: () => undefined,
      asyncStart: () => undefined,
      error: () => undefined,
      asyncEnd: (context: unknown) => results.push((context as { result: unknown }).result),
    };
    channel.subscribe(handlers as never);
    try {
      await createClient(base).tenants.list();
    } finally {
      channel.unsubscribe(handlers as never);
    }
    expect(results).toEqual([{ status: 200, attempts: 1, skippedItems: 1 }]);
  });
});

describe("on a valid body, skip costs nothing", () => {
  test.each(["default", "strict"] as const)(
    "%s: skip returns the very object throw returns",
    async (validation) => {
      const body = structuredClone(samples.PurchaseHistory);
      const client = createClient({
        baseUrl: "https://api.example.test",
        validation,
        fetch: async () => Response.json(body),
      });
      // Every call parses to this one object: what comes back is compared by identity.
      vi.spyOn(JSON, "parse").mockReturnValue(body);
      const thrown = await client.purchaseHistory.get(42, { invalidItems: "throw" });
      const skipped = await client.purchaseHistory.get(42, { invalidItems: "skip" });
      expect(skipped).toBe(thrown);
      expect(skipped).toBe(body);
    },
  );
});

describe("option checks", () => {
  test.each([
    [
      { invalidItems: "drop" },
      /createClient: options\.invalidItems must be "throw" or "skip", got "drop"/,
    ],
    [{ onInvalidItem: 5 }, /onInvalidItem must be a function, got 5/],
  ])("createClient(%o) throws a TypeError naming it", (options, message) => {
    expect(() =>
      createClient({ baseUrl: "https://api.example.test", ...(options as object) }),
    ).toThrow(message);
  });

  test("a call's bad invalidItems rejects before anything is sent", async () => {
    const fetch = vi.fn();
    const client = createClient({ baseUrl: "https://api.example.test", fetch });
    await expect(client.tenants.list({}, { invalidItems: "skipped" as never })).rejects.toThrow(
      /tenants\.list: options\.invalidItems must be/,
    );
    expect(fetch).not.toHaveBeenCalled();
  });
});
