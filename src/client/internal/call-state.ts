import type { RequestSummary } from "../../errors/request-error.js";
import type { CoordinationPermit } from "../coordination.js";
import type { ClientLogger } from "../types.js";
import { now } from "./backoff.js";
import { translateFailure } from "./failure.js";
import type { Tracked } from "./observe.js";
import { redactUrl } from "./redact.js";

/**
 * Where one send of a call stands, all its attempts: what the wire, the retry policy and the
 * errors share. A send after a 401 (`previous`) carries its counts on.
 */
export class CallState {
  attempts: number;
  waitedMs: number;
  /** The URL the latest attempt reached (a redirect's target), unmasked. */
  url: string;
  /** The retry hint of the latest error response. */
  hint: number | undefined;
  /** Why the call was not retried, when its error should say so. */
  note: string | undefined;
  /** Why the latest attempt failed (`503 Service Unavailable`). */
  reason: string | undefined;
  delayMs = 0;
  /** The call's entry to the client's coordination, told of holds and 2xx (wire.ts). */
  permit: CoordinationPermit | undefined;
  /** The latest attempt's response while its body is read (a timeout then says how far it got). */
  reading: Response | undefined;
  /** How much of that body had arrived, when counted (the chunk loop counts, `text()` does not). */
  receivedBytes: number | undefined;
  /**
   * The latest attempt's body (`null`: a status that has none), as bytes, or as text when the
   * platform read it whole (read-body.ts); not kept on its Response, which a user's `fetch` may
   * freeze or hand back for every attempt.
   */
  body: Uint8Array<ArrayBuffer> | string | null = null;
  readonly #startedAt: number;
  #translated: { readonly error: unknown; readonly value: unknown } | undefined;

  constructor(
    url: string,
    readonly timeoutMs: number,
    /** Strings that never appear in an error or a log line (the auth token and header). */
    readonly secrets: readonly string[],
    /** Header names (lower case) masked in logs and dropped on a redirect to another origin. */
    readonly sensitiveHeaders: readonly string[],
    readonly signal: AbortSignal | undefined,
    readonly logger: ClientLogger | undefined,
    /** What the call's watchers learn (observe.ts). */
    readonly tracked: Tracked | undefined,
    previous?: RequestSummary,
  ) {
    this.url = url;
    this.attempts = previous?.attempts ?? 0;
    this.waitedMs = previous?.waitedMs ?? 0;
    this.#startedAt = now() - (previous?.elapsedMs ?? 0);
  }

  /** The URL as errors and logs show it, secrets masked. */
  shownUrl(url = this.url): string {
    return redactUrl(url, this.secrets);
  }

  /** Where the call went, how often, and how long it has taken. */
  summary(): RequestSummary {
    const { attempts, waitedMs } = this;
    return {
      method: "GET",
      url: this.shownUrl(),
      attempts,
      waitedMs,
      elapsedMs: now() - this.#startedAt,
    };
  }

  /** The signal's reason after an abort, else the SDK's error for `error`, translated once. */
  fail(error: unknown): unknown {
    if (this.signal?.aborted) return this.signal.reason;
    const done = this.#translated;
    if (done !== undefined && done.error === error) return done.value;
    const value = translateFailure(error, this);
    this.#translated = { error, value };
    return value;
  }
}
