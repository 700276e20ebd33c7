import { McpServer } from "@modelcontextprotocol/server";
import type { Client } from "owned-products-sdk";
import { registerTools } from "./internal/register-tools.js";

// Replaced by the package's version at build time (tsup.config.ts `define`).
declare const __SDK_VERSION__: string | undefined;

/** The longest a tool call may take, retries included: under MCP clients' 60 s default. */
const MAX_DEADLINE_MS = 50_000;

/** Each option's type, as `typeof` says it. */
const TYPES = { includePersonal: "boolean", deadlineMs: "number", refusedHint: "string" };

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

/**
 * {@link createMcpServer} with `secrets`, values no result may show: the command knows its
 * token, and masks it in the service's own words (`warnings`) wherever it stands.
 * @internal
 */
export function buildMcpServer(
  client: Client,
  options: McpServerOptions,
  secrets: readonly string[],
): McpServer {
  // Checked as the SDK's options are: a slip (`deadlinems`) or a string `includePersonal` from
  // an environment variable would otherwise fall back to the default unseen.
  for (const [key, value] of Object.entries(options)) {
    const type = (TYPES as Readonly<Record<string, string>>)[key];
    if (type === undefined || (value !== undefined && typeof value !== type)) {
      throw new TypeError(
        `createMcpServer: ${type ? `options.${key} must be a ${type}, got a ${typeof value}` : `unknown option \`${key}\`; known: ${Object.keys(TYPES).join(", ")}`}`,
      );
    }
  }
  const deadlineMs = options.deadlineMs ?? 45_000;
  if (!Number.isInteger(deadlineMs) || deadlineMs < 1 || deadlineMs > MAX_DEADLINE_MS) {
    throw new TypeError(
      `createMcpServer: options.deadlineMs must be a whole number of milliseconds from 1 to ${MAX_DEADLINE_MS}`,
    );
  }
  const version = typeof __SDK_VERSION__ === "string" ? __SDK_VERSION__ : "0.0.0-dev";
  const server = new McpServer(
    { name: "owned-products-sdk", title: "Owned products (read-only)", version },
    {
      instructions:
        "Read-only access to the owned-products service: tenants, their owned products and payments. Tenant credentials and secrets are never shown. Lists come one window or page at a time: follow nextOffset or nextPageNumber.",
    },
  );
  registerTools(server, client, {
    includePersonal: options.includePersonal === true,
    deadlineMs,
    secrets,
    refusedHint:
      options.refusedHint ??
      "The service refused this server's credentials: tell the user that its operator must give it a valid token and restart it.",
  });
  return server;
}
