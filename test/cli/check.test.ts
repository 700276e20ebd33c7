// `owned-products-sdk check` against the mock service on a real port (its faults as a live
// service misbehaves) and loopback servers: what each operation reports, the exit code a CI step
// reads (0 conforms, 1 a violation, 2 unreachable, refused or bad usage), and never the token.
import { writeFileSync } from "node:fs";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, onTestFinished, test } from "vitest";
import { formatIssues, resourceSchemas } from "../../src/index.js";
import {
  createMockFetchHandler,
  makeDataset,
  startMockServer,
  type MockServerOptions,
} from "../../src/testing/index.js";
import { refusedUrl, sendJson, sendText, startLoopbackServer } from "../helpers/loopback-server.js";
import { runCommand } from "./run-cli-helper.js";

const TOKEN = "tok_live_8f3Kq2-SECRET";
const ENV = { OWNED_PRODUCTS_TOKEN: TOKEN };
const DATASET = { seed: "check", tenants: 3, productsPerTenant: 2 };
const dir = mkdtempSync(join(tmpdir(), "check-"));

interface Operation {
  operation: string;
  verdict: string;
  subject?: string;
  skipped?: string;
  responses: number;
  status?: number;
  failure?: { kind: string; text: string; status?: number; hint?: string };
  violations: { response: string; path: (string | number)[]; message: string }[];
  unknownFields: { path: string[]; count: number }[];
  anomalies: { code: string; message: string; count: number }[];
  observed: {
    dateTimes: { seen: number; offsets: Record<string, number>; fractionDigits: object };
    nullableWithoutValue: { path: string[]; null: number; absent: number }[];
    limit?: { requested: number; echoed: number; served: number; verdict: string };
    pageNumbering?: { firstPage: number | null; evidence: string };
  };
}

/** Runs `check` against `url`; every output is checked for the token, whatever the test. */
async function check(url: string, ...args: string[]) {
  const run = await runCommand(
    ["check", "--base-url", url, "--token-env", "OWNED_PRODUCTS_TOKEN", ...args],
    { env: ENV },
  );
  expect(run.out + run.err).not.toContain(TOKEN);
  return run;
}

/** `check --format json`: the exit code and each operation's report, by name. */
async function checkJson(url: string, ...args: string[]) {
  const run = await check(url, "--format", "json", ...args);
  expect(run.err).toBe("");
  const report = JSON.parse(run.out) as { exitCode: number; operations: Operation[] };
  expect(report.exitCode).toBe(run.code);
  const op = (name: string) => report.operations.find(({ operation }) => operation === name)!;
  return { code: run.code, report, op };
}

async function mock(options: MockServerOptions = {}) {
  const server = await startMockServer({ dataset: DATASET, ...options });
  onTestFinished(() => server.close());
  return server.url;
}

/** The mock service behind a loopback server that records every request and its headers. */
async function recordingMock() {
  const answer = createMockFetchHandler(makeDataset(DATASET));
  return startLoopbackServer(async (req, res) => {
    const response = await answer(new Request(`http://localhost${req.url ?? "/"}`));
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(await response.text());
  });
}

