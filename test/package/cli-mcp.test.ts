// `npx owned-products-sdk mcp` from the packed tarball, as an MCP host starts it (Claude Desktop's
// `"command": "npx"`), driven by the official MCP client over stdio against the packed `mock`
// command: the MCP SDK comes with the package (a dependency), nothing else is installed.
import { Client } from "@modelcontextprotocol/client";
import { StdioClientTransport } from "@modelcontextprotocol/client/stdio";
import { afterAll, expect, inject, test } from "vitest";
import { startMockCommand, type Running } from "./cli-process.js";

const { consumerDir } = inject("packed");
const running: Running[] = [];
afterAll(() => running.forEach((run) => run.child.kill("SIGKILL")));

test("npx owned-products-sdk mcp: the four tools, a page of tenants without credentials", async () => {
  const { url } = await startMockCommand(running, "--seed", "mcp", "--tenants", "3");
  const transport = new StdioClientTransport({
    command: "npx",
    args: ["--no-install", "owned-products-sdk", "mcp", "--base-url", url],
    cwd: consumerDir,
    env: { PATH: process.env["PATH"] ?? "" },
    stderr: "pipe",
  });
  const client = new Client({ name: "packed-tests", version: "1.0.0" });
  await client.connect(transport);
  try {
    const { tools } = await client.listTools();
    expect(tools.map(({ name }) => name).sort()).toEqual([
      "get_owned_product",
      "get_purchase_history",
      "list_tenants",
      "search_owned_products",
    ]);
    const page = await client.callTool({ name: "list_tenants", arguments: { pageSize: 3 } });
    expect(page.isError).toBeUndefined();
    const list = (page.structuredContent as { list: Record<string, unknown>[] }).list;
    expect(list).toHaveLength(3);
    for (const tenant of list) {
      expect(tenant).not.toHaveProperty("credentials");
      expect(tenant).not.toHaveProperty("adminEmail");
    }
  } finally {
    await client.close();
  }
});
