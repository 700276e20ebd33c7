// `owned-products-sdk mock` in this process: its flags reach the server, it logs each request and
// stops when asked. test/package/cli.test.ts runs the built command and sends it SIGTERM.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { parseFault } from "../../src/cli/internal/parse-fault.js";
import type { HttpError } from "../../src/index.js";
import { createClient } from "../../src/index.js";
import { makeDataset } from "../../src/testing/index.js";
import { runCommand } from "./run-cli-helper.js";

/** Starts the mock command; resolves with its URL, a way to stop it and its lines so far. */
async function startMock(...args: string[]) {
  let stop!: () => void;
  const stopped = new Promise<void>((resolve) => (stop = resolve));
  const lines: string[] = [];
  const { runCli } = await import("../../src/cli/internal/run-cli.js");
  const done = runCli(
    ["mock", "--port", "0", ...args],
    {
      out: (text) => lines.push(text),
      err: (text) => lines.push(`ERR ${text}`),
      stdin: () => Promise.resolve(new Uint8Array()),
      env: {},
      onStop: (callback) => void stopped.then(() => callback()),
    },
    "9.9.9",
  );
  await expect.poll(() => lines.length, { timeout: 15_000 }).toBeGreaterThan(1);
  const url = /listening on (http:\S+)/.exec(lines[0] ?? "")?.[1] ?? "";
  return { url, lines, stop: () => (stop(), done) };
}

test("serves the seeded dataset to the client, logs each request, and stops when asked", async () => {
  const mock = await startMock("--seed", "cli", "--tenants", "4", "--products", "2");
  const expected = makeDataset({ seed: "cli", tenants: 4, productsPerTenant: 2 });
  const client = createClient({ baseUrl: mock.url, validation: "strict" });
  expect(await client.tenants.listAll({ pageSize: 3 }).toArray()).toEqual(expected.tenants);
  expect(await client.ownedProducts.get(50003)).toEqual(expected.ownedProducts[2]);
  expect(await mock.stop()).toBe(0);
  expect(mock.lines).toEqual([
    `Mock service listening on ${mock.url}`,
    "4 tenants, 8 owned products; Ctrl+C stops it",
    "GET /tenants?pageNumber=1&pageSize=3 200",
    "GET /tenants?pageNumber=2&pageSize=3 200",
    "GET /owned-products/50003 200",
    "Mock service stopped",
  ]);
  await expect(fetch(`${mock.url}/tenants`)).rejects.toThrow(TypeError);
});

test("a logged request shows no value of a secret-named query parameter", async () => {
  const mock = await startMock("--tenants", "1");
  await fetch(`${mock.url}/owned-products?limit=1&api_key=k-123&smtpOAuthToken=t-456&tokenCount=3`);
  await fetch(`${mock.url}/nowhere?access%5Ftoken=t-789`);
  expect(await mock.stop()).toBe(0);
  expect(mock.lines.join("\n")).not.toMatch(/k-123|t-456|t-789/);
  expect(mock.lines).toContain(
    "GET /owned-products?limit=1&api_key=[REDACTED]&smtpOAuthToken=[REDACTED]&tokenCount=3 200",
  );
});

test("--fault, --routes and a numeric --seed reach the server", async () => {
  const routes = join(mkdtempSync(join(tmpdir(), "mock-")), "routes.json");
  writeFileSync(
    routes,
    JSON.stringify({ ownedProduct: { path: "/v2/products/{ownedProductId}" } }),
  );
  const mock = await startMock(
    "--seed",
    "7",
    "--routes",
    routes,
    "--fault",
    "ownedProduct=status:503,times=1,retryAfter=2",
    "--fault",
    "listTenants=network",
  );
  const first = await fetch(`${mock.url}/v2/products/50001`);
  expect([first.status, first.headers.get("retry-after")]).toEqual([503, "2"]);
  const client = createClient({
    baseUrl: mock.url,
    routes: { ownedProduct: { path: "/v2/products/{ownedProductId}" } },
  });
  expect(await client.ownedProducts.get(50001)).toEqual(
    makeDataset({ seed: 7, tenants: 10 }).ownedProducts[0],
  );
  await expect(fetch(`${mock.url}/tenants`)).rejects.toThrow(TypeError);
  expect((await client.ownedProducts.get(1).catch((e: unknown) => e)) as HttpError).toMatchObject({
    status: 404,
  });
  await mock.stop();
  expect(mock.lines).toContain("GET /tenants dropped");
});

