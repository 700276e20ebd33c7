// The backend-for-frontend recipe (examples/recipes/backend-proxy.ts), proven in Chromium: a page
// served by a small backend, whose own SDK client (`createClient({ baseUrl: "/api" })`, bundled for
// the page) reads every tenant through the backend, which calls the service with
// `validation: "strip"` and hands on `omitCredentials`. The service answers with every secret and
// credential field set to a marker, and adds secret-named unknown fields at every depth. The test
// reads every network response the page received and its DOM: no marker is in any of them.
// It runs in Node (it drives the browser with Playwright), in the browser config's node project.
import type { IncomingMessage, ServerResponse } from "node:http";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { fieldSensitivity } from "owned-products-sdk";
import { createMockFetchHandler, makeDataset } from "owned-products-sdk/testing";
import { chromium, type Browser } from "playwright";
import { afterAll, beforeAll, expect, test } from "vitest";
import { proxy, upstreamClient } from "../../examples/recipes/backend-proxy.js";
import { startLoopbackServer } from "../helpers/loopback-server.js";
import { findChromium } from "./find-chromium.js";

const MARK = "MARKER";
let counter = 0;
const marker = (what: string) => `${MARK}-${what}-${++counter}`;
/** Every marker the service sent: none may reach the browser. */
const sent: string[] = [];
const remember = (value: string) => (sent.push(value), value);

/** Secret-named fields a newer server might add, nested at several depths. */
const unknownSecrets = () => ({
  webhookSigningSecret: remember(marker("webhookSigningSecret")),
  internal: {
    apiKey: remember(marker("apiKey")),
    audit: [{ sessionToken: remember(marker("sessionToken")), note: "kept by validation off" }],
  },
});

/** A tenant as the service sends it: every secret and credential field a marker. */
function marked(tenant: Record<string, unknown>): Record<string, unknown> {
  const classes: Record<string, string> = fieldSensitivity.Tenant;
  const copy: Record<string, unknown> = { ...tenant, ...unknownSecrets() };
  for (const [field, sensitivity] of Object.entries(classes)) {
    if (sensitivity === "secret") copy[field] = remember(marker(field));
    if (sensitivity === "credential" && field !== "credentials") {
      copy[field] = remember(`https://${marker(field)}.example.test/hook?token=${marker("token")}`);
    }
  }
  const credentials: Record<string, unknown> = { ...unknownSecrets() };
  for (const [field, value] of Object.entries(tenant["credentials"] ?? {})) {
    credentials[field] =
      typeof value === "string" || value === null ? remember(marker(field)) : value;
  }
  // A tenant without credentials keeps its null: the contract's fields must stay valid.
  copy["credentials"] = tenant["credentials"] == null ? tenant["credentials"] : credentials;
  return copy;
}

const dataset = makeDataset({ seed: "bff", tenants: 5 });
const answer = createMockFetchHandler(dataset);

async function service(req: IncomingMessage, res: ServerResponse) {
  const response = await answer(new Request(`http://service.test${req.url ?? "/"}`));
  const body = (await response.json()) as Record<string, unknown>;
  const list = Array.isArray(body["list"]) ? body["list"] : [];
  const page = { ...body, ...unknownSecrets(), list: list.map(marked) };
  res.writeHead(response.status, { "content-type": "application/json" });
  res.end(JSON.stringify(page));
}

// The page's script: the SDK's own client, on the backend's routes, rendering what it read.
const APP = `
import { createClient } from "owned-products-sdk";
const client = createClient({ baseUrl: "/api" });
const tenants = await client.tenants.listAll({ pageSize: 2 }).toArray();
const out = document.querySelector("#tenants");
for (const tenant of tenants) {
  const row = document.createElement("li");
  row.textContent = tenant.name + " " + JSON.stringify(tenant);
  out.append(row);
}
document.body.dataset.done = String(tenants.length);
`;
const HTML = `<!doctype html><html><head><meta charset="utf-8"><title>Tenants</title></head>
<body><ul id="tenants"></ul><script type="module" src="/app.js"></script></body></html>`;

let browser: Browser | undefined;
const chromiumFound = await findChromium();

beforeAll(async () => {
  if (chromiumFound === undefined) return;
  browser = await chromium.launch({
    executablePath: chromiumFound.executablePath,
    args: ["--no-sandbox", "--headless", "--disable-gpu", "--disable-background-networking"],
  });
}, 60_000);
afterAll(() => browser?.close());

test.skipIf(chromiumFound === undefined)(
  "no value of a secret or credential field reaches the page, its network or its DOM",
  async () => {
    const upstream = await startLoopbackServer(service);
    const handle = proxy(upstreamClient(upstream.url, "server-token"));
    const { outputFiles } = await build({
      stdin: {
        contents: APP,
        resolveDir: fileURLToPath(new URL(".", import.meta.url)),
        loader: "ts",
      },
      bundle: true,
      format: "esm",
      platform: "browser",
      write: false,
      alias: {
        "owned-products-sdk": fileURLToPath(new URL("../../src/index.ts", import.meta.url)),
      },
      logLevel: "silent",
    });
    const app = outputFiles[0]!.text;
    const backend = await startLoopbackServer(async (req, res) => {
      if (req.url === "/")
        return void res.writeHead(200, { "content-type": "text/html" }).end(HTML);
      if (req.url === "/app.js") {
        return void res.writeHead(200, { "content-type": "text/javascript" }).end(app);
      }
      const response = await handle(new Request(`http://127.0.0.1${req.url ?? "/"}`));
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    });

    const page = await browser!.newPage();
    const bodies: Promise<[url: string, body: string]>[] = [];
    page.on("response", (response) =>
      bodies.push(
        response.text().then(
          (body) => [response.url(), body] as [string, string],
          () => [response.url(), ""],
        ),
      ),
    );
    await page.goto(backend.url);
    await page.waitForSelector("body[data-done]");
    const done = await page.evaluate(() => document.body.dataset["done"]);
    const dom = await page.evaluate(() => document.documentElement.outerHTML);
    const text = await page.evaluate(() => document.body.textContent ?? "");
    const responses = await Promise.all(bodies);
    const received = responses.map(([, body]) => body);
    // What the backend answered on its API (the SDK's own script, also a response, names fields).
    const answered = responses.filter(([url]) => new URL(url).pathname.startsWith("/api/"));
    await page.close();

    // The page did read every tenant through the backend, which did get the markers.
    expect(done).toBe(String(dataset.tenants.length));
    for (const tenant of dataset.tenants) expect(text).toContain(String(tenant.name));
    expect(answered.length).toBe(3);
    expect(upstream.requests.length).toBeGreaterThan(1);
    expect(sent.length).toBeGreaterThan(50);
    // Nothing of them reached the browser.
    const everything = [...received, dom, text].join("\n");
    expect(everything).not.toContain(MARK);
    // Nor a credentials object, in what the backend answered or what the page shows.
    for (const [, body] of answered) expect(body).not.toContain('"credentials"');
    expect(text).not.toContain('"credentials"');
  },
  60_000,
);
