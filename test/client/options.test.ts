import { describe, expect, test } from "vitest";
import { checkClientOptions as resolveOptions } from "../../src/client/internal/client-config.js";
import { createClient, defaultRoutes, type ClientOptions } from "../../src/index.js";
import { samples } from "../helpers/samples.js";

const base = { baseUrl: "https://api.example.test" };

const URL_RULE =
  'an absolute http(s) URL, e.g. https://api.example.com (a relative one, "/api", only where ' +
  "there is a page to resolve it against: a browser)";
const NO_QUERY = "a URL without a query or a fragment, e.g. https://api.example.com/v1";
const TIMEOUT = "a number of milliseconds in (0, 2147483647]";
const DELAY = "a number of milliseconds in [0, 2147483647]";
const RETRY = "a number of retries (0 to 100), a predicate, or a policy { limit, … }";
const TOKEN = "a non-empty string without line breaks, or a function that returns one";
const HEADERS = 'an object of header names to string values, e.g. { "x-trace-id": "abc" }';
const KNOWN =
  "baseUrl, headers, auth, fetch, fetchOptions, timeoutMs, retry, routes, validation, " +
  "onUnknownFields, logger, maxResponseBytes, maxConcurrency, maxRedirects, sensitiveHeaders, " +
  "sharedBackoff, telemetry, invalidItems, onInvalidItem, coordination";

