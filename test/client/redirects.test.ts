// Redirects are followed by the client itself, against two real servers on 127.0.0.1 (two ports
// are two origins): the credentials never leave their origin.
import { expect, test } from "vitest";
import { createClient, RedirectError } from "../../src/index.js";
import { sendJson, startLoopbackServer, type LoopbackHandler } from "../helpers/loopback-server.js";
import { samples } from "../helpers/samples.js";

const ok: LoopbackHandler = (_req, res) => sendJson(res, 200, samples.OwnedProduct);
const redirectTo =
  (location: string, status = 302): LoopbackHandler =>
  (_req, res) => {
    res.writeHead(status, { location, "content-length": "0" });
    res.end();
  };

const auth = { token: "k-secret", headerName: "X-Api-Key", scheme: null } as const;

test("a redirect to another origin carries neither the auth header nor any sensitive header", async () => {
  const target = await startLoopbackServer(ok);
  const origin = await startLoopbackServer(redirectTo(`${target.url}/elsewhere/7`));
  const client = createClient({
    baseUrl: origin.url,
    auth,
    headers: { "x-trace": "t-1", "x-signature": "sig", authorization: "Basic abc", cookie: "c=1" },
    sensitiveHeaders: ["X-Signature"],
  });
  await expect(client.ownedProducts.get(7)).resolves.toEqual(samples.OwnedProduct);
  expect(origin.requests[0]?.headers["x-api-key"]).toBe("k-secret");
  const sent = target.requests[0]?.headers ?? {};
  expect(target.requests[0]?.url).toBe("/elsewhere/7");
  expect(sent["x-api-key"]).toBeUndefined();
  expect(sent["x-signature"]).toBeUndefined();
  expect(sent.authorization).toBeUndefined();
  expect(sent.cookie).toBeUndefined();
  expect(sent["x-trace"]).toBe("t-1");
});

test("a same-origin redirect keeps the credentials, and withResponse reports the final URL", async () => {
  const server = await startLoopbackServer([redirectTo("/moved/7", 301), ok]);
  const client = createClient({ baseUrl: server.url, auth });
  const { response } = await client.ownedProducts.get.withResponse(7);
  expect(server.requests.map((r) => [r.url, r.headers["x-api-key"]])).toEqual([
    ["/owned-products/7", "k-secret"],
    ["/moved/7", "k-secret"],
  ]);
  expect(response.url).toBe(`${server.url}/moved/7`);
});

test("a chain across two servers and back: once the credentials are dropped, they stay dropped", async () => {
  let other = "";
  const a = await startLoopbackServer([(req, res) => redirectTo(`${other}/hop`)(req, res, 1), ok]);
  const b = await startLoopbackServer(redirectTo(`${a.url}/back/7`, 307));
  other = b.url;
  const client = createClient({ baseUrl: a.url, auth });
  await expect(client.ownedProducts.get(7)).resolves.toEqual(samples.OwnedProduct);
  expect(a.requests.map((r) => [r.url, r.headers["x-api-key"]])).toEqual([
    ["/owned-products/7", "k-secret"],
    ["/back/7", undefined],
  ]);
  expect(b.requests.map((r) => [r.url, r.headers["x-api-key"]])).toEqual([["/hop", undefined]]);
});