test("--max-limit and --max-page-size clamp as the handlers' maxLimit and maxPageSize", async () => {
  const mock = await startMock("--tenants", "5", "--max-limit", "3", "--max-page-size", "2");
  const search = (await (await fetch(`${mock.url}/owned-products?limit=10`)).json()) as {
    limit: number;
    list: unknown[];
    warnings: string[] | null;
  };
  expect([search.limit, search.list.length]).toEqual([3, 3]);
  expect(search.warnings?.length).toBe(1);
  const page = (await (await fetch(`${mock.url}/tenants?pageSize=10`)).json()) as {
    totalPages: number;
    list: unknown[];
  };
  expect([page.totalPages, page.list.length]).toEqual([3, 2]);
  // The client pages through what the clamps leave, and so reads everything.
  const client = createClient({ baseUrl: mock.url });
  expect(await client.tenants.listAll({ pageSize: 10 }).toArray()).toHaveLength(5);
  await mock.stop();
});

test.each([
  [["--max-limit", "0"], "mock: --max-limit must be an integer from 1 to 2147483647"],
  [["--max-page-size", "x"], "mock: --max-page-size must be an integer from 1 to 2147483647"],
])("%j is a usage error, exit 2", async (args, message) => {
  expect(await runCommand(["mock", "--port", "0", ...args])).toEqual({
    code: 2,
    out: "",
    err: message,
  });
});

describe("CORS", () => {
  const origin = "http://localhost:5173";
  const preflight = (url: string) =>
    fetch(`${url}/owned-products/50001`, {
      method: "OPTIONS",
      headers: {
        origin,
        "access-control-request-method": "GET",
        "access-control-request-headers": "authorization",
      },
    });

  test("by default a page on another origin may call it, and read a fault's Retry-After", async () => {
    const mock = await startMock("--fault", "listTenants=status:503,retryAfter=1");
    const answer = await preflight(mock.url);
    expect(answer.status).toBe(204);
    expect(answer.headers.get("access-control-allow-origin")).toBe(origin);
    expect(answer.headers.get("access-control-allow-headers")).toBe("authorization");
    const fault = await fetch(`${mock.url}/tenants`, { headers: { origin } });
    expect(fault.status).toBe(503);
    expect(fault.headers.get("access-control-allow-origin")).toBe(origin);
    expect(fault.headers.get("access-control-expose-headers")).toBe(
      "Retry-After, retry-after-ms, x-request-id",
    );
    await mock.stop();
    expect(mock.lines).toContain("OPTIONS /owned-products/50001 204");
  });

  test("--no-cors turns it off: a preflight gets 405, an answer no CORS header", async () => {
    const mock = await startMock("--no-cors");
    expect((await preflight(mock.url)).status).toBe(405);
    const data = await fetch(`${mock.url}/owned-products/50001`, { headers: { origin } });
    expect([data.status, data.headers.get("access-control-allow-origin")]).toEqual([200, null]);
    await mock.stop();
  });
});

test("a port in use is a usage error that names the port and says --port 0, exit 2", async () => {
  const mock = await startMock();
  const port = new URL(mock.url).port;
  expect(await runCommand(["mock", "--port", port])).toEqual({
    code: 2,
    out: "",
    err:
      `mock: port ${port} of 127.0.0.1 is in use (EADDRINUSE); stop what listens there, ` +
      "or pick another port with --port <n> (--port 0 picks a free one)",
  });
  await mock.stop();
});

test("a --host that is not this machine's is a usage error that says so, exit 2", async () => {
  // 192.0.2.1 is TEST-NET-1 (RFC 5737): never an address of this machine.
  expect(await runCommand(["mock", "--host", "192.0.2.1", "--port", "0"])).toEqual({
    code: 2,
    out: "",
    err:
      "mock: cannot listen on port 0 of 192.0.2.1 (EADDRNOTAVAIL); " +
      "--host must be an address of this machine, as 127.0.0.1 or 0.0.0.0",
  });
});

