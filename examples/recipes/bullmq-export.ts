// The nightly export spread over workers with BullMQ: a producer reads the first tenant page and
// enqueues one job per page; any number of workers, on any hosts, fetch their pages' purchase
// histories under one fleet-wide cap (redisCoordination) and write each page to a file of its own:
// first to a temporary file named for this attempt, then renamed into place, so that a job retried
// after a crash writes its page once, whole. Leftover temporary files (`*.tmp`) are ignored.
//
//   node examples/recipes/bullmq-export.ts produce   # enqueue tonight's pages
//   node examples/recipes/bullmq-export.ts work      # one per process; SIGTERM stops it cleanly
//   node examples/recipes/bullmq-export.ts merge <out.jsonl>   # once every page is exported
//
// Environment: OWNED_PRODUCTS_URL (default http://127.0.0.1:4010, `npx owned-products-sdk mock`),
// REDIS_URL (default redis://127.0.0.1:6379), EXPORT_DIR (default ./export), EXPORT_RUN (default
// today's date: one set of jobs, and one folder EXPORT_DIR/EXPORT_RUN, per run), PAGE_SIZE (100),
// FLEET_MAX (8: calls in flight across all workers), LOCK_MS and STALLED_MS (BullMQ's
// lockDuration and stalledInterval).
// docs/recipes.md says what happens when tenants are added or removed during the run.
import { randomUUID } from "node:crypto";
import { mkdir, open, readFile, rename, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { Queue, Worker, type Job } from "bullmq";
import { Redis } from "ioredis";
import { createClient } from "owned-products-sdk";
import { redisCoordination } from "owned-products-sdk/redis";

interface PageJob {
  readonly pageNumber: number;
  readonly pageSize: number;
}

const env = (name: string, fallback: string) => process.env[name] || fallback;
const baseUrl = env("OWNED_PRODUCTS_URL", "http://127.0.0.1:4010");
const redisUrl = env("REDIS_URL", "redis://127.0.0.1:6379");
const run = env("EXPORT_RUN", new Date().toISOString().slice(0, 10));
// A folder per run: a page file of last night's run is not tonight's page, done already.
const dir = join(env("EXPORT_DIR", "export"), run);
const pageSize = Number(env("PAGE_SIZE", "100"));
const queueName = "owned-products-export";
// BullMQ's connections must not give up on a command (maxRetriesPerRequest: null).
const connection = () => new Redis(redisUrl, { maxRetriesPerRequest: null });
/** The file of page `n`, named so that a plain sort puts pages in order. */
const pageFile = (n: number) => join(dir, `page-${String(n).padStart(6, "0")}.jsonl`);
const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );
/** How many pages the run has, as the producer read them: what `merge` waits for. */
const planFile = join(dir, "pages.json");

async function produce(): Promise<void> {
  const client = createClient({ baseUrl });
  const first = await client.tenants.list({ pageNumber: 1, pageSize });
  await mkdir(dir, { recursive: true });
  await writeFile(`${planFile}.tmp`, JSON.stringify({ totalPages: first.totalPages }));
  await rename(`${planFile}.tmp`, planFile);
  const redis = connection();
  const queue = new Queue<PageJob>(queueName, { connection: redis });
  // One job per page, its id naming the run: enqueueing twice adds nothing.
  await queue.addBulk(
    Array.from({ length: first.totalPages }, (_, i) => ({
      name: "page",
      data: { pageNumber: i + 1, pageSize },
      opts: {
        jobId: `${run}-page-${i + 1}`,
        attempts: 5,
        backoff: { type: "exponential", delay: 1_000 },
      },
    })),
  );
  console.log(`enqueued ${first.totalPages} pages of ${pageSize} (${first.totalCount} tenants)`);
  await queue.close();
  redis.disconnect();
}

async function work(): Promise<void> {
  await mkdir(dir, { recursive: true });
  const redis = connection();
  const coordination = redisCoordination({
    redis,
    namespace: queueName,
    maxConcurrency: Number(env("FLEET_MAX", "8")),
  });
  // Retries and a Redis outage, not a debug line for every request of the night.
  const logger = { warn: console.warn };
  const client = createClient({ baseUrl, maxConcurrency: 8, coordination, logger });

  const exportPage = async (job: Job<PageJob>) => {
    const { pageNumber, pageSize: size } = job.data;
    const final = pageFile(pageNumber);
    // Renamed into place by an attempt that died before BullMQ heard of it: done already.
    if (await exists(final)) return 0;
    const temp = `${final}.${process.pid}-${randomUUID()}.tmp`;
    const file = await open(temp, "wx");
    let count = 0;
    try {
      const page = await client.tenants.list({ pageNumber, pageSize: size });
      const ids = (page.list ?? []).map((tenant) => tenant.id);
      for await (const { tenantId, history } of client.purchaseHistory.getMany(ids)) {
        await file.write(`${JSON.stringify({ tenantId, history })}\n`);
        count += 1;
      }
      await file.sync();
    } finally {
      await file.close();
    }
    // Atomic: readers see no file or the whole page, never part of it.
    await rename(temp, final);
    return count;
  };

  const worker = new Worker<PageJob>(queueName, exportPage, {
    connection: redis,
    concurrency: 2,
    lockDuration: Number(env("LOCK_MS", "30000")),
    stalledInterval: Number(env("STALLED_MS", "30000")),
  });
  worker.on("failed", (job, error) =>
    console.warn(`page ${job?.data.pageNumber}: ${error.message}`),
  );
  console.log(`worker ${process.pid} ready`);
  const stop = async () => {
    await worker.close();
    await coordination.close();
    redis.disconnect();
  };
  process.once("SIGTERM", () => void stop());
  process.once("SIGINT", () => void stop());
}

/** Every page's lines, in page order, into `out`: only once every page is there, and whole. */
async function merge(out: string | undefined): Promise<void> {
  if (out === undefined) usage();
  const plan = await readFile(planFile, "utf8").catch(() => undefined);
  if (plan === undefined) {
    console.error(
      `merge: ${planFile} is missing: run produce first, with this EXPORT_DIR and EXPORT_RUN`,
    );
    process.exit(1);
  }
  const { totalPages } = JSON.parse(plan) as { totalPages: number };
  const numbers = Array.from({ length: totalPages }, (_, i) => i + 1);
  const there = await Promise.all(numbers.map((n) => exists(pageFile(n))));
  const missing = numbers.filter((_, i) => !there[i]);
  if (missing.length > 0) {
    const some = missing.slice(0, 10).join(", ") + (missing.length > 10 ? ", …" : "");
    console.error(
      `merge: ${missing.length} of ${totalPages} pages of run ${run} are not exported yet ` +
        `(pages ${some}): wait for the workers, or read their "page N: …" ` +
        `warnings for a page that failed; ${out} is not written`,
    );
    process.exit(1);
  }
  // Written under a temporary name, then renamed: `out` is never half an export.
  const temp = `${out}.${process.pid}.tmp`;
  const file = await open(temp, "w");
  try {
    for (const n of numbers) await file.write(await readFile(pageFile(n)));
    await file.sync();
  } finally {
    await file.close();
  }
  await rename(temp, out);
  console.log(`${out}: the ${totalPages} pages of run ${run}`);
}

function usage(): never {
  console.error("usage: bullmq-export.ts produce | work | merge <out.jsonl>");
  process.exit(2);
}

const command = process.argv[2];
if (command === "produce") await produce();
else if (command === "work") await work();
else if (command === "merge") await merge(process.argv[3]);
else usage();
