// The edge runtimes users deploy to: Vercel's (the `edge-runtime` package) and Cloudflare's
// (workerd, Cloudflare Workers' runtime, from the registry; test/runtimes/workerd installs it). Each runs smoke-checks.mjs, bundled
// with the packed SDK as a deployment would bundle it, against the loopback API; workerd also
// runs the Worker recipe of docs/recipes.md.
import { spawn, type ChildProcess } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { EdgeRuntime } from "edge-runtime";
import { build } from "esbuild";
import { afterAll, beforeAll, expect, inject, test } from "vitest";
import { startLoopbackApi, type LoopbackApi } from "../helpers/loopback-api.js";
import { samples } from "../helpers/samples.js";
import { repoRoot } from "../package/packed-package.js";
import { startBehaviourApi, type BehaviourApi } from "./behaviour-api.js";
import {
  expectedBehaviourChecks,
  expectedChannelChecks,
  expectedChecks,
} from "./expected-checks.js";

const { consumerDir } = inject("packed");
let api: LoopbackApi;
let behaviourApi: BehaviourApi;

beforeAll(async () => {
  for (const file of ["smoke-checks.mjs", "behaviour-checks.mjs", "channel-checks.mjs"]) {
    copyFileSync(join(import.meta.dirname, file), join(consumerDir, file));
  }
  api = await startLoopbackApi();
  behaviourApi = await startBehaviourApi();
});
afterAll(() => Promise.all([api.close(), behaviourApi.close()]));

/** smoke-checks.mjs and the installed SDK as one file, resolved the way edge bundlers do. */
async function bundle(
  entry: string,
  format: "esm" | "iife",
  loader: "js" | "ts" = "js",
  external: readonly string[] = [],
  define: Readonly<Record<string, string>> = {},
): Promise<string> {
  const result = await build({
    stdin: { contents: entry, resolveDir: consumerDir, loader },
    absWorkingDir: consumerDir,
    bundle: true,
    format,
    platform: "neutral",
    conditions: ["edge-light", "workerd", "worker", "browser"],
    mainFields: ["browser", "module", "main"],
    // As wrangler does under nodejs_compat: node:* stays for workerd to provide.
    external: [...external],
    define: { ...define },
    write: false,
    logLevel: "silent",
  });
  return result.outputFiles[0]?.text ?? "";
}

const RUN = `import { runChecks } from "./smoke-checks.mjs";
import { runBehaviourChecks } from "./behaviour-checks.mjs";
async function run(baseUrl, behaviourUrls, options) {
  const passed = [];
  const ok = (check) => passed.push("ok: " + check);
  try {
    await runChecks(baseUrl, ok, options);
    await runBehaviourChecks(behaviourUrls, ok, (check, why) =>
      passed.push("failed: " + check + ": " + why),
    );
  } catch (error) {
    passed.push("failed: " + (error && error.message));
  }
  return passed;
}`;

const expected = [...expectedChecks, ...expectedBehaviourChecks].map((check) => `ok: ${check}`);

test("Vercel Edge (edge-runtime): the packed SDK passes every check", async () => {
  const code = await bundle(`${RUN}\nglobalThis.runSmoke = run;`, "iife");
  const runtime = new EdgeRuntime({ initialCode: code });
  // The emulator's fetch is the host's: response.json() makes host-realm objects, which the fast
  // path leaves to zod (a copy comes back), so the identity check does not apply here.
  const options = JSON.stringify({ sameRealmJson: false });
  const passed: unknown = await runtime.evaluate(
    `runSmoke(${JSON.stringify(api.baseUrl)}, ${JSON.stringify(behaviourApi.urls)}, ${options})`,
  );
  const identity = "ok: the fast path returns a valid payload as it is";
  expect(JSON.parse(JSON.stringify(passed))).toEqual(expected.filter((line) => line !== identity));
});

