// `owned-products-sdk check` as a CI step runs it, a real process, against loopback services that
// misbehave the way live ones do: a list that fails after its first page, a page past the end
// that repeats the last one, a body cut off or not decodable after its headers, a redirect to an
// origin nothing serves, a Retry-After longer than the client waits, an answer about another id.
// Each report names the operation, the response and what to do; the exit code is the documented
// one; the token never shows.
import { spawn } from "node:child_process";
import type { IncomingMessage, ServerResponse } from "node:http";
import { gzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { createMockFetchHandler, makeDataset } from "../../src/testing/index.js";
import {
  refusedUrl,
  sendJson,
  stallMidBody,
  startLoopbackServer,
} from "../helpers/loopback-server.js";
import { builtCli } from "./cli-process.js";

const cli = builtCli("check-misbehaving-test");
const TOKEN = "tok_live_Qm47-SECRET";
const dataset = makeDataset({ seed: "misbehaving", tenants: 25, productsPerTenant: 2 });
const mockAnswer = createMockFetchHandler(dataset);

interface Operation {
  operation: string;
  verdict: string;
  subject?: string;
  skipped?: string;
  responses: number;
  status?: number;
  failure?: { kind: string; text: string; status?: number; hint?: string };
  violations: { response: string; path: (string | number)[]; message: string }[];
  anomalies: { code: string; message: string; count: number }[];
  observed: { redirectedTo?: { origin: string; count: number }[]; maxPagesReached?: string };
}

interface Report {
  conforms: boolean;
  exitCode: number;
  error?: string;
  operations: Operation[];
}

type Handler = (req: IncomingMessage, res: ServerResponse, url: URL) => boolean | Promise<boolean>;

/** The mock service on a loopback port, each request first offered to `misbehave`. */
async function service(misbehave: Handler) {
  return startLoopbackServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (await misbehave(req, res, url)) return;
    const answer = await mockAnswer(new Request(url));
    res.writeHead(answer.status, Object.fromEntries(answer.headers));
    res.end(await answer.text());
  });
}

/** `check --format json` as a process: the exit code, the report, standard error. */
async function check(url: string, ...args: string[]) {
  const child = spawn(
    process.execPath,
    [cli, "check", "--base-url", url, "--token-env", "CHECK_TOKEN", "--format", "json", ...args],
    { env: { ...process.env, CHECK_TOKEN: TOKEN } },
  );
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
  expect(stdout + stderr).not.toContain(TOKEN);
  const report = JSON.parse(stdout) as Report;
  expect(report.exitCode).toBe(code);
  const op = (name: string) => report.operations.find(({ operation }) => operation === name)!;
  return { code, report, op, stderr };
}

const page = (url: URL, size: number) => {
  const number = Number(url.searchParams.get("pageNumber"));
  const list = dataset.tenants.slice((number - 1) * size, number * size);
  const totalCount = dataset.tenants.length;
  return { list, pageNumber: number, totalPages: Math.ceil(totalCount / size), totalCount };
};

describe("a list that fails after it gave ids", () => {
  test("a tenant page that answers 500 after page 1: the history is still read for page 1's first tenant", async () => {
    const server = await service((_req, res, url) => {
      if (url.pathname !== "/tenants") return false;
      const number = Number(url.searchParams.get("pageNumber"));
      if (number === 2) sendJson(res, 500, { detail: "database down" });
      else sendJson(res, 200, page(url, 10));
      return true;
    });
    const { code, op } = await check(server.url, "--max-pages", "3");
    expect(code).toBe(1);
    expect(op("listTenants")).toMatchObject({
      verdict: "does not conform",
      status: 500,
      failure: { kind: "status", text: "500 Internal Server Error at page 2, 3 attempts" },
    });
    expect(op("purchaseHistory")).toMatchObject({
      verdict: "conforms",
      subject: "tenant 1001: the first of the tenant list",
    });
  });

  test("a list that failed before any id: the operation that needs one says so, and what to pass", async () => {
    const server = await service((_req, res, url) => {
      if (url.pathname !== "/tenants") return false;
      sendJson(res, 404, { title: "Not Found" });
      return true;
    });
    const { op } = await check(server.url);
    expect(op("purchaseHistory")).toMatchObject({
      verdict: "not run",
      skipped: "not run: the tenant list failed before it gave a tenant id; pass --tenant <id>",
    });
  });

  test("a first item whose id is not an int32: the first item that has one is read", async () => {
    const server = await service((_req, res, url) => {
      if (url.pathname !== "/owned-products") return false;
      const list = dataset.ownedProducts.map((product, index) =>
        index === 0 ? { ...product, ownedProductId: 3_000_000_000 } : product,
      );
      sendJson(res, 200, { totalResultCount: list.length, offset: 0, limit: 100, list });
      return true;
    });
    const { op } = await check(server.url);
    expect(op("searchOwnedProducts").violations.map(({ path }) => path)).toEqual([
      ["list", 0, "ownedProductId"],
    ]);
    expect(op("ownedProduct")).toMatchObject({
      verdict: "conforms",
      subject: `owned product ${dataset.ownedProducts[1]!.ownedProductId}: the first of the search`,
    });
  });
});