function routesFile(routes: unknown): string {
  const path = join(dir, `routes-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(path, JSON.stringify(routes));
  return path;
}

describe("a service that keeps the contract", () => {
  test("exit 0: every operation conforms, in order, with what the server sends", async () => {
    const { code, report, op } = await checkJson(await mock());
    expect(code).toBe(0);
    expect(report.operations.map(({ operation, verdict }) => [operation, verdict])).toEqual([
      ["listTenants", "conforms"],
      ["searchOwnedProducts", "conforms"],
      ["purchaseHistory", "conforms"],
      ["ownedProduct", "conforms"],
    ]);
    expect(op("listTenants")).toMatchObject({
      responses: 1,
      status: 200,
      violations: [],
      unknownFields: [],
      anomalies: [],
      observed: { pageNumbering: { firstPage: 1, evidence: "page 0 answered 400" } },
    });
    expect(op("searchOwnedProducts").observed.limit).toEqual({
      requested: 100,
      echoed: 100,
      served: 6,
      verdict: "not seen",
    });
    expect(op("purchaseHistory").subject).toBe("tenant 1001: the first of the tenant list");
    expect(op("ownedProduct").subject).toBe("owned product 50001: the first of the search");
    for (const { observed } of report.operations) {
      const { seen, offsets } = observed.dateTimes;
      expect(seen).toBeGreaterThan(0);
      expect(offsets["Z"]! + offsets["offset"]! + offsets["none"]!).toBe(seen);
    }
  });

  test("text: a verdict per operation, then a summary line with the exit code", async () => {
    const { code, out, err } = await check(await mock());
    expect([code, err]).toEqual([0, ""]);
    const lines = out.split("\n");
    expect(lines.filter((line) => /^\w+: /.test(line))).toEqual([
      "listTenants: conforms (1 response)",
      "searchOwnedProducts: conforms (1 response)",
      "purchaseHistory: conforms (1 response)",
      "ownedProduct: conforms (1 response)",
      "check: 4 operations; conforms: 4; exit 0",
    ]);
    expect(lines).toContain(
      "  GET /tenants/{tenantId}/purchase-history, tenant 1001: the first of the tenant list",
    );
    expect(lines).toContain("  pages numbered from 1: page 0 answered 400");
    expect(lines).toContain("  limit: 100 asked, 100 echoed, 6 served: not seen");
  });

  test("requests go where the routes say, filters repeated, the token as a bearer", async () => {
    const server = await recordingMock();
    const routes = routesFile({ listTenants: { pageSizeParam: "size" } });
    const args = ["--routes", routes, "--filter", "tag=a", "--filter", "tag=b"];
    const { op } = await checkJson(server.url, ...args, "--tenant", "1002", "--product", "50003");
    expect(server.requests.map(({ url }) => url)).toEqual([
      "/tenants?pageNumber=1&size=100",
      "/tenants?pageNumber=0&size=100",
      "/owned-products?offset=0&limit=100&tag=a&tag=b",
      "/tenants/1002/purchase-history",
      "/owned-products/50003",
    ]);
    expect(server.requests.map(({ headers }) => headers.authorization)).toEqual(
      Array(5).fill(`Bearer ${TOKEN}`),
    );
    expect(op("searchOwnedProducts").subject).toBe("filtered by tag");
    expect(op("purchaseHistory").subject).toBe("tenant 1002: from --tenant");
    expect(op("ownedProduct").subject).toBe("owned product 50003: from --product");
  });

  test("an empty list gives no id to ask for: that operation is not run, and nothing fails", async () => {
    const url = await mock({ dataset: { ...DATASET, tenants: 0, productsPerTenant: 0 } });
    const { code, op } = await checkJson(url);
    expect(code).toBe(0);
    expect([op("purchaseHistory").skipped, op("ownedProduct").skipped]).toEqual([
      "not run: the tenant list gave no tenant id; pass --tenant <id>",
      "not run: the search gave no owned product id; pass --product <id>",
    ]);
  });

  test("--auth-header sends the token as is under that header", async () => {
    const server = await recordingMock();
    await checkJson(server.url, "--auth-header", "X-Api-Key", "--product", "50002");
    expect(server.requests.at(-1)!.url).toBe("/owned-products/50002");
    for (const { headers } of server.requests) {
      expect([headers["x-api-key"], headers.authorization]).toEqual([TOKEN, undefined]);
    }
  });

  test("--max-pages bounds the tenant pages and the search windows alike", async () => {
    const url = await mock({ dataset: { ...DATASET, tenants: 30 }, maxPageSize: 5, maxLimit: 5 });
    const { code, op } = await checkJson(url, "--max-pages", "2");
    expect(code).toBe(0);
    // Two pages, then page 0, which tells where numbering starts.
    expect(op("listTenants").responses).toBe(2);
    expect(op("searchOwnedProducts").responses).toBe(2);
  });
});

describe("violations: exit 1", () => {
  test("an invalid body: its paths and the schemas' words, never its values", async () => {
    const url = await mock({
      faults: {
        ownedProduct: { kind: "invalid" },
        searchOwnedProducts: {
          kind: "invalid",
          change: (body) => {
            (body["list"] as Record<string, unknown>[])[1]!["tenantId"] = "SECRET-VALUE";
          },
        },
      },
    });
    const { code, op } = await checkJson(url);
    expect(code).toBe(1);
    const message = (resource: "OwnedProduct", value: object) =>
      resourceSchemas[resource].default.safeParse(value).error!.issues[0]!.message;
    const product = makeDataset(DATASET).ownedProducts[0]!;
    expect(op("searchOwnedProducts")).toMatchObject({
      verdict: "does not conform",
      violations: [
        {
          response: "offset 0",
          path: ["list", 1, "tenantId"],
          message: message("OwnedProduct", { ...product, tenantId: "x" }),
        },
      ],
    });
    expect(op("ownedProduct").violations).toEqual([
      {
        response: "owned product 50001",
        path: ["qty"],
        message: message("OwnedProduct", { ...product, qty: 1.5 }),
      },
    ]);
    const text = await check(url);
    expect(text.out).not.toContain("SECRET-VALUE");
    expect(text.out).toContain(
      `    owned product 50001: ${formatIssues([{ path: ["qty"], message: message("OwnedProduct", { ...product, qty: 1.5 }) }])}`,
    );
  });

  test("a body that is not JSON is a violation at its root", async () => {
    const { code, op } = await checkJson(
      await mock({ faults: { purchaseHistory: { kind: "malformed" } } }),
    );
    expect(code).toBe(1);
    expect(op("purchaseHistory")).toMatchObject({
      verdict: "does not conform",
      failure: { kind: "other", text: "the body is not JSON at tenant 1001, 1 attempt" },
      violations: [
        {
          response: "tenant 1001",
          path: [],
          message: expect.stringMatching(
            /^the body is not valid JSON \(content type application\/json, from http:\/\/127\.0\.0\.1:\d+\/tenants\/1001\/purchase-history\)$/,
          ),
        },
      ],
    });
  });

  test("404 routes: a violation of the route assumption, with a hint to override it", async () => {
    const routes = routesFile({ searchOwnedProducts: { path: "/v9/products" } });
    const { code, op } = await checkJson(await mock(), "--routes", routes, "--product", "50001");
    expect(code).toBe(1);
    expect(op("searchOwnedProducts")).toMatchObject({
      verdict: "does not conform",
      status: 404,
      failure: {
        kind: "status",
        status: 404,
        text: "404 Not Found at offset 0, 1 attempt",
        hint: 'the service may not have the route /v9/products: override routes.searchOwnedProducts.path in a --routes file, such as {"searchOwnedProducts":{"path":"/your/path"}}; or --base-url lacks the service\'s path prefix, as in https://api.example.com/v2',
      },
    });
    expect(op("ownedProduct").verdict).toBe("conforms");
  });

  test("a route holding a secret query parameter: masked in the report, text and JSON", async () => {
    const secret = "MARKER-route-key";
    const path = `/owned-products?api_key=${secret}`;
    const routes = routesFile({ searchOwnedProducts: { path } });
    for (const format of ["text", "json"]) {
      const run = await check(await mock(), "--routes", routes, "--format", format);
      expect(run.out + run.err).toContain("api_key=[REDACTED]");
      expect(run.out + run.err).not.toContain(secret);
    }
    // And a route the option checks refuse: its TypeError is masked too.
    const bad = routesFile({ purchaseHistory: { path: `/history?api_key=${secret}` } });
    const refused = await check(await mock(), "--routes", bad);
    expect(refused.code).toBe(2);
    expect(refused.out + refused.err).not.toContain(secret);
  });

  test("a 404 for an id: the route, or the id, may be wrong", async () => {
    const { code, op } = await checkJson(await mock(), "--tenant", "999");
    expect(code).toBe(1);
    expect(op("purchaseHistory").failure?.hint).toBe(
      'the service may not have the route /tenants/{tenantId}/purchase-history, or tenant 999 does not exist: override routes.purchaseHistory.path in a --routes file, such as {"purchaseHistory":{"path":"/your/path/{tenantId}"}}, or pass --tenant with an id that exists',
    );
  });

  test("a route that drops every connection: not reached, while the others answer", async () => {
    const { code, op } = await checkJson(
      await mock({ faults: { ownedProduct: { kind: "network" } } }),
    );
    expect(code).toBe(1);
    expect(op("ownedProduct")).toMatchObject({
      verdict: "not reached",
      failure: { kind: "network", hint: "check --base-url, and that this machine can reach it" },
    });
    expect(op("ownedProduct").failure?.text).toMatch(
      /^no connection \(\w+\) at owned product 50001, 3 attempts$/,
    );
  });

  test("the run's time limit cuts what is in flight; the rest is not run", async () => {
    const url = await mock({ faults: { purchaseHistory: { kind: "delay", ms: "infinite" } } });
    const { code, op } = await checkJson(url, "--time-limit", "1");
    expect(code).toBe(1);
    expect(op("purchaseHistory")).toMatchObject({
      verdict: "not reached",
      failure: {
        kind: "time-limit",
        text: "no answer within the run's time limit (1 s) at tenant 1001",
      },
    });
    expect(op("ownedProduct")).toMatchObject({
      verdict: "not run",
      skipped: "not run: the run's time limit ran out",
    });
  });

  test.each([
    ["listTenants", "page 1"],
    ["searchOwnedProducts", "offset 0"],
  ] as const)(
    "the time limit cutting a list (%s) names the response in flight (%s)",
    async (route, at) => {
      const url = await mock({ faults: { [route]: { kind: "delay", ms: "infinite" } } });
      const { op, code } = await checkJson(url, "--time-limit", "1");
      expect(op(route)).toMatchObject({
        verdict: "not reached",
        failure: {
          kind: "time-limit",
          text: `no answer within the run's time limit (1 s) at ${at}`,
        },
      });
      // Nothing answered at all (the first operation cut): 2, with the report, as documented;
      // once the tenant list answered, the search cut is a violation: 1.
      expect(code).toBe(route === "listTenants" ? 2 : 1);
    },
  );
});

