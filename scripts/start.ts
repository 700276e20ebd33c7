// `npm start`: the SDK working, in one command on a fresh clone (after `npm ci`). Builds dist/ if
// it is missing or older than the sources, starts the package's own `owned-products-sdk mock` on
// a free loopback port with two faults, runs examples/tour.ts against it (a purchase history, a
// search iterated, tenants listed, a fault retried, an invalid payload caught), stops the mock
// and prints how long it all took. Exits 0, or 1 with what failed.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";

const root = join(import.meta.dirname, "..");
const started = performance.now();
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const FAULTS = ["ownedProduct=status:503,times=1,retryAfter=1", "purchaseHistory=invalid,nth=2"];

/** The newest modification time of `path`, a file or every file under a folder. */
function newest(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

/** Builds dist/ when it is missing or older than what it is built from. */
function buildIfNeeded(): void {
  const outputs = ["dist/index.js", "dist/cli/index.js", "dist/testing/index.js"];
  const inputs = ["src", "package.json", "tsup.config.ts", "tsconfig.build.json"];
  const missing = outputs.find((file) => !existsSync(join(root, file)));
  const built = missing ? 0 : Math.min(...outputs.map((file) => newest(join(root, file))));
  const stale = inputs.find((input) => newest(join(root, input)) > built);
  if (missing === undefined && stale === undefined) {
    console.log("build: dist/ is up to date");
    return;
  }
  const why = missing ? `${missing} is missing` : `${stale} is newer than dist/`;
  console.log(`build: ${why}; npm run build …`);
  const since = performance.now();
  try {
    // npm's own script when npm runs this one (no `npm.cmd` lookup on Windows), else `npm`.
    const npm = process.env["npm_execpath"];
    const [command, args] = npm
      ? [process.execPath, [npm, "run", "build"]]
      : ["npm", ["run", "build"]];
    execFileSync(command, args, { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
    console.error(`${stdout?.toString() ?? ""}${stderr?.toString() ?? ""}`);
    throw new Error("npm run build failed (its output is above)", { cause: error });
  }
  console.log(`build: done in ${seconds(since)}`);
}

/** Starts the built mock command on a free port; resolves with its URL and a way to stop it. */
async function startMock() {
  const args = ["mock", "--port", "0", ...FAULTS.flatMap((fault) => ["--fault", fault])];
  const child = spawn(process.execPath, [join(root, "dist/cli/index.js"), ...args], {
    cwd: root,
    stdio: ["ignore", "pipe", "inherit"],
  });
  let out = "";
  child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on("data", () => {
      const found = /listening on (http:\S+)/.exec(out)?.[1];
      if (found) resolve(found);
    });
    void exited.then((code) => reject(new Error(`the mock exited (${code}) before it listened`)));
  });
  console.log(`mock: npx owned-products-sdk ${args.join(" ")}`);
  console.log(`mock: listening on ${url}\n`);
  return {
    url,
    async stop() {
      child.kill("SIGTERM");
      await exited;
      const requests = out.split("\n").filter((line) => /^GET /.test(line)).length;
      console.log(`\nmock: stopped; it answered ${requests} requests`);
    },
  };
}

/** Runs one example with the mock's URL; its output is shown as it comes. */
function runExample(file: string, url: string): Promise<void> {
  console.log(`node ${relative(root, join(root, file))}`);
  const child = spawn(process.execPath, [join(root, file)], {
    cwd: root,
    env: { ...process.env, OWNED_PRODUCTS_URL: url },
    stdio: "inherit",
  });
  return new Promise((resolve, reject) =>
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${file} exited with ${code}`)),
    ),
  );
}

try {
  buildIfNeeded();
  const mock = await startMock();
  try {
    await runExample("examples/tour.ts", mock.url);
  } finally {
    await mock.stop();
  }
  console.log(`\nnpm start: done in ${seconds(started)}. Next: docs/getting-started.md; npm test`);
} catch (error) {
  console.error(`npm start failed after ${seconds(started)}: ${(error as Error).message}`);
  process.exitCode = 1;
}
