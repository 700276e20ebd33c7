// A secret inside a response header's value (a `Location` with `?token=`, a `WWW-Authenticate`
// with `token="…"`), not only under a secret header name, is masked in `HttpError.headers`: once
// from msw, once from a real server on 127.0.0.1.
import { http, HttpResponse } from "msw";
import { inspect } from "node:util";
import { describe, expect, test } from "vitest";
import { createClient, HttpError, REDACTED } from "../../src/index.js";
import { API, useMswServer } from "../helpers/msw-server.js";
import { sendJson, startLoopbackServer } from "../helpers/loopback-server.js";

const SECRET = "hv-5ecret-77";
// A 404 that points elsewhere and explains itself in its headers, each holding a secret by name.
const headers = {
  location: `/moved?token=${SECRET}&page=2`,
  "www-authenticate": `Bearer realm="api", error="invalid_token", token="${SECRET}"`,
  "x-debug": `access_token=${SECRET}; region=eu`,
  // A request id is shown in the message and as `requestId` too.
  "x-request-id": `req-1;token=${SECRET}`,
};
const expected = {
  location: `/moved?token=${REDACTED}&page=2`,
  "www-authenticate": `Bearer realm="api", error="invalid_token", token="${REDACTED}"`,
  "x-debug": `access_token=${REDACTED}; region=eu`,
  "x-request-id": `req-1;token=${REDACTED}`,
};

function expectMasked(error: unknown): void {
  expect(error).toBeInstanceOf(HttpError);
  const { headers: shown } = error as HttpError;
  expect(Object.fromEntries(shown)).toMatchObject(expected);
  expect((error as HttpError).requestId).toBe(`req-1;token=${REDACTED}`);
  for (const text of [JSON.stringify(error), inspect(error, { depth: 20 }), String(error)]) {
    expect(text).not.toContain(SECRET);
  }
}

describe("a secret inside a response header's value is masked, from msw", () => {
  const msw = useMswServer();

  test("msw's handler", async () => {
    msw.use(
      http.get(`${API}/owned-products/7`, () => HttpResponse.json({}, { status: 404, headers })),
    );
    const client = createClient({ baseUrl: API, retry: 0 });
    expectMasked(await client.ownedProducts.get(7).catch((e: unknown) => e));
  });
});

describe("a secret inside a response header's value is masked, from a real server", () => {
  test("on 127.0.0.1", async () => {
    const server = await startLoopbackServer((_req, res) => sendJson(res, 404, {}, headers));
    const client = createClient({ baseUrl: server.url, retry: 0 });
    expectMasked(await client.ownedProducts.get(7).catch((e: unknown) => e));
  });
});
