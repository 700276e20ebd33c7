import {
  formatIssues,
  isHttpError,
  isNetworkError,
  isResponseTooLargeError,
  isSdkError,
  isTimeoutError,
  isValidationError,
} from "owned-products-sdk";

/** What a failure's words depend on besides the error. */
export interface ErrorContext {
  /** What was asked for, as `tenant 1001` or `owned product 50001`; a 404 names it. */
  readonly subject: string;
  /** The route the operation used, as `routes.ownedProduct` (`/owned-products/{ownedProductId}`). */
  readonly route: string;
  /** What to do about a 401 or 403: where the token comes from. */
  readonly refusedHint: string;
  /** The whole call's deadline, in seconds, retries included. */
  readonly deadlineSeconds: number;
}

// A status's standard phrase: the server's own reason phrase is its text, never repeated.
const PHRASES: Readonly<Record<number, string>> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  408: "Request Timeout",
  409: "Conflict",
  422: "Unprocessable Content",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

const attempts = (count: number) => `${count} attempt${count === 1 ? "" : "s"}`;

/**
 * The text of a failed tool call: what went wrong in the SDK's words (the method and the URL as
 * the SDK masks them, the status, the paths of invalid fields), never a value of a payload nor
 * the server's own words (a problem document may echo what it was sent), and what to do.
 */
export function describeError(thrown: unknown, context: ErrorContext): string {
  const { subject, route, refusedHint, deadlineSeconds } = context;
  if (thrown instanceof DOMException && thrown.name === "TimeoutError") {
    return `No answer for ${subject} within ${deadlineSeconds} s, retries included: the service is slow or down. Try again later; do not retry at once in a loop.`;
  }
  if (isHttpError(thrown)) {
    const { status, method, url } = thrown;
    const where = `${status} ${PHRASES[status] ?? "(error status)"}: ${method} ${url} (${attempts(thrown.attempts)})`;
    if (status === 404) {
      return `${where}. Not found: no ${subject} at this route (${route}); check the id (search_owned_products and list_tenants give ids that exist).`;
    }
    if (status === 401 || status === 403) return `${where}. ${refusedHint}`;
    if (status === 429 || status >= 500) {
      // A Retry-After longer than the client waits fails the call at once: an agent told only
      // "later" retries now, and is refused again.
      const wait = thrown.retryAfterMs;
      if (wait !== undefined && Number.isFinite(wait) && wait > 0) {
        return `${where}. The service is overloaded and asked to wait ${Math.ceil(wait / 1000)} s (Retry-After): try again after that, not at once.`;
      }
      return `${where}. The service is overloaded or failing: try again later.`;
    }
    // Any other 4xx: the request itself is at fault, so retrying it unchanged fails again.
    return `${where}. The service refused the request for ${subject}: check the arguments against the tool's description; the same call fails again unchanged.`;
  }
  if (isValidationError(thrown)) {
    // Retrying gets the same answer: only the service or the server's settings can change it.
    return `The service's answer for ${subject} breaks the data contract, so it is not shown (${thrown.method} ${thrown.url}). The same call gets the same answer: tell the user that the service's answers do not match the data contract (or that this server's base URL or routes are wrong).\n${formatIssues(thrown.issues, { max: 10 })}`;
  }
  if (isTimeoutError(thrown)) {
    return `No answer for ${subject} within ${thrown.timeoutMs} ms per attempt (${attempts(thrown.attempts)}): ${thrown.method} ${thrown.url}. The service is slow or down: try again later, or ask for fewer items.`;
  }
  if (isNetworkError(thrown)) {
    return `${thrown.message}. The service cannot be reached: it may be down or the server's base URL is wrong; tell the user.`;
  }
  if (isResponseTooLargeError(thrown)) {
    return `The service's answer for ${subject} is larger than this server reads: ask for fewer items (limit, pageSize).`;
  }
  if (isSdkError(thrown) || thrown instanceof TypeError) {
    // The SDK's own checks (an argument, a pagination count): its messages never hold a value
    // of a payload.
    return `${thrown.message}`;
  }
  const name = thrown instanceof Error ? thrown.name : typeof thrown;
  return `An unexpected ${name} while reading ${subject}; the server keeps running, try again.`;
}
