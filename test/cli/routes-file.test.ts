// A `--routes` file as an operator writes it, wrong: read by a real process, refused before any
// request with one line that names the file and the part (exit 2), as the client refuses its
// `routes` option. JSON gives what TypeScript would have refused: an array where an object goes.
import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { startLoopbackServer } from "../helpers/loopback-server.js";
import { builtCli } from "./cli-process.js";

const cli = builtCli("routes-file-test");
const dir = mkdtempSync(join(tmpdir(), "routes-file-"));

function run(args: readonly string[]) {
  const child = spawn(process.execPath, [cli, ...args]);
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on("close", (code) => resolve({ code, stdout, stderr })),
  );
}

const EXAMPLE = '{ listTenants: { path: "/v2/tenants" } }';

test.each([
  [
    "an array of the routes object",
    [{ listTenants: { path: "/v2/tenants" } }],
    `routes must be an object of route overrides, e.g. ${EXAMPLE}, got an array`,
  ],
  [
    "an empty array",
    [],
    `routes must be an object of route overrides, e.g. ${EXAMPLE}, got an array`,
  ],
  [
    "a route given as an array",
    { listTenants: ["/v2/tenants"] },
    'routes.listTenants must be an object, e.g. { path: "/v2/tenants" }, got an array',
  ],
])("%s is refused by check, mock and openapi, before any request", async (_name, routes, rule) => {
  const file = join(dir, `routes-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(routes));
  const service = await startLoopbackServer((_req, res) => void res.end("{}"));
  for (const command of [
    ["check", "--base-url", service.url],
    ["mock", "--port", "0"],
    ["openapi"],
  ]) {
    const name = command[0]!;
    expect(await run([...command, "--routes", file])).toEqual({
      code: 2,
      stdout: "",
      stderr: `${name}: the routes file ${file}: ${rule}\n`,
    });
  }
  expect(service.requests).toEqual([]);
});
