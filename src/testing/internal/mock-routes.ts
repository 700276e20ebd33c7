import { resolveRoutes, ROUTE_PLACEHOLDERS } from "../../client/internal/resolve-routes.js";
import type { RouteName } from "../faults.js";
import type { MockDataset } from "../mock-dataset.js";
import type { MockServiceOptions } from "../mock-service-options.js";
import { changeItems } from "./change-items.js";
import { FaultTracker } from "./fault-tracker.js";
import {
  checkFaults,
  jsonResponse,
  malformedResponse,
  spoiledResponse,
  statusResponse,
} from "./fault-responses.js";
import { requireCount } from "./fixture-context.js";
import { answer, fieldsFilter, type ServiceSettings } from "./mock-service.js";
import { routeMatcher } from "./route-matcher.js";
import { wait } from "./wait.js";

/**
 * One route of the mock service: the URL pattern it answers, and its answer to a request. This is
 * the one handler core: msw's handlers and the real server both call `serve`.
 */
export interface MockRoute {
  readonly name: RouteName;
  /** Matches the full URL, query and hash excluded. */
  readonly pattern: RegExp;
  /**
   * The answer to a GET whose URL matches `pattern`; undefined when a query parameter the route's
   * template fixes differs (not this route). A network fault answers `Response.error()`.
   */
  readonly serve: (request: Request) => Promise<Response | undefined>;
}

const MAX = 2_147_483_647;

function settingsOf(options: MockServiceOptions): ServiceSettings {
  const optional = (name: string, value: number | undefined, min: number) =>
    value === undefined ? undefined : requireCount(name, value, min, MAX);
  return {
    routes: resolveRoutes(options.routes),
    productFilter: options.filters?.ownedProducts ?? fieldsFilter,
    tenantFilter: options.filters?.tenants ?? fieldsFilter,
    defaultLimit: requireCount("defaultLimit", options.defaultLimit ?? 50, 1, MAX),
    maxLimit: optional("maxLimit", options.maxLimit, 1),
    defaultPageSize: requireCount("defaultPageSize", options.defaultPageSize ?? 20, 1, MAX),
    maxPageSize: optional("maxPageSize", options.maxPageSize, 1),
  };
}

/**
 * The four routes of the mock service over `dataset`, under `baseUrl` (absolute, or relative to
 * match on any origin). Each route counts its own requests for the fault plan.
 */
export function mockRoutes(
  dataset: MockDataset,
  baseUrl: string,
  options: MockServiceOptions,
): MockRoute[] {
  const settings = settingsOf(options);
  const latencyMs = requireCount("latencyMs", options.latencyMs ?? 0, 0, MAX);
  checkFaults(options.faults ?? {});
  return (Object.keys(ROUTE_PLACEHOLDERS) as RouteName[]).map((name) => {
    const matcher = routeMatcher(baseUrl, settings.routes[name].path, ROUTE_PLACEHOLDERS[name]);
    const tracker = new FaultTracker(options.faults?.[name]);
    const serve = async (request: Request): Promise<Response | undefined> => {
      const url = new URL(request.url);
      const params = matcher.params(url);
      if (params === undefined) return undefined; // a fixed query part differs: not this route
      // A request given up while it waits gets a dropped connection: nobody reads the answer.
      if (latencyMs > 0 && !(await wait(latencyMs, request.signal))) return Response.error();
      let spoil;
      for (const fault of tracker.select(request)) {
        switch (fault.kind) {
          case "delay":
            if (!(await wait(fault.ms, request.signal))) return Response.error();
            break;
          case "insert":
          case "remove":
            changeItems(dataset, name === "listTenants" ? "tenants" : "ownedProducts", fault);
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
            return Response.error();
        }
      }
      const result = answer(name, url, params, matcher.fixedQuery, dataset, settings);
      if (result.status !== 200) {
        const headers = new Headers({ "Content-Type": "application/problem+json" });
        return jsonResponse(result.body, result.status, headers);
      }
      return spoil === undefined
        ? jsonResponse(result.body)
        : spoiledResponse(name, spoil, result.body);
    };
    return { name, pattern: matcher.pattern, serve };
  });
}
