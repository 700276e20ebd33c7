import { describe, expect, test } from "vitest";
import { resolveOptions } from "../../src/client/internal/resolve-options.js";
import { createClient, defaultRoutes, type ClientOptions } from "../../src/index.js";

const base = { baseUrl: "https://api.example.test" };

describe("createClient checks every option up front", () => {
  test.each([
    ["baseUrl", { baseUrl: "/relative" }],
    ["baseUrl", { baseUrl: "api.example.test" }],
    ["baseUrl", { baseUrl: "ftp://api.example.test" }],
    ["baseUrl", { baseUrl: "https://api.example.test/?v=1" }],
    ["baseUrl", { baseUrl: undefined }],
    ["timeoutMs", { timeoutMs: -1 }],
    ["timeoutMs", { timeoutMs: 0 }],
    ["timeoutMs", { timeoutMs: Number.NaN }],
    ["timeoutMs", { timeoutMs: "100" }],
    ["timeoutMs", { timeoutMs: 2 ** 31 }],
    ["retry", { retry: -1 }],
    ["retry", { retry: 1.5 }],
    ["retry", { retry: "2" }],
    ["retry.limit", { retry: { limit: Number.NaN } }],
    ["retry.baseDelayMs", { retry: { baseDelayMs: -5 } }],
    ["retry.maxRetryAfterMs", { retry: { maxRetryAfterMs: Number.NaN } }],
    ["retry.jitter", { retry: { jitter: "yes" } }],
    ["retry.shouldRetry", { retry: { shouldRetry: true } }],
    ["retry.limt", { retry: { limt: 3 } }],
    ["validation", { validation: "lenient" }],
    ["auth", { auth: "" }],
    ["auth", { auth: 42 }],
    ["auth", { auth: "line\nbreak" }],
    ["auth.token", { auth: { token: "" } }],
    ["auth.headerName", { auth: { token: "t", headerName: "X Key" } }],
    ["auth.scheme", { auth: { token: "t", scheme: "Bearer token" } }],
    ["auth.user", { auth: { token: "t", user: "me" } }],
    ["headers", { headers: { "x-n": 1 } }],
    ["headers", { headers: "x-a: b" }],
    ["fetch", { fetch: "fetch" }],
    ["onUnknownFields", { onUnknownFields: {} }],
    ["logger", { logger: "console" }],
    ["logger.debug", { logger: { debug: "yes" } }],
    ["timeout", { timeout: 100 }],
    ["routes.tenant", { routes: { tenant: { path: "/t" } } }],
    ["routes.listTenants.limitParam", { routes: { listTenants: { limitParam: "n" } } }],
    ["routes.ownedProduct.path", { routes: { ownedProduct: { path: "/products/{id}" } } }],
    ["routes.ownedProduct.path", { routes: { ownedProduct: { path: "/products" } } }],
    [
      "routes.purchaseHistory.path",
      { routes: { purchaseHistory: { path: "https://x/{tenantId}" } } },
    ],
    ["routes.listTenants.path", { routes: { listTenants: { path: "/t/{tenantId}" } } }],
    ["routes.listTenants.pageSizeParam", { routes: { listTenants: { pageSizeParam: "a b" } } }],
  ])("a bad %s throws a TypeError naming it", (name, override) => {
    const options = { ...base, ...override } as unknown as ClientOptions;
    expect(() => createClient(options)).toThrow(TypeError);
    expect(() => createClient(options)).toThrow(`\`${name}\``);
  });

  test("no options object at all is a TypeError", () => {
    expect(() => createClient(undefined as unknown as ClientOptions)).toThrow(TypeError);
  });

  test("a token never appears in an option error", () => {
    expect(() => createClient({ ...base, auth: "sk_live_abc\n" })).toThrow(
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
});