// docs/getting-started.md, "Where it runs": on edge-runtime every entry works, but msw (the
// /testing entry's createHandlers) subclasses MessageEvent at import, which edge-runtime lacks;
// a bundle that leaves createHandlers out leaves msw out. Next.js defines NODE_ENV in its edge
// bundles, which @tanstack/query-core reads.
test("Vercel Edge (edge-runtime): every entry works, /testing without createHandlers", async () => {
  const entries = `import { createClient } from "owned-products-sdk";
import { PurchaseHistorySchema } from "owned-products-sdk/schemas";
import { openTelemetry } from "owned-products-sdk/opentelemetry";
import { createQueries } from "owned-products-sdk/tanstack-query";
import { createMockFetchHandler, makeDataset } from "owned-products-sdk/testing";
globalThis.entries = async () => {
  const baseUrl = "https://api.example.com";
  const fetch = createMockFetchHandler(makeDataset({ tenants: 3 }), { baseUrl });
  const client = createClient({ baseUrl, fetch, telemetry: openTelemetry() });
  const key = createQueries(client).purchaseHistory.get.queryOptions(42).queryKey;
  const tenants = await client.tenants.listAll({ pageSize: 2 }).toArray();
  return [typeof PurchaseHistorySchema.parse, key.join(), tenants.length];
};`;
  const define = { "process.env.NODE_ENV": JSON.stringify("production") };
  const runtime = new EdgeRuntime({ initialCode: await bundle(entries, "iife", "js", [], define) });
  expect(await runtime.evaluate("entries()")).toEqual([
    "function",
    "owned-products-sdk,https://api.example.com,purchaseHistory,get,query,42",
    3,
  ]);
  const handlers = await bundle(
    `import { createHandlers, makeDataset } from "owned-products-sdk/testing";
globalThis.handlers = () => createHandlers(makeDataset(), { baseUrl: "https://api.example.com" });`,
    "iife",
  );
  expect(() => new EdgeRuntime({ initialCode: handlers })).toThrow("MessageEvent is not defined");
});

// Known defect: ky has classes named TimeoutError and NetworkError too, so a bundler that puts both
// in one scope (esbuild, for workerd, edge-runtime or a Node bundle) renames the SDK's to
// TimeoutError2 and NetworkError2, which util.inspect and console.error then print. `name`,
// String(error) and JSON keep the right one. When the SDK's classes keep their names whatever the
// bundler does, this `test.fails` fails: make it a plain test.
test.fails("a bundled SDK's error classes keep their names next to ky's", async () => {
  const code = await bundle(
    `import * as sdk from "owned-products-sdk";
globalThis.names = () => [sdk.createClient.name, sdk.TimeoutError.name, sdk.NetworkError.name];`,
    "iife",
  );
  const runtime = new EdgeRuntime({ initialCode: code });
  expect(await runtime.evaluate("names()")).toEqual([
    "createClient",
    "TimeoutError",
    "NetworkError",
  ]);
});

/** A free port of 127.0.0.1 for workerd to listen on. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitUntilServing(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`workerd exited with ${child.exitCode}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error("workerd did not start within 10 s");
}

/** A running workerd serving one worker; `stop` ends it and removes its folder. */
interface Workerd {
  readonly url: string;
  readonly stderr: () => string;
  stop(): void;
}

/** Serves `workerJs` (an ES module) in workerd, with text bindings, allowed to reach loopback. */
async function serveInWorkerd(
  workerJs: string,
  bindings: Readonly<Record<string, string>> = {},
  compatibilityFlags: readonly string[] = [],
): Promise<Workerd> {
  const dir = mkdtempSync(join(tmpdir(), "sdk-workerd-"));
  writeFileSync(join(dir, "worker.js"), workerJs);
  const texts = Object.entries(bindings).map(
    ([name, text]) => `(name = ${JSON.stringify(name)}, text = ${JSON.stringify(text)})`,
  );
  // The worker may reach the loopback API: "local" lets it connect to 127.0.0.1.
  writeFileSync(
    join(dir, "config.capnp"),
    `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [
    (name = "main", worker = .worker),
    (name = "loopback", network = (allow = ["local", "private", "public"])),
  ],
  sockets = [(name = "http", address = "127.0.0.1:0", http = (), service = "main")],
);
const worker :Workerd.Worker = (
  modules = [(name = "worker", esModule = embed "worker.js")],
  compatibilityDate = "2026-11-01",
  compatibilityFlags = [${compatibilityFlags.map((flag) => JSON.stringify(flag)).join(", ")}],
  bindings = [${texts.join(", ")}],
  globalOutbound = "loopback",
);
`,
  );
  const port = await freePort();
  const child = spawn(
    join(repoRoot, "test/runtimes/workerd/node_modules/.bin/workerd"),
    ["serve", join(dir, "config.capnp"), "--socket-addr", `http=127.0.0.1:${port}`],
    // Its own process group: `.bin/workerd` is a Node shim that starts the real binary, and
    // killing the shim alone left that binary running after the tests.
    { stdio: ["ignore", "ignore", "pipe"], detached: true },
  );
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const stop = () => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, "SIGTERM");
    } catch {
      // The group is gone already.
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  await waitUntilServing(url, child).catch((error: Error) => {
    stop();
    throw new Error(`${error.message}: ${stderr}`);
  });
  return { url, stderr: () => stderr, stop };
}

