import { inspect } from "node:util";
import { describe, expect, test } from "vitest";
import { createClient, HttpError, REDACTED, type ClientOptions } from "../../src/index.js";
import {
  neverRespond,
  refusedUrl,
  sendJson,
  sendText,
  startLoopbackServer,
  type LoopbackHandler,
} from "../helpers/loopback-server.js";
import { samples, SECRETS } from "../helpers/samples.js";

const TOKEN = "tok_live_3c9f1a77d2";
const forbidden = [TOKEN, ...Object.values(SECRETS)];

/** Every way an error or a log line usually gets printed. */
function everyRendering(value: unknown): string {
  return [
    String(value),
    JSON.stringify(value),
    inspect(value, { depth: 20, showHidden: false }),
    value instanceof Error ? `${value.message} ${value.stack}` : "",
  ].join("\n");
}

function expectClean(value: unknown): void {
  const text = everyRendering(value);
  for (const secret of forbidden) expect(text).not.toContain(secret);
}

// A careless server: echoes the credentials it got, in headers and body, beside tenant secrets.
const echo: LoopbackHandler = (req, res) =>
  sendJson(
    res,
    500,
    {
      message: `bad token ${String(req.headers.authorization)}`,
      received: { authorization: req.headers.authorization },
      tenants: [{ ...samples.Tenant, credentials: { ...samples.Credentials, ...SECRETS } }],
    },
    { "x-echo": String(req.headers.authorization), "set-cookie": "session=abc" },
  );

async function failWith(handler: LoopbackHandler, options: Partial<ClientOptions> = {}) {
  const server = await startLoopbackServer([handler]);
  const client = createClient({ baseUrl: server.url, auth: TOKEN, retry: 0, ...options });
  return client.tenants.list().catch((e: unknown) => e);
}

describe("no error holds a credential", () => {
  test("an HttpError whose JSON body and headers echo secrets", async () => {
    const error = (await failWith(echo)) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expectClean(error);
    // The server's explanation is shown, with the credential it echoed masked.
    expect(error.message.endsWith(`; the server says: bad token ${REDACTED}`)).toBe(true);
    // A tenant's credentials are masked whole: no field of them is shown (fieldSensitivity).
    const body = error.body as { tenants: { credentials: unknown; name: string }[] };
    expect(body.tenants[0]!.credentials).toBe(REDACTED);
    expect(body.tenants[0]!.name).toBe(samples.Tenant.name);
    expect(JSON.stringify(error)).not.toContain(samples.Credentials.smtpServerUsername);
    expect(error.headers.get("set-cookie")).toBe(REDACTED);
    expect(error.headers.get("x-echo")).toBe(REDACTED);
  });

  test("an HttpError whose text body holds secrets", async () => {
    const text = `smtpServerPassword=${SECRETS.smtpServerPassword}; "smsProviderAuthToken": "${SECRETS.smsProviderAuthToken}" auth=Bearer ${TOKEN}`;
    const error = (await failWith((_, res) => sendText(res, 502, text, "text/plain"))) as HttpError;
    expectClean(error);
    expect(error.body).toContain(`smtpServerPassword=${REDACTED}`);
  });

  test("a JSON body whose strings hold `name=value` secrets: masked as in a text body", async () => {
    const detail = `login failed: password=hunter2-${SECRETS.smtpServerPassword}, api_key: k-123`;
    const error = (await failWith((_, res) =>
      sendJson(res, 400, { detail, nested: [{ note: `token=${SECRETS.smsProviderAuthToken}` }] }),
    )) as HttpError;
    expectClean(error);
    expect(everyRendering(error)).not.toMatch(/hunter2|k-123/);
    const explanation = `login failed: password=${REDACTED}, api_key: ${REDACTED}`;
    expect(error.message.endsWith(`; the server says: ${explanation}`)).toBe(true);
    expect(error.body).toEqual({
      detail: explanation,
      nested: [{ note: `token=${REDACTED}` }],
    });
  });

  test("a custom auth header's value is masked too", async () => {
    const auth = { token: TOKEN, headerName: "X-Api-Key", scheme: null };
    const error = await failWith(
      (req, res) => sendJson(res, 401, { got: req.headers["x-api-key"] }, { "x-api-key": TOKEN }),
      { auth },
    );
    expectClean(error);
  });

  test("a request id or status text that echoes the token", async () => {
    const lines: unknown[] = [];
    const logger = { debug: (...args: unknown[]) => lines.push(args) };
    const error = (await failWith(
      (req, res) => {
        res.writeHead(404, `Not ${String(req.headers.authorization)}`, {
          "x-request-id": `rid-${String(req.headers.authorization)}`,
          "content-length": "0",
        });
        res.end();
      },
      { logger },
    )) as HttpError;
    expect(error).toMatchObject({
      status: 404,
      statusText: `Not ${REDACTED}`,
      requestId: `rid-${REDACTED}`,
    });
    expect(error.message).toMatch(
      new RegExp(`^404 Not \\[REDACTED\\]: GET /tenants .*\\[request id rid-\\[REDACTED\\]\\]$`),
    );
    expectClean(error);
    expectClean(lines);
    expect(JSON.stringify(lines)).toContain(`"requestId":"rid-${REDACTED}"`);
  });

  test("a long request id is cut in the message, kept whole in requestId", async () => {
    const rid = "r".repeat(5000);
    const error = (await failWith((_, res) =>
      sendJson(res, 404, {}, { "x-request-id": rid }),
    )) as HttpError;
    expect(error.requestId).toBe(rid);
    expect(error.message).toContain(` [request id ${"r".repeat(100)}…]`);
    expect(error.message.length).toBeLessThan(300);
  });

  test("a TimeoutError, whose cause once held the request", async () => {
    const error = await failWith(neverRespond, { timeoutMs: 20 });
    expect(error).toMatchObject({ name: "TimeoutError" });
    expectClean(error);
  });

  test("a TimeoutError shows no credential even to util.inspect with showHidden", async () => {
    const error = await failWith(neverRespond, { timeoutMs: 20 });
    expect(error).toMatchObject({ name: "TimeoutError" });
    const cause = (error as { cause?: { request?: unknown } }).cause;
    expect(cause?.request).toBeInstanceOf(Request); // ky's field stays, without the headers
    expect(inspect(error, { depth: 20, showHidden: true })).not.toContain(TOKEN);
  });

  test("a TimeoutError whose URL holds a secret query parameter: masked in its cause too", async () => {
    const error = await failWith(neverRespond, {
      timeoutMs: 20,
      routes: { listTenants: { path: "/tenants?api_key=key-5555" } },
    });
    expect(error).toMatchObject({ name: "TimeoutError" });
    const text = everyRendering(error) + everyRendering((error as Error).cause);
    expect(text).not.toContain("key-5555");
    expect(text).toContain(`api_key=${REDACTED}`);
    // ky's message names the URL: the cause keeps it, masked.
    expect(((error as Error).cause as Error).message).toContain(`api_key=${REDACTED}`);
  });

  test("a NetworkError", async () => {
    const client = createClient({ baseUrl: await refusedUrl(), auth: TOKEN, retry: 0 });
    const error = await client.tenants.list().catch((e: unknown) => e);
    expect(error).toMatchObject({ name: "NetworkError" });
    expectClean(error);
  });
});