describe("unknown fields are drift", () => {
  const drift = {
    faults: {
      purchaseHistory: {
        kind: "invalid" as const,
        change: (body: Record<string, unknown>) => {
          body["region"] = "eu";
          for (const product of body["products"] as Record<string, unknown>[]) {
            product["discountCode"] = "SPRING";
          }
        },
      },
    },
  };

  test("reported by path and count, exit 0", async () => {
    const { code, op } = await checkJson(await mock(drift));
    expect(code).toBe(0);
    expect(op("purchaseHistory")).toMatchObject({ verdict: "conforms", violations: [] });
    expect(op("purchaseHistory").unknownFields).toEqual(
      expect.arrayContaining([
        { path: ["region"], count: 1 },
        { path: ["products", "*", "discountCode"], count: 2 },
      ]),
    );
    expect(op("purchaseHistory").unknownFields).toHaveLength(2);
  });

  test("--strict counts them as violations: exit 1", async () => {
    const { code, op } = await checkJson(await mock(drift), "--strict");
    expect([code, op("purchaseHistory").verdict]).toEqual([1, "does not conform"]);
    const text = await check(await mock(drift), "--strict");
    expect(text.out).toMatch(
      /^ {2}unknown fields \(violations with --strict\): (region \(1\), products\.\*\.discountCode \(2\)|products\.\*\.discountCode \(2\), region \(1\))$/m,
    );
  });
});

