import type { CliIo } from "./cli-io.js";
import {
  CONNECTION_FLAGS,
  connectionClient,
  readConnection,
  type Connection,
} from "./connection.js";
import { parseFlags } from "./parse-flags.js";
import { UsageError } from "./usage-error.js";

/** The environment variable `--base-url` falls back to, as the examples and recipes read it. */
const URL_ENV = "OWNED_PRODUCTS_URL";

// Each attempt waits 10 s and a call makes at most 3, with waits of at most 4 s of backoff or
// 8 s of Retry-After between them: 30 + 16 = 46 s at worst, and the server's own 45 s deadline
// cuts it before an MCP client's 60 s request timeout.
const TIMEOUT_MS = 10_000;
const RETRY = { limit: 2, maxDelayMs: 4_000, maxRetryAfterMs: 8_000 } as const;

/** The token the command sends, when it has one. */
function tokenOf(auth: Connection["auth"]): string[] {
  const token = typeof auth === "object" && auth !== null ? auth.token : auth;
  return typeof token === "string" ? [token] : [];
}

/**
 * Runs `owned-products-sdk mcp …args`: the MCP server over this process's stdio, until standard
 * input closes or the process is asked to stop. Resolves to the exit code.
 */
export async function serveMcp(args: readonly string[], io: CliIo): Promise<number> {
  const flags = parseFlags("mcp", args, {
    ...CONNECTION_FLAGS,
    "include-personal": { type: "boolean" },
  });
  if (flags.positionals.length > 0) {
    throw new UsageError(`mcp: unexpected argument ${flags.positionals[0] ?? ""}; see --help`);
  }
  const connection = await readConnection("mcp", flags, io.env, URL_ENV);
  const client = connectionClient("mcp", connection, { timeoutMs: TIMEOUT_MS, retry: RETRY });
  const [{ buildMcpServer }, { serveStdio }] = await Promise.all([
    import("../../mcp/internal/build-server.js"),
    import("@modelcontextprotocol/server/stdio"),
  ]);
  // Standard output is the protocol's: a stray log line would break the client's parser.
  console.log = console.info = console.debug = (...data: unknown[]) => console.error(...data);
  const options = {
    includePersonal: flags.values["include-personal"] === true,
    refusedHint: `Tell the user that the service refused this MCP server's requests (${connection.refusedHint}); the server reads its token at start, so restart it after a fix.`,
  };
  // A failure no call awaited is reported, never the end of the server.
  const onRejection = (reason: unknown) => {
    io.err(
      `mcp: an unexpected ${reason instanceof Error ? reason.name : typeof reason}; still serving`,
    );
  };
  process.on("unhandledRejection", onRejection);
  // The token, masked wherever the service's own words (warnings) echo it.
  const secrets = tokenOf(connection.auth);
  const handle = serveStdio(() => buildMcpServer(client, options, secrets), {
    onerror: (error) => io.err(`mcp: ${error.message}`),
  });
  io.err(`mcp: serving ${client.baseUrl} over stdio (read-only tools)`);
  await new Promise<void>((resolve) => {
    process.stdin.once("end", resolve);
    process.stdin.once("close", resolve);
    // A client that stops reading (EPIPE) went away too: the MCP SDK reports the failed write
    // and drops the connection, and a wait on standard input alone ended as exit code 13.
    process.stdout.once("error", () => resolve());
    process.stdout.once("close", resolve);
    io.onStop(() => resolve());
  });
  await handle.close();
  process.off("unhandledRejection", onRejection);
  return 0;
}
