import { isHTTPError, isNetworkError, isTimeoutError } from "ky";
import { HttpError } from "../../errors/http-error.js";
import { NetworkError } from "../../errors/network-error.js";
import type { RequestSummary } from "../../errors/request-error.js";
import { TimeoutError } from "../../errors/timeout-error.js";
import { maskText, redactHeaders, redactJson, redactText } from "./redact.js";
import { requestIdOf } from "./request-id.js";

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

/** What a failure's error tells of its call: the CallState that asks for it. */
interface FailedCall {
  summary(): RequestSummary;
  readonly timeoutMs: number;
  readonly secrets: readonly string[];
  readonly sensitiveHeaders: readonly string[];
  readonly note: string | undefined;
  readonly hint: number | undefined;
  readonly body: Uint8Array | string | null;
  readonly reading: Response | undefined;
  readonly receivedBytes: number | undefined;
}

/** What a retry log line calls the failure of an attempt: its status, or its kind. */
export function failureName(error: Error): string {
  if (isHTTPError(error)) return `${error.response.status} ${error.response.statusText}`.trim();
  if (isTimeoutError(error)) return "timeout";
  if (isNetworkError(error)) return "network error";
  return error.name;
}

/** The first string `code` (`ECONNREFUSED`, `UND_ERR_SOCKET`, …) along a cause chain. */
function codeOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * ky's errors hold the `Request`, credentials included: it becomes a bare, non-enumerable one to
 * the masked URL, and the URL in the message and stack is masked too.
 */
function hideRequest<E extends Error>(error: E, maskedUrl: string): E {
  const { request } = error as { request?: unknown };
  if (request instanceof Request) {
    let shown: Request | undefined;
    try {
      shown = new Request(maskedUrl, { method: request.method });
    } catch {
      // A masked URL fetch cannot parse: no request is better than the credentials.
    }
    Object.defineProperty(error, "request", { value: shown, enumerable: false });
    const mask = (text: string) => text.replaceAll(request.url, maskedUrl);
    error.message = mask(error.message);
    if (typeof error.stack === "string") error.stack = mask(error.stack);
  }
  return error;
}

/** An error response's body: parsed when it says it is JSON and is, else text; secrets masked. */
function errorBody(
  response: Response,
  bytes: Uint8Array | string | null,
  secrets: readonly string[],
): unknown {
  if (bytes === null || bytes.length === 0) return undefined;
  // Only a 2xx is ever read whole, as text (read-body.ts); an error's body is bytes.
  const text = new TextDecoder().decode(bytes as Uint8Array);
  if (/\bjson\b/i.test(response.headers.get("content-type") ?? "")) {
    try {
      return redactJson(JSON.parse(text), secrets);
    } catch {
      // not JSON after all: keep it as text
    }
  }
  return redactText(text, secrets);
}

function toHttpError(response: Response, summary: RequestSummary, state: FailedCall): HttpError {
  const { secrets } = state;
  return new HttpError({
    ...summary,
    status: response.status,
    statusText: maskText(response.statusText, secrets) || STATUS_TEXT[response.status] || "",
    headers: new Headers(redactHeaders(response.headers, secrets, state.sensitiveHeaders)),
    requestId: requestIdOf(response.headers, secrets),
    body: errorBody(response, state.body, secrets),
    retryAfterMs: state.hint,
    note: state.note,
  });
}

/** How much of the body of the attempt that timed out had come; undefined before its headers. */
function arrived({ reading, receivedBytes }: FailedCall): string | undefined {
  const length = reading?.headers.get("content-length");
  return reading && `${receivedBytes ?? "?"}${length ? ` of ${length}` : ""}`;
}

/**
 * The one place ky's errors become this SDK's HttpError, TimeoutError or NetworkError; anything
 * else (a bug, a custom fetch's own error) passes through unchanged.
 */
export function translateFailure(error: unknown, state: FailedCall): unknown {
  const summary = state.summary();
  if (isHTTPError(error)) return toHttpError(error.response, summary, state);
  if (isTimeoutError(error)) {
    const cause = hideRequest(error, summary.url);
    return new TimeoutError(state.timeoutMs, summary, { cause, arrived: arrived(state) });
  }
  if (isNetworkError(error)) {
    const cause = error.cause ?? hideRequest(error, summary.url);
    return new NetworkError(codeOf(cause), summary, { cause });
  }
  return error;
}
