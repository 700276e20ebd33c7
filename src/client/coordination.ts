// The `coordination` option: a second gate, shared with other processes, after the client's own.
// Types only: a client made without the option carries none of it (docs/scaling.md).
import type { ClientLogger } from "./types.js";

/**
 * A gate shared by many processes (and many clients), given to {@link createClient} as its
 * `coordination` option: a fleet-wide cap on calls in flight and a fleet-wide `Retry-After` hold.
 * `redisCoordination()` of `owned-products-sdk/redis` makes one on Redis; implement it to back
 * the same rules with another store (docs/scaling.md says what each method must do).
 *
 * A call takes its client's `maxConcurrency` slot, waits out the client's own hold, and only then
 * {@link Coordination.enter | enters} the coordination, so that a held call never sits on a fleet
 * slot. The interface speaks of origins (`https://api.example.com`), never of URLs: nothing of a
 * path, a query or a header reaches it.
 *
 * @example
 * ```ts
 * import { createClient } from "owned-products-sdk";
 * import type { Coordination } from "owned-products-sdk";
 *
 * // The smallest valid coordination: lets every call go at once, shares nothing.
 * const open: Coordination = {
 *   attach: () => {},
 *   enter: async () => ({ hold: () => {}, succeeded: () => {}, release: () => {} }),
 * };
 * const client = createClient({ baseUrl: "https://api.example.com", coordination: open });
 * ```
 * @group Client
 */
export interface Coordination {
  /**
   * Told once per client, when the client is made with this coordination, of that client's
   * logger (`undefined` when it has none): where an outage of the store is reported.
   */
  attach(client: CoordinationClient): void;
  /**
   * Resolves when the call may be sent: a fleet slot taken, and the origin not held (unless the
   * call may not be held). Waiting for a slot is abortable and outside the call's `timeoutMs`;
   * waiting in a hold lasts at most `timeoutMs`, after which it resolves to a permit with
   * `heldUntil`. An abort rejects with the signal's reason. Each permit is released exactly once.
   */
  enter(call: CoordinatedCall): Promise<CoordinationPermit>;
}

/**
 * What a {@link Coordination} is told of a client when the client is made.
 *
 * @group Client
 */
export interface CoordinationClient {
  /** The client's `logger` option. */
  readonly logger: ClientLogger | undefined;
}

/**
 * A call about to be sent, as a {@link Coordination} sees it.
 *
 * @group Client
 */
export interface CoordinatedCall {
  /** The origin the call goes to, e.g. `https://api.example.com`. */
  readonly origin: string;
  /**
   * Whether a hold of the origin may keep the call waiting: `false` for a call with retries off,
   * and for every call of a client made with `sharedBackoff: false`.
   */
  readonly holdable: boolean;
  /** The longest the call may wait in a hold, in ms: its `timeoutMs`. */
  readonly timeoutMs: number;
  /** The call's signal: an abort ends the wait. */
  readonly signal: AbortSignal | undefined;
}

/**
 * What {@link Coordination.enter} resolves to: the call's right to be sent, and how the call
 * reports what the service answered.
 *
 * @group Client
 */
export interface CoordinationPermit {
  /**
   * Set when the call was held past its `timeoutMs`: it fails with a `TimeoutError` (0 attempts),
   * never sent; the hold's end as the store knew it.
   */
  readonly heldUntil?: Date | undefined;
  /**
   * The call got a 429 or 503 with a retry hint: hold every process's new calls to its origin for
   * `ms` (already capped at `retry.maxRetryAfterMs`); a shorter hold than the current one changes
   * nothing. Not awaited.
   */
  hold(ms: number): void;
  /**
   * The call got a 2xx: end its origin's hold, if the hold is still the one this call knew of
   * before it was sent (a hold that began later stays). Not awaited.
   */
  succeeded(): void;
  /** The call ended (success, failure, abort or timeout): give its slot back. Not awaited. */
  release(): void;
}
