// Credentials in a URL (`user:password@`) and secrets in a query never reach an error, a message
// or a log line: in the baseUrl, in a redirect's Location, in a redirect target's query.
import { inspect } from "node:util";
import { expect, test } from "vitest";
import { createClient, NetworkError, RedirectError } from "../../src/index.js";
import { startLoopbackServer, type LoopbackHandler } from "../helpers/loopback-server.js";

const redirectTo =
  (location: string): LoopbackHandler =>
  (_req, res) => {
    res.writeHead(302, { location, "content-length": "0" });
    res.end();
  };

/** Every way an error is shown or logged, as one text. */
const everyView = (error: unknown, logged: unknown[]) =>
  [String(error), JSON.stringify(error), inspect(error, { depth: 10 }), inspect(logged)].join("\n");

const NO_CREDENTIALS =
  "a URL without a user name or password (send credentials with options.auth or options.headers)";

test.each([
  ["http://alice:hunter2@127.0.0.1:9/api", `options.baseUrl must be ${NO_CREDENTIALS}`],
  ["https://alice@api.example.test", `options.baseUrl must be ${NO_CREDENTIALS}`],
  [new URL("https://alice:hunter2@api.example.test"), `options.baseUrl must be ${NO_CREDENTIALS}`],
  [
    "ftp://alice:hunter2@api.example.test",
    "options.baseUrl must be an absolute http(s) URL, e.g. https://api.example.com (a relative " +
      'one, "/api", only where there is a page to resolve it against: a browser)',
  ],
])("a baseUrl with credentials (%s) is a TypeError that never shows them", (baseUrl, problem) => {
  let error: unknown;
  try {
    createClient({ baseUrl });
  } catch (caught) {
    error = caught;
  }
  expect(error).toBeInstanceOf(TypeError);
  const message = (error as TypeError).message;
  expect(message).toMatch(new RegExp(`^createClient: ${problem.replace(/[()]/g, "\\$&")}, got "`));
  expect(message).toContain("[REDACTED]@");
  expect(message).not.toMatch(/alice|hunter2/);
});

test("a redirect to a URL with credentials is refused, and the password is shown nowhere", async () => {
  const target = await startLoopbackServer((_req, res) => {
    res.end("{}");
  });
  const host = target.url.slice("http://".length);
  const origin = await startLoopbackServer(redirectTo(`http://bob:pw-secret@${host}/x/7`));
  const logged: unknown[] = [];
  const logger = { debug: (...args: unknown[]) => logged.push(args) };
  const error = await createClient({ baseUrl: origin.url, logger })
    .ownedProducts.get(7)
    .catch((e: unknown) => e);
  expect(error).toBeInstanceOf(RedirectError);
  expect(error).toMatchObject({ reason: "insecure", location: `${target.url}/x/7`, attempts: 1 });
  expect((error as Error).message).toMatch(
    /^Redirect to http:\/\/127\.0\.0\.1:\d+\/x\/7 refused: its URL holds credentials \(user:password@\): GET \/owned-products\/7 \(1 attempt/,
  );
  expect(everyView(error, logged)).not.toMatch(/bob|pw-secret/);
  expect(target.requests).toHaveLength(0);
});

test("a secret in a redirect target's query is masked in the error and the log lines", async () => {
  const target = await startLoopbackServer((req) => {
    req.socket.destroy();
  });
  const origin = await startLoopbackServer(
    redirectTo(`${target.url}/x?access_token=qs-secret&page=2&api-key=k-secret`),
  );
  const logged: unknown[] = [];
  const logger = {
    debug: (...args: unknown[]) => logged.push(args),
    warn: (...args: unknown[]) => logged.push(args),
  };
  const client = createClient({ baseUrl: origin.url, logger, retry: { limit: 1, baseDelayMs: 1 } });
  const error = await client.ownedProducts.get(7).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(NetworkError);
  const masked = "/x?access_token=[REDACTED]&page=2&api-key=[REDACTED]";
  expect(error).toMatchObject({ url: `${target.url}${masked}`, attempts: 2 });
  expect((error as Error).message).toContain(`GET ${masked} (2 attempts`);
  expect(target.requests.map((r) => r.url)).toEqual([
    "/x?access_token=qs-secret&page=2&api-key=k-secret",
    "/x?access_token=qs-secret&page=2&api-key=k-secret",
  ]);
  const views = everyView(error, logged);
  expect(views).toContain("access_token=[REDACTED]");
  expect(views).not.toMatch(/qs-secret|k-secret/);
});

test("a URL without a secret in its query is shown as it is", async () => {
  const server = await startLoopbackServer((_req, res) => {
    res.writeHead(404, { "content-length": "0" });
    res.end();
  });
  const error = await createClient({ baseUrl: server.url })
    .ownedProducts.search({ offset: 0, tag: "token" })
    .catch((e: unknown) => e);
  expect(error).toMatchObject({
    status: 404,
    url: `${server.url}/owned-products?offset=0&tag=token`,
  });
});

test.each([
  // The value runs to the next & or #: a ; or , in it is no end.
  ["/x?access_token=head;tail-secret&page=2", "/x?access_token=[REDACTED]&page=2"],
  ["/x?TOKEN=head,tail-secret", "/x?TOKEN=[REDACTED]"],
  ["/x?api_key=head}tail-secret", "/x?api_key=[REDACTED]"],
  // A name the server decodes to a secret one.
  ["/x?access%5Ftoken=tail-secret", "/x?access%5Ftoken=[REDACTED]"],
  // A fragment, with or without a query before it.
  ["/x#access_token=tail-secret&state=1", "/x#access_token=[REDACTED]&state=1"],
  ["/x?page=2#token=tail-secret", "/x?page=2#token=[REDACTED]"],
  // Repeated, and without a value.
  [
    "/x?token=a-tail-secret&token=b-tail-secret&token",
    "/x?token=[REDACTED]&token=[REDACTED]&token",
  ],
])("a secret query parameter's whole value is masked in the url (%s)", async (path, masked) => {
  const target = await startLoopbackServer((_req, res) => {
    res.writeHead(500, { "content-length": "0" });
    res.end();
  });
  const origin = await startLoopbackServer(redirectTo(`${target.url}${path}`));
  const logged: unknown[] = [];
  const logger = { debug: (...args: unknown[]) => logged.push(args) };
  const client = createClient({ baseUrl: origin.url, logger, retry: 0 });
  const error = await client.ownedProducts.get(7).catch((e: unknown) => e);
  expect(error).toMatchObject({ status: 500, url: `${target.url}${masked}` });
  expect(everyView(error, logged)).not.toContain("tail-secret");
});
