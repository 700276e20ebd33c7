// createHandlers answers CORS as startMockServer does: a DOM test environment whose fetch makes
// its own CORS checks (happy-dom sends a preflight before every cross-origin request, and refuses
// the request when nothing answers it) reaches the data, where it got a bare network error. There
// msw builds the request with the environment's `Request`, which drops `Origin` and
// `Access-Control-Request-Method`: an OPTIONS without them is answered as a preflight too.
import { getResponse } from "msw";
import { describe, expect, test } from "vitest";
import { createHandlers, makeDataset } from "../../src/testing/index.js";

const BASE = "https://api.test";
const page = "http://localhost:3000";
const EXPOSED = "Retry-After, retry-after-ms, x-request-id";
const handlers = (faults = {}) =>
  createHandlers(makeDataset({ tenants: 3 }), { baseUrl: BASE, faults });

const answer = (request: Request, faults = {}) => getResponse(handlers(faults), request);
const preflight = (path: string, asked?: string) =>
  new Request(`${BASE}${path}`, {
    method: "OPTIONS",
    headers: {
      origin: page,
      "access-control-request-method": "GET",
      ...(asked === undefined ? {} : { "access-control-request-headers": asked }),
    },
  });

describe("a preflight", () => {
  test.each([
    "/tenants/1001/purchase-history",
    "/owned-products/50001",
    "/owned-products?offset=0&limit=5",
    "/tenants?pageNumber=1",
  ])("to %s gets 204 allowing GET from the page's origin", async (path) => {
    const response = await answer(preflight(path, "accept,authorization"));
    expect(response?.status).toBe(204);
    expect(response?.headers.get("access-control-allow-origin")).toBe(page);
    expect(response?.headers.get("access-control-allow-methods")).toBe("GET, HEAD, OPTIONS");
    expect(response?.headers.get("access-control-allow-headers")).toBe("accept,authorization");
  });

  test("is answered before any fault: a fault counts the requests, not their preflights", async () => {
    const faults = { listTenants: { kind: "status", status: 503, nth: 1 } } as const;
    const set = handlers(faults);
    expect((await getResponse(set, preflight("/tenants")))?.status).toBe(204);
    const first = await getResponse(
      set,
      new Request(`${BASE}/tenants`, { headers: { origin: page } }),
    );
    expect(first?.status).toBe(503);
    expect(first?.headers.get("access-control-allow-origin")).toBe(page);
  });

  test("stripped of Origin and Access-Control-Request-Method (happy-dom's) allows any origin", async () => {
    const response = await answer(new Request(`${BASE}/tenants`, { method: "OPTIONS" }));
    expect(response?.status).toBe(204);
    expect(response?.headers.get("access-control-allow-origin")).toBe("*");
    expect(response?.headers.get("access-control-allow-methods")).toBe("GET, HEAD, OPTIONS");
  });

  test("to no route, or another method, is still not the service's", async () => {
    expect(await answer(new Request(`${BASE}/tenants`, { method: "POST" }))).toBeUndefined();
    expect(await answer(preflight("/elsewhere"))).toBeUndefined();
  });
});

describe("an answer", () => {
  test("to a page on another origin carries the CORS headers, a 404's as much as the data's", async () => {
    for (const path of ["/tenants?pageNumber=1", "/owned-products/1"]) {
      const response = await answer(new Request(`${BASE}${path}`, { headers: { origin: page } }));
      expect(response?.headers.get("access-control-allow-origin")).toBe(page);
      expect(response?.headers.get("access-control-expose-headers")).toBe(EXPOSED);
    }
  });

  test("without an Origin is as before: no CORS headers, the same body", async () => {
    const response = await answer(new Request(`${BASE}/tenants?pageNumber=1&pageSize=2`));
    expect(response?.status).toBe(200);
    expect(response?.headers.get("access-control-allow-origin")).toBeNull();
    expect(((await response?.json()) as { list: unknown[] }).list).toHaveLength(2);
  });

  test("a network fault stays a dropped connection", async () => {
    const faults = { ownedProduct: { kind: "network" } } as const;
    const response = await answer(
      new Request(`${BASE}/owned-products/50001`, { headers: { origin: page } }),
      faults,
    );
    expect(response?.type).toBe("error");
  });
});