describe("createClient checks every option up front", () => {
  test.each([
    [{ baseUrl: "/relative" }, `options.baseUrl must be ${URL_RULE}, got "/relative"`],
    [
      { baseUrl: "api.example.test" },
      `options.baseUrl must be ${URL_RULE}, got "api.example.test"`,
    ],
    [
      { baseUrl: "ftp://api.example.test" },
      `options.baseUrl must be ${URL_RULE}, got "ftp://api.example.test"`,
    ],
    [
      { baseUrl: "https://api.example.test/?v=1" },
      `options.baseUrl must be ${NO_QUERY}, got "https://api.example.test/?v=1"`,
    ],
    [
      { baseUrl: new URL("https://api.example.test/#top") },
      `options.baseUrl must be ${NO_QUERY}, got "https://api.example.test/#top"`,
    ],
    [{ baseUrl: undefined }, `options.baseUrl must be ${URL_RULE}, got undefined`],
    [{ timeoutMs: -1 }, `options.timeoutMs must be ${TIMEOUT}, got -1`],
    [{ timeoutMs: 0 }, `options.timeoutMs must be ${TIMEOUT}, got 0`],
    [{ timeoutMs: Number.NaN }, `options.timeoutMs must be ${TIMEOUT}, got NaN`],
    [{ timeoutMs: "100" }, `options.timeoutMs must be ${TIMEOUT}, got "100"`],
    [{ timeoutMs: 2 ** 31 }, `options.timeoutMs must be ${TIMEOUT}, got 2147483648`],
    [{ retry: -1 }, "options.retry must be an integer from 0 to 100, got -1"],
    [{ retry: 1.5 }, "options.retry must be an integer from 0 to 100, got 1.5"],
    [{ retry: "2" }, `options.retry must be ${RETRY}, got "2"`],
    [
      { retry: { limit: Number.NaN } },
      "options.retry.limit must be an integer from 0 to 100, got NaN",
    ],
    [{ retry: { baseDelayMs: -5 } }, `options.retry.baseDelayMs must be ${DELAY}, got -5`],
    [
      { retry: { maxRetryAfterMs: Number.NaN } },
      `options.retry.maxRetryAfterMs must be ${DELAY}, got NaN`,
    ],
    [{ retry: { jitter: "yes" } }, 'options.retry.jitter must be a boolean, got "yes"'],
    [{ retry: { shouldRetry: true } }, "options.retry.shouldRetry must be a function, got true"],
    [
      { retry: { limt: 3 } },
      "unknown option `retry.limt` (did you mean `retry.limit`?); known: retry.limit, " +
        "retry.baseDelayMs, retry.maxDelayMs, retry.maxRetryAfterMs, retry.jitter, retry.shouldRetry",
    ],
    [
      { validation: "lenient" },
      'options.validation must be "default", "strict", "strip" or "off", got "lenient"',
    ],
    [{ auth: "" }, `options.auth must be ${TOKEN}, got an empty string`],
    [
      { auth: 42 },
      "options.auth must be a token, a token provider, or { token, headerName, scheme }, got a number",
    ],
    [
      { auth: "line\nbreak" },
      `options.auth must be ${TOKEN}, got a string with a line break or NUL`,
    ],
    [
      { auth: { token: "tok\u20ac-secret", headerName: "X-Api-Key" } },
      `options.auth.token must be ${TOKEN}, got a string with a character beyond U+00FF, which a header cannot carry`,
    ],
    [{ auth: { token: "" } }, `options.auth.token must be ${TOKEN}, got an empty string`],
    [
      { auth: { token: "t", headerName: "X Key" } },
      'options.auth.headerName must be an HTTP header name, e.g. "X-Api-Key", got a string that is not one',
    ],
    [
      { auth: { token: "t", scheme: "Bearer token" } },
      'options.auth.scheme must be a single word (e.g. "Bearer"), "" or null, got a string that is not one word',
    ],
    [
      { auth: { token: "t", user: "me" } },
      "unknown option `auth.user`; known: auth.token, auth.headerName, auth.scheme",
    ],
    [{ headers: { "x-n": 1 } }, 'options.headers["x-n"] must be a string, got a number'],
    [{ headers: "x-a: b" }, `options.headers must be ${HEADERS}, got a string`],
    [
      { headers: { "x a": "b" } },
      'options.headers["x a"] must be a header fetch accepts: a name of letters, digits and -, a value of Latin-1 characters without line breaks, got a name that is not a header name',
    ],
    [
      { headers: { "x-a": "b\nc" } },
      'options.headers["x-a"] must be a header fetch accepts: a name of letters, digits and -, a value of Latin-1 characters without line breaks, got a string with a line break or NUL',
    ],
    [
      // Beyond U+00FF: fetch cannot send it ("Cannot convert argument to a ByteString").
      { headers: { "x-price": "5 €" } },
      'options.headers["x-price"] must be a header fetch accepts: a name of letters, digits and -, a value of Latin-1 characters without line breaks, got a string with a character beyond U+00FF, which a header cannot carry',
    ],
    [{ fetch: "fetch" }, 'options.fetch must be a function, got "fetch"'],
    [{ onUnknownFields: {} }, "options.onUnknownFields must be a function, got an object"],
    [
      { logger: "console" },
      'options.logger must be an object with debug and/or warn methods, e.g. console, got "console"',
    ],
    [{ logger: { debug: "yes" } }, 'options.logger.debug must be a function, got "yes"'],
    [{ timeout: 100 }, `unknown option \`timeout\` (did you mean \`timeoutMs\`?); known: ${KNOWN}`],
    [
      { routes: 5 },
      'options.routes must be an object of route overrides, e.g. { listTenants: { path: "/v2/tenants" } }, got 5',
    ],
    [
      { routes: { tenant: { path: "/t" } } },
      "unknown option `routes.tenant`; known: routes.purchaseHistory, routes.ownedProduct, " +
        "routes.searchOwnedProducts, routes.listTenants",
    ],
    [
      { routes: { listTenants: 5 } },
      'options.routes.listTenants must be an object, e.g. { path: "/v2/tenants" }, got 5',
    ],
    [
      // A path given alone is shown as one: a secret-named query parameter's value masked.
      { routes: { listTenants: "/tenants?api_key=sk_live_X1" } },
      'options.routes.listTenants must be an object, e.g. { path: "/v2/tenants" }, got "/tenants?api_key=[REDACTED]"',
    ],
    [
      { routes: { listTenants: { limitParam: "n" } } },
      "unknown option `routes.listTenants.limitParam`; known: routes.listTenants.path, " +
        "routes.listTenants.pageNumberParam, routes.listTenants.pageSizeParam",
    ],
    [
      { routes: { ownedProduct: { path: "/products/{id}" } } },
      "options.routes.ownedProduct.path holds an unknown placeholder {id}; it may hold {ownedProductId}",
    ],
    [
      { routes: { ownedProduct: { path: "/products" } } },
      'options.routes.ownedProduct.path must be a path that holds {ownedProductId}, got "/products"',
    ],
    [
      { routes: { ownedProduct: { path: " " } } },
      'options.routes.ownedProduct.path must be a non-empty string, e.g. "/tenants", got " "',
    ],
    [
      { routes: { purchaseHistory: { path: "https://x/{tenantId}" } } },
      "options.routes.purchaseHistory.path must be a path relative to options.baseUrl, not a URL, " +
        'got "https://x/{tenantId}"',
    ],
    [
      // the query would follow the fragment, and fetch sends neither
      { routes: { searchOwnedProducts: { path: "/owned-products#all" } } },
      'options.routes.searchOwnedProducts.path must be a path without a fragment (#), got "/owned-products#all"',
    ],
    [
      { routes: { listTenants: { path: "/t/{tenantId}" } } },
      "options.routes.listTenants.path holds an unknown placeholder {tenantId}; it takes none",
    ],
    [
      { routes: { listTenants: { pageSizeParam: "a b" } } },
      'options.routes.listTenants.pageSizeParam must be a query parameter name (no spaces, &, = or #), got "a b"',
    ],
    [{ maxRedirects: 21 }, "options.maxRedirects must be an integer from 0 to 20, got 21"],
    [{ maxRedirects: -1 }, "options.maxRedirects must be an integer from 0 to 20, got -1"],
    [{ maxConcurrency: 0 }, "options.maxConcurrency must be a positive integer or Infinity, got 0"],
    [
      { maxResponseBytes: 0.5 },
      "options.maxResponseBytes must be a positive integer or Infinity, got 0.5",
    ],
    [
      { sensitiveHeaders: "x-a" },
      'options.sensitiveHeaders must be an array of header names, e.g. ["x-signature"], got "x-a"',
    ],
    [
      { sensitiveHeaders: ["ok", "bad header"] },
      'options.sensitiveHeaders[1] must be a header name, e.g. "x-signature", got "bad header"',
    ],
  ])("%j is a TypeError naming the option", (override, message) => {
    const options = { ...base, ...override } as unknown as ClientOptions;
    expect(() => createClient(options)).toThrow(new TypeError(`createClient: ${message}`));
    expect(() => createClient(options)).toThrow(TypeError);
  });

  test.each([undefined, null, 5])("options that are %s are a TypeError", (options) => {
    expect(() => createClient(options as unknown as ClientOptions)).toThrow(
      new TypeError(
        "createClient: options must be an object with at least baseUrl, " +
          `e.g. { baseUrl: "https://api.example.com" }, got ${String(options)}`,
      ),
    );
  });

  test.each([
    ["a static token with a line break", { auth: "sk_live_abc\n" }],
    ["a token in an object", { auth: { token: "sk_live_abc\r" } }],
    ["a token put in the scheme", { auth: { token: "t", scheme: "Bearer sk_live_abc" } }],
    ["a header value", { headers: { "x-api-key": "sk_live_abc\nx" } }],
    ["headers as a string", { headers: "x-api-key: sk_live_abc" }],
    ["headers as an array", { headers: [["x-api-key", "sk_live_abc"]] }],
  ])("%s never appears in an option error", (_, override) => {
    const options = { ...base, ...override } as unknown as ClientOptions;
    expect(() => createClient(options)).toThrow(TypeError);
    expect(() => createClient(options)).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining("sk_live_abc") }),
    );
  });
});

