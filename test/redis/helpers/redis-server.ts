// A throwaway redis-server for the fleet tests: on a free port picked here (Redis has no port 0),
// no persistence, stopped, frozen and restarted by the tests. Under CI=true a missing redis-server
// fails the run (.ci/run installs it); elsewhere the fleet tests are skipped, with a note.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";

/** The redis-server on PATH, or undefined. */
export function redisServerPath(): string | undefined {
  const found = spawnSync("sh", ["-c", "command -v redis-server"], { encoding: "utf8" });
  const path = found.stdout.trim();
  if (path) return path;
  if (process.env["CI"] === "true") {
    throw new Error(
      "redis-server is missing: the fleet tests need it (apt-get install redis-server)",
    );
  }
  console.warn("redis-server is not installed: the fleet tests (test/redis) are skipped");
  return undefined;
}

/** A port free on 127.0.0.1 now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface RedisServer {
  readonly port: number;
  readonly url: string;
  /** Stops it (SIGTERM) and waits for it to exit. */
  stop(): Promise<void>;
  /** Starts it again on the same port (empty: no persistence). */
  start(): Promise<void>;
  /** SIGSTOP: it keeps its connections and answers nothing. */
  freeze(): void;
  /** SIGCONT. */
  thaw(): void;
}

/** Starts a redis-server; `password` sets requirepass (the URL then carries it). */
export async function startRedis(binary: string, password?: string): Promise<RedisServer> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const args = ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"];
  if (password) args.push("--requirepass", password);
  const start = async () => {
    child = spawn(binary, args, { stdio: "ignore" });
    // Ready once it answers (a refused PING: not yet).
    for (let i = 0; i < 200; i += 1) {
      const ping = spawnSync(
        "redis-cli",
        ["-p", String(port), ...(password ? ["-a", password, "--no-auth-warning"] : []), "PING"],
        { encoding: "utf8" },
      );
      if (ping.stdout.includes("PONG")) return;
      await sleep(25);
    }
    throw new Error(`redis-server did not start on port ${port}`);
  };
  const stop = async () => {
    const running = child;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once("exit", resolve));
    running.kill("SIGCONT");
    running.kill("SIGTERM");
    await exited;
  };
  await start();
  return {
    port,
    url: `redis://${password ? `:${password}@` : ""}127.0.0.1:${port}`,
    stop,
    start,
    freeze: () => child?.kill("SIGSTOP"),
    thaw: () => child?.kill("SIGCONT"),
  };
}