test("Cloudflare Workers (workerd): the packed SDK passes every check", async () => {
  const worker = `${RUN}
export default {
  async fetch(request) {
    const query = new URL(request.url).searchParams;
    return Response.json(await run(query.get("api"), JSON.parse(query.get("behaviour"))));
  },
};`;
  const workerd = await serveInWorkerd(await bundle(worker, "esm"));
  try {
    const behaviour = encodeURIComponent(JSON.stringify(behaviourApi.urls));
    const url = `${workerd.url}/?api=${encodeURIComponent(api.baseUrl)}&behaviour=${behaviour}`;
    const passed: unknown = await (await fetch(url)).json();
    expect(passed, workerd.stderr()).toEqual(expected);
  } finally {
    workerd.stop();
  }
});

// docs/observability.md: the tracing channel is published on workerd with Node compatibility
// (node:diagnostics_channel and process.getBuiltinModule), as on Node. The flag is the one a
// wrangler.toml sets; compatibility dates of late 2026 turn it on by themselves too.
test("Cloudflare Workers (workerd, nodejs_compat): the channel checks pass", async () => {
  const worker = `import { runChannelChecks } from "./channel-checks.mjs";
export default {
  async fetch(request) {
    const passed = [];
    const urls = JSON.parse(new URL(request.url).searchParams.get("behaviour"));
    await runChannelChecks(urls, (check) => passed.push("ok: " + check), (check, why) =>
      passed.push("failed: " + check + ": " + why),
    ).catch((error) => passed.push("failed: " + (error && error.message)));
    return Response.json(passed);
  },
};`;
  const workerJs = await bundle(worker, "esm", "js", ["node:*"]);
  const workerd = await serveInWorkerd(workerJs, {}, ["nodejs_compat"]);
  try {
    const behaviour = encodeURIComponent(JSON.stringify(behaviourApi.urls));
    const passed: unknown = await (await fetch(`${workerd.url}/?behaviour=${behaviour}`)).json();
    expect(passed, workerd.stderr()).toEqual(expectedChannelChecks.map((check) => `ok: ${check}`));
  } finally {
    workerd.stop();
  }
});

// docs/recipes.md, "A Cloudflare Worker": the recipe's module, bundled with the packed SDK as
// wrangler would, its token and the service's address as bindings of its env.
test("Cloudflare Workers (workerd): the Worker recipe serves a tenant's active products", async () => {
  const source = readFileSync(join(repoRoot, "examples", "recipes", "worker.ts"), "utf8");
  const workerJs = await bundle(source, "esm", "ts");
  const workerd = await serveInWorkerd(workerJs, {
    OWNED_PRODUCTS_URL: api.baseUrl,
    OWNED_PRODUCTS_TOKEN: "worker-secret",
  });
  try {
    const response = await fetch(`${workerd.url}/tenants/1/active-products`);
    expect(response.status, workerd.stderr()).toBe(200);
    expect(response.headers.get("cache-control")).toBe("max-age=60");
    const active = samples.PurchaseHistory.activeProducts.map(({ ownedProductId, name }) => ({
      ownedProductId,
      name,
    }));
    expect(await response.json()).toEqual(active);
    expect((await fetch(`${workerd.url}/tenants/999/active-products`)).status).toBe(404);
  } finally {
    workerd.stop();
  }
});