describe("what the server sends where the contract leaves room", () => {
  test("a clamped limit, and the server's own warning by count, never its text", async () => {
    const { code, op } = await checkJson(await mock({ maxLimit: 2 }));
    expect(code).toBe(0);
    expect(op("searchOwnedProducts")).toMatchObject({
      responses: 3,
      observed: { limit: { requested: 100, echoed: 2, served: 2, verdict: "clamped" } },
      anomalies: [
        {
          code: "server-warning",
          message: "an entry of the response's own warnings array (its text is not shown)",
          count: 1,
        },
      ],
    });
    expect(JSON.stringify(op("searchOwnedProducts"))).not.toContain("limit clamped to");
  });

  test("a limit clamped silently: the limit asked for is echoed, fewer are served", async () => {
    const url = await mock({
      maxLimit: 2,
      faults: {
        searchOwnedProducts: { kind: "invalid", change: (body) => void (body["limit"] = 100) },
      },
    });
    const { op } = await checkJson(url);
    expect(op("searchOwnedProducts").observed.limit).toEqual({
      requested: 100,
      echoed: 100,
      served: 2,
      verdict: "clamped silently",
    });
  });

  test("over-reported totals: a pagination anomaly, not a violation", async () => {
    const url = await mock({
      faults: {
        searchOwnedProducts: {
          kind: "invalid",
          change: (body) => void (body["totalResultCount"] = 11),
        },
      },
    });
    const { code, op } = await checkJson(url);
    expect(code).toBe(0);
    expect(op("searchOwnedProducts").anomalies).toEqual([
      {
        code: "empty-page",
        message:
          "paginateWindow: the response to offset 6 is empty, but totalResultCount is 11; iteration ends",
        count: 1,
      },
    ]);
  });

  test("date-time forms and nullable fields that never hold a value", async () => {
    const body = {
      ...makeDataset(DATASET).ownedProducts[0]!,
      effectiveAt: "2024-01-01T00:00:00.1234567",
      effectiveThrough: "2025-01-01T00:00:00Z",
      renewalEffectiveAt: "2025-01-01T00:00:00.123+02:00",
      renewalEffectiveThrough: null,
      tag: null,
      renewalProductName: undefined,
      status: null,
    };
    const url = await mock({
      faults: { ownedProduct: { kind: "invalid", change: () => JSON.parse(JSON.stringify(body)) } },
    });
    const { op } = await checkJson(url, "--product", "50001");
    expect(op("ownedProduct").observed.dateTimes).toEqual({
      seen: 3,
      offsets: { Z: 1, offset: 1, none: 1 },
      fractionDigits: { "0": 1, "3": 1, "7": 1 },
    });
    expect(op("ownedProduct").observed.nullableWithoutValue).toEqual(
      expect.arrayContaining([
        { path: ["renewalEffectiveThrough"], null: 1, absent: 0 },
        { path: ["renewalProductName"], null: 0, absent: 1 },
      ]),
    );
  });

  test("pages counted from 0 are told apart, with the option that reads them", async () => {
    const tenants = makeDataset({ ...DATASET, tenants: 4 }).tenants;
    const server = await startLoopbackServer((req, res) => {
      const url = new URL(req.url ?? "/", "http://localhost");
      const page = Number(url.searchParams.get("pageNumber"));
      const list = tenants.slice(page * 2, page * 2 + 2);
      sendJson(res, 200, { list, totalPages: 2, pageNumber: page, totalCount: 4 });
    });
    const { op } = await checkJson(server.url, "--max-pages", "1");
    expect(op("listTenants").observed.pageNumbering).toEqual({
      firstPage: 0,
      evidence: "page 0 holds other tenants than page 1: listAll needs { zeroBased: true }",
    });
  });
});

