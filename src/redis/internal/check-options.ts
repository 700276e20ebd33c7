import {
  fail,
  intRangeOption,
  knownKeysOnly,
  mustBe,
  oneOfOption,
} from "../../internal/option-checks/index.js";
import type { RedisCoordinationOptions } from "../options.js";
import type { RedisClientLike } from "../redis-client.js";
import { isRedisClient } from "./connections.js";

/** The options, checked, every default filled in (`maxConcurrency` 0: no cap). */
export interface RedisCoordinationConfig {
  readonly redis: RedisClientLike;
  readonly namespace: string;
  readonly maxConcurrency: number;
  readonly leaseMs: number;
  readonly commandTimeoutMs: number;
  readonly whenUnavailable: "proceed" | "fail";
}

const WHERE = "redisCoordination";
const KEYS = "redis namespace maxConcurrency leaseMs commandTimeoutMs whenUnavailable".split(" ");

/** Checks the options of {@link redisCoordination}; a bad one throws a TypeError naming it. */
export function checkOptions(options: RedisCoordinationOptions): RedisCoordinationConfig {
  if (typeof options !== "object" || options === null) {
    mustBe(WHERE, "options", '{ redis, namespace: "my-app" }', options);
  }
  knownKeysOnly(WHERE, options, KEYS);
  if (!isRedisClient(options.redis)) {
    fail(WHERE, "redis", "an ioredis or node-redis client (with duplicate())", options.redis);
  }
  const { namespace } = options;
  if (typeof namespace !== "string" || !/^[\w.:-]{1,100}$/.test(namespace)) {
    fail(WHERE, "namespace", "1 to 100 letters, digits or .-_: (no braces)", namespace);
  }
  const commandTimeoutMs = intRangeOption(
    WHERE,
    "commandTimeoutMs",
    options.commandTimeoutMs,
    10,
    60_000,
    1_000,
  );
  return {
    redis: options.redis,
    namespace,
    maxConcurrency: intRangeOption(WHERE, "maxConcurrency", options.maxConcurrency, 1, 100_000, 0),
    // Renewed every third of it: it must leave room for a renewal that waits out the deadline.
    leaseMs: intRangeOption(
      WHERE,
      "leaseMs",
      options.leaseMs,
      3 * commandTimeoutMs,
      86_400_000,
      10_000,
    ),
    commandTimeoutMs,
    whenUnavailable: oneOfOption(
      WHERE,
      "whenUnavailable",
      options.whenUnavailable,
      ["proceed", "fail"],
      "proceed",
    ),
  };
}
