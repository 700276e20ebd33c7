// `owned-products-sdk mcp` end to end: the official MCP client (v2) drives the command as a real
// process over stdio, against the bundled mock service (with faults) on a real port. What an
// agent sees of every tool, paging to the end, each kind of failure, refused arguments,
// cancellation, and a scan of every message for any value of a secret, credential or personal
// field of the mock's data.
import { spawn } from "node:child_process";
import type { CallToolResult, Tool } from "@modelcontextprotocol/client";
import { describe, expect, onTestFinished, test } from "vitest";
import { fieldSensitivity, type Tenant } from "../../src/index.js";
import {
  makeDataset,
  startMockServer,
  type MockDataset,
  type MockServerOptions,
} from "../../src/testing/index.js";
import { sendJson, startLoopbackServer } from "../helpers/loopback-server.js";
import { runCommand } from "../cli/run-cli-helper.js";
import { bundledCli, nodePath, startMcp, type McpSession } from "./mcp-process.js";

const DATASET = { seed: "mcp", tenants: 7, productsPerTenant: 3 };
const TOKEN = "tok_mcp_Qw81-SECRET-TOKEN";

async function mock(options: Omit<MockServerOptions, "dataset"> = {}) {
  const server = await startMockServer({ dataset: makeDataset(DATASET), ...options });
  onTestFinished(() => server.close());
  return server;
}

type Result = CallToolResult & { structuredContent?: Record<string, unknown> };

async function call(session: McpSession, name: string, args: Record<string, unknown>) {
  const result = (await session.client.callTool({ name, arguments: args })) as Result;
  const [text] = result.content;
  expect(text?.type).toBe("text");
  if (result.isError !== true) {
    // The text content is the structured content, as JSON.
    expect(JSON.parse((text as { text: string }).text)).toEqual(result.structuredContent);
  }
  return { ...result, text: (text as { text: string }).text };
}

/** Every string a secret, credential or personal field of the dataset holds. */
function hiddenValues(dataset: MockDataset): string[] {
  const hidden = new Set<string>();
  const classes = (resource: "Tenant" | "Credentials"): Record<string, string> =>
    fieldSensitivity[resource];
  for (const tenant of dataset.tenants) {
    for (const [field, value] of Object.entries(tenant)) {
      if (classes("Tenant")[field] !== "public" && typeof value === "string") hidden.add(value);
    }
    for (const value of Object.values(tenant.credentials ?? {})) {
      if (typeof value === "string" && value.length >= 4) hidden.add(value);
    }
  }
  return [...hidden];
}

/** No message the server sent, nor its standard error, holds a hidden value or the token. */
function expectNothingHidden(session: McpSession, dataset: MockDataset) {
  const everything = JSON.stringify(session.received) + session.stderr();
  expect(session.received.length).toBeGreaterThan(0);
  for (const value of [...hiddenValues(dataset), TOKEN]) expect(everything).not.toContain(value);
}

