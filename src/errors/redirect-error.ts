import { describeRequest } from "./internal/describe-request.js";
import { hasKind, markKind } from "./internal/kind.js";
import { RequestError, type RequestSummary } from "./request-error.js";

/**
 * Why a redirect was refused: `"insecure"` from https to anything else, `"too-many"` past
 * `maxRedirects`, `"hidden"` when the runtime does not show where it leads (a browser's
 * `fetch`).
 *
 * @example
 * ```ts
 * const reason: RedirectRefusal = "insecure";
 * ```
 * @group Errors
 */
export type RedirectRefusal = "insecure" | "too-many" | "hidden";

const WHY: Readonly<Record<RedirectRefusal, string>> = {
  insecure: "it leads from https to an insecure URL",
  "too-many": "there were more than maxRedirects",
  hidden: "the runtime's fetch does not show where it leads (call the final URL directly)",
};

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
  override name = "RedirectError" as const;
  readonly reason: RedirectRefusal;
  /** The redirect's target, origin and path only; undefined when the runtime hides it. */
  readonly location: string | undefined;

  constructor(reason: RedirectRefusal, location: URL | undefined, summary: RequestSummary) {
    const shown = location === undefined ? undefined : location.origin + location.pathname;
    const target = shown === undefined ? "" : ` to ${shown}`;
    super(`Redirect${target} refused: ${WHY[reason]}: ${describeRequest(summary)}`, summary);
    markKind(this, "RedirectError");
    this.reason = reason;
    this.location = shown;
  }
}

/**
 * Whether a value is a {@link RedirectError}: like `instanceof`, and also true for one from
 * another copy of the package or another realm.
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
