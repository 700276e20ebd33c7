import {
  baseUrlOption,
  booleanOption,
  capOption,
  functionOption,
  intRangeOption,
  knownKeysOnly,
  mustBe,
  oneOfOption,
  timeoutOption,
} from "../../internal/option-checks/index.js";
import type { InvalidItemReport, InvalidItemsMode } from "../invalid-items.js";
import type { ClientOptions } from "../options.js";
import type { Routes } from "../routes.js";
import type { Coordination } from "../coordination.js";
import type { Telemetry } from "../telemetry.js";
import type { ClientLogger, FetchLike, UnknownFieldsReport, ValidationMode } from "../types.js";
import { checkAuth, type AuthConfig } from "./auth-header.js";
import { runtimeFramesBodies } from "./read-body.js";
import { checkFetchOptions } from "./fetch-options.js";
import { checkHeaderNames, checkHeaders } from "./headers.js";
import { checkRetry, DEFAULT_RETRY, type RetryConfig } from "./retry-config.js";
import { checkRoutes } from "./routes-check.js";

/** `createClient`'s options, checked once, every default filled in. */
export interface ClientConfig {
  /** Absolute, without a trailing slash: a route's path is appended to it. */
  readonly baseUrl: string;
  /** Its path, without a trailing slash (`""` for none): telemetry's route prefix. */
  readonly basePath: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly auth: AuthConfig | undefined;
  readonly fetch: FetchLike;
  /** Whether `fetch` is the runtime's own (no `fetch` option) and frames bodies: read-body.ts. */
  readonly platformFetch: boolean;
  readonly fetchOptions: Readonly<Record<string, unknown>> | undefined;
  readonly timeoutMs: number;
  readonly retry: RetryConfig;
  readonly routes: Routes;
  readonly validation: ValidationMode;
  readonly onUnknownFields: ((report: UnknownFieldsReport) => void) | undefined;
  readonly invalidItems: InvalidItemsMode;
  readonly onInvalidItem: ((report: InvalidItemReport) => void) | undefined;
  readonly logger: ClientLogger | undefined;
  readonly maxResponseBytes: number;
  readonly maxConcurrency: number;
  readonly maxRedirects: number;
  /** Lower-case names of headers the user marked sensitive. */
  readonly sensitiveHeaders: readonly string[];
  readonly sharedBackoff: boolean;
  readonly telemetry: Telemetry | undefined;
  readonly coordination: Coordination | undefined;
}

const WHERE = "createClient";

/** The validation modes, for the client and for a call. */
const VALIDATION_MODES: readonly ValidationMode[] = ["default", "strict", "strip", "off"];

/** What an invalid element of a list does, for the client and for a call. */
const SKIP_MODES: readonly InvalidItemsMode[] = ["throw", "skip"];

const KEYS = (
  "baseUrl headers auth fetch fetchOptions timeoutMs retry routes validation onUnknownFields " +
  "logger maxResponseBytes maxConcurrency maxRedirects sensitiveHeaders sharedBackoff telemetry " +
  "invalidItems onInvalidItem coordination"
).split(" ");

const BASE_URL_RULE =
  'an absolute http(s) URL, e.g. https://api.example.com (a relative one, "/api", only where ' +
  "there is a page to resolve it against: a browser)";

/** The options a call may override, as the client fills them in when they are not given. */
type SharedOptions = Pick<
  ClientConfig,
  | "fetchOptions"
  | "timeoutMs"
  | "retry"
  | "validation"
  | "invalidItems"
  | "onInvalidItem"
  | "maxResponseBytes"
>;

/**
 * Checks the options that the client and a call share (the client's, `createClient`'s defaults,
 * as `base`), in `where`'s name: one wiring for both, so their messages cannot drift apart.
 */
export function checkSharedOptions(
  where: string,
  given: Partial<Record<keyof SharedOptions, unknown>>,
  base: SharedOptions,
): SharedOptions {
  return {
    fetchOptions: checkFetchOptions(where, given.fetchOptions, base.fetchOptions),
    timeoutMs: timeoutOption(where, "timeoutMs", given.timeoutMs ?? base.timeoutMs),
    retry: checkRetry(where, given.retry, base.retry),
    validation: oneOfOption(
      where,
      "validation",
      given.validation,
      VALIDATION_MODES,
      base.validation,
    ),
    invalidItems: oneOfOption(
      where,
      "invalidItems",
      given.invalidItems,
      SKIP_MODES,
      base.invalidItems,
    ),
    onInvalidItem:
      functionOption<NonNullable<SharedOptions["onInvalidItem"]>>(
        where,
        "onInvalidItem",
        given.onInvalidItem,
      ) ?? base.onInvalidItem,
    maxResponseBytes: capOption(
      where,
      "maxResponseBytes",
      given.maxResponseBytes ?? base.maxResponseBytes,
      1,
    ),
  };
}