describe("tools/list", () => {
  test("four read-only tools, titled, with input caps and output schemas without credentials", async () => {
    const server = await mock();
    const session = await startMcp(["--base-url", server.url]);
    const { tools } = await session.client.listTools();
    const byName = Object.fromEntries(tools.map((tool) => [tool.name, tool])) as Record<
      string,
      Tool
    >;
    expect(Object.keys(byName).sort()).toEqual([
      "get_owned_product",
      "get_purchase_history",
      "list_tenants",
      "search_owned_products",
    ]);
    for (const tool of tools) {
      expect(tool.annotations).toEqual({
        readOnlyHint: true,
        destructiveHint: false,
        idempotentHint: true,
        openWorldHint: true,
      });
      expect(tool.title).toMatch(/\w/);
      expect(tool.description?.length).toBeGreaterThan(100);
      expect(tool.outputSchema?.type).toBe("object");
      expect(tool.inputSchema.additionalProperties).toBe(false);
    }
    const input = (name: string) => byName[name]!.inputSchema.properties as Record<string, object>;
    expect(input("get_purchase_history")["tenantId"]).toMatchObject({
      type: "integer",
      minimum: 0,
      maximum: 2147483647,
    });
    expect(byName["get_purchase_history"]!.inputSchema.required).toEqual(["tenantId"]);
    expect(input("get_owned_product")["ownedProductId"]).toMatchObject({ type: "integer" });
    expect(input("search_owned_products")["limit"]).toMatchObject({ minimum: 1, maximum: 100 });
    expect(input("list_tenants")["pageSize"]).toMatchObject({ minimum: 1, maximum: 50 });
    expect(byName["search_owned_products"]!.description).toContain("nextOffset");
    expect(byName["list_tenants"]!.description).toContain("nextPageNumber");
    const tenantOut = (
      byName["list_tenants"]!.outputSchema!.properties as {
        list: { anyOf: { items?: { properties: object } }[] };
      }
    ).list.anyOf.find((branch) => branch.items)!.items!.properties;
    const shown = Object.keys(tenantOut);
    expect(shown).toContain("id");
    expect(shown).toContain("deactivatedAt");
    for (const hidden of ["credentials", "clientCommunicationSignature", "adminEmail"]) {
      expect(shown).not.toContain(hidden);
    }
    // No `format: date-time`: a client's checker would refuse a date-time without an offset.
    expect(JSON.stringify(tools)).not.toContain('"format":"date-time"');
  });
});

describe("every tool against the mock", () => {
  test("list_tenants paged to the end: every tenant once, public fields only", async () => {
    const server = await mock();
    const session = await startMcp(["--base-url", server.url]);
    const ids: number[] = [];
    let pageNumber: number | null = 1;
    for (let pages = 0; pageNumber !== null; pages++) {
      expect(pages).toBeLessThan(10);
      const { structuredContent: page } = await call(session, "list_tenants", {
        pageNumber,
        pageSize: 3,
      });
      const list = page!["list"] as Record<string, unknown>[];
      ids.push(...list.map(({ id }) => id as number));
      for (const tenant of list) {
        const source = server.dataset.tenants.find(({ id }) => id === tenant["id"])!;
        for (const [field, sensitivity] of Object.entries(fieldSensitivity.Tenant)) {
          const value = (source as unknown as Record<string, unknown>)[field];
          if (sensitivity === "public") expect(tenant[field], field).toEqual(value);
          else expect(tenant, field).not.toHaveProperty(field);
        }
      }
      pageNumber = page!["nextPageNumber"] as number | null;
    }
    expect(ids).toEqual(server.dataset.tenants.map(({ id }) => id));
    expectNothingHidden(session, server.dataset);
  });

  test("--include-personal shows the personal fields, never the credentials", async () => {
    const server = await mock();
    const session = await startMcp(["--base-url", server.url, "--include-personal"]);
    const { structuredContent } = await call(session, "list_tenants", { pageSize: 1 });
    const [tenant] = structuredContent!["list"] as Record<string, unknown>[];
    const source: Tenant = server.dataset.tenants[0]!;
    expect(tenant!["adminEmail"]).toBe(source.adminEmail);
    expect(tenant).not.toHaveProperty("credentials");
    expect(tenant).not.toHaveProperty("clientCommunicationSignature");
  });

  test("search_owned_products paged to the end with a filter, each window within its limit", async () => {
    const server = await mock({ maxLimit: 4 });
    const session = await startMcp(["--base-url", server.url]);
    const tenantId = server.dataset.tenants[1]!.id;
    const expected = server.dataset.ownedProducts.filter((p) => p.tenantId === tenantId);
    const all = await walkSearch(session, { tenantId }, 2);
    expect(all).toEqual(expected.map(({ ownedProductId }) => ownedProductId));
    // A clamp (the mock serves at most 4) is followed, never skipped over.
    expect(await walkSearch(session, {}, 10)).toEqual(
      server.dataset.ownedProducts.map(({ ownedProductId }) => ownedProductId),
    );
  });

  test("get_owned_product: the record as the service sent it, field by field", async () => {
    const server = await mock();
    const session = await startMcp(["--base-url", server.url]);
    const source = server.dataset.ownedProducts[4]!;
    const { structuredContent } = await call(session, "get_owned_product", {
      ownedProductId: source.ownedProductId,
    });
    expect(structuredContent).toEqual(source);
  });

  test("get_purchase_history: the three lists, cut to maxItemsPerList with the counts left out", async () => {
    const server = await mock();
    const session = await startMcp(["--base-url", server.url]);
    const tenantId = server.dataset.tenants[0]!.id;
    const whole = (await call(session, "get_purchase_history", { tenantId })).structuredContent!;
    expect(whole["tenantId"]).toBe(tenantId);
    expect(whole["omitted"]).toEqual({ activeProducts: 0, products: 0, payments: 0 });
    const products = whole["products"] as { ownedProductId: number }[];
    expect(products.map(({ ownedProductId }) => ownedProductId)).toEqual(
      server.dataset.ownedProducts
        .filter((p) => p.tenantId === tenantId)
        .map(({ ownedProductId }) => ownedProductId),
    );
    const cut = (await call(session, "get_purchase_history", { tenantId, maxItemsPerList: 1 }))
      .structuredContent!;
    const lengthOf = (key: string) => (whole[key] as unknown[]).length;
    expect(cut["omitted"]).toEqual({
      activeProducts: Math.max(0, lengthOf("activeProducts") - 1),
      products: lengthOf("products") - 1,
      payments: Math.max(0, lengthOf("payments") - 1),
    });
    expect(cut["products"]).toEqual(products.slice(0, 1));
  });
});

