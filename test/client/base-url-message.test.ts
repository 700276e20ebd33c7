// A baseUrl is shown in its TypeError without its password, and otherwise as given: an `@` in its
// path or query is no user name.
import { describe, expect, test, vi } from "vitest";
import { createClient } from "../../src/index.js";

const NO_CREDENTIALS =
  "a URL without a user name or password (send credentials with options.auth or options.headers)";

test.each([
  [
    "https://api.example.test/users/@me?x=1",
    "a URL without a query",
    '"https://api.example.test/users/@me?x=1"',
  ],
  ["ftp://api.example.test/a@b", "an absolute http(s) URL", '"ftp://api.example.test/a@b"'],
  [
    "https://alice:hunter2@api.example.test/a@b?x",
    NO_CREDENTIALS,
    '"https://[REDACTED]@api.example.test/a@b?x"',
  ],
])("a baseUrl's @ that is no user name is shown as given (%s)", (baseUrl, rule, got) => {
  expect(() => createClient({ baseUrl })).toThrow(`createClient: options.baseUrl must be ${rule}`);
  expect(() => createClient({ baseUrl })).toThrow(
    new RegExp(`, got ${got.replace(/[?.()[\]]/g, "\\$&")}$`),
  );
});

test("a relative baseUrl is a TypeError where there is no page, saying what to pass", () => {
  expect(() => createClient({ baseUrl: "/api" })).toThrow(
    new TypeError(
      "createClient: options.baseUrl must be an absolute http(s) URL, e.g. https://api.example.com " +
        '(a relative one, "/api", only where there is a page to resolve it against: a browser), ' +
        'got "/api"',
    ),
  );
});

test.each([
  ["/api", "https://app.example.test/shop/cart", "https://app.example.test/api/tenants"],
  ["api/v1/", "https://app.example.test/shop/", "https://app.example.test/shop/api/v1/tenants"],
])(
  "a relative baseUrl %j resolves against the page's base (%s)",
  async (baseUrl, page, expected) => {
    vi.stubGlobal("document", { baseURI: page });
    try {
      const urls: string[] = [];
      const fetch = async (request: Request) => {
        urls.push(request.url);
        return Response.json({ totalPages: 0, pageNumber: 1, totalCount: 0, list: [] });
      };
      await createClient({ baseUrl, fetch }).tenants.list();
      expect(urls).toEqual([expected]);
    } finally {
      vi.unstubAllGlobals();
    }
  },
);

test.each([
  ["https://api.example.test/v1/", "https://api.example.test/v1"],
  ["https://API.example.test", "https://api.example.test"],
  [new URL("http://127.0.0.1:8080/a//"), "http://127.0.0.1:8080/a"],
])("client.baseUrl is the base URL as checked: %s", (given, expected) => {
  expect(createClient({ baseUrl: given }).baseUrl).toBe(expected);
});

describe("a host and port without a scheme", () => {
  test.each([
    ["127.0.0.1:4010", "http://127.0.0.1:4010"],
    ["localhost:4010", "http://localhost:4010"],
    ["localhost:4010/v1", "http://localhost:4010/v1"],
    ["[::1]:8080", "http://[::1]:8080"],
  ])("%s is a TypeError suggesting %s", (baseUrl, meant) => {
    expect(() => createClient({ baseUrl })).toThrow(
      new TypeError(
        `createClient: options.baseUrl must be an absolute http(s) URL (did you mean "${meant}"?), ` +
          `got "${baseUrl}"`,
      ),
    );
  });

  test("in a browser, a name and port is still refused with the hint; digits resolve as a path", () => {
    vi.stubGlobal("document", { baseURI: "https://app.example.test/shop/" });
    try {
      expect(() => createClient({ baseUrl: "localhost:4010" })).toThrow(
        'did you mean "http://localhost:4010"?',
      );
      expect(createClient({ baseUrl: "127.0.0.1:4010" }).baseUrl).toBe(
        "https://app.example.test/shop/127.0.0.1:4010",
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });

  test.each(["http://127.0.0.1:4010", "https://localhost:4010/v1"])("%s is accepted", (baseUrl) => {
    expect(createClient({ baseUrl }).baseUrl).toBe(baseUrl);
  });
});
