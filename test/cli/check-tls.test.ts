// `owned-products-sdk check` against an HTTPS service whose certificate this machine does not
// trust (a self-signed one, as internal staging services often have): the one line says so and
// what to do, not "check that the service is running", and doing it (NODE_EXTRA_CA_CERTS) works.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:https";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { expect, onTestFinished, test } from "vitest";
import { createMockFetchHandler, makeDataset } from "../../src/testing/index.js";
import { builtCli } from "./cli-process.js";

const cli = builtCli("check-tls-test");
const cert = fileURLToPath(new URL("../helpers/tls/loopback-cert.pem", import.meta.url));
const key = fileURLToPath(new URL("../helpers/tls/loopback-key.pem", import.meta.url));
const answer = createMockFetchHandler(makeDataset({ seed: "tls", tenants: 2 }));

async function httpsService(): Promise<string> {
  const server = createServer(
    { cert: readFileSync(cert), key: readFileSync(key) },
    (req, res) =>
      void answer(new Request(`http://localhost${req.url ?? "/"}`)).then(async (response) => {
        res.writeHead(response.status, Object.fromEntries(response.headers));
        res.end(await response.text());
      }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  onTestFinished(() => {
    server.closeAllConnections();
    server.close();
  });
  return `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function check(url: string, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, [cli, "check", "--base-url", url], {
    env: { ...process.env, NODE_EXTRA_CA_CERTS: "", ...env },
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on("close", (code) => resolve({ code, stdout, stderr })),
  );
}

test("a self-signed certificate: the line says so, and how to trust it", async () => {
  const url = await httpsService();
  expect(await check(url)).toEqual({
    code: 2,
    stdout: "",
    stderr: `check: cannot reach ${url} (its TLS certificate is self-signed, DEPTH_ZERO_SELF_SIGNED_CERT); if it is your organisation's CA, trust it with NODE_EXTRA_CA_CERTS=/path/to/ca.pem; else correct --base-url\n`,
  });
}, 20_000);

test("trusted with NODE_EXTRA_CA_CERTS, as the line says: every operation conforms", async () => {
  const url = await httpsService();
  const run = await check(url, { NODE_EXTRA_CA_CERTS: cert });
  expect([run.code, run.stderr]).toEqual([0, ""]);
  expect(run.stdout).toContain("check: 4 operations; conforms: 4; exit 0");
}, 20_000);