describe("pages that lie", () => {
  test("a page past the end that repeats the last one: its tenants are dropped as listAll drops them, and said", async () => {
    const server = await service((_req, res, url) => {
      if (url.pathname !== "/tenants") return false;
      const number = Number(url.searchParams.get("pageNumber"));
      if (number < 1) return (sendJson(res, 400, { title: "Bad Request" }), true);
      // 25 tenants, 10 a page: 3 pages, but it says 4, and page 4 is page 3 again.
      const answer = page(new URL(`/tenants?pageNumber=${Math.min(number, 3)}`, url), 10);
      sendJson(res, 200, { ...answer, pageNumber: number, totalPages: 4 });
      return true;
    });
    const { code, op } = await check(server.url);
    expect(code).toBe(0);
    // The repeats are not counted: 25 tenants for a totalCount of 25, no count-mismatch.
    expect(op("listTenants").anomalies).toEqual([
      {
        code: "duplicates-dropped",
        message:
          "paginatePages: the response to page 4 repeats 5 items already seen: not yielded again",
        count: 1,
      },
    ]);
  });
});

describe("a connection that fails after the service answered: reached, with a report", () => {
  test("a body that does not decompress as its Content-Encoding says", async () => {
    const server = await service((_req, res, url) => {
      if (url.pathname !== "/tenants") return false;
      // Gzip's bytes, then text: not gzip as a whole.
      res.writeHead(200, { "content-type": "application/json", "content-encoding": "gzip" });
      res.end(Buffer.concat([gzipSync("").subarray(0, 10), Buffer.from('{"list": [] }')]));
      return true;
    });
    const { code, op, stderr } = await check(server.url);
    expect([code, stderr]).toEqual([1, ""]);
    expect(op("listTenants")).toMatchObject({
      verdict: "does not conform",
      status: 200,
      failure: {
        kind: "other",
        text: "the body of the 200 answer does not decompress as its Content-Encoding says (Z_DATA_ERROR) at page 1, 3 attempts",
        hint: "the service, or a proxy before it, labels the body with a Content-Encoding it is not in",
      },
    });
    expect(op("searchOwnedProducts").verdict).toBe("conforms");
  });

  test("a body cut off after its headers", async () => {
    const server = await service((_req, res, url) => {
      if (url.pathname !== "/tenants") return false;
      res.writeHead(200, { "content-type": "application/json", "content-length": "100000" });
      res.write('{"list":[');
      setTimeout(() => res.destroy(), 5);
      return true;
    });
    const { code, op, stderr } = await check(server.url);
    expect([code, stderr]).toEqual([1, ""]);
    expect(op("listTenants")).toMatchObject({
      verdict: "does not conform",
      status: 200,
      failure: {
        kind: "other",
        text: "the body of the 200 answer was cut off (UND_ERR_SOCKET) at page 1, 3 attempts",
      },
    });
  });

  test("a redirect to an origin where nothing listens: that origin named, not the service's", async () => {
    const nowhere = await refusedUrl();
    const server = await service((req, res, url) => {
      if (url.pathname !== "/tenants") return false;
      res.writeHead(301, { location: `${nowhere}${req.url ?? ""}&api_key=SEKRET` });
      res.end();
      return true;
    });
    const { code, op, stderr } = await check(server.url);
    expect([code, stderr]).toEqual([1, ""]);
    expect(op("listTenants")).toMatchObject({
      verdict: "does not conform",
      status: 301,
      failure: {
        kind: "network",
        text: `no connection (ECONNREFUSED) to ${nowhere}, where the service redirects (301), at page 1, 3 attempts`,
        hint: `this machine cannot reach ${nowhere}: point --base-url (or the route, in a --routes file) at an address it reaches`,
      },
    });
    expect(JSON.stringify(op("listTenants"))).not.toContain("SEKRET");
  });

  test("a body that stalls after its headers, cut by the run's time limit", async () => {
    const server = await service((req, res, url) => {
      if (url.pathname !== "/owned-products") return false;
      void stallMidBody(req, res, 1);
      return true;
    });
    const { code, op } = await check(server.url, "--time-limit", "2");
    expect(code).toBe(1);
    expect(op("searchOwnedProducts")).toMatchObject({
      verdict: "does not conform",
      status: 200,
      failure: {
        kind: "time-limit",
        text: "the body of the 200 answer did not end within the run's time limit (2 s) at offset 0",
      },
    });
  });
});

