import { describeRequest } from "./internal/describe-request.js";
import { hasKind, markKind } from "./internal/kind.js";
import { RequestError, type RequestSummary } from "./request-error.js";

/**
 * Why a redirect was refused: `"insecure"` from https to anything else, to a scheme other than
 * http(s) or to a URL with credentials (`user:password@`); `"too-many"` past `maxRedirects`;
 * `"hidden"` when the runtime does not show where it leads (a browser's `fetch`).
 *
 * @example
 * ```ts
 * const reason: RedirectRefusal = "insecure";
 * ```
 * @group Errors
 */
export type RedirectRefusal = "insecure" | "too-many" | "hidden";

function why(reason: RedirectRefusal, location: URL | undefined, maxRedirects?: number): string {
  if (reason === "hidden") {
    return "the runtime's fetch does not show where it leads (call the final URL directly)";
  }
  if (reason === "too-many") {
    const limit = maxRedirects === undefined ? "" : ` (${maxRedirects})`;
    return (
      `there were more than maxRedirects${limit}; point baseUrl or routes at the final URL, ` +
      "or raise maxRedirects (at most 20)"
    );
  }
  if (location?.username || location?.password) return "its URL holds credentials (user:password@)";
  const scheme = location?.protocol ?? "https:";
  if (scheme !== "http:" && scheme !== "https:") {
    return `it leads to the ${scheme.slice(0, -1)} scheme, not http or https`;
  }
  return "it leads from https to plain http (point baseUrl or routes at an https URL)";
}

/**
 * A redirect's origin and path; for a URL with no origin (`myapp://host/x`), its scheme and any
 * host and path, never the payload of a `data:` or `javascript:` URL.
 */
function shownLocation(url: URL): string {
  const { protocol, host, pathname } = url;
  if (url.origin !== "null") return url.origin + pathname;
  return url.href.startsWith(`${protocol}//`) ? `${protocol}//${host}${pathname}` : protocol;
}

/**
 * The client refused a redirect (see {@link RedirectRefusal}). `location` is where it led, with
 * no query or fragment (they may hold credentials). It is not retried.
 *
 * @example
 * ```ts
 * if (error instanceof RedirectError && error.reason === "insecure") alert(error.location);
 * ```
 * @group Errors
 */
export class RedirectError extends RequestError {
  override name = markKind(this, "RedirectError");
  declare readonly reason: RedirectRefusal;
  /** The redirect's target, origin and path only; undefined when the runtime hides it. */
  declare readonly location: string | undefined;

  /** `maxRedirects` is the limit a `"too-many"` refusal went past, shown in its message. */
  constructor(
    reason: RedirectRefusal,
    location: URL | undefined,
    summary: RequestSummary,
    maxRedirects?: number,
  ) {
    const shown = location && shownLocation(location);
    const because = why(reason, location, maxRedirects);
    super(
      `Redirect${shown ? ` to ${shown}` : ""} refused: ${because}: ${describeRequest(summary)}`,
      summary,
    );
    this.reason = reason;
    this.location = shown;
  }
}

/**
 * Whether a value is a {@link RedirectError}, made by any copy of the package or realm.
 *
 * @example
 * ```ts
 * if (isRedirectError(error)) console.error(error.reason, error.location);
 * ```
 * @group Errors
 */
export function isRedirectError(value: unknown): value is RedirectError {
  return hasKind(value, "RedirectError");
}
