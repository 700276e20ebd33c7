import type { RedisClientLike } from "./redis-client.js";

/**
 * The options of {@link redisCoordination}.
 *
 * @example
 * ```ts
 * import { Redis } from "ioredis";
 *
 * const options: RedisCoordinationOptions = {
 *   redis: new Redis(), // ioredis or node-redis, as your app made it
 *   namespace: "owned-products-export",
 *   maxConcurrency: 8,
 *   leaseMs: 10_000,
 * };
 * ```
 * @group Redis
 */
export interface RedisCoordinationOptions {
  /**
   * Your Redis client: ioredis or node-redis, or either's cluster client (ioredis's `Cluster`,
   * node-redis's `createCluster()`), with any options (BullMQ's `maxRetriesPerRequest: null`
   * included). The coordination sends nothing on it: it makes two connections beside it with
   * `duplicate()` (one for commands, with no offline queue, one subscribed to wake-ups), and
   * `close()` ends those two only.
   */
  readonly redis: RedisClientLike;
  /**
   * What the processes that share a cap and holds have in common; every key is
   * `{namespace}:…` (one hash slot of a Redis Cluster). Letters, digits and `.-_:`.
   */
  readonly namespace: string;
  /**
   * The fleet-wide cap: at most this many calls in flight across every process of the namespace
   * (each process still has its client's own `maxConcurrency`). Every process of a namespace
   * should give the same number. Default: no cap (the fleet shares only the `Retry-After` hold).
   */
  readonly maxConcurrency?: number | undefined;
  /**
   * How long a slot stays taken when its process stops renewing it (killed, frozen, cut off), in
   * ms; a living process renews its leases every `leaseMs / 3`. Default `10000`.
   */
  readonly leaseMs?: number | undefined;
  /**
   * The longest a call waits on an unanswered Redis command before it goes on as in an outage,
   * in ms. Default `1000`.
   */
  readonly commandTimeoutMs?: number | undefined;
  /**
   * What calls do while Redis is out (down, refusing, not answering, out of memory): `"proceed"`
   * (default) goes on under each process's own limits; `"fail"` rejects them with a
   * {@link CoordinationUnavailableError}, never sent.
   */
  readonly whenUnavailable?: "proceed" | "fail" | undefined;
}
