// What a server writes reaches an HttpError's message, which apps log: its control characters (an
// ESC that recolours a terminal, a bidi override that reverses the rest of the line) are written
// as \uXXXX there, in the reason phrase, the request id and the body's explanation alike; the
// error's fields keep what was received. Once from msw, once from a real server on 127.0.0.1.
import { http, HttpResponse } from "msw";
import { describe, expect, test } from "vitest";
import { createClient, HttpError } from "../../src/index.js";
import { API, useMswServer } from "../helpers/msw-server.js";
import { startLoopbackServer } from "../helpers/loopback-server.js";

const ESC = "\u001b[31m";
const RLO = "\u202e";
const detail = `quota ${ESC}exceeded${RLO} for tenant`;
// HTTP refuses C0 controls in a reason phrase or a header value, not C1 ones (obs-text): U+009B
// is a CSI, which terminals read as ESC [.
const reason = "Too \u009b31mMany";
const requestId = "req-\u009b1";
const body = JSON.stringify({ detail });
const headers = { "content-type": "application/json", "x-request-id": requestId };

/** The message escapes every control character; the fields keep what was received. */
function expectPrintable(error: unknown): HttpError {
  expect(error).toBeInstanceOf(HttpError);
  const { message, body: received } = error as HttpError;
  expect(message).toMatch(/^429 .*: GET \/owned-products\/7 /);
  expect(message).toContain("the server says: quota \\u001b[31mexceeded\\u202e for tenant");
  // eslint-disable-next-line no-control-regex -- no control character may be left
  expect(message).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202e]/);
  expect(received).toEqual({ detail });
  return error as HttpError;
}

describe("a server's control characters are escaped in the message, from msw", () => {
  const msw = useMswServer();

  // msw 3 answers through a socket of its own, which reads neither phrase nor header byte by byte.
  test("the explanation", async () => {
    msw.use(
      http.get(
        `${API}/owned-products/7`,
        () => new HttpResponse(body, { status: 429, statusText: reason, headers }),
      ),
    );
    const client = createClient({ baseUrl: API, retry: 0 });
    expectPrintable(await client.ownedProducts.get(7).catch((e: unknown) => e));
  });
});

describe("a server's control characters are escaped in the message, from a real server", () => {
  test("on 127.0.0.1", async () => {
    const server = await startLoopbackServer((_req, res) => {
      res.writeHead(429, reason, { ...headers, "content-length": Buffer.byteLength(body) });
      res.end(body);
    });
    const client = createClient({ baseUrl: server.url, retry: 0 });
    const error = expectPrintable(await client.ownedProducts.get(7).catch((e: unknown) => e));
    // Node's fetch reads a reason phrase byte by byte (latin1), as sent.
    expect(error.statusText).toBe(reason);
    expect(error.message).toMatch(/^429 Too \\u009b31mMany: /);
    // Node's server writes a header's U+009B as UTF-8 (C2 9B), which fetch reads back as "Â\u009b".
    expect(error.requestId).toBe("req-\u00c2\u009b1");
    expect(error.message).toContain("[request id req-\u00c2\\u009b1]");
  });
});
