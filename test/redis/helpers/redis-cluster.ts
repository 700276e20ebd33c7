// A throwaway Redis Cluster for the cluster tests, from the system redis-server (as
// redis-server.ts starts one server): three masters, no replicas, on free ports picked here (a
// client port and a bus port each: the default bus port, port + 10000, may be past 65535), their
// nodes-*.conf files in a temporary folder removed by stop(). Under CI=true a missing
// redis-server fails the run (redisServerPath); elsewhere the tests are skipped.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { freePort } from "./redis-server.js";

export interface RedisClusterNode {
  readonly host: string;
  readonly port: number;
}

export interface RedisCluster {
  /** The masters, each `{ host: "127.0.0.1", port }`. */
  readonly nodes: readonly RedisClusterNode[];
  /** `redis://127.0.0.1:<port>` of each master. */
  readonly urls: readonly string[];
  /** Runs `redis-cli -p <port> <args>` and resolves to its output (trimmed). */
  cli(port: number, ...args: string[]): Promise<string>;
  /** The master that serves `key`'s hash slot now. */
  masterOf(key: string): Promise<RedisClusterNode>;
  /**
   * Moves `key`'s hash slot, with its keys, to another master (a resharding of one slot:
   * IMPORTING, MIGRATING, MIGRATE, SETSLOT NODE): clients that knew the old owner get MOVED.
   */
  moveSlotOf(key: string): Promise<RedisClusterNode>;
  /** Stops every server (SIGTERM), waits for them to exit, and removes their folder. */
  stop(): Promise<void>;
}

/** Runs redis-cli; rejects when it exits non-zero. */
function redisCli(args: readonly string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn("redis-cli", args, { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code === 0) resolve(out.trim());
      else reject(new Error(`redis-cli ${args.join(" ")} exited ${code}: ${out.trim()}`));
    });
  });
}

/** Starts a cluster of `masters` masters and resolves once every node says `cluster_state:ok`. */
export async function startRedisCluster(binary: string, masters = 3): Promise<RedisCluster> {
  const dir = await mkdtemp(join(tmpdir(), "owned-products-sdk-cluster-"));
  const children: ChildProcess[] = [];
  const nodes: RedisClusterNode[] = [];
  const cli = (port: number, ...args: string[]) => redisCli(["-p", String(port), ...args]);
  const tryCli = (port: number, ...args: string[]) => cli(port, ...args).catch(() => "");
  const allOk = async () => {
    for (const { port } of nodes) {
      await until(async () => (await tryCli(port, "CLUSTER", "INFO")).includes("cluster_state:ok"));
    }
  };
  const stop = async () => {
    await Promise.all(
      children.map((child) => {
        if (child.exitCode !== null || child.signalCode !== null) return undefined;
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        return exited;
      }),
    );
    await rm(dir, { recursive: true, force: true });
  };
  try {
    for (let i = 0; i < masters; i += 1) {
      const [port, busPort] = [await freePort(), await freePort()];
      const args = ["--port", String(port), "--cluster-port", String(busPort)];
      args.push("--bind", "127.0.0.1", "--save", "", "--appendonly", "no");
      args.push("--cluster-enabled", "yes", "--cluster-config-file", `nodes-${port}.conf`);
      args.push("--dir", dir);
      children.push(spawn(binary, args, { stdio: "ignore" }));
      nodes.push({ host: "127.0.0.1", port });
    }
    for (const { port } of nodes) await until(async () => (await tryCli(port, "PING")) === "PONG");
    const addresses = nodes.map(({ host, port }) => `${host}:${port}`);
    await redisCli([
      "--cluster",
      "create",
      ...addresses,
      "--cluster-replicas",
      "0",
      "--cluster-yes",
    ]);
    await allOk();
  } catch (error) {
    await stop();
    throw error;
  }

  /** Each master's id and port, and the slot of `key` with the port of its owner now. */
  const layout = async (key: string) => {
    const slot = Number(await cli(nodes[0]!.port, "CLUSTER", "KEYSLOT", key));
    // CLUSTER NODES: `<id> <ip:port@bus> <flags> <master> <ping> <pong> <epoch> <link> <slots>...`
    const lines = (await cli(nodes[0]!.port, "CLUSTER", "NODES")).split("\n");
    const masters = lines.map((line) => {
      const [id, address, , , , , , , ...ranges] = line.split(" ");
      const port = Number(address!.split("@")[0]!.split(":")[1]);
      const owns = ranges.some((range) => {
        const [low, high = low] = range.split("-").map(Number);
        return !range.startsWith("[") && slot >= low! && slot <= high!;
      });
      return { id: id!, port, owns };
    });
    return { slot, masters };
  };
  const masterOf = async (key: string) => {
    const { masters: all } = await layout(key);
    const owner = all.find((each) => each.owns);
    if (!owner) throw new Error(`no master serves the slot of ${key}`);
    return nodes.find((node) => node.port === owner.port)!;
  };
  const moveSlotOf = async (key: string) => {
    const { slot, masters: all } = await layout(key);
    const from = all.find((each) => each.owns)!;
    const to = all.find((each) => !each.owns)!;
    const s = String(slot);
    await cli(to.port, "CLUSTER", "SETSLOT", s, "IMPORTING", from.id);
    await cli(from.port, "CLUSTER", "SETSLOT", s, "MIGRATING", to.id);
    const keys = (await cli(from.port, "CLUSTER", "GETKEYSINSLOT", s, "1000")).split("\n");
    if (keys[0]) {
      const target = ["127.0.0.1", String(to.port), "", "0", "5000"];
      await cli(from.port, "MIGRATE", ...target, "KEYS", ...keys.filter(Boolean));
    }
    for (const { port } of nodes) await cli(port, "CLUSTER", "SETSLOT", s, "NODE", to.id);
    await allOk();
    return nodes.find((node) => node.port === to.port)!;
  };
  return {
    nodes,
    urls: nodes.map(({ host, port }) => `redis://${host}:${port}`),
    cli,
    masterOf,
    moveSlotOf,
    stop,
  };
}

/** Resolves once `check` does, tried every 50 ms for at most 10 s. */
async function until(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    if (await check()) return;
    await sleep(50);
  }
  throw new Error("the Redis Cluster did not come up within 10 s");
}
