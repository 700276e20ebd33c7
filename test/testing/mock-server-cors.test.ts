// startMockServer answers CORS by default, on every answer a page on another origin may get:
// data, faults, 404s and a broken fault's 500; `cors: false` answers as a server without CORS.
// test/browser/mock-cors.browser.test.ts proves it from a real Chromium page.
import { afterEach, describe, expect, test } from "vitest";
import { makeDataset, startMockServer, type MockServer } from "../../src/testing/index.js";

const open: MockServer[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((server) => server.close()));
});

async function start(options: Parameters<typeof startMockServer>[0] = {}) {
  const server = await startMockServer({ dataset: makeDataset({ tenants: 3 }), ...options });
  open.push(server);
  return server;
}

const page = "http://app.example.test:5173";
const EXPOSED = "Retry-After, retry-after-ms, x-request-id";

/** The CORS headers of an answer, by name. */
function cors(response: Response) {
  const pick = (name: string) => response.headers.get(name);
  return {
    origin: pick("access-control-allow-origin"),
    credentials: pick("access-control-allow-credentials"),
    exposed: pick("access-control-expose-headers"),
    vary: pick("vary"),
  };
}
const allowed = { origin: page, credentials: "true", exposed: EXPOSED, vary: "Origin" };
const none = { origin: null, credentials: null, exposed: null, vary: null };

describe("by default", () => {
  test("a preflight gets 204 allowing GET and exactly the headers it asked for", async () => {
    const server = await start();
    const response = await fetch(`${server.url}/tenants/1001/purchase-history`, {
      method: "OPTIONS",
      headers: {
        origin: page,
        "access-control-request-method": "GET",
        "access-control-request-headers": "authorization,x-trace",
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe(page);
    expect(response.headers.get("access-control-allow-methods")).toBe("GET, HEAD, OPTIONS");
    expect(response.headers.get("access-control-allow-headers")).toBe("authorization,x-trace");
    expect(response.headers.get("access-control-allow-credentials")).toBe("true");
    expect(response.headers.get("vary")).toBe("Origin, Access-Control-Request-Headers");
    expect(await response.text()).toBe("");
  });

  test.each([
    ["the data", {}, "/tenants/1001/purchase-history", 200],
    ["a 404", {}, "/tenants/99/purchase-history", 404],
    ["an unknown path", {}, "/nowhere", 404],
    ["a 400", {}, "/owned-products?limit=0", 400],
    [
      "a 503 fault, whose Retry-After it exposes",
      { listTenants: { kind: "status", status: 503, retryAfter: 2 } },
      "/tenants",
      503,
    ],
    ["a malformed body", { ownedProduct: { kind: "malformed" } }, "/owned-products/50001", 200],
    [
      "a fault whose change throws",
      {
        listTenants: {
          kind: "change",
          change: () => {
            throw new Error("broken");
          },
        },
      },
      "/tenants",
      500,
    ],
  ] as const)("%s reflects the page's origin", async (_name, faults, path, status) => {
    const server = await start({ faults });
    const response = await fetch(`${server.url}${path}`, { headers: { origin: page } });
    expect(response.status).toBe(status);
    expect(cors(response)).toEqual(allowed);
  });

  test("a request without an Origin (not from a page) gets no CORS headers", async () => {
    const server = await start();
    expect(cors(await fetch(`${server.url}/tenants`))).toEqual(none);
  });

  test("an OPTIONS that is no preflight is a 405, as before", async () => {
    const server = await start();
    const response = await fetch(`${server.url}/tenants`, { method: "OPTIONS" });
    expect([response.status, response.headers.get("allow")]).toEqual([405, "GET"]);
  });
});

describe("cors: false", () => {
  test("a preflight gets 405 and no answer carries CORS headers", async () => {
    const server = await start({
      cors: false,
      faults: { listTenants: { kind: "status", status: 503, retryAfter: 2 } },
    });
    const preflight = await fetch(`${server.url}/tenants`, {
      method: "OPTIONS",
      headers: { origin: page, "access-control-request-method": "GET" },
    });
    expect(preflight.status).toBe(405);
    expect(cors(preflight)).toEqual(none);
    const fault = await fetch(`${server.url}/tenants`, { headers: { origin: page } });
    expect([fault.status, cors(fault)]).toEqual([503, none]);
  });

  test("a value that is not a boolean is a FixtureError naming the option", async () => {
    await expect(startMockServer({ cors: "yes" as never })).rejects.toThrow(
      /startMockServer: options\.cors must be a boolean/,
    );
  });
});