test("a text content over 100,000 characters is cut, with how to read it all; the structured content is whole", async () => {
  const server = await startMockServer({
    dataset: makeDataset({ seed: "big", tenants: 1, productsPerTenant: 200 }),
  });
  onTestFinished(() => server.close());
  const session = await startMcp(["--base-url", server.url]);
  const tenantId = server.dataset.tenants[0]!.id;
  const result = (await session.client.callTool({
    name: "get_purchase_history",
    arguments: { tenantId, maxItemsPerList: 200 },
  })) as Result;
  const text = (result.content[0] as { text: string }).text;
  const json = JSON.stringify(result.structuredContent);
  expect(json.length).toBeGreaterThan(100_000);
  expect(text).toBe(
    `${json.slice(0, 100_000)}\n[cut at 100000 of ${json.length} characters: the structured content holds all of it; ask for fewer items to read it as text]`,
  );
  expect((result.structuredContent!["products"] as unknown[]).length).toBe(200);
});

async function walkSearch(session: McpSession, filters: object, limit: number) {
  const ids: number[] = [];
  let offset: number | null = 0;
  for (let windows = 0; offset !== null; windows++) {
    expect(windows).toBeLessThan(30);
    const { structuredContent: window } = await call(session, "search_owned_products", {
      offset,
      limit,
      filters,
    });
    const list = window!["list"] as { ownedProductId: number }[];
    expect(list.length).toBeLessThanOrEqual(limit);
    ids.push(...list.map(({ ownedProductId }) => ownedProductId));
    offset = window!["nextOffset"] as number | null;
  }
  return ids;
}

