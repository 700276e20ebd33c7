// The Redis clients this entry works with, typed by shape: it imports neither ioredis nor
// node-redis, so that neither enters a bundle through it, and either version a user has works.

/**
 * The part of an ioredis client (`new Redis(...)`, ioredis 5 or later) that `redisCoordination`
 * uses. Pass the client itself.
 *
 * @group Redis
 */
export interface IoRedisLike {
  /** `"ready"` once connected and ready for commands. */
  readonly status: string;
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
 * A Redis client `redisCoordination` accepts: ioredis's or node-redis's.
 *
 * @group Redis
 */
export type RedisClientLike = IoRedisLike | NodeRedisLike;
