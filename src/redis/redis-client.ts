// The Redis clients this entry works with, typed by shape: it imports neither ioredis nor
// node-redis, so that neither enters a bundle through it, and either version a user has works.
// A cluster client of either library differs from its single client in one method's arguments,
// and is told apart by one member.

/**
 * The part of an ioredis client (`new Redis(...)`, ioredis 5 or later) that `redisCoordination`
 * uses. Pass the client itself.
 *
 * @group Redis
 */
export interface IoRedisLike {
  /** `"ready"` once connected and ready for commands. */
  readonly status: string;
  /** `false` (`true`: an {@link IoRedisClusterLike}). */
  readonly isCluster?: boolean;
  /** A new connection with the client's options and these overrides. */
  duplicate(override?: Record<string, unknown>): IoRedisLike;
  /** Sends any command. */
  call(command: string, ...args: (string | number)[]): Promise<unknown>;
  /** Subscribes to channels (on a connection of its own). */
  subscribe(...channels: string[]): Promise<unknown>;
  /** Listens to an event: `error`, `ready`, `message`. */
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  /** Closes the connection at once. */
  disconnect(): void;
}

/**
 * The part of an ioredis Cluster (`new Cluster(startupNodes, options)`) that `redisCoordination`
 * uses; as {@link IoRedisLike}, but its `duplicate` takes the startup nodes first. Pass the
 * Cluster itself.
 *
 * @group Redis
 */
export interface IoRedisClusterLike extends Omit<IoRedisLike, "duplicate"> {
  /** `true`: how a Cluster is told from a single connection. */
  readonly isCluster: boolean;
  /** A new Cluster with the same startup nodes (`[]`) and options, and these overrides. */
  duplicate(startupNodes?: never[], override?: Record<string, unknown>): IoRedisClusterLike;
}

/**
 * The part of a node-redis client (`createClient()` of `redis`, version 4 or later) that
 * `redisCoordination` uses. Pass the client itself, connected or not.
 *
 * @group Redis
 */
export interface NodeRedisLike {
  /** `true` once connected and ready for commands. */
  readonly isReady: boolean;
  /** A new client with the client's options and these overrides (not yet connected). */
  duplicate(overrides?: Record<string, unknown>): NodeRedisLike;
  /** Opens the connection. */
  connect(): Promise<unknown>;
  /** Sends any command. */
  sendCommand(args: string[]): Promise<unknown>;
  /** Subscribes to a channel (on a connection of its own). */
  subscribe(channel: string, listener: (message: string) => void): Promise<unknown>;
  /** Listens to an event: `error`, `ready`. */
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  /** Closes the connection at once. */
  destroy(): void;
}

/**
 * The part of a node-redis cluster (`createCluster()` of `redis`) that `redisCoordination` uses;
 * as {@link NodeRedisLike}, but its `sendCommand` takes the key it is routed by first. Pass the
 * cluster itself, connected or not.
 *
 * @group Redis
 */
export interface NodeRedisClusterLike extends Omit<NodeRedisLike, "duplicate" | "sendCommand"> {
  /** The masters: how a cluster is told from a client. */
  getMasters(): unknown;
  /** A new cluster with the cluster's options and these overrides (not yet connected). */
  duplicate(overrides?: Record<string, unknown>): NodeRedisClusterLike;
  /** Sends any command to the master of `firstKey`'s hash slot (any master without one). */
  sendCommand(firstKey: string | undefined, isReadonly: boolean, args: string[]): Promise<unknown>;
}

/**
 * A Redis client `redisCoordination` accepts: ioredis's `Redis` or `Cluster`, node-redis's
 * `createClient()` or `createCluster()`.
 *
 * @group Redis
 */
export type RedisClientLike =
  IoRedisLike | IoRedisClusterLike | NodeRedisLike | NodeRedisClusterLike;
