import type { MockFetchHandler } from "../mock-fetch-handler.js";

// What a page on another origin may read of an answer besides the CORS-safelisted headers: the
// client reads these three to wait before a retry and to name the request in an error.
const EXPOSED = "Retry-After, retry-after-ms, x-request-id";

/**
 * The CORS headers of an answer to `request`: the origin it came from, reflected (a `*` would
 * refuse a page that sends credentials), and what a page may read.
 */
function corsHeaders(request: Request): Record<string, string> {
  const origin = request.headers.get("origin");
  if (origin === null) return {};
  return {
    "Access-Control-Allow-Origin": origin,
    "Access-Control-Allow-Credentials": "true",
    "Access-Control-Expose-Headers": EXPOSED,
    Vary: "Origin",
  };
}

/** Whether `request` is a CORS preflight: an OPTIONS that asks which method it may send. */
export function isPreflight(request: Request): boolean {
  return request.method === "OPTIONS" && request.headers.has("access-control-request-method");
}

/**
 * The answer to a preflight: 204 allowing GET with the headers the page asked for, reflected (a
 * wildcard `Access-Control-Allow-Headers: *` does not cover `Authorization`).
 */
export function preflightAnswer(request: Request): Response {
  const headers = new Headers(corsHeaders(request));
  headers.set("Access-Control-Allow-Methods", "GET, HEAD, OPTIONS");
  const asked = request.headers.get("access-control-request-headers");
  if (asked !== null && asked !== "") headers.set("Access-Control-Allow-Headers", asked);
  headers.set("Access-Control-Max-Age", "600");
  headers.append("Vary", "Access-Control-Request-Headers");
  return new Response(null, { status: 204, headers });
}

/**
 * What msw's handlers answer to an OPTIONS on a route: a preflight's answer, whether or not the
 * request says it is one. In a DOM test environment msw builds the request with the environment's
 * own `Request`, which drops the `Origin` and `Access-Control-Request-*` headers a page may not set
 * (happy-dom's does), so the page's origin is unknown there and any is allowed.
 */
export function optionsAnswer(request: Request): Response {
  const response = preflightAnswer(request);
  if (!response.headers.has("access-control-allow-origin")) {
    response.headers.set("Access-Control-Allow-Origin", "*");
  }
  return response;
}

/**
 * `response` with the CORS headers of an answer to `request` (none when it has no `Origin`). A
 * dropped connection (`Response.error()`) stays dropped.
 */
export function withCorsHeaders(request: Request, response: Response): Response {
  const extra = corsHeaders(request);
  if (response.type === "error" || Object.keys(extra).length === 0) return response;
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/**
 * `handler` made callable from a page on another origin: preflights answered, and every answer
 * (a fault's or a 404's as much as the data) carrying the CORS headers, so that a page reads the
 * status and `Retry-After` of a 503 rather than a bare network error. `broken` is the answer when
 * `handler` throws.
 */
export function withCors(handler: MockFetchHandler, broken: () => Response): MockFetchHandler {
  return async (request) => {
    if (isPreflight(request)) return preflightAnswer(request);
    return withCorsHeaders(request, await handler(request).catch(broken));
  };
}
