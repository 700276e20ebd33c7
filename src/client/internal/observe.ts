// Who watches a call: the `telemetry` option, and Node's diagnostics channel for APM agents, looked
// up on the first call (not imported: a browser bundle carries none of it). Neither sees a body.
import type {
  Telemetry,
  TelemetryCall,
  TelemetryCallWatch,
  TelemetryRunWatch,
} from "../telemetry.js";

/** What is used of Node's `TracingChannel`. */
interface TracingChannel {
  /** Absent on Bun 1.4: publish then, always. */
  readonly hasSubscribers?: boolean;
  tracePromise<T>(work: () => Promise<T>, context: object): Promise<T>;
}

let channel: TracingChannel | null | undefined;

/** `tracing:owned-products-sdk:call:start` and its siblings, or null where there are none. */
function callChannel(): TracingChannel | null {
  if (channel === undefined) {
    try {
      const runtime = globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } };
      const dc = runtime.process?.getBuiltinModule?.("node:diagnostics_channel") as
        { tracingChannel?: (name: string) => TracingChannel } | undefined;
      channel = dc?.tracingChannel?.("owned-products-sdk:call") ?? null;
    } catch {
      channel = null;
    }
  }
  return channel;
}

/** What a call's watchers learn as it goes. */
export interface Tracked {
  readonly watch: TelemetryCallWatch | undefined;
  status: number | undefined;
}

/** Calls `notify` and ignores what it throws: a watcher never fails a call. */
export function quietly<T>(notify: () => T): T | undefined {
  try {
    return notify();
  } catch {
    return undefined;
  }
}

/** Tells `telemetry` that a run of `operation` (`getMany`, …) starts; returns its watch, if any. */
export function startRun(
  telemetry: Telemetry | undefined,
  operation: string,
): TelemetryRunWatch | undefined {
  return telemetry?.run && quietly(() => telemetry.run?.({ operation }));
}

/**
 * Runs the call `work` watched by both; `facts` is made only when someone watches. Not async: an
 * unwatched call is `work`'s own promise.
 */
export function observe<T extends { readonly attempts: number; readonly skippedItems: number }>(
  telemetry: Telemetry | undefined,
  facts: () => TelemetryCall,
  work: (tracked: Tracked | undefined) => Promise<T>,
): Promise<T> {
  const traced = callChannel();
  const subscribed = traced !== null && traced.hasSubscribers !== false;
  if (telemetry === undefined && !subscribed) return work(undefined);
  const start = facts();
  const tracked: Tracked = {
    watch: telemetry && quietly(() => telemetry.call(start)),
    status: undefined,
  };
  // What both learn of the end: never the data. A failure's count of attempts is its error's.
  const outcome = ({ attempts = 0, skippedItems = 0 }: Partial<T>) => ({
    status: tracked.status,
    attempts,
    skippedItems,
  });
  const end = (result: Partial<T>, error?: unknown) =>
    quietly(() => tracked.watch?.end({ ...outcome(result), error }));
  const run = async () => {
    try {
      const result = await work(tracked);
      end(result);
      return result;
    } catch (error) {
      end((error ?? {}) as Partial<T>, error);
      throw error;
    }
  };
  if (!subscribed) return run();
  // The channel's context holds the facts, then the outcome: never the data.
  const { operation, method, route, url } = start;
  let result: T | undefined;
  return traced
    .tracePromise(
      async () => {
        result = await run();
        return outcome(result);
      },
      { operation, method, route, url },
    )
    .then(() => result as T);
}