describe("unreachable, or the credentials refused: exit 2", () => {
  test("401: refused, a hint about the token and the header, the rest not run", async () => {
    const url = await mock({ faults: { listTenants: { kind: "status", status: 401 } } });
    const { code, op, report } = await checkJson(url);
    expect(code).toBe(2);
    expect(op("listTenants")).toMatchObject({
      verdict: "refused",
      failure: {
        kind: "credentials",
        status: 401,
        text: "401 Unauthorized at page 1, 1 attempt",
        hint: "the service refused the credentials: check the token in OWNED_PRODUCTS_TOKEN, sent as Authorization: Bearer <token> (--auth-header NAME sends it as is under NAME)",
      },
    });
    expect(report.operations.slice(1).map(({ skipped }) => skipped)).toEqual(
      Array(3).fill("not run: the service refused the credentials"),
    );
  });

  test("403 later in the run, the token under --auth-header", async () => {
    const url = await mock({ faults: { purchaseHistory: { kind: "status", status: 403 } } });
    const { code, op } = await checkJson(url, "--auth-header", "X-Api-Key");
    expect(code).toBe(2);
    expect(op("searchOwnedProducts").verdict).toBe("conforms");
    expect(op("purchaseHistory").failure?.hint).toBe(
      "the service refused the credentials: check the token in OWNED_PRODUCTS_TOKEN, sent as is under X-Api-Key",
    );
  });

  test("nothing listens: one line naming the address and the cause, after the first operation's retries only", async () => {
    const url = await refusedUrl();
    const line = `check: cannot reach ${url} (connection refused); check that the service is running there, or correct --base-url`;
    expect(await check(url)).toEqual({ code: 2, out: "", err: line });
    // With --format json, standard output is still one document, which says so.
    const run = await check(url, "--format", "json");
    expect([run.code, run.err]).toEqual([2, line]);
    expect(JSON.parse(run.out)).toMatchObject({ conforms: false, exitCode: 2, error: line });
  }, 20_000);

  test("nothing listens: the line names the origin only, not the base URL's path", async () => {
    const url = await refusedUrl();
    const run = await check(`${url}/api/v1`);
    expect(run).toEqual({
      code: 2,
      out: "",
      err: `check: cannot reach ${url} (connection refused); check that the service is running there, or correct --base-url`,
    });
  }, 20_000);

  test("a port fetch refuses (6000, on the Fetch standard's list of bad ports) is named as such", async () => {
    const run = await check("http://127.0.0.1:6000");
    expect(run).toEqual({
      code: 2,
      out: "",
      err: "check: cannot reach http://127.0.0.1:6000 (a port fetch refuses to call, as browsers do; serve it on another port); check that the service is running there, or correct --base-url",
    });
  }, 20_000);

  test("a service that drops every connection is asked three times, the first operation only", async () => {
    let requests = 0;
    const server = await startLoopbackServer((req) => {
      requests++;
      req.socket.destroy();
    });
    onTestFinished(() => server.close());
    const run = await check(server.url);
    expect(run.code).toBe(2);
    expect(run.out).toBe("");
    expect(run.err).toMatch(
      /^check: cannot reach http:\/\/127\.0\.0\.1:\d+ \(connection closed without an answer\); check that the service is running there, or correct --base-url$/,
    );
    expect(requests).toBe(3);
  }, 20_000);
});

