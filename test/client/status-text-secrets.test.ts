// A reason phrase is the server's text too: a secret by name in it (`401 invalid api_key=…`) is
// masked in the HttpError's `statusText` and message, as in a text body: once from msw, once
// from a real server on 127.0.0.1.
import { http, HttpResponse } from "msw";
import { inspect } from "node:util";
import { describe, expect, test } from "vitest";
import { createClient, HttpError, REDACTED } from "../../src/index.js";
import { API, useMswServer } from "../helpers/msw-server.js";
import { startLoopbackServer } from "../helpers/loopback-server.js";

const SECRET = "st-5ecret-42";
const reason = `invalid api_key=${SECRET}`;

function expectMasked(error: unknown): void {
  expect(error).toBeInstanceOf(HttpError);
  const { statusText, message } = error as HttpError;
  expect(statusText).toBe(`invalid api_key=${REDACTED}`);
  expect(message.startsWith(`401 invalid api_key=${REDACTED}: GET /owned-products/7 `)).toBe(true);
  for (const text of [JSON.stringify(error), inspect(error, { depth: 20 }), String(error)]) {
    expect(text).not.toContain(SECRET);
  }
}

describe("a secret in the reason phrase is masked, from msw", () => {
  const msw = useMswServer();

  test("msw's handler", async () => {
    msw.use(
      http.get(
        `${API}/owned-products/7`,
        () => new HttpResponse(null, { status: 401, statusText: reason }),
      ),
    );
    const client = createClient({ baseUrl: API, retry: 0 });
    expectMasked(await client.ownedProducts.get(7).catch((e: unknown) => e));
  });
});

describe("a secret in the reason phrase is masked, from a real server", () => {
  test("on 127.0.0.1", async () => {
    const server = await startLoopbackServer((_req, res) => {
      res.writeHead(401, reason, { "content-length": "0" });
      res.end();
    });
    const client = createClient({ baseUrl: server.url, retry: 0 });
    expectMasked(await client.ownedProducts.get(7).catch((e: unknown) => e));
  });
});