/** Checks every option of {@link createClient} and fills in every default (docs/client.md). */
export function checkClientOptions(options: ClientOptions): ClientConfig {
  if (typeof options !== "object" || options === null) {
    const example = '{ baseUrl: "https://api.example.com" }';
    mustBe(WHERE, "options", `an object with at least baseUrl, e.g. ${example}`, options);
  }
  knownKeysOnly(WHERE, options, KEYS);
  // A relative baseUrl resolves against a browser's document (or a worker's location).
  const { document, location } = globalThis as {
    document?: { baseURI?: string };
    location?: { href?: string };
  };
  const page = document?.baseURI ?? location?.href;
  const given = options.baseUrl;
  // For a host and port without a scheme (`127.0.0.1:4010`, `localhost:4010`, which would parse
  // as a URL whose scheme is `localhost:`), the URL meant; in a browser only a name first is
  // refused (`127.0.0.1:4010` is a path relative to the page).
  const rule =
    typeof given === "string" &&
    /^(\[[\da-f:]+\]|[\w.-]+):\d+([/?#]|$)/i.test(given) &&
    (page === undefined || /^[a-z]/i.test(given))
      ? `an absolute http(s) URL (did you mean "http://${given}"?)`
      : BASE_URL_RULE;
  const url = baseUrlOption(WHERE, given, rule, page);
  const { logger, telemetry, coordination } = options;
  if (logger !== undefined) {
    if (typeof logger !== "object" || logger === null) {
      const rule = "an object with debug and/or warn methods, e.g. console";
      mustBe(WHERE, "options.logger", rule, logger);
    }
    functionOption(WHERE, "options.logger.debug", logger.debug);
    functionOption(WHERE, "options.logger.warn", logger.warn);
  }
  if (telemetry !== undefined && typeof (telemetry as Telemetry | null)?.call !== "function") {
    const rule =
      'an object with a call method, e.g. openTelemetry() of "owned-products-sdk/opentelemetry"';
    mustBe(WHERE, "options.telemetry", rule, telemetry);
  }
  const { attach, enter } = (coordination ?? {}) as Partial<Coordination>;
  if (coordination !== undefined && (typeof attach !== "function" || typeof enter !== "function")) {
    const rule =
      'an object with attach and enter methods, e.g. redisCoordination(redis) of "owned-products-sdk/redis"';
    mustBe(WHERE, "options.coordination", rule, coordination);
  }
  const fetch = functionOption<FetchLike>(WHERE, "fetch", options.fetch);
  // Trailing slashes dropped in one pass (a regex would backtrack on each slash).
  let end = url.pathname.length;
  while (end > 0 && url.pathname.charCodeAt(end - 1) === 47) end -= 1;
  const basePath = url.pathname.slice(0, end);
  return {
    baseUrl: url.origin + basePath,
    basePath,
    headers: { accept: "application/json", ...checkHeaders(WHERE, options.headers) },
    auth: checkAuth(WHERE, options.auth),
    // Looked up per call, so a fetch patched after the client was created (msw, tests) is used.
    fetch: fetch ?? ((input, init) => globalThis.fetch(input, init)),
    platformFetch: fetch === undefined && runtimeFramesBodies,
    ...checkSharedOptions(WHERE, options, {
      fetchOptions: undefined,
      // Long enough for a slow page of tenants, short enough that a dead server is noticed.
      timeoutMs: 30_000,
      retry: DEFAULT_RETRY,
      validation: "default",
      invalidItems: "throw",
      onInvalidItem: undefined,
      // Lets a 20 MB purchase history through with room to spare; a hostile body stops here.
      maxResponseBytes: 2 ** 26,
    }),
    routes: checkRoutes(options.routes),
    onUnknownFields: functionOption(WHERE, "onUnknownFields", options.onUnknownFields),
    logger,
    // null is the default, no limit, as for the other limits.
    maxConcurrency: capOption(WHERE, "maxConcurrency", options.maxConcurrency ?? Infinity, 1),
    maxRedirects: intRangeOption(WHERE, "maxRedirects", options.maxRedirects, 0, 20, 5),
    sensitiveHeaders: checkHeaderNames(WHERE, options.sensitiveHeaders),
    telemetry,
    coordination,
    sharedBackoff:
      options.sharedBackoff === undefined ||
      booleanOption(WHERE, "sharedBackoff", options.sharedBackoff),
  };
}
