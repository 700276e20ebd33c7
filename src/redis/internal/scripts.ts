// Every change of the shared state is one Lua script: Redis runs each whole, alone, so two
// processes never both see a free slot. Keys come in through KEYS only (Redis Cluster routes by
// them; ioredis's keyPrefix prefixes them), all in one hash slot through the `{namespace}` tag.
// Commands of Redis 7.0 only; times from Redis's own clock (TIME, PTTL), never a host's.
import type { Connection } from "./connections.js";

/** A script, run by its SHA-1 once known (EVALSHA), else by its text (EVAL, which caches it). */
export interface Script {
  readonly text: string;
  sha: string | undefined;
}

const NOW = `local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)`;

// The key of the slots lives as long as its latest lease, and no longer.
const EXPIRE_SLOTS = `local last = redis.call('ZRANGE', KEYS[1], -1, -1, 'WITHSCORES')
if last[2] then redis.call('PEXPIREAT', KEYS[1], tonumber(last[2]) + 1) end`;

/**
 * Before a call. KEYS: slots, hold, generation. ARGV: token, leaseMs, max (0: no cap), holdable.
 * Returns {0, held (1/0), generation}: go (a lease taken when there is a cap);
 * {1, ms left, generation}: held; {2, ms to the earliest lease's expiry, generation}: full.
 */
const ENTER = `local gen = redis.call('GET', KEYS[3]) or '0'
local left = redis.call('PTTL', KEYS[2])
if left > 0 and ARGV[4] == '1' then return {1, left, gen} end
local max = tonumber(ARGV[3])
if max > 0 then
  ${NOW}
  redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
  if redis.call('ZCARD', KEYS[1]) >= max then
    local first = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
    return {2, tonumber(first[2]) - now, gen}
  end
  redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[1])
  ${EXPIRE_SLOTS}
end
if left > 0 then return {0, 1, gen} end
return {0, 0, gen}`;

/** Gives back one lease, only if it is this token's. KEYS: slots. ARGV: token, channel. */
const RELEASE = `if redis.call('ZREM', KEYS[1], ARGV[1]) == 1 then
  redis.call('PUBLISH', ARGV[2], 'slot')
end
return 0`;

/**
 * Renews a process's leases that have not expired; an expired one is never made again (its slot
 * may be another's now). KEYS: slots. ARGV: leaseMs, tokens... Returns the tokens lost.
 */
const RENEW = `${NOW}
local lost = {}
for i = 2, #ARGV do
  local score = redis.call('ZSCORE', KEYS[1], ARGV[i])
  if score and tonumber(score) > now then
    redis.call('ZADD', KEYS[1], 'XX', now + tonumber(ARGV[1]), ARGV[i])
  else
    lost[#lost + 1] = ARGV[i]
  end
end
${EXPIRE_SLOTS}
return lost`;

/**
 * Holds an origin for ms, unless it is held longer already; each new hold is a new generation.
 * KEYS: hold, generation. ARGV: ms, id (to take this very hold back, see UNHOLD).
 */
const HOLD = `if redis.call('PTTL', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('INCR', KEYS[2])
redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[1])
return 1`;

/**
 * Ends a hold after a 2xx, if its generation is the one the call knew before it was sent.
 * KEYS: hold, generation. ARGV: generation, channel.
 */
const END_HOLD = `if (redis.call('GET', KEYS[2]) or '0') == ARGV[1] and redis.call('DEL', KEYS[1]) == 1 then
  redis.call('PUBLISH', ARGV[2], 'hold')
end
return 0`;

/**
 * Takes back the hold `id` set, if it is still the current one: sent right after a HOLD that got
 * no answer in time, on the same connection, so that a HOLD run late is undone at once.
 * KEYS: hold. ARGV: id, channel.
 */
const UNHOLD = `if redis.call('GET', KEYS[1]) == ARGV[1] then
  redis.call('DEL', KEYS[1])
  redis.call('PUBLISH', ARGV[2], 'hold')
end
return 0`;

const script = (text: string): Script => ({ text, sha: undefined });

/** The scripts of one coordination (each learns its SHA-1 once). */
export function scripts() {
  const all = {
    enter: script(ENTER),
    release: script(RELEASE),
    renew: script(RENEW),
    hold: script(HOLD),
    endHold: script(END_HOLD),
    unhold: script(UNHOLD),
  };
  // SHA-1 of each text, for EVALSHA; until known, EVAL sends the text (and Redis caches it).
  const { subtle } = globalThis.crypto ?? {};
  for (const each of Object.values(all)) {
    subtle
      ?.digest("SHA-1", new TextEncoder().encode(each.text))
      .then((digest) => {
        each.sha = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
      })
      .catch(() => {});
  }
  return all;
}

/** Runs `script`: by SHA-1, and by its text after a NOSCRIPT (a restarted or flushed Redis). */
export async function run(
  connection: Connection,
  { text, sha }: Script,
  keys: readonly string[],
  args: readonly string[],
): Promise<unknown> {
  const rest = [String(keys.length), ...keys, ...args];
  if (sha === undefined) return connection.send(["EVAL", text, ...rest]);
  try {
    return await connection.send(["EVALSHA", sha, ...rest]);
  } catch (error) {
    if (!String((error as Error | null)?.message).startsWith("NOSCRIPT")) throw error;
    return connection.send(["EVAL", text, ...rest]);
  }
}
