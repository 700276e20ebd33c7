import type { MockFetchHandler } from "../mock-fetch-handler.js";
import type { NodeRequest, NodeResponse } from "./node-http.js";

/**
 * The web-standard `Request` of a `node:http` request (GET and HEAD only carry no body, and the
 * mock service answers nothing else), aborted when its connection closes early.
 */
export function toRequest(origin: string, incoming: NodeRequest, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    for (const one of [value ?? []].flat()) headers.append(name, one);
  }
  return new Request(new URL(incoming.url ?? "/", origin), {
    method: incoming.method ?? "GET",
    headers,
    signal,
  });
}

/** The answer a broken server gives: a fault's `change` threw, or a filter did. */
export function brokenAnswer(): Response {
  return new Response("The mock service failed to answer", {
    status: 500,
    headers: { "content-type": "text/plain" },
  });
}

/**
 * Answers one `node:http` request with `handler`: a `Response.error()` (a network fault) drops
 * the connection. Resolves to the status sent, 0 for a dropped connection.
 */
export async function serveNode(
  handler: MockFetchHandler,
  origin: string,
  incoming: NodeRequest,
  outgoing: NodeResponse,
): Promise<number> {
  const controller = new AbortController();
  outgoing.on("close", () => {
    if (!outgoing.writableFinished) controller.abort();
  });
  try {
    const response = await handler(toRequest(origin, incoming, controller.signal));
    if (response.type === "error" || controller.signal.aborted) {
      // The socket, not only the response: Bun's and Deno's `destroy()` of a response still answer.
      incoming.socket.destroy();
      outgoing.destroy();
      return 0;
    }
    const body = new Uint8Array(await response.arrayBuffer());
    const headers = Object.fromEntries(response.headers);
    if (incoming.method !== "HEAD") headers["content-length"] = String(body.byteLength);
    outgoing.writeHead(response.status, headers);
    outgoing.end(incoming.method === "HEAD" ? undefined : body);
    return response.status;
  } catch {
    const broken = brokenAnswer();
    outgoing.writeHead(broken.status, Object.fromEntries(broken.headers));
    outgoing.end(new Uint8Array(await broken.arrayBuffer()));
    return broken.status;
  }
}
