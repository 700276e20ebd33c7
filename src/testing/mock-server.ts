import { datasetFrom } from "./internal/dataset-from.js";
import { booleanOption, functionOption, mustBe } from "../internal/option-checks/index.js";
import { withCors } from "./internal/cors.js";
import { serviceFetchHandler } from "./internal/fetch-handler.js";
import { asFixtureError, objectArg, requireCount } from "./internal/kit-checks.js";
import { listenProblem } from "./internal/listen-problem.js";
import { loadNodeHttp, type NodeSocket } from "./internal/node-http.js";
import { brokenAnswer, serveNode } from "./internal/serve-node.js";
import { checkDataset, serviceOptions } from "./internal/service-checks.js";
import type { DatasetOptions, MockDataset } from "./mock-dataset.js";
import type { MockServiceOptions } from "./mock-service-options.js";

/**
 * One request the mock server answered, for logging: `status` is 0 when a network fault dropped
 * the connection.
 *
 * @example
 * ```ts
 * const log = (entry: MockRequestLog) => console.log(`${entry.method} ${entry.path} ${entry.status}`);
 * ```
 * @group Testing
 */
export interface MockRequestLog {
  readonly method: string;
  /** The path and query, as requested: `/tenants?pageNumber=2`. */
  readonly path: string;
  readonly status: number;
}

/**
 * Options of {@link startMockServer}: the dataset, where to listen, and the
 * {@link MockServiceOptions} the msw handlers take too.
 *
 * @example
 * ```ts
 * const options: MockServerOptions = { dataset: { tenants: 50, seed: 7 }, port: 4010 };
 * ```
 * @group Testing
 */
export interface MockServerOptions extends MockServiceOptions {
  /** What the service holds: a dataset, or the options to make one with. Default: `makeDataset()`. */
  readonly dataset?: MockDataset | DatasetOptions | undefined;
  /** The port; default 0, a free one (read it from `url`). */
  readonly port?: number | undefined;
  /** The interface to listen on; default `127.0.0.1`, this machine only. */
  readonly host?: string | undefined;
  /** Called once per request answered, after the answer is sent. */
  readonly onRequest?: ((entry: MockRequestLog) => void) | undefined;
  /**
   * Whether a page on another origin may call the server (CORS). Default `true`: every answer to
   * a request with an `Origin` (faults and 404s included) reflects that origin, with credentials
   * allowed, and exposes `Retry-After`, `retry-after-ms` and `x-request-id`; a preflight gets 204
   * allowing GET and the headers it asked for (`Authorization` among them). `false` answers as a
   * server without CORS does: a preflight gets 405.
   */
  readonly cors?: boolean | undefined;
}

/**
 * A running mock server.
 *
 * @example
 * ```ts
 * const server: MockServer = await startMockServer();
 * const client = createClient({ baseUrl: server.url });
 * ```
 * @group Testing
 */
export interface MockServer {
  /** `http://127.0.0.1:<port>`, with no trailing slash: the client's `baseUrl`. */
  readonly url: string;
  /** The dataset served, live: changes to it show in the next answer. */
  readonly dataset: MockDataset;
  /**
   * Stops listening, drops every open connection (stalled answers included), and resolves once
   * every request is done with.
   */
  close(): Promise<void>;
}

const WHERE = "startMockServer";
const SETTINGS = { port: "options.port", host: "options.host" } as const;
const HOST_RULE = 'an address of this machine, e.g. "127.0.0.1", or "0.0.0.0" for every interface';

function isDataset(value: MockDataset | DatasetOptions): value is MockDataset {
  return Array.isArray((value as { tenants?: unknown }).tenants);
}

/**
 * Starts the mock service on a real HTTP port, with `node:http` (Node, Bun and Deno all provide
 * it), for test suites in any language, browser apps and Playwright runs. It serves the same
 * routes as {@link createHandlers}: same data, same 400 and 404 answers, same latency and faults.
 * A network fault drops the connection. A browser page on another origin may call it (see
 * `cors`).
 *
 * @param options - dataset, port and host, CORS, routes, filters, limits, latency and faults.
 * @throws {@link FixtureError} (as a rejection) for an unknown option, a value an option does not
 *   take or out of range, as {@link createHandlers} does; rejects when the port is taken.
 * @example
 * ```ts
 * const server = await startMockServer({
 *   dataset: { tenants: 40, seed: "e2e" },
 *   faults: { listTenants: { kind: "status", status: 503, retryAfter: 1, times: 1 } },
 * });
 * const client = createClient({ baseUrl: server.url });
 * for await (const tenant of client.tenants.listAll()) console.log(tenant.name);
 * await server.close();
 * ```
 * @group Testing
 */
export async function startMockServer(options: MockServerOptions = {}): Promise<MockServer> {
  serviceOptions(WHERE, options, ["dataset", "port", "host", "onRequest", "cors"]);
  const port = requireCount(WHERE, "port", options.port ?? 0, 0, 65_535);
  asFixtureError(() => {
    if (!(options.host === undefined || typeof options.host === "string")) {
      mustBe(WHERE, "options.host", 'a string, e.g. "127.0.0.1"', options.host);
    }
    // Node would listen on every interface and the url would be "http://:4010", which no client
    // takes: every interface is said as "0.0.0.0" (or "::").
    if (options.host === "") mustBe(WHERE, "options.host", HOST_RULE, options.host);
    functionOption(WHERE, "onRequest", options.onRequest);
    if (options.cors !== undefined) booleanOption(WHERE, "cors", options.cors);
    objectArg(WHERE, "options.dataset", options.dataset);
  });
  const given = options.dataset ?? {};
  // Options to make a dataset with are checked as makeDataset checks them, named as written here.
  const dataset = isDataset(given)
    ? given
    : datasetFrom(given, { where: WHERE, label: "options.dataset" });
  checkDataset(WHERE, dataset);
  const service = serviceFetchHandler(WHERE, dataset, "", options);
  const handler = options.cors === false ? service : withCors(service, brokenAnswer);
  const host = options.host ?? "127.0.0.1";
  const http = await loadNodeHttp();
  const sockets = new Set<NodeSocket>();
  let origin = "";
  const answering = new Set<Promise<void>>();
  const server = http.createServer((request, response) => {
    const answer = serveNode(handler, origin, request, response).then((status) =>
      options.onRequest?.({ method: request.method ?? "GET", path: request.url ?? "/", status }),
    );
    answering.add(answer);
    void answer.finally(() => answering.delete(answer));
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", (error: Error & { code?: unknown }) => {
      if (typeof error.code !== "string") return reject(error);
      const problem = listenProblem(error.code, host, port, SETTINGS);
      reject(
        Object.assign(new Error(`${WHERE}: ${problem}`, { cause: error }), { code: error.code }),
      );
    });
    server.listen(port, host, resolve);
  });
  const address = server.address();
  const shownHost = host.includes(":") ? `[${host}]` : host;
  origin = `http://${shownHost}:${typeof address === "object" && address ? address.port : port}`;
  let closing: Promise<void> | undefined;
  return {
    url: origin,
    dataset,
    // Closing twice (a test's afterEach after the test closed it) resolves as the first did.
    close() {
      closing ??= (async () => {
        const closed = new Promise<void>((resolve, reject) => {
          server.close((error) => (error ? reject(error) : resolve()));
        });
        for (const socket of sockets) socket.destroy();
        // Every answer cut short is logged (as dropped) before close() resolves.
        await Promise.all([closed, ...answering]);
      })();
      return closing;
    },
  };
}