describe("a service without auth: no --token-env", () => {
  test("no auth header is sent, and every operation conforms", async () => {
    const server = await recordingMock();
    onTestFinished(() => server.close());
    const run = await runCommand(["check", "--base-url", server.url, "--format", "json"]);
    expect([run.code, run.err]).toEqual([0, ""]);
    expect(server.requests.length).toBeGreaterThan(0);
    for (const { headers } of server.requests) expect(headers["authorization"]).toBeUndefined();
  });

  test("401: the service wants credentials, and --token-env says how to give them", async () => {
    const url = await mock({ faults: { listTenants: { kind: "status", status: 401 } } });
    const run = await runCommand(["check", "--base-url", url, "--format", "json"]);
    expect(run.code).toBe(2);
    const report = JSON.parse(run.out) as { operations: Operation[] };
    expect(report.operations[0]!.failure?.hint).toBe(
      "the service wants credentials: pass --token-env NAME, the environment variable that holds the token (--auth-header NAME if it is not sent as Authorization: Bearer)",
    );
  });
});

describe("retries as the client does", () => {
  test("a slow answer is waited for, a dropped one and a 503 with Retry-After retried", async () => {
    const url = await mock({
      faults: {
        listTenants: { kind: "delay", ms: 300 },
        purchaseHistory: { kind: "network", times: 1 },
        ownedProduct: { kind: "status", status: 503, retryAfter: 1, times: 1 },
      },
    });
    const { code, report } = await checkJson(url);
    expect(code).toBe(0);
    expect(report.operations.every(({ verdict }) => verdict === "conforms")).toBe(true);
  });
});

test("the token never shows, even when the server sends it back", async () => {
  const url = await mock({
    faults: {
      purchaseHistory: {
        kind: "status",
        status: 500,
        body: { detail: `bad token ${TOKEN}` },
        headers: { "x-echo": TOKEN },
      },
      ownedProduct: { kind: "invalid", change: (body) => void (body["name"] = TOKEN) },
    },
  });
  for (const format of ["text", "json"]) {
    const { code } = await check(url, "--format", format, "--strict");
    expect(code).toBe(1);
  }
});

