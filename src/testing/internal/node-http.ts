// The few parts of `node:http` the mock server uses, typed here: the `/testing` entry is built
// without Node's types (it also runs in browsers), and Node, Bun and Deno all provide these.

/** An incoming request of `node:http`. */
export interface NodeRequest {
  readonly method?: string | undefined;
  readonly url?: string | undefined;
  readonly headers: Readonly<Record<string, string | readonly string[] | undefined>>;
  /** Its connection: destroying it is how a network fault drops it in Node, Bun and Deno alike. */
  readonly socket: { destroy(): void };
}

/** A response of `node:http`. */
export interface NodeResponse {
  readonly writableFinished: boolean;
  writeHead(status: number, headers: Record<string, string>): void;
  end(body?: Uint8Array): void;
  destroy(): void;
  on(event: "close", listener: () => void): void;
}

/** A closable connection. */
export interface NodeSocket {
  destroy(): void;
  on(event: "close", listener: () => void): void;
}

/** A server of `node:http`. */
export interface NodeServer {
  listen(port: number, host: string, callback: () => void): void;
  address(): { readonly port: number } | string | null;
  close(callback: (error?: Error) => void): void;
  on(event: "connection", listener: (socket: NodeSocket) => void): void;
  once(event: "error", listener: (error: Error) => void): void;
}

/** The `node:http` module. */
export interface NodeHttp {
  createServer(listener: (request: NodeRequest, response: NodeResponse) => void): NodeServer;
}

/**
 * Loads `node:http` when it is first needed: a name bundlers leave alone, so that browser
 * builds of the `/testing` entry never try to resolve it.
 */
export async function loadNodeHttp(): Promise<NodeHttp> {
  const name = "node:http";
  return (await import(/* @vite-ignore */ name)) as NodeHttp;
}
