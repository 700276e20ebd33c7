// The BullMQ recipe (examples/recipes/bullmq-export.ts) as users run it, on the built package and
// a real Redis: 2,000 tenants in 20 page jobs over 4 worker processes, one of them killed with
// SIGKILL while its temporary file exists; BullMQ gives the stalled job to another worker, and
// every tenant is in the output exactly once, in whole files.
import { execFile, spawn, type ChildProcess } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  watch,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { Queue } from "bullmq";
import { Redis } from "ioredis";
import { makeDataset, startMockServer } from "owned-products-sdk/testing";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { redisServerPath, startRedis, type RedisServer } from "./helpers/redis-server.js";

const binary = redisServerPath();
const RECIPE = "examples/recipes/bullmq-export.ts";
let redis: RedisServer;

describe.skipIf(binary === undefined)("the BullMQ nightly export", () => {
  beforeAll(async () => {
    redis = await startRedis(binary!);
  });
  afterAll(() => redis?.stop());

  test("4 workers, one SIGKILLed mid-page: every tenant exactly once", async () => {
    const dataset = makeDataset({ tenants: 2_000, productsPerTenant: 1, paymentsPerTenant: 1 });
    const service = await startMockServer({ dataset, latencyMs: 2 });
    const dir = mkdtempSync(join(tmpdir(), "bullmq-export-"));
    const env = {
      ...process.env,
      OWNED_PRODUCTS_URL: service.url,
      REDIS_URL: redis.url,
      EXPORT_DIR: dir,
      EXPORT_RUN: "test",
      LOCK_MS: "5000",
      STALLED_MS: "2000",
    };
    const workers: ChildProcess[] = [];
    try {
      const produced = await promisify(execFile)(process.execPath, [RECIPE, "produce"], { env });
      expect(produced.stdout).toContain("enqueued 20 pages of 100 (2000 tenants)");

      // The first temporary file to appear: its worker is killed while it is there.
      const folder = join(dir, "test"); // EXPORT_DIR/EXPORT_RUN
      mkdirSync(folder, { recursive: true }); // made by produce
      let killed: { pid: number; temp: string; existed: boolean } | undefined;
      const watcher = watch(folder, (_event, name) => {
        const pid = /\.(\d+)-[\w-]+\.tmp$/.exec(name ?? "")?.[1];
        if (killed || pid === undefined) return;
        const temp = join(folder, name!);
        const existed = existsSync(temp);
        process.kill(Number(pid), "SIGKILL");
        killed = { pid: Number(pid), temp, existed };
      });
      for (let i = 0; i < 4; i += 1) {
        workers.push(spawn(process.execPath, [RECIPE, "work"], { env, stdio: "ignore" }));
      }
      const pages = () => readdirSync(folder).filter((f) => /^page-\d+\.jsonl$/.test(f));
      for (let waited = 0; pages().length < 20 && waited < 40_000; waited += 100) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      watcher.close();

      expect(killed?.existed).toBe(true);
      expect(workers.map((w) => w.pid)).toContain(killed?.pid);
      expect(pages()).toHaveLength(20);
      // Every line of every page file parses: no torn file.
      const ids = pages().flatMap((name) =>
        readFileSync(join(folder, name), "utf8")
          .trimEnd()
          .split("\n")
          .map((line) => (JSON.parse(line) as { tenantId: number }).tenantId),
      );
      expect(ids.toSorted((a, b) => a - b)).toEqual(
        dataset.tenants.map((t) => t.id).toSorted((a, b) => a - b),
      );
      expect(new Set(ids).size).toBe(2_000);
    } finally {
      for (const worker of workers) worker.kill("SIGKILL");
      await service.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  test("the next night (another EXPORT_RUN) exports the data afresh, not last night's pages", async () => {
    const dataset = makeDataset({ tenants: 300, productsPerTenant: 1, paymentsPerTenant: 1 });
    const service = await startMockServer({ dataset });
    const dir = mkdtempSync(join(tmpdir(), "bullmq-export-"));
    const connection = new Redis(redis.url, { maxRetriesPerRequest: null });
    const queue = new Queue("owned-products-export", { connection });
    /** One night: produce, one worker until the run's three jobs are completed, merge. */
    const night = async (run: string) => {
      const env = { ...process.env, OWNED_PRODUCTS_URL: service.url, REDIS_URL: redis.url };
      Object.assign(env, { EXPORT_DIR: dir, EXPORT_RUN: run });
      await promisify(execFile)(process.execPath, [RECIPE, "produce"], { env });
      const worker = spawn(process.execPath, [RECIPE, "work"], { env, stdio: "ignore" });
      const states = () => Promise.all([1, 2, 3].map((n) => queue.getJobState(`${run}-page-${n}`)));
      for (let waited = 0; waited < 20_000; waited += 100) {
        if ((await states()).every((state) => state === "completed")) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      worker.kill("SIGTERM");
      await new Promise((resolve) => worker.once("exit", resolve));
      const out = join(dir, `${run}.jsonl`);
      await promisify(execFile)(process.execPath, [RECIPE, "merge", out], { env });
      return readFileSync(out, "utf8")
        .trimEnd()
        .split("\n")
        .map((line) => (JSON.parse(line) as { tenantId: number }).tenantId);
    };
    try {
      expect(await night("night-1")).toEqual(dataset.tenants.map((t) => t.id));
      dataset.tenants.shift(); // gone by the next night
      expect(await night("night-2")).toEqual(dataset.tenants.map((t) => t.id));
    } finally {
      await queue.close();
      connection.disconnect();
      await service.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  test("merge before every page is exported says which are missing, and writes no file", async () => {
    const dataset = makeDataset({ tenants: 300, productsPerTenant: 1, paymentsPerTenant: 1 });
    const service = await startMockServer({ dataset });
    const dir = mkdtempSync(join(tmpdir(), "bullmq-export-"));
    const env = { ...process.env, OWNED_PRODUCTS_URL: service.url, REDIS_URL: redis.url };
    Object.assign(env, { EXPORT_DIR: dir, EXPORT_RUN: "unfinished", PAGE_SIZE: "20" });
    try {
      await promisify(execFile)(process.execPath, [RECIPE, "produce"], { env });
      const out = join(dir, "tenants.jsonl");
      const failed = await promisify(execFile)(process.execPath, [RECIPE, "merge", out], { env })
        .then(() => undefined)
        .catch((error: { code: number; stderr: string }) => error);
      expect(failed?.code).toBe(1);
      expect(failed?.stderr).toBe(
        "merge: 15 of 15 pages of run unfinished are not exported yet " +
          "(pages 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, …): wait for " +
          'the workers, or read their "page N: …" warnings for a page that failed; ' +
          `${out} is not written\n`,
      );
      expect(existsSync(out)).toBe(false);
    } finally {
      await service.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
