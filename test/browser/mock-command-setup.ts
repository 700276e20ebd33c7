// Starts the built `owned-products-sdk mock` command three times for the browser tests, as a
// developer starts it beside a browser app (on its own port, so on another origin than the
// page's): plain, with a 503 fault, and with --no-cors. Each one's URL is provided to the tests.
import { spawn, type ChildProcess } from "node:child_process";
import { resolve } from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    mockUrls: { plain: string; failing: string; noCors: string };
  }
}

const cli = resolve(import.meta.dirname, "../../dist/cli/index.js");

/** Starts `mock --port 0 …args`; resolves with its URL once it listens. */
function startMock(children: ChildProcess[], ...args: string[]): Promise<string> {
  const child = spawn(process.execPath, [cli, "mock", "--port", "0", ...args], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  return new Promise((done, fail) => {
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const url = /listening on (http:\S+)/.exec(out)?.[1];
      if (url) done(url);
    });
    child.on("exit", (code) => fail(new Error(`mock ${args.join(" ")} exited (${code}): ${out}`)));
  });
}

export default async function setup(project: TestProject): Promise<() => void> {
  const children: ChildProcess[] = [];
  const [plain, failing, noCors] = await Promise.all([
    startMock(children, "--tenants", "3"),
    startMock(children, "--tenants", "3", "--fault", "listTenants=status:503,retryAfter=7"),
    startMock(children, "--tenants", "3", "--no-cors"),
  ]);
  project.provide("mockUrls", { plain, failing, noCors });
  return () => {
    for (const child of children) child.kill();
  };
}