describe("a service that asks for a pause", () => {
  test("a Retry-After longer than the client waits: said with what to do, and the other operations still run at once", async () => {
    const server = await service((_req, res, url) => {
      if (url.pathname !== "/tenants") return false;
      sendJson(res, 503, { title: "Service Unavailable" }, { "retry-after": "3600" });
      return true;
    });
    const started = Date.now();
    const { code, op } = await check(server.url, "--tenant", "1001");
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(code).toBe(1);
    expect(op("listTenants")).toMatchObject({
      verdict: "does not conform",
      status: 503,
      failure: {
        kind: "status",
        text: "503 Service Unavailable at page 1, 1 attempt; the service asked to retry after 3600 s, longer than check waits (60 s)",
        hint: "the service asks for a pause: run check again once it is over",
      },
    });
    // Not held behind the tenant list's Retry-After (30 s, then "0 attempts"): asked at once.
    expect(op("searchOwnedProducts").verdict).toBe("conforms");
    expect(op("purchaseHistory").verdict).toBe("conforms");
  });
});

describe("refusals of the client's safety limits say what to do", () => {
  test("a redirect loop, and a body over the client's limit", async () => {
    const server = await service((req, res, url) => {
      if (url.pathname === "/tenants") {
        res.writeHead(302, { location: req.url ?? "/" });
        res.end();
        return true;
      }
      if (url.pathname !== "/owned-products") return false;
      res.writeHead(200, { "content-type": "application/json", "content-length": "100000000" });
      res.write("{");
      return true;
    });
    const { code, op } = await check(server.url);
    expect(code).toBe(1);
    expect(op("listTenants").failure).toEqual({
      kind: "other",
      text: "a redirect was refused (too-many) at page 1, 1 attempt",
      hint: "the route redirects more than 5 times (a loop?): point --base-url (or the route, in a --routes file) at the final URL",
    });
    expect(op("searchOwnedProducts").failure).toEqual({
      kind: "other",
      text: "the body is over 67108864 bytes (64 MiB, the client's maxResponseBytes) at offset 0, 1 attempt",
      hint: "an app that reads this operation needs a higher maxResponseBytes, unless the service sends a body without end",
    });
  });
});

