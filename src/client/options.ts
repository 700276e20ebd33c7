import type { AuthOption } from "./auth.js";
import type { InvalidItemReport, InvalidItemsMode } from "./invalid-items.js";
import type { Coordination } from "./coordination.js";
import type { RetryOption } from "./retry-policy.js";
import type { RoutesOverride } from "./routes.js";
import type { Telemetry } from "./telemetry.js";
import type {
  ClientLogger,
  FetchLike,
  FetchOptions,
  HeaderMap,
  UnknownFieldsReport,
  ValidationMode,
} from "./types.js";

/**
 * The options of {@link createClient}. Only `baseUrl` is required; a bad option throws a
 * `TypeError` that names it when the client is created.
 *
 * @example
 * ```ts
 * const client = createClient({
 *   baseUrl: "https://api.example.com/v1",
 *   auth: async () => tokens.current(),
 *   timeoutMs: 10_000,
 *   retry: { limit: 3 },
 *   validation: "strict",
 * });
 * ```
 * @group Client
 */
export interface ClientOptions {
  /**
   * The http(s) URL the route paths are appended to; its own path is kept. In a browser it may be
   * relative (`"/api"`), resolved against the page.
   */
  readonly baseUrl: string | URL;
  /** Headers sent with every request. */
  readonly headers?: HeaderMap | undefined;
  /** Credentials sent with every request; see {@link AuthOption}. */
  readonly auth?: AuthOption | undefined;
  /** The `fetch` to use; the global one (looked up at call time) by default. */
  readonly fetch?: FetchLike | undefined;
  /** Extra members of `fetch`'s second argument for every request; see {@link FetchOptions}. */
  readonly fetchOptions?: FetchOptions | undefined;
  /** The timeout of each attempt (connect, headers and body), in ms. Default `30000`. */
  readonly timeoutMs?: number | undefined;
  /** Retries of failed requests; see {@link RetryOption}. Default: 2 retries with backoff. */
  readonly retry?: RetryOption | undefined;
  /** Overrides of the default paths and query parameter names; see {@link RoutesOverride}. */
  readonly routes?: RoutesOverride | undefined;
  /** How responses are checked; see {@link ValidationMode}. Default `"default"`. */
  readonly validation?: ValidationMode | undefined;
  /** Called, without failing the call, when a response holds fields the contract does not name. */
  readonly onUnknownFields?: ((report: UnknownFieldsReport) => void) | undefined;
  /** What an invalid element of a list does; see {@link InvalidItemsMode}. Default `"throw"`. */
  readonly invalidItems?: InvalidItemsMode | undefined;
  /**
   * Told of each element `invalidItems: "skip"` left out (see {@link InvalidItemReport}); what it
   * throws is logged. Without it, skips go to `logger.warn` (else `console.warn`), once per call
   * or run.
   */
  readonly onInvalidItem?: ((report: InvalidItemReport) => void) | undefined;
  /** Receives a line per attempt, response and retry; credentials are masked. */
  readonly logger?: ClientLogger | undefined;
  /**
   * The largest response body read, in decoded bytes; a larger one fails the call with a
   * `ResponseTooLargeError`. Default 64 MiB (`67108864`).
   */
  readonly maxResponseBytes?: number | undefined;
  /**
   * At most this many calls in flight; the others wait in order (abortable, their timeout not yet
   * started). Default: no limit.
   */
  readonly maxConcurrency?: number | undefined;
  /** How many redirects a request follows, from 0 to 20. Default `5`. */
  readonly maxRedirects?: number | undefined;
  /**
   * Whether a `Retry-After` on a 429 or 503 holds the client's other new calls to that origin
   * until then (each for at most its `timeoutMs`; a call with retries off is never held).
   * Default `true`.
   */
  readonly sharedBackoff?: boolean | undefined;
  /**
   * A gate shared with other processes, after the client's own (see {@link Coordination}): a
   * fleet-wide cap on calls in flight and a fleet-wide `Retry-After` hold; `redisCoordination()`
   * of `owned-products-sdk/redis` makes one. With `sharedBackoff: false` the client neither waits
   * on the fleet's holds nor reports its own; the fleet's cap still applies. Default: none.
   */
  readonly coordination?: Coordination | undefined;
  /**
   * Told as each call, attempt and run starts and ends (see {@link Telemetry}); `openTelemetry()`
   * of `owned-products-sdk/opentelemetry` makes one.
   */
  readonly telemetry?: Telemetry | undefined;
  /**
   * Names of request headers that hold credentials besides the auth header: masked in logs and
   * errors, and never sent on a redirect to another origin.
   */
  readonly sensitiveHeaders?: readonly string[] | undefined;
}
