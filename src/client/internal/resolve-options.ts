import {
  baseUrlOption,
  capOption,
  functionOption,
  intRangeOption,
  knownKeysOnly,
  mustBe,
  oneOfOption,
  timeoutOption,
} from "../../internal/option-checks/index.js";
import type { ClientOptions } from "../options.js";
import type { Routes } from "../routes.js";
import type { ClientLogger, FetchLike, UnknownFieldsReport, ValidationMode } from "../types.js";
import { checkAuth, type AuthConfig } from "./auth-header.js";
import { checkHeaderNames, checkHeaders } from "./check-headers.js";
import { CLIENT_DEFAULTS } from "./defaults.js";
import { checkRoutes } from "./path-template.js";
import { checkRetry, type ResolvedRetry } from "./resolve-retry.js";

/**
 * The checked options, every default filled in.
 */
export interface ResolvedOptions {
  readonly baseUrl: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly auth: AuthConfig | undefined;
  readonly fetch: FetchLike;
  readonly timeoutMs: number;
  readonly retry: ResolvedRetry;
  readonly routes: Routes;
  readonly validation: ValidationMode;
  readonly onUnknownFields: ((report: UnknownFieldsReport) => void) | undefined;
  readonly logger: ClientLogger | undefined;
  readonly maxResponseBytes: number;
  readonly maxConcurrency: number;
  readonly maxRedirects: number;
  /** Lower-case names of headers the user marked sensitive. */
  readonly sensitiveHeaders: readonly string[];
}

/** What every message about a client option starts with. */
const WHERE = "createClient";

const KEYS = [
  "baseUrl",
  "headers",
  "auth",
  "fetch",
  "timeoutMs",
  "retry",
  "routes",
  "validation",
  "onUnknownFields",
  "logger",
  "maxResponseBytes",
  "maxConcurrency",
  "maxRedirects",
  "sensitiveHeaders",
];

function checkLogger(value: unknown): ClientLogger | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "object" || value === null) {
    mustBe(
      WHERE,
      "options.logger",
      "an object with debug and/or warn methods, e.g. console",
      value,
    );
  }
  functionOption(WHERE, "options.logger.debug", (value as ClientLogger).debug);
  functionOption(WHERE, "options.logger.warn", (value as ClientLogger).warn);
  return value as ClientLogger;
}

/**
 * Checks every option of {@link createClient} and fills in every default: the one place both
 * happen.
 */
export function resolveOptions(options: ClientOptions): ResolvedOptions {
  if (typeof options !== "object" || options === null) {
    const example = '{ baseUrl: "https://api.example.com" }';
    mustBe(WHERE, "options", `an object with at least baseUrl, e.g. ${example}`, options);
  }
  knownKeysOnly(WHERE, options, KEYS);
  const fetch = functionOption<FetchLike>(WHERE, "fetch", options.fetch);
  return {
    baseUrl: baseUrlOption(WHERE, options.baseUrl).href.replace(/\/+$/, ""),
    headers: { ...CLIENT_DEFAULTS.headers, ...checkHeaders(WHERE, options.headers) },
    auth: checkAuth(WHERE, options.auth),
    // Looked up per call, so a fetch patched after the client was created (msw, tests) is used.
    fetch: fetch ?? ((input, init) => globalThis.fetch(input, init)),
    timeoutMs: timeoutOption(WHERE, "timeoutMs", options.timeoutMs ?? CLIENT_DEFAULTS.timeoutMs),
    retry: checkRetry(WHERE, options.retry),
    routes: checkRoutes(options.routes),
    validation: oneOfOption(
      WHERE,
      "validation",
      options.validation,
      ["default", "strict", "off"],
      CLIENT_DEFAULTS.validation,
    ),
    onUnknownFields: functionOption(WHERE, "onUnknownFields", options.onUnknownFields),
    logger: checkLogger(options.logger),
    maxResponseBytes: capOption(
      WHERE,
      "maxResponseBytes",
      options.maxResponseBytes ?? CLIENT_DEFAULTS.maxResponseBytes,
      1,
    ),
    maxConcurrency: capOption(
      WHERE,
      "maxConcurrency",
      options.maxConcurrency ?? CLIENT_DEFAULTS.maxConcurrency,
      1,
    ),
    maxRedirects: intRangeOption(
      WHERE,
      "maxRedirects",
      options.maxRedirects,
      0,
      20,
      CLIENT_DEFAULTS.maxRedirects,
    ),
    sensitiveHeaders: checkHeaderNames(WHERE, options.sensitiveHeaders),
  };
}