test("more than maxRedirects is a RedirectError, not retried", async () => {
  const server = await startLoopbackServer(redirectTo("/again"));
  const client = createClient({ baseUrl: server.url, maxRedirects: 2 });
  const error = await client.ownedProducts.get(7).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(RedirectError);
  expect(error).toMatchObject({ reason: "too-many", location: `${server.url}/again`, attempts: 1 });
  expect((error as RedirectError).message).toMatch(
    /^Redirect to http:\/\/127\.0\.0\.1:\d+\/again refused: there were more than maxRedirects \(2\); point baseUrl or routes at the final URL, or raise maxRedirects \(at most 20\): GET \/again \(1 attempt/,
  );
  expect(server.requests).toHaveLength(3);
});

test("maxRedirects: 0 refuses the first redirect", async () => {
  const server = await startLoopbackServer(redirectTo("/x"));
  const error = await createClient({ baseUrl: server.url, maxRedirects: 0 })
    .ownedProducts.get(7)
    .catch((e: unknown) => e);
  expect(error).toMatchObject({ name: "RedirectError", reason: "too-many" });
  expect(server.requests).toHaveLength(1);
});

test("a redirect from https to http is refused, and its query is not shown", async () => {
  const seen: string[] = [];
  const fetch = async (request: Request) => {
    seen.push(`${request.url} ${request.headers.get("x-api-key") ?? "-"}`);
    return new Response(null, {
      status: 302,
      headers: { location: "http://plain.example/steal?token=abc" },
    });
  };
  const client = createClient({ baseUrl: "https://api.example", auth, fetch });
  const error = await client.ownedProducts.get(7).catch((e: unknown) => e);
  expect(error).toMatchObject({
    name: "RedirectError",
    reason: "insecure",
    location: "http://plain.example/steal",
  });
  expect(String(error)).not.toContain("token=abc");
  expect(String(error)).toContain(
    "refused: it leads from https to plain http (point baseUrl or routes at an https URL): GET",
  );
  expect(seen).toEqual(["https://api.example/owned-products/7 k-secret"]);
});

test("a redirect from http to another scheme is refused, and the message names that scheme", async () => {
  const server = await startLoopbackServer(redirectTo("ftp://files.example/owned-products/7"));
  const error = await createClient({ baseUrl: server.url })
    .ownedProducts.get(7)
    .catch((e: unknown) => e);
  expect(error).toMatchObject({
    name: "RedirectError",
    reason: "insecure",
    location: "ftp://files.example/owned-products/7",
  });
  expect((error as Error).message).toMatch(
    /^Redirect to ftp:\/\/files\.example\/owned-products\/7 refused: it leads to the ftp scheme, not http or https: GET \/owned-products\/7 \(1 attempt/,
  );
  expect(server.requests).toHaveLength(1);
});

test("a runtime that hides redirects (a browser's opaqueredirect) gets a RedirectError saying so", async () => {
  const fetch = async () => {
    // A browser's opaqueredirect: status 0, no headers.
    const response = new Response(null, { status: 200 });
    Object.defineProperty(response, "type", { value: "opaqueredirect" });
    Object.defineProperty(response, "status", { value: 0 });
    return response;
  };
  const error = await createClient({ baseUrl: "https://api.example", fetch })
    .ownedProducts.get(7)
    .catch((e: unknown) => e);
  expect(error).toMatchObject({ name: "RedirectError", reason: "hidden", location: undefined });
  expect((error as Error).message).toContain("does not show where it leads");
});

test("a 3xx without a Location is an HttpError, as before", async () => {
  const server = await startLoopbackServer((_req, res) => sendJson(res, 304, {}));
  const error = await createClient({ baseUrl: server.url })
    .ownedProducts.get(7)
    .catch((e: unknown) => e);
  expect(error).toMatchObject({ name: "HttpError", status: 304 });
});

test.each([
  [
    { maxRedirects: 21 },
    "createClient: options.maxRedirects must be an integer from 0 to 20, got 21",
  ],
  [
    { sensitiveHeaders: "x-a" },
    'createClient: options.sensitiveHeaders must be an array of header names, e.g. ["x-signature"], got "x-a"',
  ],
  [
    { sensitiveHeaders: ["bad header"] },
    'createClient: options.sensitiveHeaders[0] must be a header name, e.g. "x-signature", got "bad header"',
  ],
])("a bad option %j is a TypeError", (options, message) => {
  expect(() => createClient({ baseUrl: "https://api.example", ...(options as object) })).toThrow(
    new TypeError(message),
  );
});

test.each([
  ["data:text/plain,payload-secret", "data:", "data"],
  ["javascript:alert('payload-secret')", "javascript:", "javascript"],
  ["file:///etc/passwd?payload-secret", "file:///etc/passwd", "file"],
  ["myapp://host.test/cb?payload-secret", "myapp://host.test/cb", "myapp"],
])(
  "a redirect to a URL without an origin (%s) is shown by its scheme, never null",
  async (to, shown, scheme) => {
    const origin = await startLoopbackServer(redirectTo(to));
    const error = await createClient({ baseUrl: origin.url, retry: 0 })
      .ownedProducts.get(7)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RedirectError);
    expect(error).toMatchObject({ reason: "insecure", location: shown });
    expect((error as Error).message).toMatch(
      `Redirect to ${shown} refused: it leads to the ${scheme} scheme, not http or https: GET /owned-products/7`,
    );
    expect((error as Error).message).not.toMatch(/null|payload-secret/);
  },
);

test("a redirect from https to another https origin is followed, without the credentials", async () => {
  const seen: string[] = [];
  const fetch = async (request: Request) => {
    seen.push(`${request.url} ${request.headers.get("x-api-key") ?? "-"}`);
    return seen.length === 1
      ? new Response(null, { status: 302, headers: { location: "https://cdn.example/p/7" } })
      : Response.json(samples.OwnedProduct);
  };
  const client = createClient({ baseUrl: "https://api.example", auth, fetch });
  await expect(client.ownedProducts.get(7)).resolves.toEqual(samples.OwnedProduct);
  expect(seen).toEqual([
    "https://api.example/owned-products/7 k-secret",
    "https://cdn.example/p/7 -",
  ]);
});

test("an auth header whose name is no secret name is still dropped on a redirect to another origin", async () => {
  const target = await startLoopbackServer(ok);
  const origin = await startLoopbackServer(redirectTo(`${target.url}/elsewhere/7`));
  const partner = { token: "p-secret", headerName: "X-Partner", scheme: null } as const;
  const client = createClient({ baseUrl: origin.url, auth: partner });
  await expect(client.ownedProducts.get(7)).resolves.toEqual(samples.OwnedProduct);
  expect(origin.requests[0]?.headers["x-partner"]).toBe("p-secret");
  expect(target.requests[0]?.headers["x-partner"]).toBeUndefined();
});

test.each([
  ["a user name", "user@"],
  ["a password alone", ":pw-secret@"],
])("a redirect to a URL with %s is refused, and it is not shown", async (_, credentials) => {
  const origin = await startLoopbackServer(
    redirectTo(`http://${credentials}other.example/owned-products/7`),
  );
  const error = await createClient({ baseUrl: origin.url })
    .ownedProducts.get(7)
    .catch((e: unknown) => e);
  expect(error).toMatchObject({
    name: "RedirectError",
    reason: "insecure",
    location: "http://other.example/owned-products/7",
  });
  expect((error as Error).message).not.toMatch(/user@|pw-secret/);
  expect(origin.requests).toHaveLength(1);
});

test("a 3xx whose Location is no URL at all is an HttpError, as one without a Location", async () => {
  const server = await startLoopbackServer(redirectTo("http://[::1"));
  const error = await createClient({ baseUrl: server.url })
    .ownedProducts.get(7)
    .catch((e: unknown) => e);
  expect(error).toMatchObject({ name: "HttpError", status: 302 });
  expect(server.requests).toHaveLength(1);
});