describe("defaults are filled in", () => {
  test("with only baseUrl", () => {
    const resolved = resolveOptions(base);
    expect(resolved).toMatchObject({
      baseUrl: "https://api.example.test",
      headers: { accept: "application/json" },
      auth: undefined,
      timeoutMs: 30_000,
      validation: "default",
      retry: {
        limit: 2,
        baseDelayMs: 500,
        maxDelayMs: 8_000,
        maxRetryAfterMs: 60_000,
        jitter: true,
      },
      routes: defaultRoutes,
    });
  });

  test.each([
    ["a number", 0, { limit: 0, baseDelayMs: 500 }],
    ["a policy", { limit: 5, jitter: false }, { limit: 5, jitter: false, maxDelayMs: 8_000 }],
  ])("retry as %s keeps the other defaults", (_, retry, expected) => {
    expect(resolveOptions({ ...base, retry }).retry).toMatchObject(expected);
  });

  test("retry as a predicate keeps the default limit", () => {
    const shouldRetry = () => undefined;
    expect(resolveOptions({ ...base, retry: shouldRetry }).retry).toMatchObject({
      limit: 2,
      shouldRetry,
    });
  });

  test.each([
    ["a static token", "abc", { token: "abc", headerName: "Authorization", scheme: "Bearer" }],
    [
      "a header without scheme",
      { token: "abc", headerName: "X-Api-Key", scheme: null },
      {
        headerName: "X-Api-Key",
        scheme: "",
      },
    ],
  ])("auth as %s", (_, auth, expected) => {
    expect(resolveOptions({ ...base, auth }).auth).toMatchObject(expected);
  });

  test("null means the default for timeoutMs, maxResponseBytes and maxConcurrency alike", () => {
    // A JavaScript caller or a JSON config may say null; maxConcurrency took it as no limit
    // before the rebuilt client, and refused it since.
    const nulls = { timeoutMs: null, maxResponseBytes: null, maxConcurrency: null };
    const resolved = resolveOptions({ ...base, ...nulls } as unknown as ClientOptions);
    expect(resolved).toMatchObject({
      timeoutMs: 30_000,
      maxResponseBytes: 2 ** 26,
      maxConcurrency: Number.POSITIVE_INFINITY,
    });
  });

  test("the base URL keeps its path, without trailing slashes", () => {
    expect(resolveOptions({ baseUrl: new URL("https://h.test/api/v1//") }).baseUrl).toBe(
      "https://h.test/api/v1",
    );
  });

  test("header names are lower-cased so a user's Accept replaces the default", () => {
    expect(
      resolveOptions({ ...base, headers: { Accept: "application/problem+json" } }).headers,
    ).toEqual({ accept: "application/problem+json" });
  });

  test("a header named __proto__ (from parsed JSON) is sent by the client as by a call", async () => {
    const sent: Headers[] = [];
    const client = createClient({
      ...base,
      headers: JSON.parse('{"__proto__":"client"}') as Record<string, string>,
      fetch: async (request) => {
        sent.push((request as Request).headers);
        return new Response(JSON.stringify(samples.OwnedProduct));
      },
    });
    await client.ownedProducts.get(7);
    await client.ownedProducts.get(7, {
      headers: JSON.parse('{"__proto__":"call"}') as Record<string, string>,
    });
    expect(sent.map((headers) => headers.get("__proto__"))).toEqual(["client", "call"]);
  });
});
