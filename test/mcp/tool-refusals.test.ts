// What a fresh-eyes trial of the MCP tools found: list_tenants took a page 0 that its own
// description ("pages count from 1") rules out, and a 4xx other than 401, 403 and 404 said the
// service refused the call without saying what to do. Driven by the official MCP client over the
// in-memory transport, against the bundled mock on a real port.
import { Client, InMemoryTransport, type CallToolResult } from "@modelcontextprotocol/client";
import { createMcpServer } from "owned-products-sdk/mcp";
import { describe, expect, onTestFinished, test } from "vitest";
import { createClient } from "../../src/index.js";
import { startMockServer, type MockServerOptions } from "../../src/testing/index.js";

async function session(options: Omit<MockServerOptions, "dataset"> = {}) {
  const requests: string[] = [];
  const mock = await startMockServer({
    dataset: { seed: "refusals", tenants: 2 },
    onRequest: ({ path }) => requests.push(path),
    ...options,
  });
  onTestFinished(() => mock.close());
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createMcpServer(createClient({ baseUrl: mock.url })).connect(serverSide);
  const client = new Client({ name: "refusal-tests", version: "1.0.0" });
  await client.connect(clientSide);
  onTestFinished(() => client.close());
  return { client, requests };
}

const text = (result: unknown) => ((result as CallToolResult).content[0] as { text: string }).text;

describe("list_tenants' pageNumber counts from 1", () => {
  test("page 0 is refused with the rule, before any request", async () => {
    const { client, requests } = await session();
    const result = await client.callTool({ name: "list_tenants", arguments: { pageNumber: 0 } });
    expect(result.isError).toBe(true);
    expect(text(result)).toBe(
      "Input validation error: Invalid arguments for tool list_tenants: pageNumber: pageNumber must be a whole number from 1 to 2147483647",
    );
    expect(requests).toEqual([]);
  });

  test("the input schema says so: minimum 1", async () => {
    const { client } = await session();
    const { tools } = await client.listTools();
    const listTenants = tools.find(({ name }) => name === "list_tenants");
    expect(listTenants?.inputSchema.properties?.["pageNumber"]).toMatchObject({ minimum: 1 });
  });
});

describe("a 4xx other than 401, 403 and 404 says what to do", () => {
  test.each([
    [400, "400 Bad Request"],
    [409, "409 Conflict"],
    [422, "422 Unprocessable Content"],
  ])("%s", async (status, phrase) => {
    const { client } = await session({
      faults: { ownedProduct: { kind: "status", status, body: { detail: "echo sk_live_SECRET" } } },
    });
    const result = await client.callTool({
      name: "get_owned_product",
      arguments: { ownedProductId: 50001 },
    });
    expect(result.isError).toBe(true);
    expect(text(result)).toMatch(
      new RegExp(
        `^${phrase}: GET http://127\\.0\\.0\\.1:\\d+/owned-products/50001 \\(1 attempt\\)\\. The service refused the request for owned product 50001: check the arguments against the tool's description; the same call fails again unchanged\\.$`,
      ),
    );
    expect(text(result)).not.toContain("sk_live_SECRET");
  });
});