describe("an answer about another id than the one asked for", () => {
  test.each([
    ["/tenants/1001/purchase-history", "purchaseHistory", "tenantId", "tenant 1001", "tenant"],
    [
      "/owned-products/50001",
      "ownedProduct",
      "ownedProductId",
      "owned product 50001",
      "owned product",
    ],
  ])(
    "%s answering for another: a violation, the id received not shown",
    async (path, operation, key, label, noun) => {
      const server = await service(async (_req, res, url) => {
        if (url.pathname !== path) return false;
        const answer = await mockAnswer(new Request(url));
        sendJson(res, 200, { ...((await answer.json()) as object), [key]: 777_777 });
        return true;
      });
      const { code, op } = await check(server.url);
      expect(code).toBe(1);
      expect(op(operation)).toMatchObject({
        verdict: "does not conform",
        violations: [
          {
            response: label,
            path: [key],
            message: `another ${noun}'s than the one asked for (${label.split(" ").at(-1)}): the route may not put the id where the service reads it; check routes.${operation}.path in a --routes file`,
          },
        ],
      });
      expect(JSON.stringify(op(operation))).not.toContain("777777");
    },
  );
});

test("nothing listens, --format json: the one line on standard error, and a document on standard output that says so", async () => {
  const nowhere = await refusedUrl();
  const { code, report, op, stderr } = await check(nowhere, "--max-pages", "1");
  const line = `check: cannot reach ${nowhere} (connection refused); check that the service is running there, or correct --base-url`;
  expect([code, stderr]).toEqual([2, `${line}\n`]);
  expect(report).toMatchObject({ conforms: false, exitCode: 2, error: line });
  expect(op("listTenants")).toMatchObject({ verdict: "not reached", failure: { kind: "network" } });
  expect(op("ownedProduct")).toMatchObject({
    verdict: "not run",
    skipped: "not run: the service cannot be reached",
  });
});

test("a redirect to another origin: followed without the token, and the report says where", async () => {
  const other = await service(() => false);
  const server = await service((req, res, url) => {
    if (url.pathname !== "/tenants") return false;
    res.writeHead(302, { location: `${other.url}${req.url ?? ""}` });
    res.end();
    return true;
  });
  const { code, op } = await check(server.url);
  expect(code).toBe(0);
  // Page 1, then page 0 (where numbering starts): both redirected.
  expect(op("listTenants").observed.redirectedTo).toEqual([{ origin: other.url, count: 2 }]);
  expect(op("searchOwnedProducts").observed.redirectedTo).toBeUndefined();
  expect(other.requests.map(({ headers }) => headers.authorization)).toEqual([
    undefined,
    undefined,
  ]);
});

test("a base URL without the service's path prefix: every route 404s, and the hint says so", async () => {
  const server = await service((_req, res, url) => {
    if (url.pathname.startsWith("/api/v2/")) return false;
    sendJson(res, 404, { title: "Not Found" });
    return true;
  });
  const { code, op } = await check(server.url);
  expect(code).toBe(1);
  expect(op("listTenants").failure?.hint).toBe(
    'the service may not have the route /tenants: override routes.listTenants.path in a --routes file, such as {"listTenants":{"path":"/your/path"}}; or --base-url lacks the service\'s path prefix, as in https://api.example.com/v2',
  );
  expect(op("ownedProduct").skipped).toBe(
    "not run: the search failed before it gave an owned product id; pass --product <id>",
  );
});

test("lists longer than --max-pages: where the run stopped is said, the rest not checked", async () => {
  const server = await service((_req, res, url) => {
    if (url.pathname === "/tenants" && Number(url.searchParams.get("pageNumber")) >= 1) {
      sendJson(res, 200, page(url, 10));
      return true;
    }
    if (url.pathname !== "/owned-products") return false;
    const offset = Number(url.searchParams.get("offset"));
    const list = dataset.ownedProducts.slice(offset, offset + 10);
    const totalResultCount = dataset.ownedProducts.length;
    sendJson(res, 200, { totalResultCount, offset, limit: 10, list });
    return true;
  });
  const { code, op } = await check(server.url, "--max-pages", "2");
  expect(code).toBe(0);
  expect(op("listTenants").observed.maxPagesReached).toBe("page 2 of 3");
  expect(op("searchOwnedProducts").observed.maxPagesReached).toBe(
    "offset 10 (20 of 50 results read)",
  );
  // A list that ends within --max-pages says nothing of it.
  const whole = await check(server.url, "--max-pages", "5");
  expect(whole.op("listTenants").observed.maxPagesReached).toBeUndefined();
  expect(whole.op("searchOwnedProducts").observed.maxPagesReached).toBeUndefined();
});