test("an empty --host is a usage error, not a server at http://:<port>, exit 2", async () => {
  expect(await runCommand(["mock", "--host", "", "--port", "0"])).toEqual({
    code: 2,
    out: "",
    err: "mock: --host needs an address of this machine, as 127.0.0.1 or 0.0.0.0",
  });
});

describe("--fault ROUTE=KIND[:VALUE][,OPTION=VALUE…]", () => {
  test.each([
    [
      "listTenants=status:503,times=2,retryAfter=1",
      ["listTenants", { kind: "status", status: 503, times: 2, retryAfter: 1 }],
    ],
    [
      "ownedProduct=delay:infinite,nth=2+3",
      ["ownedProduct", { kind: "delay", ms: "infinite", nth: [2, 3] }],
    ],
    ["searchOwnedProducts=delay:250", ["searchOwnedProducts", { kind: "delay", ms: 250 }]],
    ["purchaseHistory=malformed", ["purchaseHistory", { kind: "malformed" }]],
    ["purchaseHistory=malformed:502", ["purchaseHistory", { kind: "malformed", status: 502 }]],
    ["ownedProduct=invalid", ["ownedProduct", { kind: "invalid" }]],
    ["ownedProduct=network,nth=1", ["ownedProduct", { kind: "network", nth: [1] }]],
    ["listTenants=insert:3,at=2", ["listTenants", { kind: "insert", count: 3, at: 2 }]],
    ["searchOwnedProducts=remove", ["searchOwnedProducts", { kind: "remove" }]],
  ])("%s", (text, expected) => {
    expect(parseFault(text)).toEqual(expected);
  });

  test.each([
    [
      "tenants=status:503",
      /ROUTE one of purchaseHistory, ownedProduct, searchOwnedProducts, listTenants$/,
    ],
    ["listTenants", /write ROUTE=KIND/],
    [
      "listTenant=network",
      /unknown route "listTenant" \(did you mean listTenants\?\); ROUTE one of purchaseHistory, /,
    ],
    ["listTenants=explode", /unknown fault kind "explode"; one of status, delay/],
    [
      "listTenants=stauts:503",
      /unknown fault kind "stauts" \(did you mean status\?\); one of status, delay/,
    ],
    ["listTenants=status", /say the status, as status:503/],
    ["listTenants=status:99", /the status must be an integer from 200 to 599/],
    ["listTenants=delay", /say how long, as delay:500/],
    ["listTenants=delay:soon", /the delay must be an integer of at least 0/],
    ["listTenants=network:1", /network takes no value/],
    [
      "listTenants=invalid,often=1",
      /unknown fault option "often"; one of nth, times, retryAfter, at/,
    ],
    ["listTenants=invalid,retryAfter=1", /retryAfter goes with a status fault/],
    // Said in the command line's words, not as startMockServer's faults.listTenants[0].at.
    ["listTenants=network,at=1", /: at goes with an insert or remove fault$/],
    ["ownedProduct=status:503,at=0", /: at goes with an insert or remove fault$/],
    [
      "listTenants=status:503,tims=2",
      /: unknown fault option "tims" \(did you mean times\?\); one of nth, times, retryAfter, at$/,
    ],
    ["listTenants=network,NTH=2", /unknown fault option "NTH" \(did you mean nth\?\); one of nth,/],
    ["listTenants=invalid,times=0", /times must be an integer of at least 1/],
    // The last one silently winning would hide a typo in a script that builds the spec.
    [
      "listTenants=status:503,times=1,times=2",
      /: times is given more than once, and takes one value; give it once$/,
    ],
    [
      "listTenants=status:503,nth=1,nth=2",
      /: nth is given more than once, and takes one value; list the requests in one, as nth=1\+2$/,
    ],
    ["listTenants=status:503,times=1=2", /times must be an integer of at least 1/],
  ])("%s is a usage error, exit 2", async (text, message) => {
    const { code, err } = await runCommand(["mock", "--fault", text]);
    expect(code).toBe(2);
    expect(err).toMatch(new RegExp(`^mock: --fault ${text.replace(/[+.]/g, "\\$&")}: `));
    expect(err).toMatch(message);
  });
});
