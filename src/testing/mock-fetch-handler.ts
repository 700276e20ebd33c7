import { serviceFetchHandler } from "./internal/fetch-handler.js";
import { checkBaseUrl, checkDataset, serviceOptions } from "./internal/service-checks.js";
import type { MockDataset } from "./mock-dataset.js";
import type { MockServiceOptions } from "./mock-service-options.js";

/**
 * The mock service as one web-standard function: a `Request` in, a `Response` out, as
 * `Deno.serve`, `Bun.serve`, a Cloudflare worker or Playwright's `route.fulfill` take it. A
 * network fault resolves to `Response.error()` (a server should then drop the connection).
 *
 * @example
 * ```ts
 * const serve: MockFetchHandler = createMockFetchHandler(makeDataset());
 * const response = await serve(new Request("http://localhost/owned-products/50001"));
 * ```
 * @group Testing
 */
export type MockFetchHandler = (request: Request) => Promise<Response>;

/**
 * Options of {@link createMockFetchHandler}: the service's behaviour and where it lives.
 *
 * @example
 * ```ts
 * const options: MockFetchHandlerOptions = { baseUrl: "/api", latencyMs: 10 };
 * ```
 * @group Testing
 */
export interface MockFetchHandlerOptions extends MockServiceOptions {
  /**
   * The base the routes are appended to, as given to the client. A relative base (`/api`, or the
   * default `""`) answers on any origin. An absolute one must be http(s), without a query or a
   * fragment, as the client requires.
   */
  readonly baseUrl?: string | URL | undefined;
}

const WHERE = "createMockFetchHandler";

/**
 * The mock service of {@link createHandlers} as a fetch-style function, with the same dataset,
 * routes, filters, limits, latency and faults: the msw handlers and {@link startMockServer} are
 * both built on the same routes, so all three answer alike. A request no route matches gets a
 * 404 problem document; a request other than GET to a route gets 405 with `Allow: GET`.
 *
 * @param dataset - what the service holds, usually from {@link makeDataset}.
 * @param options - base URL, routes, filters, limits, latency and faults.
 * @throws {@link FixtureError} for a dataset that is not one, an unknown option, a value an option
 *   does not take (a route without its placeholder, a fault of no known kind) or out of range.
 * @example
 * ```ts
 * const serve = createMockFetchHandler(makeDataset({ tenants: 5 }), {
 *   faults: { listTenants: { kind: "status", status: 503, times: 1 } },
 * });
 * const first = await serve(new Request("http://localhost/tenants"));
 * first.status; // 503
 * ```
 * @group Testing
 */
export function createMockFetchHandler(
  dataset: MockDataset,
  options: MockFetchHandlerOptions = {},
): MockFetchHandler {
  checkDataset(WHERE, dataset);
  serviceOptions(WHERE, options, ["baseUrl"]);
  const baseUrl = checkBaseUrl(WHERE, options.baseUrl ?? "");
  return serviceFetchHandler(WHERE, dataset, baseUrl, options);
}
