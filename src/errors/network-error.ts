import { describeRequest } from "./internal/describe-request.js";
import { hasKind, markKind } from "./internal/kind.js";
import { RequestError, type RequestSummary } from "./request-error.js";

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return "the server";
  }
}

// What fetch says when it says nothing more: not worth a place in the message.
const GENERIC = /^(fetch failed|failed to fetch|network ?error|load failed|terminated)$/i;

// A URL in the runtime's words (Deno's `error sending request for url (http://…?token=…)`) may
// carry a secret in its query: only its origin is kept, as `reaching …` names the host anyway.
const URL_IN_TEXT = /\b[a-z][\w+.-]*:\/\/\S*?(?=[),.;:]*(?:\s|$))/gi;

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return "[url]";
  }
}

/** The deepest cause's own words (`bad port`), when there is no code and they say more. */
function reasonOf(cause: unknown): string | undefined {
  let reason: string | undefined;
  for (let current = cause, depth = 0; current instanceof Error && depth < 5; depth++) {
    const text = current.message
      .replace(/\s+/g, " ")
      .trim()
      .replace(URL_IN_TEXT, originOf)
      // Deno's preamble says only what `reaching …` says: the cut at 100 keeps what went wrong.
      .replace(/^error sending request for url \([^)]*\): /, "");
    if (text !== "" && !GENERIC.test(text)) reason = text.slice(0, 100);
    current = current.cause;
  }
  return reason;
}

/**
 * The request or its response was lost on the way: connection refused or reset, DNS failure, a
 * body cut off mid-stream. The message names the host and the system error code, e.g.
 * `Network error (ECONNREFUSED) reaching api.example.com: GET /tenants (…)`, or, without a code,
 * what the runtime said (`Network error (bad port) reaching …`). `cause` holds the
 * original error (its own `cause` often has a `code` such as `ECONNREFUSED`).
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
    const reason = code ?? reasonOf(options?.cause);
    const problem = `Network error${reason === undefined ? "" : ` (${reason})`}`;
    super(
      `${problem} reaching ${hostOf(summary.url)}: ${describeRequest(summary)}`,
      summary,
      options,
    );
    this.code = code;
  }
}

/**
 * Whether a value is a {@link NetworkError}: like `instanceof`, and also true for one from
 * another copy of the package or another realm.
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
