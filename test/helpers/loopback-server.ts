// A real HTTP server on 127.0.0.1 (port 0) for what msw cannot fake faithfully: sockets that
// hang, reset or refuse, exact retry counts and the time between attempts.
//
//   const server = await startLoopbackServer([
//     (req, res) => sendJson(res, 503, { error: "busy" }),   // 1st request
//     (req, res) => sendJson(res, 200, samples.OwnedProduct), // 2nd and later requests
//   ]);
//
// Inside a test, the server closes itself (every socket destroyed) when the test finishes.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { performance } from "node:perf_hooks";
import { onTestFinished } from "vitest";

export interface RecordedRequest {
  readonly method: string;
  /** The path and query, e.g. `/owned-products?offset=0`. */
  readonly url: string;
  readonly headers: IncomingMessage["headers"];
  /** performance.now() when the request arrived. */
  readonly at: number;
}

/** Answers one request; `attempt` counts requests to this server, from 1. */
export type LoopbackHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  attempt: number,
) => void | Promise<void>;

export interface LoopbackServer {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  readonly url: string;
  readonly requests: RecordedRequest[];
  /** The gaps in ms between consecutive requests. */
  gaps(): number[];
  close(): Promise<void>;
}

/**
 * Starts a server on 127.0.0.1 that answers the nth request with the nth handler (the last one
 * answers every later request).
 */
export async function startLoopbackServer(
  handlers: LoopbackHandler | readonly LoopbackHandler[],
): Promise<LoopbackServer> {
  const list = Array.isArray(handlers) ? handlers : [handlers as LoopbackHandler];
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    requests.push({
      method: req.method ?? "",
      url: req.url ?? "",
      headers: req.headers,
      at: performance.now(),
    });
    const handler = list[Math.min(requests.length, list.length) - 1]!;
    void Promise.resolve()
      .then(() => handler(req, res, requests.length))
      .catch(() => res.destroy());
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  let closed: Promise<void> | undefined;
  const loopback: LoopbackServer = {
    url: `http://127.0.0.1:${port}`,
    requests,
    gaps: () => requests.slice(1).map((r, i) => r.at - requests[i]!.at),
    close: () => {
      closed ??= new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      });
      return closed;
    },
  };
  try {
    onTestFinished(() => loopback.close());
  } catch {
    // started outside a test: the caller closes it
  }
  return loopback;
}

/** Sends a JSON body with the given status and headers. */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Readonly<Record<string, string>> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

/** Sends a text body (e.g. an HTML error page) with the given status and content type. */
export function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  contentType = "text/html; charset=utf-8",
): void {
  res.writeHead(status, { "content-type": contentType, "content-length": Buffer.byteLength(text) });
  res.end(text);
}

/** A handler that sends the headers and the start of a JSON body, then resets the socket. */
export const resetMidBody: LoopbackHandler = (_req, res) => {
  res.writeHead(200, { "content-type": "application/json", "content-length": "100000" });
  res.write('{"ownedProductId":7,"name":"cut ');
  setTimeout(() => res.socket?.destroy(), 5);
};

/** A handler that sends the headers and the start of a body, then never another byte. */
export const stallMidBody: LoopbackHandler = (_req, res) => {
  res.writeHead(200, { "content-type": "application/json" });
  res.write('{"ownedProductId":');
};

/** A handler that never answers: no status line, no headers. */
export const neverRespond: LoopbackHandler = () => undefined;

/** A URL on which nothing listens: connecting to it is refused. */
export async function refusedUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
