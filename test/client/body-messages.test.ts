// What a call's error says about the body it received (issue 36, item 7), against a real server
// on 127.0.0.1: a web page at 200 names its content type, the masked URL and the likely cause; a
// body that times out while arriving says how far it got and which option to raise.
import { expect, test } from "vitest";
import { createClient, isTimeoutError, isValidationError } from "../../src/index.js";
import {
  neverRespond,
  sendText,
  startLoopbackServer,
  type LoopbackHandler,
} from "../helpers/loopback-server.js";

const html = "<!doctype html><html><body>Sign in</body></html>";
const webApp: LoopbackHandler = (_req, res) => sendText(res, 200, html);

/** Headers (with `contentLength`, if given), 1,000 bytes of the body, then nothing more. */
const stallAfter1000 =
  (contentLength?: number): LoopbackHandler =>
  (_req, res) => {
    const headers: Record<string, string | number> = { "content-type": "application/json" };
    if (contentLength !== undefined) headers["content-length"] = contentLength;
    res.writeHead(200, headers);
    res.write(`{"name":"${"x".repeat(1000 - 9)}`);
  };

const caught = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

test("a web page at 200 names its content type and the masked URL, and points at baseUrl", async () => {
  const server = await startLoopbackServer(webApp);
  const client = createClient({ baseUrl: server.url, retry: 0 });
  const error = await caught(client.ownedProducts.search({ access_token: "tok_SECRET" }));
  expect(isValidationError(error)).toBe(true);
  const { issues, message } = error as { issues: { message: string }[]; message: string };
  expect(issues).toHaveLength(1);
  expect(issues[0]!.message).toMatch(
    new RegExp(
      `^the body is not valid JSON \\(content type text/html; charset=utf-8, from ${server.url}/owned-products\\?access_token=[^&]+\\): is baseUrl a web app's address\\?$`,
    ),
  );
  expect(message).toContain(issues[0]!.message);
  expect(`${message} ${JSON.stringify(error)}`).not.toContain("tok_SECRET");
});

test("a body that is JSON by its content type but not by its text names the type, without the hint", async () => {
  const server = await startLoopbackServer((_req, res) =>
    sendText(res, 200, "{oops", "application/json"),
  );
  const error = await caught(createClient({ baseUrl: server.url }).ownedProducts.get(7));
  expect((error as { issues: { message: string }[] }).issues[0]!.message).toBe(
    `the body is not valid JSON (content type application/json, from ${server.url}/owned-products/7)`,
  );
});

test("a content type's control characters are escaped in the message, not passed to a terminal", async () => {
  // U+009B is a C1 control: a terminal reads it as ESC [, so "31m" would turn the line red.
  const server = await startLoopbackServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html\u009b31m" });
    res.end(html);
  });
  const error = await caught(createClient({ baseUrl: server.url }).ownedProducts.get(7));
  const { message } = error as Error;
  expect(message).toContain("content type text/html\\u009b31m, from");
  expect(message).not.toContain("\u009b");
});

const hint = "; raise timeoutMs, or bound the call with signal: AbortSignal.timeout(ms)";

test.each([
  ["without a Content-Length", undefined, ", 1000 bytes of the body received"],
  ["with a Content-Length", 20_000, ", 1000 of 20000 bytes of the body received"],
])(
  "a body that times out while arriving %s says how much came and what to raise",
  async (_name, contentLength, arriving) => {
    const server = await startLoopbackServer(stallAfter1000(contentLength));
    const client = createClient({ baseUrl: server.url, retry: 0, timeoutMs: 300 });
    // withResponse counts every byte (it reads chunk by chunk, for the exact bytes).
    const error = await caught(client.ownedProducts.get.withResponse(7));
    expect(isTimeoutError(error)).toBe(true);
    expect((error as Error).message).toMatch(
      new RegExp(
        `^Timed out after 300 ms${escape(arriving)}: GET /owned-products/7 \\(1 attempt, .*\\)${escape(hint)}$`,
      ),
    );
  },
);

test("a body the platform reads whole says how long it was announced to be, the count unknown", async () => {
  const server = await startLoopbackServer(stallAfter1000(100_000));
  const client = createClient({ baseUrl: server.url, retry: 0, timeoutMs: 300 });
  const error = await caught(client.ownedProducts.get(7));
  expect((error as Error).message).toMatch(
    new RegExp(
      `^Timed out after 300 ms, \\? of 100000 bytes of the body received: GET /owned-products/7 \\(1 attempt, .*\\)${escape(hint)}$`,
    ),
  );
});

test("a timeout before any header keeps the short message", async () => {
  const server = await startLoopbackServer(neverRespond);
  const client = createClient({ baseUrl: server.url, retry: 0, timeoutMs: 300 });
  const error = await caught(client.ownedProducts.get(7));
  expect((error as Error).message).toMatch(
    /^Timed out after 300 ms: GET \/owned-products\/7 \(1 attempt, [^)]*\)$/,
  );
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
