// A `coordination` on Redis (docs/scaling.md): a fleet-wide cap of leased slots, and a fleet-wide
// Retry-After hold per origin. One script (one round trip) before a call; the rest not awaited.
// Here: the keys, the commands and their outages, the permits. Apart, in internal/: the queue of
// calls that find the fleet full (slot-queue), how a call waits without polling (waiting), and
// the renewal of the leases this process holds (leases).
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
import { leases as leasesOf } from "./internal/leases.js";
import { health as watchHealth, NoAnswer, notReady, withDeadline } from "./internal/outage.js";
import { run, scripts, type Script } from "./internal/scripts.js";
import { slotQueue } from "./internal/slot-queue.js";
import { type Entry, OUT, sleep, type Waiter } from "./internal/waiting.js";
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

const noop = () => {};
/** The permit of a call that goes on uncoordinated (Redis out, or the coordination closed). */
const FREE: CoordinationPermit = { hold: noop, succeeded: noop, release: noop };
const token = () => globalThis.crypto.randomUUID();

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
  const holdWaiters = new Set<() => void>();
  let closed = false;
  const keysOf = new Map<string, readonly [hold: string, generation: string]>();

  const command = async (script: Script, keys: readonly string[], args: readonly string[]) => {
    if (!cmd.ready() && !(await cmd.whenReady(commandTimeoutMs))) throw notReady(cmd.lastError());
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
    slots.letGo();
    for (const each of [...holdWaiters]) each();
  };

  const tryEnter = async ({
    keys,
    token: lease,
    holdable,
  }: Omit<Waiter, "settle">): Promise<Entry> => {
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
      if (maxConcurrency > 0) leases.took(lease);
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

  const leases = leasesOf(leaseMs, (held) =>
    background(lua.renew, [slotsKey], [String(leaseMs), ...held]),
  );

  const giveBack = (lease: string) => {
    leases.gave(lease);
    if (closed) return;
    // A release that cannot be sent, or gets no answer, wakes this process's next waiter too: its
    // ENTER then finds the outage within commandTimeoutMs, where waiting for the earliest lease's
    // expiry would stall every waiting call for up to leaseMs.
    if (!cmd.ready()) return slots.wake();
    // Sent even during an outage when the connection takes it (a frozen Redis runs it late, which
    // is harmless: it removes this token only); never waited for.
    withDeadline(run(cmd, lua.release, [slotsKey], [lease, channel]), commandTimeoutMs)
      // The freed slot goes to this process's next waiter at once; others hear the PUBLISH.
      .then(slots.wake, (error: unknown) =>
        error instanceof NoAnswer ? failed(error) : slots.wake(),
      )
      .catch(noop);
  };

  const slots = slotQueue(tryEnter, giveBack);

  const subscriber = subscriberConnection(
    redis,
    channel,
    (message) => {
      if (message === "hold") for (const each of [...holdWaiters]) each();
      else slots.wake();
    },
    // The subscriber lost Redis: wake-ups may be missed, so the next waiter asks again now.
    () => slots.wake(),
  );

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
        const entry = await slots.enter({ keys, token: lease, holdable }, signal);
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
          await sleep(Math.min(entry.ms, budget), signal, holdWaiters);
        }
      }
    },
    close: async () => {
      closed = true;
      slots.close();
      leases.close();
      health.close();
      slots.letGo();
      for (const each of [...holdWaiters]) each();
      cmd.close();
      subscriber.close();
    },
  };
}
