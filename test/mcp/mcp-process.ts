// `owned-products-sdk mcp` as a real process, driven by the official MCP client over stdio, as an
// MCP host runs it. The command is bundled from src/ with esbuild once per test file (about a
// second), into node_modules/.cache so that its dependencies resolve from the project.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/client";
import { StdioClientTransport } from "@modelcontextprotocol/client/stdio";
import { build } from "esbuild";
import { onTestFinished } from "vitest";

const root = join(import.meta.dirname, "..", "..");
let bundled: Promise<string> | undefined;

/** The command line bundled from src/cli/main.ts: its path. */
export function bundledCli(): Promise<string> {
  bundled ??= (async () => {
    const dir = join(root, "node_modules", ".cache", "owned-products-sdk-tests");
    mkdirSync(dir, { recursive: true });
    const outfile = join(dir, `cli-${process.pid}.mjs`);
    await build({
      entryPoints: [join(root, "src", "cli", "main.ts")],
      outfile,
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node22",
      tsconfig: join(root, "tsconfig.json"),
      external: ["zod", "ky", "msw", "@modelcontextprotocol/server"],
      define: { __SDK_VERSION__: JSON.stringify("9.9.9-test") },
      logLevel: "error",
    });
    return outfile;
  })();
  return bundled;
}

/** The path of the Node that runs the tests (node_modules/.bin/node, Node 24). */
export const nodePath = process.execPath;

/** Every JSON-RPC message the client received, and the server's standard error. */
export interface McpSession {
  readonly client: Client;
  readonly transport: StdioClientTransport;
  readonly received: unknown[];
  readonly stderr: () => string;
}

/**
 * Starts `owned-products-sdk mcp …args` with `env` and connects the official client to it; the
 * session closes when the test finishes.
 */
export async function startMcp(
  args: readonly string[],
  env: Readonly<Record<string, string>> = {},
): Promise<McpSession> {
  const cli = await bundledCli();
  const transport = new StdioClientTransport({
    command: nodePath,
    args: [cli, "mcp", ...args],
    env: { PATH: process.env["PATH"] ?? "", ...env },
    stderr: "pipe",
  });
  let stderr = "";
  transport.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const client = new Client({ name: "owned-products-sdk-tests", version: "1.0.0" });
  await client.connect(transport);
  // Every message the server sent, as the client parsed it: the scans read them all.
  const received: unknown[] = [];
  const onmessage = transport.onmessage;
  transport.onmessage = (message) => {
    received.push(message);
    onmessage?.(message);
  };
  onTestFinished(() => client.close());
  return { client, transport, received, stderr: () => stderr };
}
