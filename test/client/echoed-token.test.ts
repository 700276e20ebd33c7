// A hostile server that echoes the auth token where the client turns it into text of its own: a
// redirect's target, a retry's reason, a pagination warning's log line. The token reaches no error,
// log line or telemetry fact (docs/client.md, "Secrets").
import { describe, expect, test } from "vitest";
import { createClient, isRedirectError, type Telemetry } from "../../src/index.js";
import { sendJson, startLoopbackServer } from "../helpers/loopback-server.js";
import { samples } from "../helpers/samples.js";

const TOKEN = "tok_live_ECHOED_7f3a9c";
const STATIC = TOKEN;
const provider = () => Promise.resolve(TOKEN);

/** Everything an outlet saw, as one text to search for the token. */
function outlets() {
  const seen: unknown[] = [];
  const logger = {
    debug: (...args: unknown[]) => seen.push(args),
    warn: (...args: unknown[]) => seen.push(args),
  };
  const telemetry: Telemetry = {
    call: (call) => {
      seen.push(call);
      return {
        attempt: ({ headers: _headers, ...attempt }) => seen.push(attempt),
        end: (end) => seen.push(end),
      };
    },
  };
  return { seen, logger, telemetry, text: () => JSON.stringify(seen) };
}

function failureText(error: unknown): string {
  const e = error as Error;
  return [e.message, e.stack, String(e), JSON.stringify(e)].join("\n");
}

describe.each([
  ["a static token", STATIC],
  ["a token provider", provider],
] as const)("with %s", (_, auth) => {
  test.each([
    ["a redirect loop through a path holding it", (url: string) => `${url}/cb/${TOKEN}/x`],
    ["a redirect to another scheme", () => `ftp://files.example/${TOKEN}/x`],
  ])("%s: the RedirectError names the target without it", async (_, target) => {
    const server = await startLoopbackServer((_req, res) => {
      res.writeHead(302, { location: target(server.url) }).end();
    });
    const { logger, telemetry, text } = outlets();
    const client = createClient({ baseUrl: server.url, auth, logger, telemetry, retry: 0 });
    const error = await client.ownedProducts.get(7).catch((e: unknown) => e);
    expect(isRedirectError(error)).toBe(true);
    expect(failureText(error)).not.toContain(TOKEN);
    expect((error as { location?: string }).location).not.toContain(TOKEN);
    expect(text()).not.toContain(TOKEN);
  });

  test("a status text holding it: the retry's reason in the log and telemetry is masked", async () => {
    const server = await startLoopbackServer([
      (_req, res) => {
        res.statusMessage = `Bad token ${TOKEN}`;
        res.writeHead(503, { "retry-after": "0" }).end();
      },
      (_req, res) => sendJson(res, 200, samples.OwnedProduct),
    ]);
    const { logger, telemetry, text, seen } = outlets();
    const client = createClient({ baseUrl: server.url, auth, logger, telemetry });
    await expect(client.ownedProducts.get(7)).resolves.toMatchObject({ ownedProductId: 7 });
    expect(server.requests).toHaveLength(2);
    // The reason is still told, only the token is gone from it.
    expect(text()).toContain("503 Bad token [REDACTED]");
    expect(seen.length).toBeGreaterThan(4);
    expect(text()).not.toContain(TOKEN);
  });

  test("a server's own pagination warning holding it as name=value: its log line masks it", async () => {
    const server = await startLoopbackServer((_req, res) =>
      sendJson(res, 200, {
        ...samples.OwnedProductSearchResult,
        totalResultCount: 1,
        list: [samples.OwnedProduct],
        warnings: [`token=${TOKEN} was used`],
      }),
    );
    const { logger, text } = outlets();
    const client = createClient({ baseUrl: server.url, auth, logger });
    const items = await client.ownedProducts.searchAll({ limit: 1 }).toArray();
    expect(items).toHaveLength(1);
    expect(text()).toContain("token=[REDACTED] was used");
    expect(text()).not.toContain(TOKEN);
  });
});

describe("a short token (a test's or a dev server's)", () => {
  test("is masked where it stands alone, never inside other words, so messages stay readable", async () => {
    const server = await startLoopbackServer([
      (_req, res) => {
        res.statusMessage = "Not Found t";
        res.writeHead(404).end();
      },
    ]);
    const client = createClient({ baseUrl: server.url, auth: () => "t", retry: 0 });
    const error = (await client.purchaseHistory.get(42).catch((e: unknown) => e)) as Error;
    // "Not", "tenants" and "history" keep their t's; the echoed token alone is masked.
    expect(error.message).toContain("404 Not Found [REDACTED]: GET /tenants/42/purchase-history (");
  });

  test("a long token is masked inside other words too", async () => {
    const long = "tok_live_LONG_9d8e7f";
    const server = await startLoopbackServer((_req, res) => {
      res.statusMessage = `Bad x${long}y`;
      res.writeHead(403).end();
    });
    const client = createClient({ baseUrl: server.url, auth: long, retry: 0 });
    const error = (await client.ownedProducts.get(7).catch((e: unknown) => e)) as Error;
    expect(error.message).toContain("403 Bad x[REDACTED]y");
  });
});
