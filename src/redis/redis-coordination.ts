// A `coordination` on Redis (docs/scaling.md): a fleet-wide cap of leased slots, and a fleet-wide
// Retry-After hold per origin. One script (one round trip) before a call; the rest not awaited.
import type {
  ClientLogger,
  CoordinatedCall,
  Coordination,
  CoordinationPermit,
} from "owned-products-sdk";
import { CoordinationUnavailableError } from "./coordination-unavailable-error.js";
import { checkOptions } from "./internal/check-options.js";
import { commandConnection, subscriberConnection } from "./internal/connections.js";
import { originHash } from "./internal/origin-hash.js";
import { health as watchHealth, NoAnswer, withDeadline } from "./internal/outage.js";
import { run, scripts, type Script } from "./internal/scripts.js";
import type { RedisCoordinationOptions } from "./options.js";

/**
 * A {@link Coordination} on Redis, made by {@link redisCoordination}; `close()` ends the
 * connections it made (never the client it was given).
 *
 * @group Redis
 */
export interface RedisCoordination extends Coordination {
  /** Closes the connections this coordination made; later calls go on uncoordinated. */
  close(): Promise<void>;
}

/** What the script before a call answered. */
type Entry =
  | { readonly kind: "go"; readonly generation: string; readonly held: boolean }
  | { readonly kind: "held" | "full"; readonly ms: number }
  | { readonly kind: "out" };

const OUT: Entry = { kind: "out" };
const noop = () => {};
/** The permit of a call that goes on uncoordinated (Redis out, or the coordination closed). */
const FREE: CoordinationPermit = { hold: noop, succeeded: noop, release: noop };
const token = () => globalThis.crypto.randomUUID();
const unref = (timer: ReturnType<typeof setTimeout>) => (timer as { unref?: () => void }).unref?.();

/** A call waiting in this process for a fleet slot. */
interface Waiter {
  readonly keys: readonly [hold: string, generation: string];
  readonly token: string;
  readonly holdable: boolean;
  readonly settle: (entry: Entry) => void;
}

/**
 * Makes a `coordination` for `createClient` on a Redis client you already have (ioredis or
 * node-redis): at most `maxConcurrency` calls in flight across every process of `namespace`, and
 * a 429 or 503 with `Retry-After` seen by any process holds every process's new calls to that
 * origin. When Redis is out, calls go on under each process's own limits (or fail, with
 * `whenUnavailable: "fail"`). See docs/scaling.md.
 *
 * @example
 * ```ts
 * import { Redis } from "ioredis";
 * import { createClient } from "owned-products-sdk";
 * import { redisCoordination } from "owned-products-sdk/redis";
 *
 * const coordination = redisCoordination({
 *   redis: new Redis(process.env.REDIS_URL!),
 *   namespace: "owned-products-export",
 *   maxConcurrency: 8, // across every process of the namespace
 * });
 * const client = createClient({ baseUrl: "https://api.example.com", maxConcurrency: 8, coordination });
 * // … on shutdown:
 * await coordination.close();
 * ```
 * @group Redis
 */