describe("invalid elements are left out and reported, never shown", () => {
  test("a window, a tenant page and a purchase history with one invalid element each", async () => {
    const dataset = makeDataset(DATASET);
    const badProduct = dataset.ownedProducts[1]!.ownedProductId;
    const badTenant = dataset.tenants[0]!;
    const server = await startMockServer({
      dataset,
      faults: {
        searchOwnedProducts: {
          kind: "invalid",
          change: (body) => void ((body["list"] as Record<string, unknown>[])[1]!["qty"] = 1.5),
        },
        listTenants: {
          kind: "invalid",
          change: (body) => {
            const [tenant] = body["list"] as { credentials: Record<string, unknown> }[];
            tenant!.credentials["smtpPort"] = null;
          },
        },
        purchaseHistory: {
          kind: "invalid",
          change: (body) =>
            void ((body["payments"] as Record<string, unknown>[])[0]!["amount"] = "1"),
        },
      },
    });
    onTestFinished(() => server.close());
    const session = await startMcp(["--base-url", server.url]);

    const window = (await call(session, "search_owned_products", { limit: 3 })).structuredContent!;
    expect((window["list"] as { ownedProductId: number }[]).map((p) => p.ownedProductId)).toEqual(
      [0, 2].map((i) => dataset.ownedProducts[i]!.ownedProductId),
    );
    expect(window["skippedItems"]).toEqual([
      {
        path: ["list", 1],
        id: badProduct,
        issues: [{ path: ["list", 1, "qty"], message: expect.stringContaining("int32") }],
      },
    ]);
    // The skipped element still counts as served: the next window starts after it.
    expect(window["nextOffset"]).toBe(3);

    const page = (await call(session, "list_tenants", { pageSize: 2 })).structuredContent!;
    expect((page["list"] as { id: number }[]).map(({ id }) => id)).toEqual([
      dataset.tenants[1]!.id,
    ]);
    expect(page["skippedItems"]).toMatchObject([
      {
        path: ["list", 0],
        id: badTenant.id,
        issues: [{ path: ["list", 0, "credentials", "smtpPort"] }],
      },
    ]);
    expect(page["nextPageNumber"]).toBe(2);

    const history = (await call(session, "get_purchase_history", { tenantId: badTenant.id }))
      .structuredContent!;
    expect(history["skippedItems"]).toMatchObject([
      { path: ["payments", 0], issues: [{ path: ["payments", 0, "amount"] }] },
    ]);
    expectNothingHidden(session, dataset);
  });
});

