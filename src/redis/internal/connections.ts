// The two connections a coordination makes beside the user's client, through either library, on
// one server or a Redis Cluster (a cluster client duplicated is a cluster client).
import type {
  IoRedisClusterLike,
  IoRedisLike,
  NodeRedisClusterLike,
  NodeRedisLike,
  RedisClientLike,
} from "../redis-client.js";

/** A connection this entry made, with what it needs of it. */
export interface Connection {
  /** Whether a command sent now is written at once: connected, and not reconnecting. */
  ready(): boolean;
  /** Resolves to whether the connection became ready within `ms`. */
  whenReady(ms: number): Promise<boolean>;
  send(args: readonly string[]): Promise<unknown>;
  /** Ends the connection at once, dropping what it has not sent. */
  close(): void;
  /** The connection's last error since it was last ready (a refused connect, a wrong password). */
  lastError(): unknown;
}

const isIoRedis = (redis: RedisClientLike): redis is IoRedisLike | IoRedisClusterLike =>
  typeof (redis as IoRedisLike).call === "function" &&
  typeof (redis as IoRedisLike).status === "string";

/** ioredis's `duplicate`; a Cluster's takes its startup nodes first (`[]`: the same ones). */
const duplicateIoRedis = (
  redis: IoRedisLike | IoRedisClusterLike,
  override: Record<string, unknown>,
): IoRedisLike =>
  redis.isCluster
    ? ((redis as IoRedisClusterLike).duplicate([], override) as IoRedisLike)
    : (redis as IoRedisLike).duplicate(override);

/** Whether `redis` is a client of either kind (checked once, when the coordination is made). */
export function isRedisClient(redis: unknown): redis is RedisClientLike {
  if (typeof redis !== "object" || redis === null) return false;
  const client = redis as RedisClientLike;
  if (typeof client.duplicate !== "function") return false;
  return isIoRedis(client) || typeof (client as NodeRedisLike).sendCommand === "function";
}

/**
 * A new connection beside `redis` for commands, with no offline queue and no resending: a command
 * is written at once or fails at once, so none is applied late after a reconnect (`onError` hears
 * every error, so that none is unhandled).
 */
export function commandConnection(redis: RedisClientLike, onError: (e: unknown) => void) {
  if (isIoRedis(redis)) {
    const copy = duplicateIoRedis(redis, {
      enableOfflineQueue: false,
      autoResendUnfulfilledCommands: false,
      maxRetriesPerRequest: 0,
      lazyConnect: false,
      // Its subscriptions, if the user's client has any, are not this connection's.
      autoResubscribe: false,
    });
    copy.on("error", onError);
    return connection(
      copy,
      () => copy.status === "ready",
      (args) => copy.call(args[0] as string, ...args.slice(1)),
      () => copy.disconnect(),
    );
  }
  // A cluster gives its clients of the masters the options in its `defaults` (`_options`: what it
  // was made with; duplicate() spreads them under the overrides, one level deep).
  const cluster = "getMasters" in redis;
  const off = { disableOfflineQueue: true };
  const copy = redis.duplicate(
    cluster
      ? {
          defaults: {
            ...(redis as { _options?: { defaults?: object } })._options?.defaults,
            ...off,
          },
        }
      : off,
  ) as NodeRedisLike & NodeRedisClusterLike;
  copy.on("error", onError);
  copy.connect().catch(onError);
  return connection(
    copy,
    () => copy.isReady,
    // A cluster routes by the first key: every command here is PING or EVAL(SHA) x n KEYS[1].
    (args) => (cluster ? copy.sendCommand(args[3], false, [...args]) : copy.sendCommand([...args])),
    () => copy.destroy(),
  );
}

/** A new connection beside `redis` subscribed to `channel`; it subscribes again after a reconnect. */
export function subscriberConnection(
  redis: RedisClientLike,
  channel: string,
  onMessage: (message: string) => void,
  onError: (e: unknown) => void,
): Pick<Connection, "close"> {
  if (isIoRedis(redis)) {
    // Queued until connected, whatever the user's client says: a SUBSCRIBE is safe to run late.
    const copy = duplicateIoRedis(redis, {
      lazyConnect: false,
      autoResubscribe: true,
      enableOfflineQueue: true,
    });
    copy.on("error", onError);
    copy.on("message", (_channel, message) => onMessage(String(message)));
    copy.subscribe(channel).catch(onError);
    return { close: () => copy.disconnect() };
  }
  const copy = redis.duplicate();
  copy.on("error", onError);
  copy
    .connect()
    .then(() => copy.subscribe(channel, onMessage))
    .catch(onError);
  return { close: () => copy.destroy() };
}

function connection(
  copy: Pick<IoRedisLike, "on">,
  ready: () => boolean,
  send: (args: readonly string[]) => Promise<unknown>,
  close: () => void,
): Connection {
  // Woken by the client's own `ready` event (a node-redis cluster's `connect`): nothing polls.
  const waiting = new Set<() => void>();
  let lastError: unknown;
  const wake = () => {
    if (!ready()) return;
    lastError = undefined;
    for (const each of [...waiting]) each();
  };
  copy.on("ready", wake);
  copy.on("connect", wake);
  copy.on("error", (error: unknown) => void (lastError = error));
  const whenReady = (ms: number) =>
    new Promise<boolean>((resolve) => {
      if (ready()) return resolve(true);
      const done = () => {
        clearTimeout(timer);
        waiting.delete(done);
        resolve(ready());
      };
      const timer = setTimeout(done, ms);
      waiting.add(done);
    });
  return { ready, whenReady, send, close, lastError: () => lastError };
}
