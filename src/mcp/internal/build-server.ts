import { McpServer } from "@modelcontextprotocol/server";
import type { Client } from "owned-products-sdk";
import { registerTools } from "./register-tools.js";

// Replaced by the package's version at build time (tsup.config.ts `define`).
declare const __SDK_VERSION__: string | undefined;

/** The longest a tool call may take, retries included: under MCP clients' 60 s default. */
const MAX_DEADLINE_MS = 50_000;

/** `McpServerOptions`, as this module reads them (that type's module imports this one). */
interface ServerOptions {
  readonly includePersonal?: boolean | undefined;
  readonly deadlineMs?: number | undefined;
  readonly refusedHint?: string | undefined;
}

/** Each option's type, as `typeof` says it. */
const TYPES = { includePersonal: "boolean", deadlineMs: "number", refusedHint: "string" };

/**
 * `createMcpServer` with `secrets`, values no result may show: the command knows its token, and
 * masks it in the service's own words (`warnings`) wherever it stands.
 */
export function buildMcpServer(
  client: Client,
  options: ServerOptions,
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
