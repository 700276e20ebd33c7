import type { ResourceName } from "../schemas/resources.js";
import type { InvalidItemReport, InvalidItemsMode } from "./invalid-items.js";
import type { RetryOption } from "./retry-policy.js";

/**
 * HTTP headers: a `Headers`, or a plain object where `undefined` removes a header (so a call can
 * drop one of the client's).
 *
 * @example
 * ```ts
 * const headers: HeaderMap = { "x-trace-id": "abc", accept: undefined };
 * const same: HeaderMap = new Headers({ "x-trace-id": "abc" });
 * ```
 * @group Client
 */
export type HeaderMap = Readonly<Record<string, string | undefined>> | Headers;

/**
 * A `fetch`-compatible function: the global `fetch`, undici's, a test double, a proxy's.
 *
 * @group Client
 */
export type FetchLike = (input: Request, init?: RequestInit) => Promise<Response>;

/**
 * Extra members of `fetch`'s second argument, passed unchanged on every request, redirect hops
 * included: Next.js's `next`, `cache`, `credentials`, Cloudflare's `cf`, undici's `dispatcher`, …
 * The client's own (`method`, `headers`, `body`, `signal`, `redirect`) are refused.
 *
 * @example
 * ```ts
 * const fetchOptions: FetchOptions = { cache: "no-store", next: { revalidate: 60, tags: ["tenants"] } };
 * ```
 * @group Client
 */
export type FetchOptions = Omit<
  RequestInit,
  "method" | "headers" | "body" | "signal" | "redirect"
> &
  Readonly<Record<string, unknown>>;

/**
 * The options every operation takes as its last argument.
 *
 * @example
 * ```ts
 * await client.ownedProducts.get(7, { signal: AbortSignal.timeout(2_000), timeoutMs: 500 });
 * ```
 * @group Client
 */
export interface RequestOptions {
  /** Aborts the call, retries and waits included; the call then rejects with `signal.reason`. */
  readonly signal?: AbortSignal | undefined;
  /** Headers for this call only, merged over the client's `headers`. */
  readonly headers?: HeaderMap | undefined;
  /** The per-attempt timeout for this call, overriding the client's `timeoutMs`. */
  readonly timeoutMs?: number | undefined;
  /**
   * Retries for this call, in the forms of the client's `retry`, which fills in what it leaves out
   * (`{ retry: 0 }`: no retries for this call).
   */
  readonly retry?: RetryOption | undefined;
  /** The largest body this call reads, overriding the client's `maxResponseBytes`. */
  readonly maxResponseBytes?: number | undefined;
  /** How this call's response is checked, overriding the client's `validation`. */
  readonly validation?: ValidationMode | undefined;
  /** Extra `fetch` options for this call, merged over the client's `fetchOptions`. */
  readonly fetchOptions?: FetchOptions | undefined;
  /** What an invalid element of a list does in this call, overriding the client's `invalidItems`. */
  readonly invalidItems?: InvalidItemsMode | undefined;
  /** Told of each element this call skipped, in place of the client's `onInvalidItem`. */
  readonly onInvalidItem?: ((report: InvalidItemReport) => void) | undefined;
}

/**
 * What `operation.withResponse(...)` resolves to: the validated data, the status, headers and an
 * unread copy of the `Response`.
 *
 * @example
 * ```ts
 * const { data, status, headers, requestId } = await client.ownedProducts.get.withResponse(7);
 * ```
 * @group Client
 */
export interface ApiResponse<T> {
  /** The body, validated as the `validation` option says. */
  readonly data: T;
  readonly status: number;
  readonly headers: Headers;
  /** The server's request id (`x-request-id`, `request-id`, …), when it sent one. */
  readonly requestId: string | undefined;
  /** How many times the request was sent (1 when it was not retried). */
  readonly attempts: number;
  /** The response, body unread (an in-memory copy of what was received). */
  readonly response: Response;
  /** How many invalid elements `invalidItems: "skip"` left out of `data` (0 when none). */
  readonly skippedItems: number;
}

/**
 * One operation of the client: call it for the data, or its `withResponse` for the response too.
 *
 * @example
 * ```ts
 * const product = await client.ownedProducts.get(7);
 * const { data, status } = await client.ownedProducts.get.withResponse(7);
 * ```
 * @group Client
 */
export interface Operation<Args extends readonly unknown[], T> {
  (...args: Args): Promise<T>;
  /** The same call, resolving to the data with status, headers and `Response`. */
  withResponse(...args: Args): Promise<ApiResponse<T>>;
}

/**
 * How responses are checked (the `validation` option, of the client or of one call):
 * - `"default"`: against the resource's default schema, which keeps unknown fields;
 * - `"strict"`: against its strict twin, which rejects unknown fields;
 * - `"strip"`: as `"default"`, then a copy with only the contract's fields, at every depth (what
 *   to hand on to a browser or a log: nothing the server added goes with it);
 * - `"off"`: not at all; the parsed JSON is returned as is, with the same types.
 *
 * @example
 * ```ts
 * const mode: ValidationMode = "strip";
 * ```
 * @group Client
 */
export type ValidationMode = "default" | "strict" | "strip" | "off";

/**
 * What `onUnknownFields` receives for a response with fields the contract does not name: the
 * resource and each field's path (`["list", 0, "newField"]`), never a value.
 *
 * @group Client
 */
export interface UnknownFieldsReport {
  readonly resource: ResourceName;
  readonly method: string;
  readonly url: string;
  readonly paths: readonly (readonly (string | number)[])[];
}

/**
 * The details passed to a {@link ClientLogger} method: headers with every credential masked,
 * never a body.
 *
 * @group Client
 */
export type LogDetails = Readonly<Record<string, unknown>>;

/**
 * Where the client reports what it does: each attempt and its response (`debug`); each retry,
 * token re-request after a 401, shared-backoff hold, failed `onUnknownFields` report and a run's
 * first pagination warning of each code (`warn`). `console` fits; so do pino and winston loggers
 * wrapped as `{ debug: (m, d) => log.debug(d, m), … }`. Credentials are masked; bodies are never
 * logged (docs/client.md, "Logging").
 *
 * @example
 * ```ts
 * createClient({ baseUrl, logger: console });
 * ```
 * @group Client
 */
export interface ClientLogger {
  /** Each request attempt and each response, with method, URL, status and timing. */
  debug?(message: string, details: LogDetails): void;
  /** Each retry (with the wait) and each `onUnknownFields` callback that threw. */
  warn?(message: string, details: LogDetails): void;
}
