import { jsonResponse } from "./fault-responses.js";
import { problem } from "./mock-service.js";
import { mockRoutes } from "./mock-routes.js";
import type { MockDataset } from "../mock-dataset.js";
import type { MockServiceOptions } from "../mock-service-options.js";

const PROBLEM = { "Content-Type": "application/problem+json" };

/**
 * The mock service as a fetch-style function over `dataset`, under `baseUrl`: what
 * createMockFetchHandler returns and startMockServer serves. `where` names the function called
 * in the messages of `options`' values (checked here; its keys and the dataset by the caller).
 */
export function serviceFetchHandler(
  where: string,
  dataset: MockDataset,
  baseUrl: string,
  options: MockServiceOptions,
): (request: Request) => Promise<Response> {
  const routes = mockRoutes(where, dataset, baseUrl, options);
  return async (request) => {
    const url = new URL(request.url);
    const target = `${url.origin}${url.pathname}`;
    for (const route of routes.filter((r) => r.pattern.test(target))) {
      if (request.method !== "GET") {
        const { status, body } = problem(405, `${request.method} is not served: only GET`);
        return jsonResponse(body, status, new Headers({ ...PROBLEM, Allow: "GET" }));
      }
      const response = await route.serve(request);
      if (response !== undefined) return response;
    }
    const { status, body } = problem(404, `No route of the mock service matches ${url.pathname}`);
    return jsonResponse(body, status, new Headers(PROBLEM));
  };
}
