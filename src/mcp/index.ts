/**
 * `owned-products-sdk/mcp`: a Model Context Protocol server over the SDK's client, for teams that
 * host it in their own process (the `owned-products-sdk mcp` command serves the same server over
 * stdio). Built on `@modelcontextprotocol/server` v2, a dependency of the package, which only
 * this entry and that command load.
 *
 * @packageDocumentation
 * @module owned-products-sdk/mcp
 */
export { createMcpServer, type McpServerOptions } from "./create-mcp-server.js";
