import { delay, http, HttpResponse, type HttpHandler, type JsonBodyType } from "msw";
import { resolveRoutes, ROUTE_PLACEHOLDERS } from "../client/internal/resolve-routes.js";
import type { RoutesOverride } from "../client/routes.js";
import type { OwnedProduct } from "../schemas/owned-product.js";
import type { Tenant } from "../schemas/tenant.js";
import { changeItems } from "./internal/change-items.js";
import type { MockDataset } from "./mock-dataset.js";
import { FaultTracker } from "./internal/fault-tracker.js";
import {
  type FaultPlan,
  type InvalidBodyFault,
  type MalformedBodyFault,
  type RouteName,
  type StatusFault,
} from "./faults.js";
import { FixtureError } from "./fixture-error.js";
import { requireCount } from "./internal/fixture-context.js";
import { answer, fieldsFilter, problem, type ServiceSettings } from "./internal/mock-service.js";
import { type ItemFilter } from "./item-filter.js";
import { routeMatcher } from "./internal/route-matcher.js";

/**
 * Options of {@link createHandlers}.
 *
 * @group Testing
 */
export interface HandlersOptions {
  /**
   * Where the service lives, as given to the client: `https://api.example.com/v1`. A route's path
   * is appended to it whole, path included. A relative base (`/api`) matches on any origin, for
   * browser apps that call their own host.
   */
  readonly baseUrl: string | URL;
  /** The same overrides as the client's `routes` option; default: the SDK's default routes. */
  readonly routes?: RoutesOverride;
  /**
   * Which items match a search's or a list's other query parameters. Default: a parameter named
   * after a field must equal it (`?status=Active&tenantId=1001`); others are ignored.
   */
  readonly filters?: {
    readonly ownedProducts?: ItemFilter<OwnedProduct>;
    readonly tenants?: ItemFilter<Tenant>;
  };
  /** The `limit` used when a search sends none. Default 50. */
  readonly defaultLimit?: number;
  /** Clamp `limit` to this, echo the clamped value and add a warning, as strict servers do. */
  readonly maxLimit?: number;
  /** The `pageSize` used when a list request sends none. Default 20. */
  readonly defaultPageSize?: number;
  /** Clamp `pageSize` to this (`totalPages` follows; the contract echoes no page size). */
  readonly maxPageSize?: number;
  /** What goes wrong, per route. */
  readonly faults?: FaultPlan;
}

const TRUNCATED = '{"totalResultCount": 3, "list": [{"ownedProductId": 50001, "name": "Sta';

// Each route's default contract violation: one non-nullable field of the wrong type.
const SPOIL: Record<RouteName, (body: Record<string, unknown>) => unknown> = {
  purchaseHistory: (body) => ({ ...body, tenantId: String(body["tenantId"]) }),
  ownedProduct: (body) => ({ ...body, qty: 1.5 }),
  searchOwnedProducts: (body) => ({ ...body, totalResultCount: String(body["totalResultCount"]) }),
  listTenants: (body) => ({ ...body, totalPages: null }),
};

const NO_BODY = new Set([204, 205, 304]);

function statusResponse(fault: StatusFault): Response {
  const headers = new Headers(fault.headers);
  if (fault.retryAfter !== undefined) headers.set("Retry-After", String(fault.retryAfter));
  if (NO_BODY.has(fault.status)) return new HttpResponse(null, { status: fault.status, headers });
  if (typeof fault.body === "string")
    return HttpResponse.text(fault.body, { status: fault.status, headers });
  if (fault.body !== undefined) {
    return HttpResponse.json(fault.body as JsonBodyType, { status: fault.status, headers });
  }
  if (!headers.has("Content-Type")) headers.set("Content-Type", "application/problem+json");
  const { body } = problem(fault.status, "Injected by the mock service's fault plan");
  return HttpResponse.json(body as JsonBodyType, { status: fault.status, headers });
}

function malformedResponse(fault: MalformedBodyFault): Response {
  const headers = { "Content-Type": fault.contentType ?? "application/json" };
  return new HttpResponse(fault.body ?? TRUNCATED, { status: fault.status ?? 200, headers });
}