test("no log line holds a credential or a body", async () => {
  const lines: [string, unknown][] = [];
  const logger = {
    debug: (m: string, d: unknown) => lines.push([m, d]),
    warn: (m: string, d: unknown) => lines.push([m, d]),
  };
  const page = {
    ...samples.TenantPage,
    list: [{ ...samples.Tenant, credentials: { ...samples.Credentials, ...SECRETS } }],
  };
  const server = await startLoopbackServer([echo, (_, res) => sendJson(res, 200, page)]);
  const client = createClient({
    baseUrl: server.url,
    auth: async () => TOKEN,
    headers: { cookie: "session=abc" },
    retry: { baseDelayMs: 1 },
    logger,
  });
  await client.tenants.list();
  expect(lines.map(([m]) => m)).toEqual([
    "owned-products-sdk: request",
    "owned-products-sdk: response",
    "owned-products-sdk: retry",
    "owned-products-sdk: request",
    "owned-products-sdk: response",
  ]);
  expectClean(lines);
  expect(JSON.stringify(lines)).not.toContain("session=abc");
  expect(lines[0]).toEqual([
    "owned-products-sdk: request",
    expect.objectContaining({ headers: expect.objectContaining({ authorization: REDACTED }) }),
  ]);
});

describe("secret-looking names are masked, whatever the API calls them", () => {
  const values = {
    password: "pw-1111",
    passwd: "pw-2222",
    secret: "sec-3333",
    token: "tok-4444",
    api_key: "key-5555",
    "api-key": "key-6666",
    apikey: "key-7777",
    access_token: "acc-8888",
    refresh_token: "ref-9999",
    client_secret: "cs-0000",
    clientCommunicationSignature: "sig-1212",
  };

  test.each(Object.entries(values))("`%s=…` in a text body", async (name, value) => {
    const text = `upstream said: ${name.toUpperCase()}=${value}&next=1`;
    const error = (await failWith((_, res) => sendText(res, 500, text, "text/plain"))) as HttpError;
    expect(everyRendering(error)).not.toContain(value);
    expect(error.body).toBe(`upstream said: ${name.toUpperCase()}=${REDACTED}&next=1`);
  });

  test("as JSON keys, at any depth and in any case", async () => {
    const body = { error: { Password: "pw-1", details: [{ API_KEY: "k-2", note: "kept" }] } };
    const error = (await failWith((_, res) => sendJson(res, 500, body))) as HttpError;
    expect(error.body).toEqual({
      error: { Password: REDACTED, details: [{ API_KEY: REDACTED, note: "kept" }] },
    });
  });

  test("as response headers, and only those", async () => {
    const headers = { "x-api-key": "k-1", "x-auth-token": "t-2", "x-request-id": "req-3" };
    const error = (await failWith((_, res) => sendJson(res, 500, {}, headers))) as HttpError;
    expect(Object.fromEntries(error.headers)).toMatchObject({
      "x-api-key": REDACTED,
      "x-auth-token": REDACTED,
      "x-request-id": "req-3",
    });
  });
});

test("a whole header line given as auth.headerName is refused without echoing its token", () => {
  const headerName = "Authorization: Bearer s3cr3t-t0ken";
  expect(() =>
    createClient({ baseUrl: "https://a.example", auth: { token: "x", headerName } }),
  ).toThrow(
    new TypeError(
      'createClient: options.auth.headerName must be an HTTP header name, e.g. "X-Api-Key", got a string that is not one',
    ),
  );
});
