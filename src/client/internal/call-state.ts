import type { RequestSummary } from "../../errors/request-error.js";
import type { ClientLogger } from "../types.js";
import { now } from "./backoff.js";
import { translateFailure } from "./failure.js";
import type { Tracked } from "./observe.js";
import { redactUrl } from "./redact.js";

/**
 * Where one send of a call stands, all its attempts: the one record the wire, the retry policy
 * and the errors read and write. A send after a 401 (`previous`) carries its counts on.
 */
export class CallState {
  /** How many attempts were sent (the wire counts each as it starts). */
  attempts: number;
  waitedMs: number;
  /** The URL the latest attempt reached (a redirect's target), unmasked. */
  url: string;
  /** The retry hint of the latest error response, read once by the wire. */
  hint: number | undefined;
  /** Why the call was not retried, when its error should say so. */
  note: string | undefined;
  /** Why the latest attempt failed, as a retry's log line says it (`503 Service Unavailable`). */
  reason: string | undefined;
  /** The wait before the next attempt, as the retry policy computed it. */
  delayMs = 0;
  /**
   * The latest attempt's body, read by the wire (`null`: a status that has none). It is kept
   * here, not on its Response: a user's `fetch` may hand back a frozen Response, or one Response
   * for every attempt.
   */
  body: Uint8Array<ArrayBuffer> | null = null;
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

  /** The URL as errors and log lines show it: secrets masked. */
  shownUrl(url = this.url): string {
    return redactUrl(url, this.secrets);
  }

  /** Where the call went, how often, and how long it took so far. */
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

  /**
   * The signal's reason after an abort, else the SDK's error for what ky or the wire threw,
   * translated once however often asked (the retry predicate asks first).
   */
  fail(error: unknown): unknown {
    if (this.signal?.aborted) return this.signal.reason;
    const done = this.#translated;
    if (done !== undefined && done.error === error) return done.value;
    const value = translateFailure(error, this);
    this.#translated = { error, value };
    return value;
  }
}
