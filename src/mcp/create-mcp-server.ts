import type { McpServer } from "@modelcontextprotocol/server";
import type { Client } from "owned-products-sdk";
import { buildMcpServer } from "./internal/build-server.js";

/**
 * Options of {@link createMcpServer}.
 *
 * @example
 * ```ts
 * const options: McpServerOptions = { includePersonal: true, deadlineMs: 30_000 };
 * ```
 * @group MCP
 */
export interface McpServerOptions {
  /**
   * Show the fields `fieldSensitivity` classes `"personal"` (a tenant's admin e-mail and phone,
   * the `…ByUserId` fields). Default `false`: an agent sees public fields only.
   */
  readonly includePersonal?: boolean | undefined;
  /**
   * The longest one tool call may take, in milliseconds, retries and `Retry-After` waits
   * included; the call is then aborted and the tool answers with an error. Default `45000`, at
   * most `50000`, so that the call ends before an MCP client's own 60 s request timeout.
   */
  readonly deadlineMs?: number | undefined;
  /**
   * What a refused call (401, 403) tells the agent to do. Default: that the server's credentials
   * were refused and that its operator must give it a valid token and restart it.
   */
  readonly refusedHint?: string | undefined;
}

/**
 * A Model Context Protocol server over `client`, with four read-only tools:
 * `get_purchase_history`, `get_owned_product`, `search_owned_products` (one window) and
 * `list_tenants` (one page). Every result is validated by the client with
 * `invalidItems: "skip"` (skipped elements reported by path and id), projected by
 * `omitCredentials` (no credential, no secret, no unknown field; personal fields only with
 * `includePersonal`), and checked against the tool's output schema. Failures are tool results with
 * `isError: true` in the SDK's masked words. Serve it with the MCP SDK's transports; the
 * `owned-products-sdk mcp` command serves it over stdio.
 *
 * @example
 * ```ts
 * import { createClient } from "owned-products-sdk";
 * import { createMcpServer } from "owned-products-sdk/mcp";
 * import { serveStdio } from "@modelcontextprotocol/server/stdio";
 *
 * const client = createClient({ baseUrl: "https://api.example.com", auth: process.env.TOKEN });
 * serveStdio(() => createMcpServer(client));
 * ```
 * @group MCP
 */
export function createMcpServer(client: Client, options: McpServerOptions = {}): McpServer {
  return buildMcpServer(client, options, []);
}
