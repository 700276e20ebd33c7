import { checkRoutes, ROUTE_PLACEHOLDERS } from "../../client/internal/routes-check.js";
import {
  functionOption,
  INT32_MAX,
  intRangeOption,
  knownKeysOnly,
} from "../../internal/option-checks/index.js";
import type { OwnedProduct } from "../../schemas/owned-product.js";
import type { Tenant } from "../../schemas/tenant.js";
import type { ItemFilter } from "../item-filter.js";
import type { RouteName } from "../faults.js";
import type { MockDataset } from "../mock-dataset.js";
import type { MockServiceOptions } from "../mock-service-options.js";
import { changeItems } from "./change-items.js";
import { FaultTracker } from "./fault-tracker.js";
import { checkFaults } from "./fault-checks.js";
import {
  jsonResponse,
  malformedResponse,
  spoiledResponse,
  statusResponse,
} from "./fault-responses.js";
import { asFixtureError, objectArg } from "./kit-checks.js";
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

// The options' values, checked (their keys are checked by each front end).
function settingsOf(where: string, options: MockServiceOptions): ServiceSettings {
  const count = (name: string, value: unknown, fallback: number) =>
    intRangeOption(where, name, value, 1, INT32_MAX, fallback);
  const filters = objectArg(where, "options.filters", options.filters);
  knownKeysOnly(where, filters, ["ownedProducts", "tenants"], "options", "filters.");
  const filter = <T>(name: "ownedProducts" | "tenants") =>
    functionOption<ItemFilter<T>>(where, `options.filters.${name}`, filters[name]) ?? fieldsFilter;
  const limit = (name: string, value: unknown) =>
    value === undefined ? undefined : count(name, value, 1);
  return {
    routes: checkRoutes(options.routes, where),
    productFilter: filter<OwnedProduct>("ownedProducts"),
    tenantFilter: filter<Tenant>("tenants"),
    defaultLimit: count("defaultLimit", options.defaultLimit, 50),
    maxLimit: limit("maxLimit", options.maxLimit),
    defaultPageSize: count("defaultPageSize", options.defaultPageSize, 20),
    maxPageSize: limit("maxPageSize", options.maxPageSize),
  };
}

/**
 * The four routes of the mock service over `dataset`, under `baseUrl` (absolute, or relative to
 * match on any origin). Each route counts its own requests for the fault plan. The values of
 * `options` are checked here, messages starting with `where` (a FixtureError); the keys and the
 * dataset by the caller.
 */
export function mockRoutes(
  where: string,
  dataset: MockDataset,
  baseUrl: string,
  options: MockServiceOptions,
): MockRoute[] {
  const { settings, latencyMs } = asFixtureError(() => {
    const checked = settingsOf(where, options);
    const latency = intRangeOption(where, "latencyMs", options.latencyMs, 0, INT32_MAX, 0);
    checkFaults(where, options.faults);
    return { settings: checked, latencyMs: latency };
  });
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
