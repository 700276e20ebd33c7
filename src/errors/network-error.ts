import { maskQuery } from "../internal/mask-url.js";
import { describeRequest } from "./internal/describe-request.js";
import { hasKind, markKind } from "./internal/kind.js";
import { RequestError, type RequestSummary } from "./request-error.js";

/** `url`'s host or origin, or `fallback` when it does not parse. */
function part(url: string, key: "host" | "origin", fallback: string): string {
  try {
    return new URL(url)[key];
  } catch {
    return fallback;
  }
}

// What fetch says when it says nothing more: not worth a place in the message.
const GENERIC = /^(fetch failed|failed to fetch|network ?error|load failed|terminated)$/i;

// A URL in the runtime's words (Deno's `error sending request for url (http://…?token=…)`) may
// hold a secret in its query: only its origin is kept (`reaching …` names the host anyway).
const URL_IN_TEXT = /\b[a-z][\w+.-]*:\/\/\S*?(?=[),.;:]*(?:\s|$))/gi;

/** The deepest cause's own words (`bad port`), when there is no code and they say more. */
/**
 * The runtime's errors along a cause chain, their URLs' secret-named query values masked in the
 * message and the stack (`util.inspect(error)` prints both): Deno's names the URL it failed on.
 * Changed in place, as ky's is (the client's failure.ts), so that the cause stays the runtime's.
 */
function maskCauses(cause: unknown): void {
  const mask = (text: string) => text.replace(URL_IN_TEXT, maskQuery);
  for (let current = cause, depth = 0; current instanceof Error && depth < 5; depth++) {
    try {
      current.message = mask(current.message);
      if (typeof current.stack === "string") current.stack = mask(current.stack);
    } catch {
      // A frozen error: its words stay as they are.
    }
    current = current.cause;
  }
}

function reasonOf(cause: unknown): string | undefined {
  let reason: string | undefined;
  for (let current = cause, depth = 0; current instanceof Error && depth < 5; depth++) {
    const text = current.message
      .replace(/\s+/g, " ")
      .trim()
      .replace(URL_IN_TEXT, (url) => part(url, "origin", "[url]"))
      // Deno's preamble says only what `reaching …` says: the cut at 100 keeps what went wrong.
      .replace(/^error sending request for url \([^)]*\): /, "");
    if (text !== "" && !GENERIC.test(text)) reason = text.slice(0, 100);
    current = current.cause;
  }
  return reason;
}

/**
 * The request or its response was lost on the way (connection refused or reset, DNS failure, a
 * body cut off). The message names the host and the system error code, or else what the runtime
 * said: `Network error (ECONNREFUSED) reaching api.example.com: GET /tenants (…)`.
 * `cause` holds the original error, with the secret-named query values of the URLs in its words
 * masked (`?api_key=[REDACTED]`), along its own causes too: Deno's names the URL it failed on.
 *
 * @example
 * ```ts
 * if (error instanceof NetworkError) console.warn(error.message, error.cause);
 * ```
 * @group Errors
 */
export class NetworkError extends RequestError {
  override name = markKind(this, "NetworkError");
  /** The system error code found in the cause chain (`ECONNREFUSED`, …), if any. */
  declare readonly code: string | undefined;

  constructor(code: string | undefined, summary: RequestSummary, options?: ErrorOptions) {
    maskCauses(options?.cause);
    const reason = code ?? reasonOf(options?.cause);
    super(
      `Network error${reason === undefined ? "" : ` (${reason})`} reaching ` +
        `${part(summary.url, "host", "the server")}: ${describeRequest(summary)}`,
      summary,
      options,
    );
    this.code = code;
  }
}

/**
 * Whether a value is a {@link NetworkError}, made by any copy of the package or realm.
 *
 * @example
 * ```ts
 * if (isNetworkError(error) && error.code === "ECONNREFUSED") console.warn("is the API up?");
 * ```
 * @group Errors
 */
export function isNetworkError(value: unknown): value is NetworkError {
  return hasKind(value, "NetworkError");
}
