// `owned-products-sdk/mcp` in a user's own process: createMcpServer over a client the user made,
// driven by the official MCP client through the SDK's in-memory transport pair. The stdio
// command's end-to-end suite is mcp-server.test.ts; this one covers the entry's options and
// the failures that take too long for a process test (a per-attempt timeout, the deadline).
import { Client, InMemoryTransport, type CallToolResult } from "@modelcontextprotocol/client";
import { createMcpServer } from "owned-products-sdk/mcp";
import { describe, expect, onTestFinished, test } from "vitest";
import { createClient } from "../../src/index.js";
import { startMockServer } from "../../src/testing/index.js";

async function connect(server: ReturnType<typeof createMcpServer>) {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: "entry-tests", version: "1.0.0" });
  await client.connect(clientSide);
  onTestFinished(() => client.close());
  return client;
}

async function mockUrl(options: Parameters<typeof startMockServer>[0] = {}) {
  const mock = await startMockServer({ dataset: { seed: "entry", tenants: 2 }, ...options });
  onTestFinished(() => mock.close());
  return mock.url;
}

const text = (result: unknown) => ((result as CallToolResult).content[0] as { text: string }).text;

describe("createMcpServer", () => {
  test("serves the four tools over any transport, from the user's client", async () => {
    const client = createClient({ baseUrl: await mockUrl() });
    const mcp = await connect(createMcpServer(client));
    const { tools } = await mcp.listTools();
    expect(tools.map(({ name }) => name).sort()).toEqual([
      "get_owned_product",
      "get_purchase_history",
      "list_tenants",
      "search_owned_products",
    ]);
    const result = await mcp.callTool({ name: "list_tenants", arguments: { pageSize: 1 } });
    expect(result.isError).toBeUndefined();
    expect(result.structuredContent).toMatchObject({ pageNumber: 1, totalCount: 2 });
  });

  test("the service's warnings are masked by the SDK's secret rule, and a bare Bearer credential", async () => {
    const url = await mockUrl({
      faults: {
        searchOwnedProducts: {
          kind: "invalid",
          change: (body) =>
            void (body["warnings"] = ["password=hunter2 was refused", "sent Bearer eyJ.x.y", "ok"]),
        },
      },
    });
    const mcp = await connect(createMcpServer(createClient({ baseUrl: url })));
    const result = await mcp.callTool({ name: "search_owned_products", arguments: { limit: 1 } });
    expect(result.isError).toBeUndefined();
    expect(result.structuredContent).toMatchObject({
      warnings: ["password=[REDACTED] was refused", "sent Bearer [REDACTED]", "ok"],
    });
    expect(text(result)).not.toMatch(/hunter2|eyJ/);
  });

  test("validates whatever the client's own validation: a client with validation off still skips", async () => {
    const url = await mockUrl({
      faults: {
        listTenants: {
          kind: "invalid",
          change: (body) => void ((body["list"] as Record<string, unknown>[])[0]!["id"] = "x"),
        },
      },
    });
    const mcp = await connect(createMcpServer(createClient({ baseUrl: url, validation: "off" })));
    const result = await mcp.callTool({ name: "list_tenants", arguments: {} });
    expect(result.structuredContent).toMatchObject({
      list: [{ id: 1002 }],
      skippedItems: [{ path: ["list", 0], issues: [{ path: ["list", 0, "id"] }] }],
    });
  });

  test("a per-attempt timeout: the attempts made, and what to do", async () => {
    const url = await mockUrl({ faults: { ownedProduct: { kind: "delay", ms: "infinite" } } });
    const client = createClient({ baseUrl: url, timeoutMs: 50, retry: 1 });
    const mcp = await connect(createMcpServer(client));
    const result = await mcp.callTool({
      name: "get_owned_product",
      arguments: { ownedProductId: 1 },
    });
    expect(result.isError).toBe(true);
    expect(text(result)).toMatch(
      /^No answer for owned product 1 within 50 ms per attempt \(2 attempts\): GET http:\/\/127\.0\.0\.1:\d+\/owned-products\/1\. The service is slow or down/,
    );
  });

  test("the deadline cuts a call that retries too long, and the server serves on", async () => {
    const url = await mockUrl({
      faults: { purchaseHistory: { kind: "status", status: 503, retryAfter: 1 } },
    });
    // Without the shared backoff, the next call is not held by this one's Retry-After.
    const client = createClient({ baseUrl: url, retry: 5, sharedBackoff: false });
    const mcp = await connect(createMcpServer(client, { deadlineMs: 300 }));
    const result = await mcp.callTool({
      name: "get_purchase_history",
      arguments: { tenantId: 1001 },
    });
    expect(text(result)).toBe(
      "No answer for tenant 1001 within 0.3 s, retries included: the service is slow or down. Try again later; do not retry at once in a loop.",
    );
    const next = await mcp.callTool({ name: "list_tenants", arguments: {} });
    expect(next.isError).toBeUndefined();
  });

  test("refusedHint says what a 401 or 403 tells the agent", async () => {
    const url = await mockUrl({ faults: { listTenants: { kind: "status", status: 403 } } });
    const mcp = await connect(
      createMcpServer(createClient({ baseUrl: url }), { refusedHint: "Ask ops for a new key." }),
    );
    const result = await mcp.callTool({ name: "list_tenants", arguments: {} });
    expect(text(result)).toMatch(/^403 Forbidden: GET .* \(1 attempt\)\. Ask ops for a new key\.$/);
  });

  test.each([0, 1.5, 50_001, Number.NaN])(
    "deadlineMs %s is refused with the rule",
    (deadlineMs) => {
      const client = createClient({ baseUrl: "http://127.0.0.1:1" });
      expect(() => createMcpServer(client, { deadlineMs })).toThrow(
        new TypeError(
          "createMcpServer: options.deadlineMs must be a whole number of milliseconds from 1 to 50000",
        ),
      );
    },
  );

  test.each([
    [
      { deadlinems: 1_000 },
      "unknown option `deadlinems`; known: includePersonal, deadlineMs, refusedHint",
    ],
    [
      { timeoutMs: 1_000 },
      "unknown option `timeoutMs`; known: includePersonal, deadlineMs, refusedHint",
    ],
    [{ includePersonal: "true" }, "options.includePersonal must be a boolean, got a string"],
    [{ refusedHint: 5 }, "options.refusedHint must be a string, got a number"],
  ])("%j is refused, not taken as the default", (options, message) => {
    const client = createClient({ baseUrl: "http://127.0.0.1:1" });
    expect(() => createMcpServer(client, options as never)).toThrow(
      new TypeError(`createMcpServer: ${message}`),
    );
  });

  test("every option given as undefined is its default", () => {
    const client = createClient({ baseUrl: "http://127.0.0.1:1" });
    const options = { includePersonal: undefined, deadlineMs: undefined, refusedHint: undefined };
    expect(() => createMcpServer(client, options)).not.toThrow();
  });
});