describe("failures are tool results the agent can act on, and the server keeps serving", () => {
  test("each kind: 404, 401, an invalid body, a body that is not JSON, 503 after retries", async () => {
    const dataset = makeDataset(DATASET);
    const [tenant] = dataset.tenants;
    const server = await startMockServer({
      dataset,
      faults: {
        listTenants: { kind: "status", status: 401 },
        ownedProduct: {
          kind: "invalid",
          change: (body) => {
            body["qty"] = 1.5;
            body["name"] = tenant!.credentials!.smtpServerPassword;
          },
        },
        searchOwnedProducts: { kind: "malformed" },
        purchaseHistory: { kind: "status", status: 503, nth: [2, 3, 4] },
      },
    });
    onTestFinished(() => server.close());
    const session = await startMcp(["--base-url", server.url, "--token-env", "MCP_TOKEN"], {
      MCP_TOKEN: TOKEN,
    });

    const missing = await call(session, "get_purchase_history", { tenantId: 999 });
    expect(missing.isError).toBe(true);
    expect(missing.text).toMatch(
      /^404 Not Found: GET http:\/\/127\.0\.0\.1:\d+\/tenants\/999\/purchase-history \(1 attempt\)\. Not found: no tenant 999 at this route \(routes\.purchaseHistory\)/,
    );

    const refused = await call(session, "list_tenants", {});
    expect(refused.isError).toBe(true);
    expect(refused.text).toContain("401 Unauthorized");
    expect(refused.text).toContain(
      "the service refused the credentials: check the token in MCP_TOKEN",
    );

    const invalid = await call(session, "get_owned_product", {
      ownedProductId: dataset.ownedProducts[0]!.ownedProductId,
    });
    expect(invalid.isError).toBe(true);
    expect(invalid.text).toMatch(
      /^The service's answer for owned product \d+ breaks the data contract, so it is not shown \(GET http:\/\/127\.0\.0\.1:\d+\/owned-products\/\d+\)\. The same call gets the same answer: tell the user that the service's answers do not match the data contract \(or that this server's base URL or routes are wrong\)\.\nqty: expected an int32/,
    );

    const malformed = await call(session, "search_owned_products", {});
    expect(malformed.isError).toBe(true);
    expect(malformed.text).toContain("(root)");

    const busy = await call(session, "get_purchase_history", { tenantId: tenant!.id });
    expect(busy.isError).toBe(true);
    expect(busy.text).toMatch(
      /^503 Service Unavailable: .* \(3 attempts\)\. The service is overloaded/,
    );

    // The server still serves, and the next call of the same tool works.
    const again = await call(session, "get_purchase_history", { tenantId: tenant!.id });
    expect(again.isError).toBeUndefined();
    expectNothingHidden(session, dataset);
  }, 30_000);

  test("without --token-env, a 401 says to pass it", async () => {
    const server = await mock({ faults: { listTenants: { kind: "status", status: 401 } } });
    const session = await startMcp(["--base-url", server.url]);
    const refused = await call(session, "list_tenants", {});
    expect(refused.text).toContain("the service wants credentials: pass --token-env NAME");
  });

  test("a service that cannot be reached: the network error, and what to tell the user", async () => {
    const server = await mock();
    const url = server.url;
    await server.close();
    const session = await startMcp(["--base-url", url]);
    const lost = await call(session, "get_owned_product", { ownedProductId: 1 });
    expect(lost.isError).toBe(true);
    expect(lost.text).toMatch(/^Network error \(ECONNREFUSED\) reaching 127\.0\.0\.1:\d+/);
    expect(lost.text).toContain("The service cannot be reached");
  }, 30_000);
});

describe("arguments are refused with the rule they broke, before any request", () => {
  test.each([
    [
      "get_owned_product",
      { ownedProductId: "50001" },
      "ownedProductId must be a whole number from 0 to 2147483647",
    ],
    [
      "get_owned_product",
      { ownedProductId: 2147483648 },
      "ownedProductId must be a whole number from 0 to 2147483647",
    ],
    [
      "get_purchase_history",
      { tenantId: 1.5 },
      "tenantId must be a whole number from 0 to 2147483647",
    ],
    [
      "get_purchase_history",
      { tenantId: 1, maxItemsPerList: 0 },
      "maxItemsPerList must be a whole number from 1 to 200",
    ],
    ["search_owned_products", { limit: -1 }, "limit must be a whole number from 1 to 100"],
    ["search_owned_products", { limit: 101 }, "limit must be a whole number from 1 to 100"],
    [
      "search_owned_products",
      { filters: { status: { eq: "Active" } } },
      "a filter is a string, a number or a boolean",
    ],
    [
      "search_owned_products",
      { filters: { limit: 5 } },
      "filters.offset and filters.limit set the window: pass offset and limit instead",
    ],
    [
      "search_owned_products",
      { filters: "status=Active" },
      "filters must be an object of filter names to values",
    ],
    ["list_tenants", { pageSize: 51 }, "pageSize must be a whole number from 1 to 50"],
    ["list_tenants", { page: 2 }, "unknown argument page; this tool takes pageNumber, pageSize"],
  ])("%s %j", async (name, args, rule) => {
    const requests: string[] = [];
    const server = await mock({ onRequest: ({ path }) => requests.push(path) });
    const session = await startMcp(["--base-url", server.url]);
    const refused = await call(session, name, args);
    expect(refused.isError).toBe(true);
    expect(refused.text).toContain(`Invalid arguments for tool ${name}`);
    expect(refused.text).toContain(rule);
    expect(requests).toEqual([]);
  });
});

describe("a required argument left out is said to be required, by name, not out of range", () => {
  test.each([
    ["get_purchase_history", {}, "tenantId", "0 to 2147483647"],
    ["get_purchase_history", { maxItemsPerList: 5 }, "tenantId", "0 to 2147483647"],
    ["get_owned_product", {}, "ownedProductId", "0 to 2147483647"],
  ])("%s %j", async (name, args, argument, range) => {
    const requests: string[] = [];
    const server = await mock({ onRequest: ({ path }) => requests.push(path) });
    const session = await startMcp(["--base-url", server.url]);
    const refused = await call(session, name, args);
    expect(refused.isError).toBe(true);
    expect(refused.text).toBe(
      `Input validation error: Invalid arguments for tool ${name}: ${argument}: ${argument} is required: a whole number from ${range}`,
    );
    expect(requests).toEqual([]);
  });
});

test("notifications/cancelled aborts the SDK call: the request to the service is dropped", async () => {
  let closed = 0;
  const service = await startLoopbackServer((req) => {
    req.socket.on("close", () => closed++);
  });
  const session = await startMcp(["--base-url", service.url]);
  const controller = new AbortController();
  const pending = session.client.callTool(
    { name: "get_owned_product", arguments: { ownedProductId: 7 } },
    { signal: controller.signal },
  );
  await expect.poll(() => service.requests.length, { timeout: 10_000 }).toBe(1);
  controller.abort("the user clicked Stop");
  await expect(pending).rejects.toThrow();
  await expect.poll(() => closed, { timeout: 10_000 }).toBe(1);
  // Served on: the next request is sent (and left pending: the session closes it).
  session.client
    .callTool({ name: "get_owned_product", arguments: { ownedProductId: 8 } })
    .catch(() => undefined);
  await expect
    .poll(() => service.requests.map(({ url }) => url))
    .toEqual(["/owned-products/7", "/owned-products/8"]);
});

describe("lifecycle: stdout carries protocol messages only", () => {
  /** The command started by hand: its stdout lines, stderr, and its end. */
  async function spawnMcp(args: readonly string[]) {
    const child = spawn(nodePath, [await bundledCli(), "mcp", ...args], {
      env: { PATH: process.env["PATH"] ?? "" },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const ended = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
      child.on("close", (code, signal) => resolve({ code, signal })),
    );
    onTestFinished(() => void child.kill("SIGKILL"));
    const initialize = {
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: {
        protocolVersion: "2025-06-18",
        capabilities: {},
        clientInfo: { name: "by-hand", version: "1.0.0" },
      },
    };
    child.stdin.write(`${JSON.stringify(initialize)}\n`);
    await expect.poll(() => stdout, { timeout: 10_000 }).toMatch(/\n$/);
    return { child, ended, stdout: () => stdout, stderr: () => stderr };
  }

  test("it exits with 0 when standard input closes; every stdout line is JSON-RPC", async () => {
    const server = await mock();
    const run = await spawnMcp(["--base-url", server.url]);
    run.child.stdin.end();
    expect(await run.ended).toEqual({ code: 0, signal: null });
    const lines = run.stdout().trim().split("\n");
    for (const line of lines) expect(JSON.parse(line)).toMatchObject({ jsonrpc: "2.0" });
    expect(run.stderr()).toContain("mcp: serving http://127.0.0.1:");
  });

  test("it exits with 0 when the client stops reading its standard output (EPIPE)", async () => {
    const server = await mock();
    const run = await spawnMcp(["--base-url", server.url]);
    run.child.stdout.destroy();
    // Answers written to a pipe nobody reads: the first write fails with EPIPE.
    for (let id = 10; id < 13; id++) {
      run.child.stdin.write(`${JSON.stringify({ jsonrpc: "2.0", id, method: "ping" })}\n`);
    }
    expect(await run.ended).toEqual({ code: 0, signal: null });
    expect(run.stderr()).toContain("mcp: write EPIPE");
  });

  test.each(["SIGTERM", "SIGINT"] as const)("it exits with 0 on %s", async (signal) => {
    const server = await mock();
    const run = await spawnMcp(["--base-url", server.url]);
    run.child.kill(signal);
    expect(await run.ended).toEqual({ code: 0, signal: null });
  });
});

test("the token goes where --auth-header says, read from the variable --token-env names", async () => {
  const service = await startLoopbackServer((_req, res) => {
    res.writeHead(404).end();
  });
  const session = await startMcp(
    ["--base-url", service.url, "--token-env", "MCP_TOKEN", "--auth-header", "X-Api-Key"],
    { MCP_TOKEN: TOKEN },
  );
  await call(session, "get_owned_product", { ownedProductId: 7 });
  expect(
    service.requests.map(({ headers }) => [headers["x-api-key"], headers.authorization]),
  ).toEqual([[TOKEN, undefined]]);
  expect(JSON.stringify(session.received) + session.stderr()).not.toContain(TOKEN);
});

describe("usage: one line on standard error, exit 2", () => {
  test.each([
    [
      ["--http"],
      "mcp: Streamable HTTP (--http, --port) is not served yet; run it over stdio, as MCP clients start local servers (see docs/mcp.md)",
    ],
    [
      ["--port", "3000"],
      "mcp: Streamable HTTP (--http, --port) is not served yet; run it over stdio, as MCP clients start local servers (see docs/mcp.md)",
    ],
    [[], "mcp: say where the service is, with --base-url https://… (or set OWNED_PRODUCTS_URL)"],
    [
      ["--base-url", "http://127.0.0.1:4010", "--token-env", "UNSET_TOKEN"],
      "mcp: UNSET_TOKEN is not set or empty; export the token in it (in CI, from a secret) and pass its name to --token-env",
    ],
    [
      ["--base-url", "http://127.0.0.1:4010", "--token-env", TOKEN],
      "mcp: the variable --token-env names is not set or empty; export the token in it (in CI, from a secret) and pass its name to --token-env",
    ],
    [["--base-url", "127.0.0.1:4010"], "mcp: --base-url must be an absolute http(s) URL"],
    [["--base-url", "http://127.0.0.1:4010", "--tenant", "1"], "mcp: unknown flag --tenant"],
  ])("%j", async (args, message) => {
    const run = await runCommand(["mcp", ...args]);
    expect(run.code).toBe(2);
    expect(run.out).toBe("");
    expect(run.err.startsWith(message)).toBe(true);
    expect(run.err).not.toContain(TOKEN);
  });

  test("a bad OWNED_PRODUCTS_URL is named as such, not as --base-url", async () => {
    const run = await runCommand(["mcp"], { env: { OWNED_PRODUCTS_URL: "localhost:4010" } });
    expect([run.code, run.out]).toEqual([2, ""]);
    expect(run.err).toBe(
      'mcp: $OWNED_PRODUCTS_URL must be an absolute http(s) URL (did you mean "http://localhost:4010"?), got "localhost:4010"',
    );
  });

  test("--base-url falls back to OWNED_PRODUCTS_URL", async () => {
    const server = await mock();
    const session = await startMcp([], { OWNED_PRODUCTS_URL: server.url });
    const { structuredContent } = await call(session, "list_tenants", { pageSize: 1 });
    expect(structuredContent!["totalCount"]).toBe(DATASET.tenants);
  });
});

test("the service's warnings reach the agent without the token or any name=value secret", async () => {
  const service = await startLoopbackServer((_req, res) => {
    sendJson(res, 200, {
      totalResultCount: 0,
      offset: 0,
      limit: 20,
      list: [],
      warnings: [
        `token=${TOKEN}`,
        `upstream said: Bearer ${TOKEN}`,
        "retry with apiKey=sk_live_8fJq2 and smtpServerPassword: 'hunter 2'",
        "status filter ignored",
      ],
    });
  });
  const session = await startMcp(["--base-url", service.url, "--token-env", "MCP_TOKEN"], {
    MCP_TOKEN: TOKEN,
  });
  const { isError, structuredContent } = await call(session, "search_owned_products", {});
  expect(isError).toBeUndefined();
  expect(structuredContent!["warnings"]).toEqual([
    "token=[REDACTED]",
    "upstream said: Bearer [REDACTED]",
    "retry with apiKey=[REDACTED] and smtpServerPassword: '[REDACTED]'",
    "status filter ignored",
  ]);
  const everything = JSON.stringify(session.received) + session.stderr();
  for (const secret of [TOKEN, "sk_live_8fJq2", "hunter 2"]) {
    expect(everything).not.toContain(secret);
  }
});

test("a 429 whose Retry-After is longer than the server waits says how long the service asked for", async () => {
  const service = await startLoopbackServer((_req, res) => {
    res.writeHead(429, { "retry-after": "120", "content-type": "text/html" });
    res.end(`<html>slow down, ${TOKEN}</html>`);
  });
  const session = await startMcp(["--base-url", service.url]);
  const { isError, text } = await call(session, "list_tenants", {});
  expect(isError).toBe(true);
  expect(text).toBe(
    `429 Too Many Requests: GET ${service.url}/tenants?pageNumber=1&pageSize=20 (1 attempt). The service is overloaded and asked to wait 120 s (Retry-After): try again after that, not at once.`,
  );
  expect(service.requests).toHaveLength(1);
  expect(JSON.stringify(session.received)).not.toContain(TOKEN);
});

describe("a service that does not read the paging parameters fails the call, never loops", () => {
  const product = (ownedProductId: number) => ({
    ownedProductId,
    productId: 7,
    qty: 1,
    tenantId: 1001,
    price: 100,
    fullProductPrice: 100,
    effectiveAt: "2025-03-26T08:40:17Z",
  });

  test("search_owned_products: the window at offset 0 when asked for offset 20", async () => {
    const service = await startLoopbackServer((_req, res) => {
      const list = Array.from({ length: 20 }, (_, index) => product(index + 1));
      sendJson(res, 200, { totalResultCount: 50, offset: 0, limit: 20, list });
    });
    const session = await startMcp(["--base-url", service.url]);
    const first = await call(session, "search_owned_products", {});
    expect(first.structuredContent).toMatchObject({ offset: 0, nextOffset: 20 });
    const { isError, text } = await call(session, "search_owned_products", { offset: 20 });
    expect(isError).toBe(true);
    expect(text).toBe(
      "The service answered the window at offset 0 when asked for offset 20: it does not seem to read the offset parameter (routes.searchOwnedProducts, offsetParam), so following nextOffset would read the same items again. Nothing is shown; tell the user that the server's --routes may need the service's parameter name.",
    );
  });

  test("list_tenants: page 1 when asked for page 3", async () => {
    const service = await startLoopbackServer((_req, res) => {
      const list = [{ id: 1, processRenewalMinutesThreshold: 1 }];
      sendJson(res, 200, { list, totalPages: 5, pageNumber: 1, totalCount: 5 });
    });
    const session = await startMcp(["--base-url", service.url]);
    const { isError, text } = await call(session, "list_tenants", { pageNumber: 3, pageSize: 1 });
    expect(isError).toBe(true);
    expect(text).toBe(
      "The service answered page 1 when asked for page 3: it does not seem to read the pageNumber parameter (routes.listTenants, pageNumberParam), so following nextPageNumber would read the same tenants again. Nothing is shown; tell the user that the server's --routes may need the service's parameter name.",
    );
  });
});

describe("an answer about another tenant or product than asked for is not shown", () => {
  test("get_purchase_history: tenant 999's history when asked for tenant 5", async () => {
    const service = await startLoopbackServer((_req, res) => {
      sendJson(res, 200, { tenantId: 999, activeProducts: [], products: [], payments: [] });
    });
    const session = await startMcp(["--base-url", service.url]);
    const { isError, text } = await call(session, "get_purchase_history", { tenantId: 5 });
    expect(isError).toBe(true);
    expect(text).toBe(
      "The service answered with the purchase history of tenant 999 when asked for tenant 5: another one's, so it is not shown. Tell the user that the service, or the server's --routes (routes.purchaseHistory), answers for the wrong id.",
    );
  });

  test("get_owned_product: owned product 7 when asked for owned product 5", async () => {
    const service = await startLoopbackServer((_req, res) => {
      sendJson(res, 200, {
        ownedProductId: 7,
        productId: 1,
        qty: 1,
        tenantId: 1001,
        price: 1,
        fullProductPrice: 1,
        effectiveAt: "2025-03-26T08:40:17Z",
      });
    });
    const session = await startMcp(["--base-url", service.url]);
    const { isError, text } = await call(session, "get_owned_product", { ownedProductId: 5 });
    expect(isError).toBe(true);
    expect(text).toBe(
      "The service answered with owned product 7 when asked for owned product 5: another one's, so it is not shown. Tell the user that the service, or the server's --routes (routes.ownedProduct), answers for the wrong id.",
    );
  });
});
