import { isHTTPError, isNetworkError, isTimeoutError, type HTTPError } from "ky";
import { HttpError } from "../errors/http-error.js";
import { NetworkError } from "../errors/network-error.js";
import { TimeoutError } from "../errors/timeout-error.js";
import { rawBodyOf } from "./attempt-fetch.js";
import { requestIdOf, summarize, type CallState } from "./call-state.js";
import { redactHeaders, redactJson, redactText } from "./redact.js";
import { retryHintMs } from "./retry-hint.js";

// Reason phrases for when the server sends none (HTTP/2 has no reason phrase at all).
const STATUS_TEXT: Readonly<Record<number, string>> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  408: "Request Timeout",
  409: "Conflict",
  410: "Gone",
  422: "Unprocessable Content",
  429: "Too Many Requests",
  500: "Internal Server Error",
  501: "Not Implemented",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

/** The first string `code` (`ECONNREFUSED`, `UND_ERR_SOCKET`, …) along a cause chain. */
function codeOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** ky's errors hold the `Request`, headers and credentials included: keep it out of logs. */
function hideRequest<E extends Error>(error: E): E {
  if (Object.hasOwn(error, "request")) {
    Object.defineProperty(error, "request", { enumerable: false });
  }
  return error;
}

function bodyOf(error: HTTPError, secrets: readonly string[]): unknown {
  if (error.data !== undefined && typeof error.data !== "string") {
    return redactJson(error.data, secrets);
  }
  if (typeof error.data === "string") return redactText(error.data, secrets);
  const raw = rawBodyOf(error.response);
  if (raw === undefined || raw.byteLength === 0) return undefined;
  return redactText(new TextDecoder().decode(raw), secrets);
}

function toHttpError(error: HTTPError, state: CallState): HttpError {
  const { response } = error;
  return new HttpError({
    ...summarize(state),
    status: response.status,
    statusText: response.statusText || STATUS_TEXT[response.status] || "",
    headers: redactHeaders(response.headers, state.secrets, state.authHeader),
    requestId: requestIdOf(response.headers),
    body: bodyOf(error, state.secrets),
    retryAfterMs: retryHintMs(response.headers),
    note: state.note,
  });
}

/**
 * Translates whatever a call threw into what the user receives: the one place ky's errors
 * become this SDK's. An aborted call gives the signal's reason, as `fetch` does; anything that
 * is neither ky's nor an abort (a bug, a custom fetch's own error) passes through unchanged.
 *
 * @internal
 */
export function translateError(error: unknown, state: CallState): unknown {
  if (state.signal?.aborted) return state.signal.reason;
  if (isHTTPError(error)) return toHttpError(error, state);
  if (isTimeoutError(error)) {
    return new TimeoutError(state.timeoutMs, summarize(state), { cause: hideRequest(error) });
  }
  if (isNetworkError(error)) {
    const cause = error.cause ?? hideRequest(error);
    return new NetworkError(codeOf(cause), summarize(state), { cause });
  }
  return error;
}
