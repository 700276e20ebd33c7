/**
 * `owned-products-sdk/redis`: the client's `coordination` option on Redis, for many processes
 * that call one service: a fleet-wide cap on calls in flight and a fleet-wide `Retry-After` hold,
 * over the ioredis or node-redis client your app already has (neither is imported by this entry).
 * See docs/scaling.md.
 *
 * @packageDocumentation
 * @module owned-products-sdk/redis
 */
export { redisCoordination, type RedisCoordination } from "./redis-coordination.js";
export type { RedisCoordinationOptions } from "./options.js";
export type {
  IoRedisClusterLike,
  IoRedisLike,
  NodeRedisClusterLike,
  NodeRedisLike,
  RedisClientLike,
} from "./redis-client.js";
export { CoordinationUnavailableError } from "./coordination-unavailable-error.js";