function checkFaults(plan: FaultPlan): void {
  for (const faults of Object.values(plan)) {
    for (const fault of [faults].flat()) {
      if (fault.kind === "status" || fault.kind === "malformed") {
        requireCount("a fault's status", fault.status ?? 200, 200, 599);
      }
      if (fault.kind === "delay" && fault.ms !== "infinite")
        requireCount("a delay's ms", fault.ms, 0, 2_147_483_647);
    }
  }
}

/**
 * msw request handlers that serve `dataset` as the owned-products service would, on the four
 * routes (the SDK's defaults, or `options.routes`) under `options.baseUrl`:
 * - `purchaseHistory`: the tenant's products, payments and active products at `dataset.now`;
 * - `ownedProduct`: one product;
 * - `searchOwnedProducts`: the window `[offset, offset + limit)` of the products that pass the
 *   filter, with `totalResultCount` and the `offset` and `limit` served echoed (CONTRACT.md 2.4);
 * - `listTenants`: page `pageNumber` (from 1) of `pageSize` tenants, with `totalPages` and
 *   `totalCount` (CONTRACT.md 2.5).
 *
 * An unknown id gets 404 and a query parameter that is not a valid count gets 400, each with an
 * RFC 9457 problem body. The dataset is read at every request, so changes to it show at once.
 * `options.faults` makes routes fail, stall, send broken bodies or change data mid-iteration.
 * Only msw's portable APIs are used: the same handlers run in `msw/node` and `msw/browser`.
 *
 * @param dataset - what the service holds, usually from {@link makeDataset}.
 * @param options - base URL, routes, filters, limits and faults.
 * @throws {@link FixtureError} for a route without its placeholder or an option out of range.
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
  // Checked for JavaScript callers: without it every route would match on any host.
  if (options.baseUrl === undefined) throw new FixtureError("createHandlers needs a baseUrl");
  const baseUrl = String(options.baseUrl);
  const routes = resolveRoutes(options.routes);
  const settings: ServiceSettings = {
    routes,
    productFilter: options.filters?.ownedProducts ?? fieldsFilter,
    tenantFilter: options.filters?.tenants ?? fieldsFilter,
    defaultLimit: requireCount("defaultLimit", options.defaultLimit ?? 50, 1, 2_147_483_647),
    maxLimit:
      options.maxLimit === undefined
        ? undefined
        : requireCount("maxLimit", options.maxLimit, 1, 2_147_483_647),
    defaultPageSize: requireCount(
      "defaultPageSize",
      options.defaultPageSize ?? 20,
      1,
      2_147_483_647,
    ),
    maxPageSize:
      options.maxPageSize === undefined
        ? undefined
        : requireCount("maxPageSize", options.maxPageSize, 1, 2_147_483_647),
  };
  checkFaults(options.faults ?? {});
  return (Object.keys(ROUTE_PLACEHOLDERS) as RouteName[]).map((route) => {
    const matcher = routeMatcher(baseUrl, routes[route].path, ROUTE_PLACEHOLDERS[route]);
    const tracker = new FaultTracker(options.faults?.[route]);
    return http.get(matcher.pattern, async ({ request }) => {
      const url = new URL(request.url);
      const params = matcher.params(url);
      if (params === undefined) return undefined; // a fixed query part differs: not this route
      let spoil: InvalidBodyFault | undefined;
      for (const fault of tracker.select(request)) {
        switch (fault.kind) {
          case "delay":
            await delay(fault.ms);
            break;
          case "insert":
          case "remove":
            changeItems(dataset, route === "listTenants" ? "tenants" : "ownedProducts", fault);
            break;
          case "change":
            fault.change(dataset);
            break;
          case "invalid":
            spoil ??= fault;
            break;
          case "status":
            return statusResponse(fault);
          case "malformed":
            return malformedResponse(fault);
          case "network":
            return HttpResponse.error();
        }
      }
      const result = answer(route, url, params, matcher.fixedQuery, dataset, settings);
      if (result.status !== 200) {
        const headers = { "Content-Type": "application/problem+json" };
        return HttpResponse.json(result.body as JsonBodyType, { status: result.status, headers });
      }
      if (spoil === undefined) return HttpResponse.json(result.body as JsonBodyType);
      // A copy, so that a fault's change cannot reach into the dataset.
      const copy = structuredClone(result.body) as Record<string, unknown>;
      return HttpResponse.json((spoil.change ?? SPOIL[route])(copy) as JsonBodyType);
    });
  });
}
