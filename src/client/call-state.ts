import type { RequestSummary } from "../errors/request-error.js";
import type { ClientLogger } from "./types.js";

/**
 * What one call (all its attempts) knows about itself: shared by the attempt fetch, the retry
 * decisions and the error translation.
 *
 * @internal
 */
export interface CallState {
  readonly method: string;
  /** The URL of the latest attempt (the one ky built from `baseUrl`, path and query). */
  url: string;
  readonly startedAt: number;
  attempts: number;
  waitedMs: number;
  readonly timeoutMs: number;
  /** Strings that must never appear in an error or a log line (the auth token and header). */
  readonly secrets: readonly string[];
  /** The name of the header that carries the credentials, masked in logs. */
  readonly authHeader: string | undefined;
  readonly signal: AbortSignal | undefined;
  readonly logger: ClientLogger | undefined;
  /** A server hint to wait for before the next attempt, instead of the backoff. */
  nextDelayMs: number | undefined;
  /** Why the last failure was not retried, when the error should say so. */
  note: string | undefined;
  /** A short name of the last failure, for the retry log line. */
  lastFailure: string | undefined;
}

/**
 * Milliseconds on a monotonic clock.
 *
 * @internal
 */
export function now(): number {
  return globalThis.performance?.now() ?? Date.now();
}

/**
 * A new state for a call that is about to start.
 *
 * @internal
 */
export function startCall(init: {
  method: string;
  url: string;
  timeoutMs: number;
  secrets: readonly string[];
  authHeader: string | undefined;
  signal: AbortSignal | undefined;
  logger: ClientLogger | undefined;
}): CallState {
  return {
    ...init,
    startedAt: now(),
    attempts: 0,
    waitedMs: 0,
    nextDelayMs: undefined,
    note: undefined,
    lastFailure: undefined,
  };
}

/**
 * The summary every error of the call carries.
 *
 * @internal
 */
export function summarize(state: CallState): RequestSummary {
  return {
    method: state.method,
    url: state.url,
    attempts: state.attempts,
    waitedMs: state.waitedMs,
    elapsedMs: now() - state.startedAt,
  };
}

/**
 * The request id the server sent, under any of the usual names.
 *
 * @internal
 */
export function requestIdOf(headers: Headers): string | undefined {
  for (const name of ["x-request-id", "request-id", "x-correlation-id", "x-amzn-requestid"]) {
    const value = headers.get(name);
    if (value !== null && value !== "") return value;
  }
  return undefined;
}
