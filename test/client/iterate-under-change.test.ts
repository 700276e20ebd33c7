// searchAll and listAll over a real loopback mock server whose data changes mid-run (the testing
// kit's `insert` and `remove` faults): repeats are dropped by default, and what a run could not
// see is said in the client's logger, or on the console when the client has none.
import { afterEach, describe, expect, test, vi } from "vitest";
import { createClient, type ClientLogger } from "../../src/index.js";
import { startMockServer, type FaultPlan, type MockServer } from "../../src/testing/index.js";

const servers: MockServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

async function serve(faults: FaultPlan) {
  const server = await startMockServer({ dataset: { seed: "drift", tenants: 20 }, faults });
  servers.push(server);
  // The same data, unchanged: what a run should yield.
  const clean = await startMockServer({ dataset: { seed: "drift", tenants: 20 } });
  servers.push(clean);
  const plain = createClient({ baseUrl: clean.url, retry: 0 });
  return {
    url: server.url,
    tenantIds: (await plain.tenants.listAll().toArray()).map((tenant) => tenant.id),
    productIds: (await plain.ownedProducts.searchAll().toArray()).map((p) => p.ownedProductId),
  };
}

const recordingLogger = () => {
  const lines: [string, Record<string, unknown>][] = [];
  const logger: ClientLogger = { warn: (message, details) => lines.push([message, details]) };
  return { logger, lines };
};
const codes = (lines: readonly (readonly unknown[])[]) =>
  lines.map(([, details]) => (details as { code: string }).code);

describe("tenants.listAll with a tenant inserted before page 2", () => {
  const insert: FaultPlan = { listTenants: { kind: "insert", nth: 2 } };

  test("yields every tenant of the first pages once: the shifted one is dropped by id", async () => {
    const { url, tenantIds } = await serve(insert);
    const { logger, lines } = recordingLogger();
    const client = createClient({ baseUrl: url, retry: 0, logger });
    const ids = (await client.tenants.listAll({ pageSize: 5 }).toArray()).map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(tenantIds);
    expect(codes(lines)).toEqual(["total-changed"]);
    expect(lines[0]![0]).toBe(
      'owned-products-sdk: tenants.listAll: pagination warning "total-changed": the data ' +
        "changed mid-run: items may have been skipped or repeated (logged once per run; pass " +
        "onWarning to handle each)",
    );
    expect(lines[0]![1]).toMatchObject({
      message: expect.stringMatching(/^tenants\.listAll: the response to page 2 reports /),
      ended: false,
    });
  });

  test("dedupe: false yields the shifted tenant twice, as the pages did", async () => {
    const { url, tenantIds } = await serve(insert);
    const client = createClient({ baseUrl: url, retry: 0, logger: {} });
    const tenants = await client.tenants.listAll({ pageSize: 5 }, { dedupe: false }).toArray();
    const ids = tenants.map((tenant) => tenant.id);
    expect(ids).toEqual([...tenantIds.slice(0, 5), tenantIds[4], ...tenantIds.slice(5)]);
  });

  test("with no logger, the warning goes to console.warn; onWarning: () => {} silences it", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { url } = await serve(insert);
    const client = createClient({ baseUrl: url, retry: 0 });
    await client.tenants.listAll({ pageSize: 5 }).toArray();
    expect(codes(warn.mock.calls)).toEqual(["total-changed"]);
    warn.mockClear();
    await client.tenants.listAll({ pageSize: 5 }, { onWarning: () => {} }).toArray();
    expect(warn).not.toHaveBeenCalled();
  });
});

describe("ownedProducts.searchAll with products removed before window 2", () => {
  test("says in the logger that items may have been skipped", async () => {
    const { url, productIds } = await serve({
      searchOwnedProducts: { kind: "remove", count: 3, nth: 2 },
    });
    const { logger, lines } = recordingLogger();
    const client = createClient({ baseUrl: url, retry: 0, logger });
    const ids = (await client.ownedProducts.searchAll({ limit: 10 }).toArray()).map(
      (product) => product.ownedProductId,
    );
    // The three rows that moved behind the run are not seen: the warning says so.
    expect(ids).toEqual([...productIds.slice(0, 10), ...productIds.slice(13)]);
    expect(codes(lines)).toEqual(["total-changed"]);
    expect(lines[0]![0]).toContain("items may have been skipped");
  });

  test("a logger without warn takes no warnings, and the console gets none", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { url } = await serve({ searchOwnedProducts: { kind: "remove", nth: 2 } });
    const debug = vi.fn();
    const client = createClient({ baseUrl: url, retry: 0, logger: { debug } });
    await client.ownedProducts.searchAll({ limit: 10 }).toArray();
    expect(warn).not.toHaveBeenCalled();
    expect(debug).toHaveBeenCalled();
  });
});
