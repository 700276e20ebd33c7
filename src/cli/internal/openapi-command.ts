import type { Command } from "./command.js";
import { openApiDocument } from "./openapi-document.js";
import { parseFlags, stringFlag } from "./parse-flags.js";
import { readRoutes } from "./read-routes.js";
import { UsageError } from "./usage-error.js";

const help = `Usage: owned-products-sdk openapi [--routes <file>] [--server <URL>]

Prints an OpenAPI 3.1 document (JSON) of the four operations the SDK calls: their paths and
parameters as the SDK assumes them (the contract shows none; x-sdk-route marks each), the seven
schemas of the contract, and an example answer per operation.

Options:
  --routes <file>   JSON file of route overrides, as the client's routes option
  --server <URL>    the server URL to list under "servers"
  --help            show this help

Example:
  npx owned-products-sdk openapi --server https://api.example.com > openapi.json
  npx @stoplight/prism-cli mock openapi.json`;

/**
 * The `--server` URL, as given: absolute, and without a user name, password, query or fragment.
 * Those are refused and never echoed: they often hold a credential, and the document is written
 * to be committed and shared (a query would also sit before every path joined to it).
 */
function serverUrl(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  if (!URL.canParse(text)) {
    throw new UsageError("openapi: --server must be an absolute URL, as https://api.example.com");
  }
  const url = new URL(text);
  if (url.username !== "" || url.password !== "" || url.search !== "" || url.hash !== "") {
    throw new UsageError(
      "openapi: --server must be a URL without a user name, password, query or fragment, as https://api.example.com/v1 (the document shows it to every reader; send credentials apart)",
    );
  }
  return text;
}

/** `owned-products-sdk openapi`: the contract and routes as an OpenAPI 3.1 document. */
export const openApiCommand: Command = {
  name: "openapi",
  summary: "print an OpenAPI 3.1 document of the operations and schemas",
  help,
  async run(args, io) {
    const flags = parseFlags("openapi", args, {
      routes: { type: "string" },
      server: { type: "string" },
    });
    if (flags.positionals.length > 0) {
      // Not shown: a URL typed without --server may hold a password or a token.
      throw new UsageError(
        "openapi: unexpected argument, a value with no flag before it; openapi takes flags only, as --server https://api.example.com; see --help",
      );
    }
    const server = serverUrl(stringFlag(flags, "server"));
    const routes = await readRoutes(
      "openapi",
      stringFlag(flags, "routes"),
      "the server URL (--server)",
    );
    io.out(JSON.stringify(await openApiDocument(routes, server), null, 2));
    return 0;
  },
};
