import type { Command } from "./command.js";
import { UsageError } from "./usage-error.js";

const help = `Usage: owned-products-sdk mcp [--base-url <URL>] [--token-env <NAME>] [options]

Serves a Model Context Protocol server over stdio, for AI assistants and agents (Claude Desktop,
VS Code, any MCP client), with four read-only tools: get_purchase_history, get_owned_product,
search_owned_products (one window) and list_tenants (one page). Every answer is checked against
the data contract; tenant credentials and secrets never reach the model, nor fields the contract
does not name. Standard output carries protocol messages only; notes go to standard error.

Options:
  --base-url <URL>        the service, as the client's baseUrl (default: $OWNED_PRODUCTS_URL)
  --token-env <NAME>      the environment variable that holds the token, read once at start
                          (restart the server to pick up a new one); without it, no auth header
  --auth-header <NAME>    send the token as is under this header (default:
                          Authorization: Bearer <token>)
  --routes <file>         JSON file of route overrides, as the client's routes option
  --include-personal      show personal fields (a tenant's admin e-mail and phone, user ids)
  --help                  show this help

Each tool call waits at most 45 s, retries included (10 s per attempt, 2 retries), under MCP
clients' 60 s request timeout. The server stops when standard input closes, or on SIGINT or
SIGTERM. Streamable HTTP (--http, --port) is not served yet.

Example (an MCP client's configuration runs this):
  npx -y owned-products-sdk mcp --base-url https://api.example.com --token-env OWNED_PRODUCTS_TOKEN`;

/** `owned-products-sdk mcp`: the MCP server over stdio. */
export const mcpCommand: Command = {
  name: "mcp",
  summary: "serve read-only tools to AI agents over the Model Context Protocol (stdio)",
  help,
  async run(args, io) {
    if (args.some((arg) => /^--(http|port)(=|$)/.test(arg))) {
      throw new UsageError(
        "mcp: Streamable HTTP (--http, --port) is not served yet; run it over stdio, as MCP clients start local servers (see docs/mcp.md)",
      );
    }
    // Loaded when the command runs: the MCP SDK and the client load for `mcp` only.
    const { serveMcp } = await import("./mcp-serve.js");
    return serveMcp(args, io);
  },
};
