import { STATUS_CODES } from "node:http";
import {
  isHttpError,
  isNetworkError,
  isPageFetchError,
  isPaginationError,
  isRedirectError,
  isRequestError,
  isResponseTooLargeError,
  isTimeoutError,
  isValidationError,
} from "../../index.js";
import type { Answer } from "./answer-watch.js";
import type { Failure, OperationName, OperationRecord } from "./operation-record.js";
import { formatHint } from "../../client/internal/retry-hint.js";
import { tlsProblem } from "./tls-problem.js";

/** What a failure's words depend on besides the error. */
export interface FailureContext {
  /** The run's own time limit ran out (its signal aborted). */
  readonly timedOut: boolean;
  readonly timeLimitSeconds: number;
  /** How the token is sent, for the hint of a 401 or 403. */
  readonly credentials: string;
  /** The route's query names of the window or the page, for the hint of a 400. */
  readonly queryNames: string;
  /** The last answer whose headers came before the failure, if any (answer-watch.ts). */
  readonly answer?: Answer | undefined;
}

// The codes of a body that does not decompress as its Content-Encoding says: zlib's (gzip,
// deflate) and its brotli and zstd decoders'.
const UNDECODABLE = /^(?:Z_|ERR_(?:BROTLI|ZSTD|ZLIB))/;

/**
 * A connection that failed after the service answered: the redirect's target, or the body of
 * the answer. Undefined when no answer came (nothing listens, or it never answered).
 */
function afterAnswer(code: string, at: string, answer: Answer | undefined): Failure | undefined {
  if (answer === undefined) return undefined;
  const { status, redirectsTo } = answer;
  if (redirectsTo !== undefined) {
    return {
      kind: "network",
      text: `no connection (${code}) to ${redirectsTo}, where the service redirects (${status}), ${at}`,
      hint: `this machine cannot reach ${redirectsTo}: point --base-url (or the route, in a --routes file) at an address it reaches`,
    };
  }
  if (UNDECODABLE.test(code)) {
    return {
      kind: "other",
      text: `the body of the ${status} answer does not decompress as its Content-Encoding says (${code}) ${at}`,
      hint: "the service, or a proxy before it, labels the body with a Content-Encoding it is not in",
    };
  }
  return {
    kind: "other",
    text: `the body of the ${status} answer was cut off (${code}) ${at}`,
    hint: "the service, or a proxy before it, closes the connection before the body ends: its logs say why",
  };
}

// Where a 404 says the route assumption is wrong: the placeholder of a path that takes an id.
const ID: Partial<Record<OperationName, [placeholder: string, flag: string]>> = {
  purchaseHistory: ["tenantId", "--tenant"],
  ownedProduct: ["ownedProductId", "--product"],
};

function statusHint(
  record: OperationRecord,
  label: string,
  status: number,
  pause: string | undefined,
  context: FailureContext,
): string {
  const { operation, route } = record;
  const id = ID[operation];
  const override = `override routes.${operation}`;
  if (status === 401 || status === 403) return context.credentials;
  if (status === 404) {
    const [placeholder, flag] = id ?? [];
    const path = placeholder === undefined ? "/your/path" : `/your/path/{${placeholder}}`;
    const missing = flag === undefined ? "" : `, or ${label} does not exist`;
    // A list's route is the first asked: a base URL without the service's path prefix (`/api`)
    // makes every route answer 404.
    const other =
      flag === undefined
        ? "; or --base-url lacks the service's path prefix, as in https://api.example.com/v2"
        : `, or pass ${flag} with an id that exists`;
    return (
      `the service may not have the route ${route}${missing}: ${override}.path in a ` +
      `--routes file, such as {"${operation}":{"path":"${path}"}}${other}`
    );
  }
  if (status === 400 && id === undefined) {
    return `the service may read other query names than ${context.queryNames}: ${override} in a --routes file`;
  }
  if (pause !== undefined) return "the service asks for a pause: run check again once it is over";
  if (status === 429) return "the service limits how often it is asked: run check again later";
  if (status >= 500) return "the service failed to answer: its logs say why";
  return "";
}

// The longest Retry-After the client waits for (its retry.maxRetryAfterMs, which check keeps).
const MAX_RETRY_AFTER_MS = 60_000;

