import { http, HttpResponse } from "msw";
import { expect, test } from "vitest";
import { createClient, type AuthOption } from "../../src/index.js";
import { API, useMswServer } from "../helpers/msw-server.js";
import { samples } from "../helpers/samples.js";

const server = useMswServer();

function record(): Headers[] {
  const seen: Headers[] = [];
  server.use(
    http.get(`${API}/owned-products/7`, ({ request }) => {
      seen.push(request.headers);
      return HttpResponse.json(samples.OwnedProduct);
    }),
  );
  return seen;
}

test.each<[string, AuthOption, string, string]>([
  ["a static token", "abc", "authorization", "Bearer abc"],
  ["a token with a Latin-1 character", "caf\u00e9", "authorization", "Bearer caf\u00e9"],
  ["a sync provider", () => "abc", "authorization", "Bearer abc"],
  ["an async provider", async () => "abc", "authorization", "Bearer abc"],
  ["another scheme", { token: "abc", scheme: "Token" }, "authorization", "Token abc"],
  [
    "another header, bare",
    { token: "abc", headerName: "X-Api-Key", scheme: null },
    "x-api-key",
    "abc",
  ],
  [
    "another header, empty scheme",
    { token: () => "abc", headerName: "X-Key", scheme: "" },
    "x-key",
    "abc",
  ],
])("%s is sent as configured", async (_, auth, header, value) => {
  const seen = record();
  await createClient({ baseUrl: API, auth }).ownedProducts.get(7);
  expect(seen[0]!.get(header)).toBe(value);
});

test("without auth, no Authorization header is sent", async () => {
  const seen = record();
  await createClient({ baseUrl: API }).ownedProducts.get(7);
  expect(seen[0]!.has("authorization")).toBe(false);
});

test("the provider is called per request, so a rotated token is used", async () => {
  const seen = record();
  let n = 0;
  const client = createClient({ baseUrl: API, auth: async () => `token-${++n}` });
  await client.ownedProducts.get(7);
  await client.ownedProducts.get(7);
  expect(seen.map((h) => h.get("authorization"))).toEqual(["Bearer token-1", "Bearer token-2"]);
});

test("a provider's own error rejects the call unchanged, and nothing is sent", async () => {
  const seen = record();
  const failure = new Error("vault unreachable");
  const client = createClient({ baseUrl: API, auth: () => Promise.reject(failure) });
  await expect(client.ownedProducts.get(7)).rejects.toBe(failure);
  expect(seen).toHaveLength(0);
});

test.each([
  ["an empty string", "", "an empty string"],
  ["a number", 42, "a number"],
  ["a header injection", "abc\r\nX-Evil: 1", "a string with a line break or NUL"],
  [
    "a character no header carries",
    "tok\u20ac-secret",
    "a string with a character beyond U+00FF, which a header cannot carry",
  ],
])("a provider returning %s is a TypeError that says what it got", async (_, token, got) => {
  const client = createClient({ baseUrl: API, auth: () => token as string });
  const rule = "The `auth` token provider must return a non-empty string without line breaks";
  await expect(client.ownedProducts.get(7)).rejects.toThrow(new TypeError(`${rule}, got ${got}`));
});

test("the auth header is auth's own: a call's headers neither replace nor remove it", async () => {
  const seen = record();
  const client = createClient({ baseUrl: API, auth: "abc", headers: { Authorization: "Basic x" } });
  await client.ownedProducts.get(7);
  await client.ownedProducts.get(7, { headers: { authorization: "Bearer someone-else" } });
  await client.ownedProducts.get(7, { headers: { Authorization: undefined } });
  await client.ownedProducts.get(7, { headers: new Headers({ authorization: "Basic y" }) });
  expect(seen.map((h) => h.get("authorization"))).toEqual(Array(4).fill("Bearer abc"));
  // Without auth, the header in `headers` is sent as given.
  await createClient({ baseUrl: API }).ownedProducts.get(7, {
    headers: { authorization: "Basic z" },
  });
  expect(seen[4]!.get("authorization")).toBe("Basic z");
});
