// The edge runtimes users deploy to: Vercel's (the `edge-runtime` package) and Cloudflare's
// (workerd, Cloudflare Workers' runtime, from the registry; test/runtimes/workerd installs it). Each runs smoke-checks.mjs, bundled
// with the packed SDK as a deployment would bundle it, against the loopback API.
import { spawn, type ChildProcess } from "node:child_process";
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { EdgeRuntime } from "edge-runtime";
import { build } from "esbuild";
import { afterAll, beforeAll, expect, inject, test } from "vitest";
import { startLoopbackApi, type LoopbackApi } from "../helpers/loopback-api.js";
import { repoRoot } from "../package/packed-package.js";
import { startBehaviourApi, type BehaviourApi } from "./behaviour-api.js";
import { expectedBehaviourChecks, expectedChecks } from "./expected-checks.js";

const { consumerDir } = inject("packed");
let api: LoopbackApi;
let behaviourApi: BehaviourApi;

beforeAll(async () => {
  for (const file of ["smoke-checks.mjs", "behaviour-checks.mjs"]) {
    copyFileSync(join(import.meta.dirname, file), join(consumerDir, file));
  }
  api = await startLoopbackApi();
  behaviourApi = await startBehaviourApi();
});
afterAll(() => Promise.all([api.close(), behaviourApi.close()]));

/** smoke-checks.mjs and the installed SDK as one file, resolved the way edge bundlers do. */
async function bundle(entry: string, format: "esm" | "iife"): Promise<string> {
  const result = await build({
    stdin: { contents: entry, resolveDir: consumerDir, loader: "js" },
    absWorkingDir: consumerDir,
    bundle: true,
    format,
    platform: "neutral",
    conditions: ["edge-light", "workerd", "worker", "browser"],
    mainFields: ["browser", "module", "main"],
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

test("Cloudflare Workers (workerd): the packed SDK passes every check", async () => {
  const dir = mkdtempSync(join(tmpdir(), "sdk-workerd-"));
  const worker = `${RUN}
export default {
  async fetch(request) {
    const query = new URL(request.url).searchParams;
    return Response.json(await run(query.get("api"), JSON.parse(query.get("behaviour"))));
  },
};`;
  writeFileSync(join(dir, "worker.js"), await bundle(worker, "esm"));
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
  try {
    const behaviour = encodeURIComponent(JSON.stringify(behaviourApi.urls));
    const url = `http://127.0.0.1:${port}/?api=${encodeURIComponent(api.baseUrl)}&behaviour=${behaviour}`;
    await waitUntilServing(url, child).catch((error: Error) => {
      throw new Error(`${error.message}: ${stderr}`);
    });
    const passed: unknown = await (await fetch(url)).json();
    expect(passed, stderr).toEqual(expected);
  } finally {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, "SIGTERM");
    } catch {
      // The group is gone already.
    }
    rmSync(dir, { recursive: true, force: true });
  }
});