export function redisCoordination(options: RedisCoordinationOptions): RedisCoordination {
  const { redis, namespace, maxConcurrency, leaseMs, commandTimeoutMs, whenUnavailable } =
    checkOptions(options);
  const tag = `{${namespace}}`;
  const slotsKey = `${tag}:slots`;
  const channel = `${tag}:wake`;
  const cap = String(maxConcurrency);
  const loggers = new Set<ClientLogger>();
  const lua = scripts();
  // Errors of the connections are seen through the commands' failures; these listeners only keep
  // an `error` event from being unhandled.
  const cmd = commandConnection(redis, noop);
  const health = watchHealth(namespace, loggers, whenUnavailable, () =>
    cmd.ready() ? withDeadline(cmd.send(["PING"]), commandTimeoutMs) : Promise.reject(),
  );
  const tokens = new Set<string>();
  const holdWaiters = new Set<() => void>();
  const queue: Waiter[] = [];
  let closed = false;
  let pumping = false;
  let wakes = 0;
  let pumpTimer: ReturnType<typeof setTimeout> | undefined;
  let renewTimer: ReturnType<typeof setInterval> | undefined;
  const keysOf = new Map<string, readonly [hold: string, generation: string]>();

  const command = async (script: Script, keys: readonly string[], args: readonly string[]) => {
    if (!cmd.ready() && !(await cmd.whenReady(commandTimeoutMs))) {
      throw new Error("the Redis connection is not ready (down or refusing)");
    }
    return withDeadline(run(cmd, script, keys, args), commandTimeoutMs);
  };
  /** A command not awaited by the call; `undo` runs after one that got no answer in time. */
  const background = (
    script: Script,
    keys: readonly string[],
    args: readonly string[],
    undo?: () => void,
  ) => {
    if (closed || health.down !== undefined) return Promise.resolve(undefined);
    return command(script, keys, args).catch((error: unknown) => {
      if (error instanceof NoAnswer) undo?.();
      failed(error);
    });
  };
  /** An outage: the calls waiting here go on at once (or fail), not when a timer would wake them. */
  const failed = (error: unknown) => {
    health.failed(error);
    for (const waiter of queue.splice(0)) waiter.settle(OUT);
    for (const each of [...holdWaiters]) each();
  };

  const tryEnter = async (
    keys: readonly [hold: string, generation: string],
    lease: string,
    holdable: boolean,
  ): Promise<Entry> => {
    if (closed || health.down !== undefined) return OUT;
    const args = [lease, String(leaseMs), cap, holdable ? "1" : "0"];
    try {
      const [status, value, generation] = (await command(lua.enter, [slotsKey, ...keys], args)) as [
        number,
        number,
        string,
      ];
      if (status === 1) return { kind: "held", ms: Number(value) };
      if (status === 2) return { kind: "full", ms: Number(value) };
      if (maxConcurrency > 0) took(lease);
      return { kind: "go", generation: String(generation), held: Number(value) === 1 };
    } catch (error) {
      // Sent on the same connection, so run right after the ENTER if that ever runs late.
      if (error instanceof NoAnswer && maxConcurrency > 0) {
        cmd.send(["EVAL", lua.release.text, "1", slotsKey, lease, channel]).catch(noop);
      }
      failed(error);
      return OUT;
    }
  };

  const took = (lease: string) => {
    tokens.add(lease);
    // One script per process renews every lease it holds, every leaseMs / 3.
    renewTimer ??= setInterval(() => {
      if (tokens.size === 0) {
        clearInterval(renewTimer);
        renewTimer = undefined;
        return;
      }
      const held = [...tokens];
      void background(lua.renew, [slotsKey], [String(leaseMs), ...held]).then((lost) => {
        for (const each of (lost as string[] | undefined) ?? []) tokens.delete(each);
      });
    }, leaseMs / 3);
    unref(renewTimer);
  };

  const giveBack = (lease: string) => {
    tokens.delete(lease);
    // Sent even during an outage when the connection takes it (a frozen Redis runs it late, which
    // is harmless: it removes this token only); never waited for, its failure no outage.
    if (closed || !cmd.ready()) return;
    withDeadline(run(cmd, lua.release, [slotsKey], [lease, channel]), commandTimeoutMs)
      // The freed slot goes to this process's next waiter at once; others hear the PUBLISH.
      .then(wake)
      .catch(noop);
  };

  /** Serves the queue in order, one script at a time; waits for a wake when the fleet is full. */
  const pump = async () => {
    if (pumping) return;
    pumping = true;
    clearTimeout(pumpTimer);
    pumpTimer = undefined;
    try {
      while (queue.length > 0) {
        const head = queue[0] as Waiter;
        const seen = wakes;
        const entry = await tryEnter(head.keys, head.token, head.holdable);
        if (entry.kind === "full") {
          if (wakes !== seen) continue; // a slot was freed while the script ran
          // Not unref'd: calls waiting for a slot keep the process alive, as a fetch does.
          pumpTimer = setTimeout(() => void pump(), Math.max(1, entry.ms));
          return;
        }
        if (entry.kind === "out") {
          for (const waiter of queue.splice(0)) waiter.settle(OUT);
          return;
        }
        if (queue[0] === head) {
          queue.shift();
          head.settle(entry);
        } else if (entry.kind === "go") giveBack(head.token); // aborted meanwhile
      }
    } finally {
      pumping = false;
    }
  };
  function wake() {
    wakes += 1;
    if (queue.length > 0) void pump();
  }

  const subscriber = subscriberConnection(
    redis,
    channel,
    (message) => {
      if (message === "hold") for (const each of [...holdWaiters]) each();
      else wake();
    },
    noop,
  );

  const waitTurn = (waiter: Omit<Waiter, "settle">, signal: AbortSignal | undefined) =>
    new Promise<Entry>((resolve, reject) => {
      const onAbort = () => {
        const at = queue.indexOf(entry);
        if (at >= 0) queue.splice(at, 1);
        reject(signal?.reason);
      };
      const entry: Waiter = {
        ...waiter,
        settle: (result) => {
          signal?.removeEventListener("abort", onAbort);
          resolve(result);
        },
      };
      queue.push(entry);
      signal?.addEventListener("abort", onAbort, { once: true });
    });

  /** Sleeps `ms`, or until a hold ends early (a PUBLISH), or until the signal aborts. */
  const sleep = (ms: number, signal: AbortSignal | undefined) =>
    new Promise<void>((resolve, reject) => {
      const settle = (error?: unknown) => {
        clearTimeout(timer);
        holdWaiters.delete(settle);
        signal?.removeEventListener("abort", onAbort);
        if (error === undefined) resolve();
        else reject(error);
      };
      const onAbort = () => settle(signal?.reason);
      const timer = setTimeout(settle, ms);
      holdWaiters.add(settle);
      signal?.addEventListener("abort", onAbort, { once: true });
    });

  const permit = (
    keys: readonly [hold: string, generation: string],
    lease: string,
    entry: Entry,
  ): CoordinationPermit => {
    const { generation, held } = entry as Extract<Entry, { kind: "go" }>;
    let released = false;
    return {
      hold: (ms) => {
        const id = token();
        // A HOLD that got no answer in time is taken back right behind it (UNHOLD).
        const [hold, gen] = keys;
        void background(lua.hold, [hold, gen], [String(Math.ceil(ms)), id], () => {
          cmd.send(["EVAL", lua.unhold.text, "1", hold, id, channel]).catch(noop);
        });
      },
      // Only a call that saw a hold before it was sent can end it: most 2xx cost nothing.
      succeeded: () => {
        if (held) void background(lua.endHold, keys, [generation, channel]);
      },
      release: () => {
        if (released) return;
        released = true;
        if (maxConcurrency > 0) giveBack(lease);
      },
    };
  };

  const unavailable = () => {
    if (whenUnavailable === "fail" && !closed) {
      throw new CoordinationUnavailableError(namespace, health.down ?? "unknown");
    }
    return FREE;
  };

  return {
    attach: ({ logger }) => {
      if (logger) loggers.add(logger);
    },
    enter: async (call: CoordinatedCall) => {
      const { signal, holdable, timeoutMs } = call;
      const started = performance.now();
      let keys = keysOf.get(call.origin);
      if (keys === undefined) {
        const hash = originHash(call.origin);
        keys = [`${tag}:hold:${hash}`, `${tag}:gen:${hash}`] as const;
        keysOf.set(call.origin, keys);
      }
      for (;;) {
        signal?.throwIfAborted();
        const lease = maxConcurrency > 0 ? token() : "";
        const waiter = { keys, token: lease, holdable };
        const seen = wakes;
        let entry =
          queue.length > 0 ? await waitTurn(waiter, signal) : await tryEnter(keys, lease, holdable);
        if (entry.kind === "full") {
          const turn = waitTurn(waiter, signal);
          if (wakes !== seen) void pump();
          else if (!pumping && pumpTimer === undefined) {
            pumpTimer = setTimeout(() => void pump(), Math.max(1, entry.ms));
          }
          entry = await turn;
        }
        if (entry.kind === "out") return unavailable();
        if (entry.kind === "go") {
          if (signal?.aborted) {
            if (maxConcurrency > 0) giveBack(lease);
            throw signal.reason;
          }
          return permit(keys, lease, entry);
        }
        if (entry.kind === "held") {
          const budget = timeoutMs - (performance.now() - started);
          if (budget <= 0) return { ...FREE, heldUntil: new Date(Date.now() + entry.ms) };
          await sleep(Math.min(entry.ms, budget), signal);
        }
      }
    },
    close: async () => {
      closed = true;
      clearTimeout(pumpTimer);
      clearInterval(renewTimer);
      health.close();
      for (const waiter of queue.splice(0)) waiter.settle(OUT);
      for (const each of [...holdWaiters]) each();
      cmd.close();
      subscriber.close();
    },
  };
}
