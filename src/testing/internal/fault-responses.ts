import type { InvalidBodyFault, MalformedBodyFault, RouteName, StatusFault } from "../faults.js";
import { problem } from "./mock-service.js";

// The answers of the faults that replace the data, as web-standard Responses: msw and the real
// server send them alike.

const TRUNCATED = '{"totalResultCount": 3, "list": [{"ownedProductId": 50001, "name": "Sta';

// Each route's default contract violation: one non-nullable field of the wrong type.
const SPOIL: Record<RouteName, (body: Record<string, unknown>) => unknown> = {
  purchaseHistory: (body) => ({ ...body, tenantId: String(body["tenantId"]) }),
  ownedProduct: (body) => ({ ...body, qty: 1.5 }),
  searchOwnedProducts: (body) => ({ ...body, totalResultCount: String(body["totalResultCount"]) }),
  listTenants: (body) => ({ ...body, totalPages: null }),
};

const NO_BODY = new Set([204, 205, 304]);

/** A JSON answer with `Content-Type: application/json` unless `headers` say otherwise. */
export function jsonResponse(body: unknown, status = 200, headers = new Headers()): Response {
  if (!headers.has("Content-Type")) headers.set("Content-Type", "application/json");
  return new Response(JSON.stringify(body), { status, headers });
}

/** The answer of a `status` fault: its status, headers and body (a problem document by default). */
export function statusResponse(fault: StatusFault): Response {
  // A header set to undefined is left out (JSON drops it), as the client's headers option leaves
  // it out and the fault check lets it pass: Headers would send the text "undefined".
  const given = fault.headers ?? {};
  const headers = new Headers(
    given instanceof Headers ? given : (JSON.parse(JSON.stringify(given)) as typeof given),
  );
  if (fault.retryAfter !== undefined) headers.set("Retry-After", String(fault.retryAfter));
  if (NO_BODY.has(fault.status)) return new Response(null, { status: fault.status, headers });
  if (typeof fault.body === "string") {
    if (!headers.has("Content-Type")) headers.set("Content-Type", "text/plain");
    return new Response(fault.body, { status: fault.status, headers });
  }
  if (fault.body !== undefined) return jsonResponse(fault.body, fault.status, headers);
  if (!headers.has("Content-Type")) headers.set("Content-Type", "application/problem+json");
  const { body } = problem(fault.status, "Injected by the mock service's fault plan");
  return jsonResponse(body, fault.status, headers);
}

/** The answer of a `malformed` fault: a body that is not the JSON it claims to be. */
export function malformedResponse(fault: MalformedBodyFault): Response {
  const headers = { "Content-Type": fault.contentType ?? "application/json" };
  return new Response(fault.body ?? TRUNCATED, { status: fault.status ?? 200, headers });
}

/** The answer of an `invalid` fault: the correct body of `route`, changed to break the contract. */
export function spoiledResponse(
  route: RouteName,
  fault: InvalidBodyFault,
  body: unknown,
): Response {
  // A copy as the client would read it, so that a fault's change cannot reach into the dataset,
  // and editing products[1] leaves activeProducts alone (structuredClone keeps them one object).
  const copy = JSON.parse(JSON.stringify(body)) as Record<string, unknown>;
  const changed = (fault.change ?? SPOIL[route])(copy);
  // A change that edits the body in place and returns nothing means the edited body, as the
  // `change` fault's change(dataset) does: JSON.stringify(undefined) would send no JSON at all.
  return jsonResponse(changed === undefined ? copy : changed);
}
