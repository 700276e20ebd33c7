import { http, type HttpHandler } from "msw";
import type { MockDataset } from "./mock-dataset.js";
import { optionsAnswer, withCorsHeaders } from "./internal/cors.js";
import { mockRoutes } from "./internal/mock-routes.js";
import { checkBaseUrl, checkDataset, serviceOptions } from "./internal/service-checks.js";
import type { MockServiceOptions } from "./mock-service-options.js";

/**
 * Options of {@link createHandlers}: where the service lives, and the {@link MockServiceOptions}
 * every way of running the mock service shares.
 *
 * @example
 * ```ts
 * const options: HandlersOptions = { baseUrl: "https://api.test", maxPageSize: 100 };
 * ```
 * @group Testing
 */
export interface HandlersOptions extends MockServiceOptions {
  /**
   * Where the service lives, as given to the client: `https://api.example.com/v1`. A route's path
   * is appended to it whole, path included. A relative base (`/api`) matches on any origin, for
   * browser apps that call their own host. An absolute one must be http(s), without a query or
   * a fragment, as the client requires.
   */
  readonly baseUrl: string | URL;
}

const WHERE = "createHandlers";

/**
 * msw request handlers that serve `dataset` as the owned-products service would, on the four
 * routes (the SDK's defaults, or `options.routes`) under `options.baseUrl`:
 * - `purchaseHistory`: the tenant's products, payments and active products at `dataset.now`;
 * - `ownedProduct`: one product;
 * - `searchOwnedProducts`: the window `[offset, offset + limit)` of the products that pass the
 *   filter, with `totalResultCount` and the `offset` and `limit` served echoed (docs/contract.md 2.4);
 * - `listTenants`: page `pageNumber` (from 1) of `pageSize` tenants, with `totalPages` and
 *   `totalCount` (docs/contract.md 2.5).
 *
 * An unknown id gets 404 and a query parameter that is not a valid count gets 400, each with an
 * RFC 9457 problem body. The dataset is read at every request, so changes to it show at once.
 * `options.faults` makes routes fail, stall, send broken bodies or change data mid-iteration.
 * Only msw's portable APIs are used: the same handlers run in `msw/node` and `msw/browser`. They
 * wrap the same routes as {@link createMockFetchHandler} and {@link startMockServer}, so a real
 * server answers exactly as they do.
 *
 * @param dataset - what the service holds, usually from {@link makeDataset}.
 * @param options - base URL, routes, filters, limits, latency and faults.
 * @throws {@link FixtureError} for a dataset that is not one, no `baseUrl`, an unknown option, a
 *   value an option does not take (a route without its placeholder, a fault of no known kind, a
 *   misspelt route in `faults`) or out of range.
 * @example
 * ```ts
 * import { setupServer } from "msw/node";
 * const dataset = makeDataset({ tenants: 30 });
 * const server = setupServer(...createHandlers(dataset, { baseUrl: "https://api.test" }));
 * // in one test: the tenant list fails twice with 503, then recovers
 * server.use(
 *   ...createHandlers(dataset, {
 *     baseUrl: "https://api.test",
 *     faults: { listTenants: { kind: "status", status: 503, retryAfter: 1, times: 2 } },
 *   }),
 * );
 * ```
 * @group Testing
 */
export function createHandlers(dataset: MockDataset, options: HandlersOptions): HttpHandler[] {
  // Checked for JavaScript callers: a dataset or fault plan mistyped would fail at every request
  // or never fire, and without a baseUrl every route would match on any host.
  checkDataset(WHERE, dataset);
  const baseUrl = checkBaseUrl(WHERE, serviceOptions(WHERE, options, ["baseUrl"])["baseUrl"]);
  // CORS as startMockServer answers it: a DOM test environment whose fetch checks CORS itself
  // (happy-dom preflights every cross-origin request) would otherwise refuse every answer. One
  // handler per route: a request of another method than GET or OPTIONS is not answered
  // (undefined), as before.
  return mockRoutes(WHERE, dataset, baseUrl, options).map((route) =>
    http.all(route.pattern, async ({ request }) => {
      if (request.method === "OPTIONS") return optionsAnswer(request);
      if (request.method !== "GET") return undefined;
      const response = await route.serve(request);
      return response && withCorsHeaders(request, response);
    }),
  );
}