describe("usage errors: one line on standard error, exit 2, before any request", () => {
  test.each([
    [[], "check: say where the service is, with --base-url https://…"],
    [
      ["--base-url", "https://api.example.com", "--token-env", "UNSET_VARIABLE"],
      "check: UNSET_VARIABLE is not set or empty; export the token in it (in CI, from a secret) and pass its name to --token-env",
    ],
    [
      ["--base-url", "https://api.example.com", "--token-env", TOKEN],
      "check: the variable --token-env names is not set or empty; export the token in it (in CI, from a secret) and pass its name to --token-env",
    ],
    [
      // Upper case, but longer than a variable's name: maybe a token, so not said back.
      ["--base-url", "https://api.example.com", "--token-env", "A".repeat(65)],
      "check: the variable --token-env names is not set or empty; export the token in it (in CI, from a secret) and pass its name to --token-env",
    ],
    [
      ["--base-url", "https://api.example.com", "--token-env", "B".repeat(64)],
      `check: ${"B".repeat(64)} is not set or empty; export the token in it (in CI, from a secret) and pass its name to --token-env`,
    ],
    [
      ["--base-url", "https://api.example.com", "--auth-header", "X-Api-Key"],
      "check: --auth-header says how to send a token: name the variable that holds it with --token-env NAME",
    ],
    [
      ["--base-url", "ftp://api.example.com", "--token-env", "OWNED_PRODUCTS_TOKEN"],
      'check: --base-url must be an absolute http(s) URL, e.g. https://api.example.com, got "ftp://api.example.com"',
    ],
    [
      [
        "--base-url",
        "https://a.example",
        "--token-env",
        "OWNED_PRODUCTS_TOKEN",
        "--auth-header",
        `Authorization: Bearer ${TOKEN}`,
      ],
      "check: --auth-header must be an HTTP header name, as X-Api-Key",
    ],
    [
      [
        "--base-url",
        "https://a.example",
        "--token-env",
        "OWNED_PRODUCTS_TOKEN",
        "--filter",
        "status",
      ],
      "check: --filter takes NAME=VALUE, as --filter status=Active",
    ],
    [
      [
        "--base-url",
        "https://a.example",
        "--token-env",
        "OWNED_PRODUCTS_TOKEN",
        "--filter",
        "limit=5",
      ],
      "check: --filter limit=… sets the search window, which check pages through itself; filter on a field",
    ],
    [
      [
        "--base-url",
        "https://a.example",
        "--token-env",
        "OWNED_PRODUCTS_TOKEN",
        "--max-pages",
        "0",
      ],
      "check: --max-pages must be an integer from 1 to 1000",
    ],
    [
      ["--base-url", "https://a.example", "--token-env", "OWNED_PRODUCTS_TOKEN", "--tenant", "x"],
      "check: --tenant must be an integer from 0 to 2147483647",
    ],
    [
      ["--base-url", "https://a.example", "--token-env", "OWNED_PRODUCTS_TOKEN", "--format", "xml"],
      'check: --format must be "text" or "json"',
    ],
    [["--base-url", "https://a.example", "extra"], "check: unexpected argument extra; see --help"],
    [["--token", "x"], "check: unknown flag --token (did you mean --token-env?); see --help"],
    // The base URL's own rule, not the token's: its hint names the client's auth option.
    [
      ["--base-url", `https://user:${TOKEN}@a.example/v1?token=${TOKEN}`],
      'check: --base-url must be a URL without a user name or password (send a token from an environment variable with --token-env NAME), got "https://[REDACTED]@a.example/v1?token=[REDACTED]"',
    ],
  ])("%j", async (args, message) => {
    const run = await runCommand(["check", ...args], { env: ENV });
    expect(run).toEqual({ code: 2, out: "", err: message });
  });

  test("a token a header cannot carry is refused without showing it", async () => {
    const run = await runCommand(
      ["check", "--base-url", "https://a.example", "--token-env", "BROKEN"],
      { env: { BROKEN: `${TOKEN}\nX-Injected: 1` } },
    );
    expect(run).toEqual({
      code: 2,
      out: "",
      err: "check: the token in BROKEN cannot be sent in a header, it is a string with a line break or NUL",
    });
  });

  test.each(["\n", "\r\n", "\n\n"])(
    "a token that ends with %j (read from a file) says to set it without, never showing it",
    async (end) => {
      const run = await runCommand(
        ["check", "--base-url", "https://a.example", "--token-env", "FROM_FILE"],
        { env: { FROM_FILE: `${TOKEN}${end}` } },
      );
      expect(run).toEqual({
        code: 2,
        out: "",
        err: "check: the token in FROM_FILE ends with a line break, which a header cannot carry; set it without one (TOKEN=$(cat file) drops it)",
      });
    },
  );
});

describe("a web app's address given as --base-url", () => {
  test("an HTML page is a violation whose hint names the flag, not the client's option", async () => {
    const server = await startLoopbackServer((_req, res) =>
      sendText(res, 200, "<html>Sign in</html>"),
    );
    onTestFinished(() => server.close());
    const { code, op } = await checkJson(server.url);
    expect(code).toBe(1);
    const [violation] = op("listTenants").violations;
    expect(violation?.message).toMatch(/: is --base-url a web app's address\?$/);
    expect(violation?.message).not.toContain("baseUrl");
  });
});
