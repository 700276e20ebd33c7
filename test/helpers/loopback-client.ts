// A client on a fresh loopback server (test/helpers/loopback-server.ts), and the answers the
// client tests of one call's request path give most often.
import { createClient, type Client, type ClientOptions } from "../../src/index.js";
import {
  sendJson,
  startLoopbackServer,
  type LoopbackHandler,
  type LoopbackServer,
} from "./loopback-server.js";
import { samples } from "./samples.js";

/** Answers a valid OwnedProduct. */
export const ok: LoopbackHandler = (_req, res) => sendJson(res, 200, samples.OwnedProduct);

/** Answers `status` with a small JSON body and `headers`. */
export const answer =
  (status: number, headers: Record<string, string> = {}): LoopbackHandler =>
  (_req, res) =>
    sendJson(res, status, { error: status }, headers);

/** A server that answers with `handlers` in turn, and a client of it with `options`. */
export async function clientFor(
  handlers: LoopbackHandler[],
  options: Partial<ClientOptions> = {},
): Promise<{ server: LoopbackServer; client: Client }> {
  const server = await startLoopbackServer(handlers);
  const client = createClient({ baseUrl: server.url, ...options });
  return { server, client };
}
