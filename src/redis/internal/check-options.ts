// The checks of redisCoordination()'s options, worded as the core's are
// (`<where>: <label> must be <rule>, got <shown>`). Its own, as the /opentelemetry entry's are:
// importing the core's would put them in a chunk shared with the root, and grow createClient.
import type { RedisCoordinationOptions } from "../options.js";
import type { RedisClientLike } from "../redis-client.js";
import { isRedisClient } from "./connections.js";

/** A wrong value as a message shows it: a short string quoted, anything else by its kind. */
function shown(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value.slice(0, 60));
  if (value === null || (typeof value !== "object" && typeof value !== "function")) {
    return String(value);
  }
  return Array.isArray(value)
    ? "an array"
    : `a${typeof value === "object" ? "n" : ""} ${typeof value}`;
}

/** Throws `redisCoordination: options.<name> must be <rule>, got <shown>`. */
function fail(name: string, rule: string, value: unknown): never {
  throw new TypeError(`${WHERE}: options.${name} must be ${rule}, got ${shown(value)}`);
}

/** An integer in [min, max]; `fallback` when absent; `why` says where `min` comes from. */
function integer(
  name: string,
  value: unknown,
  min: number,
  max: number,
  fallback: number,
  why = "",
) {
  if (value === undefined) return fallback;
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) {
    fail(name, `an integer from ${min}${why} to ${max}`, value);
  }
  return value;
}

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

/**
 * The known key a misspelt one most likely meant: the six differ in their first four letters, so
 * a slip after them (`maxConcurency`, `namesapce`) shares them; a part of one (`concurrency`,
 * `timeoutMs`, `lease`) is in it.
 */
function meant(key: string): string | undefined {
  const lower = key.toLowerCase();
  return (
    KEYS.find((known) => known.slice(0, 4).toLowerCase() === lower.slice(0, 4)) ??
    KEYS.find((known) => lower.length >= 4 && known.toLowerCase().includes(lower))
  );
}

/** Checks the options of {@link redisCoordination}; a bad one throws a TypeError naming it. */
export function checkOptions(options: RedisCoordinationOptions): RedisCoordinationConfig {
  if (typeof options !== "object" || options === null) {
    throw new TypeError(`${WHERE}: options must be { redis, namespace }, got ${shown(options)}`);
  }
  const unknown = Object.keys(options).find((key) => !KEYS.includes(key));
  if (unknown !== undefined) {
    const guess = meant(unknown);
    const hint = guess === undefined ? "" : ` (did you mean \`${guess}\`?)`;
    throw new TypeError(
      `${WHERE}: unknown option \`${unknown}\`${hint}; known: ${KEYS.join(", ")}`,
    );
  }
  if (!isRedisClient(options.redis)) {
    const rule = "an ioredis or node-redis client (with duplicate())";
    // A URL may carry a password: never shown, and what to pass instead.
    if (typeof options.redis === "string") {
      throw new TypeError(
        `${WHERE}: options.redis must be ${rule}, got a string; pass a client made from the URL ` +
          "(new Redis(url), createClient({ url }))",
      );
    }
    fail("redis", rule, options.redis);
  }
  const { namespace } = options;
  if (typeof namespace !== "string" || !/^[\w.:-]{1,100}$/.test(namespace)) {
    fail("namespace", "1 to 100 letters, digits or .-_: (no braces)", namespace);
  }
  const commandTimeoutMs = integer("commandTimeoutMs", options.commandTimeoutMs, 10, 60_000, 1_000);
  return {
    redis: options.redis,
    namespace,
    maxConcurrency: integer("maxConcurrency", options.maxConcurrency, 1, 100_000, 0),
    // Renewed every third of it: it must leave room for a renewal that waits out the deadline.
    leaseMs: integer(
      "leaseMs",
      options.leaseMs,
      3 * commandTimeoutMs,
      86_400_000,
      10_000,
      " (3 × commandTimeoutMs)",
    ),
    commandTimeoutMs,
    whenUnavailable: whenUnavailable(options.whenUnavailable),
  };
}

/** The `whenUnavailable` option: `"proceed"` when absent. */
function whenUnavailable(value: unknown): "proceed" | "fail" {
  if (value === undefined) return "proceed";
  if (value !== "proceed" && value !== "fail")
    fail("whenUnavailable", '"proceed" or "fail"', value);
  return value;
}
