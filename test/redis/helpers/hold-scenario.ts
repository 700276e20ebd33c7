// The fleet's Retry-After hold as the fleet tests run it, on one server or on a cluster: worker
// processes call one at a time (no fleet cap), and the first request after the test arms the
// service gets a 429 with `Retry-After: 2`. What the hold guarantees is checked without a timing
// margin: a call that enters after the hold is in Redis is not sent before the hold ends. So the
// service keeps its answers to the other requests until the test sees the hold in Redis: each
// worker's next call then enters after it, and before the hold's end each worker can have sent
// at most one request (one let through before the hold was set, still on its way; on a loaded
// machine it may arrive well after the 429).
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import type { Redis } from "ioredis";
import {
  startFleetService,
  startWorker,
  warnings,
  type Arrival,
  type WorkerLine,
} from "./fleet.js";

export interface HoldRun {
  /** Per worker: its requests that arrived after the 429 and before the hold's end. */
  readonly sentDuringHold: number[];
  /** Per worker: how long after the hold's end (as Redis reported it) its first request arrived. */
  readonly lags: number[];
  readonly done: WorkerLine[];
  /** The warnings that name Redis (an outage), of every worker. */
  readonly outages: WorkerLine[];
}

/**
 * When the hold of namespace `fleet-test` ends (performance.now()), read from Redis (`PTTL`) as
 * soon as it is there; `probe` is a connection to the server (or the master) that holds it.
 */
async function holdEnd(probe: Redis): Promise<number> {
  for (let i = 0; i < 500; i += 1) {
    const [key] = await probe.keys("{fleet-test}:hold:*");
    const ms = key === undefined ? -2 : await probe.pttl(key);
    if (ms > 0) return performance.now() + ms;
    await sleep(10);
  }
  throw new Error("the hold did not reach Redis within 5 s of the 429");
}

/** Runs the workers of `configs` until each has called after the hold; see the file's comment. */
export async function runHold(
  configs: readonly Record<string, unknown>[],
  probe: Redis,
): Promise<HoldRun> {
  let refused: Arrival | undefined;
  let ended: Promise<number> | undefined;
  const service = await startFleetService(100, (arrival) => {
    if (ended === undefined) return undefined;
    if (refused) return { after: ended };
    refused = arrival;
    return { status: 429, headers: { "retry-after": "2" } };
  });
  try {
    const workers = await Promise.all(
      configs.map((config, i) =>
        startWorker({ name: `w${i}`, ...config, service: service.url, fleet: {}, parallel: 1 }),
      ),
    );
    const calledAfter = (since: number) =>
      workers.every((w) => service.arrivals.some((a) => a.worker === w.name && a.at >= since));
    // Every worker is calling before the 429 is armed.
    await service.until(() => calledAfter(0));
    ended = holdEnd(probe);
    ended.catch(() => {}); // awaited below; the answers it keeps are sent either way
    await service.until(() => refused?.end !== undefined);
    const endsAt = await ended;
    // The hold was set after the 429 left the service: it cannot end before this.
    const earliestEnd = refused!.end! + 2_000;
    await service.until(() => calledAfter(endsAt));
    const done = await Promise.all(workers.map((w) => w.stop()));

    const sentDuringHold = workers.map(
      (w) =>
        service.arrivals.filter(
          (a) => a.worker === w.name && a !== refused && a.at > refused!.at && a.at < earliestEnd,
        ).length,
    );
    const lags = workers.map(
      (w) => service.arrivals.find((a) => a.worker === w.name && a.at >= earliestEnd)!.at - endsAt,
    );
    const outages = workers.flatMap(warnings).filter((l) => l.message?.includes("Redis"));
    return { sentDuringHold, lags, done, outages };
  } finally {
    await service.close();
  }
}