/** A server's Retry-After the client would not wait for, in its words; undefined for none. */
function pauseOf(retryAfterMs: number | undefined): string | undefined {
  if (retryAfterMs === undefined || !(retryAfterMs > MAX_RETRY_AFTER_MS)) return undefined;
  return `the service asked to retry after ${formatHint(retryAfterMs)}, longer than check waits (${formatHint(MAX_RETRY_AFTER_MS)})`;
}

/**
 * The failure of `record`'s operation from the error a call or a run rejected with, in the
 * command's words: the status and its standard phrase, the network error's code, the timeout,
 * never the server's own text (its body, its reason phrase) nor a value of a payload. A body
 * that is not JSON also counts as a violation of the response `label`.
 */
export function describeFailure(
  record: OperationRecord,
  label: string,
  thrown: unknown,
  context: FailureContext,
): Failure {
  // A body that was still coming: its answer's headers came, and the service was reached.
  const coming =
    context.answer === undefined
      ? "no answer"
      : `the body of the ${context.answer.status} answer did not end`;
  if (context.timedOut) {
    const text = `${coming} within the run's time limit (${context.timeLimitSeconds} s) at ${label}`;
    return { kind: "time-limit", text, hint: "raise --time-limit, or find out why it is slow" };
  }
  const error = isPageFetchError(thrown) ? thrown.cause : thrown;
  const tries = isRequestError(error)
    ? `, ${error.attempts} attempt${error.attempts === 1 ? "" : "s"}`
    : "";
  const at = `at ${label}${tries}`;
  if (isHttpError(error)) {
    const { status } = error;
    const kind = status === 401 || status === 403 ? "credentials" : "status";
    const pause = pauseOf(error.retryAfterMs);
    const text = `${status} ${STATUS_CODES[status] ?? "(no standard name)"} ${at}${pause === undefined ? "" : `; ${pause}`}`;
    const hint = statusHint(record, label, status, pause, context);
    return { kind, text, status, ...(hint === "" ? {} : { hint }) };
  }
  if (isNetworkError(error)) {
    const code = error.code ?? "network error";
    const tls = tlsProblem(error.code);
    if (tls !== undefined) {
      return { kind: "network", text: `no connection (${tls.cause}) ${at}`, hint: tls.hint };
    }
    const hint = "check --base-url, and that this machine can reach it";
    return (
      afterAnswer(code, at, context.answer) ?? {
        kind: "network",
        text: `no connection (${code}) ${at}`,
        hint,
      }
    );
  }
  if (isTimeoutError(error)) {
    return { kind: "timeout", text: `${coming} within ${error.timeoutMs} ms ${at}` };
  }
  if (isValidationError(error)) {
    // With validation "off", the client rejects only a body that is not JSON at all.
    for (const { path, message } of error.issues) {
      // The client's hint names its option; the command line's is the flag.
      const said = message.replace(
        "is baseUrl a web app's address?",
        "is --base-url a web app's address?",
      );
      record.violations.push({ response: label, path, message: said });
    }
    return { kind: "other", text: `the body is not JSON ${at}` };
  }
  if (isResponseTooLargeError(error)) {
    const { maxResponseBytes: max } = error;
    const mib =
      max % 1_048_576 === 0 ? ` (${max / 1_048_576} MiB, the client's maxResponseBytes)` : "";
    return {
      kind: "other",
      text: `the body is over ${max} bytes${mib} ${at}`,
      hint: "an app that reads this operation needs a higher maxResponseBytes, unless the service sends a body without end",
    };
  }
  if (isRedirectError(error)) {
    const text = `a redirect was refused (${error.reason}) ${at}`;
    const final = "point --base-url (or the route, in a --routes file) at the final URL";
    const why =
      error.reason === "too-many"
        ? "the route redirects more than 5 times (a loop?)"
        : error.reason === "insecure"
          ? "the service redirects from https to http, to a URL with credentials or to another scheme, which the client refuses"
          : "the runtime hides where the redirect leads";
    return { kind: "other", text, hint: `${why}: ${final}` };
  }
  if (isPaginationError(error)) {
    // Its message may quote a count the server sent as text: the command words it itself.
    return error.code === "position-mismatch"
      ? {
          kind: "other",
          text: `the first response answers another position than the one asked for, ${at}`,
          hint: `the service may read other query names than ${context.queryNames}: override routes.${record.operation} in a --routes file`,
        }
      : { kind: "other", text: `the run stopped: the counts of the response ${at} are not usable` };
  }
  const name = error instanceof Error ? error.name : typeof error;
  return { kind: "other", text: `an unexpected ${name} ${at}` };
}
