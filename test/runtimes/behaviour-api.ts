// Two real HTTP servers on 127.0.0.1 (two origins) for behaviour-checks.mjs: each route answers
// one documented behaviour of the client (a valid body, a bad one, an error status, Retry-After,
// a stall, a cross-origin redirect, an oversized, endless, corrupt or misframed body, a 3-window search),
// plus a port where nothing listens. Self-contained (node:http only) so that it also runs on its own.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";

/** The servers and the refused port, as behaviour-checks.mjs takes them. */
export interface BehaviourApi {
  /** `{ api, other, refused }`: the API's origin, a second origin, a port nobody listens on. */
  readonly urls: { api: string; other: string; refused: string };
  close(): Promise<void>;
}

const product = {
  ownedProductId: 1,
  name: "Pro plan",
  productId: 3,
  durationCount: 12,
  durationType: "Month",
  productType: "Subscription",
  qty: 1,
  tenantId: 42,
  price: 1999,
  fullProductPrice: 2499,
  status: "Active",
  effectiveAt: "2024-01-01T00:00:00Z",
  effectiveThrough: null,
};
const TOTAL = 7;
// 8 MB of spaces, gzipped to a few kB: a Content-Length far below any limit, a body far above it.
const BOMB = gzipSync(Buffer.alloc(8 * 1024 * 1024, " "));
// A gzip body corrupted after its header: every runtime's decompressor fails on it.
const GOOD = gzipSync(JSON.stringify({ ...product, name: "x".repeat(5_000) }));
const CORRUPT = Buffer.concat([GOOD.subarray(0, 20), Buffer.alloc(200, "A"), GOOD.subarray(220)]);

function json(response: ServerResponse, status: number, body: unknown, headers = {}): void {
  response.writeHead(status, { "content-type": "application/json", ...headers });
  response.end(JSON.stringify(body));
}

function handler(origins: { other: string }) {
  const retried = new Set<string>();
  return (request: IncomingMessage, response: ServerResponse): void => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const id = /^\/owned-products\/(\d+)$/.exec(url.pathname)?.[1];
    switch (id) {
      case "1": // a valid body; the tag says whether credentials arrived (for the redirects)
        return json(response, 200, {
          ...product,
          tag: request.headers.authorization || request.headers["x-api-key"] ? "auth" : "none",
        });
      case "2": // two bad fields
        return json(response, 200, { ...product, qty: "1", tenantId: 1.5 });
      case "3": // an error status whose body holds a secret
        return json(response, 400, { message: "offset must be at least 0", password: "hunter2" });
      case "4": {
        // 503 with Retry-After once per run (the x-run header), then the body
        const run = String(request.headers["x-run"]);
        if (!retried.has(run)) {
          retried.add(run);
          return json(response, 503, { message: "busy" }, { "retry-after": "1" });
        }
        return json(response, 200, product);
      }
      case "5": // never answers
        return;
      case "6": // a redirect to the other origin
        response.writeHead(302, { location: `${origins.other}/owned-products/1` });
        return void response.end();
      case "7": // a redirect within the origin
        response.writeHead(302, { location: "/owned-products/1" });
        return void response.end();
      case "8": // a Content-Length over the limit
        response.writeHead(200, { "content-type": "application/json", "content-length": 100_000 });
        return void response.end(" ".repeat(100_000));
      case "9": {
        // an endless body, until the client hangs up
        response.writeHead(200, { "content-type": "application/json" });
        const chunk = " ".repeat(16_384);
        const write = () => {
          while (!response.destroyed && response.write(chunk));
        };
        response.on("drain", write);
        return write();
      }
    }
    if (id === "10") {
      // a body cut off mid-stream (over 64 KiB announced: read whole where the runtime frames it)
      response.writeHead(200, { "content-type": "application/json", "content-length": 100_000 });
      response.write('{"ownedProductId":');
      return void setTimeout(() => response.socket?.destroy(), 50);
    }
    if (id === "11") {
      // more bytes than the Content-Length announces: the product, then 200 kB more on the socket
      // over 64 KiB, so that the runtimes that read a body whole do so here
      const announced = JSON.stringify({ ...product, name: `Pro plan${" ".repeat(70_000)}` });
      response.socket?.end(
        "HTTP/1.1 200 OK\r\ncontent-type: application/json\r\nconnection: close\r\n" +
          `content-length: ${Buffer.byteLength(announced)}\r\n\r\n${announced}${" ".repeat(200_000)}`,
      );
      return;
    }
    if (id === "12") {
      // a gzip bomb whose Content-Length is its compressed size
      response.writeHead(200, {
        "content-type": "application/json",
        "content-encoding": "gzip",
        "content-length": BOMB.byteLength,
      });
      return void response.end(BOMB);
    }
    if (url.pathname === "/owned-products" && url.searchParams.has("access_token")) {
      // a corrupt gzip body, for a URL that holds a secret the error must not show
      response.writeHead(200, {
        "content-type": "application/json",
        "content-encoding": "gzip",
        "content-length": CORRUPT.byteLength,
      });
      return void response.end(CORRUPT);
    }
    if (url.pathname === "/owned-products" && url.searchParams.has("client_secret")) {
      // a response that breaks HTTP's chunked framing, for a URL that holds a secret
      response.socket?.end(
        "HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ntransfer-encoding: chunked\r\n\r\n" +
          '5\r\n{"tot\r\nZZZ\r\nnot a chunk\r\n',
      );
      return;
    }
    if (url.pathname === "/owned-products") {
      const offset = Number(url.searchParams.get("offset") ?? 0);
      const limit = Number(url.searchParams.get("limit") ?? 50);
      const list = Array.from({ length: Math.max(0, Math.min(limit, TOTAL - offset)) }, (_, i) => ({
        ...product,
        ownedProductId: offset + i + 1,
        // `x-invalid: 1`: the second element of each window breaks the contract (invalidItems).
        ...(i === 1 && request.headers["x-invalid"] ? { qty: "two" } : {}),
      }));
      return json(response, 200, { totalResultCount: TOTAL, offset, limit, list, warnings: null });
    }
    json(response, 404, { message: `Not found: ${url.pathname}` });
  };
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function close(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve, reject) =>
    server.close((error) => (error ? reject(error) : resolve())),
  );
}

/** Starts both servers and finds a refused port. */
export async function startBehaviourApi(): Promise<BehaviourApi> {
  const origins = { other: "" };
  const api = createServer(handler(origins));
  const other = createServer(handler(origins));
  const gone = createServer();
  const urls = { api: await listen(api), other: await listen(other), refused: await listen(gone) };
  origins.other = urls.other;
  await close(gone);
  return { urls, close: async () => void (await Promise.all([close(api), close(other)])) };
}
