import { suggestion } from "../../internal/did-you-mean.js";
import type { ClientOptions } from "../options.js";
import type { Routes } from "../routes.js";
import type { ClientLogger, FetchLike, UnknownFieldsReport, ValidationMode } from "../types.js";
import { checkAuth, type AuthConfig } from "./auth-header.js";
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

/** The largest timeout setTimeout accepts. */
const MAX_TIMEOUT = 2_147_483_647;

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

function checkBaseUrl(value: unknown): string {
  let url: URL | undefined;
  try {
    url = typeof value === "string" || value instanceof URL ? new URL(value) : undefined;
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:")) {
    throw new TypeError("`baseUrl` must be an absolute http(s) URL, e.g. https://api.example.com");
  }
  if (url.search || url.hash) throw new TypeError("`baseUrl` must not have a query or a fragment");
  return url.href.replace(/\/+$/, "");
}

/**
 * Checks a timeout: a positive number of milliseconds that setTimeout accepts.
 */
export function checkTimeout(value: unknown, name: string): number {
  if (typeof value !== "number" || !(value > 0) || value > MAX_TIMEOUT) {
    throw new TypeError(`\`${name}\` must be a number of milliseconds in (0, ${MAX_TIMEOUT}]`);
  }
  return value;
}

/**
 * Checks a byte limit (`maxResponseBytes`): a positive whole number of bytes, or Infinity.
 */
export function checkByteLimit(value: unknown): number {
  if (
    value !== Number.POSITIVE_INFINITY &&
    (!Number.isSafeInteger(value) || (value as number) < 1)
  ) {
    throw new TypeError(
      `\`maxResponseBytes\` must be a whole number of bytes from 1, or Infinity; got ${String(value)}`,
    );
  }
  return value as number;
}

function checkCount(value: unknown, name: string, min: number, max: number): number {
  if (
    value !== max &&
    (!Number.isInteger(value) || (value as number) < min || (value as number) > max)
  ) {
    throw new TypeError(
      `\`${name}\` must be a whole number from ${min} to ${max}; got ${String(value)}`,
    );
  }
  return value as number;
}

function checkHeaderNames(value: unknown): string[] {
  if (value === undefined) return [];
  if (
    !Array.isArray(value) ||
    !value.every((name) => typeof name === "string" && /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/.test(name))
  ) {
    throw new TypeError(
      '`sensitiveHeaders` must be an array of header names, e.g. ["x-signature"]',
    );
  }
  return value.map((name: string) => name.toLowerCase());
}

/**
 * Checks headers: a plain object of string values that `Headers` accepts; names lower-cased.
 */
export function checkHeaders(value: unknown, name: string): Record<string, string> {
  if (value === undefined) return {};
  if (value instanceof Headers) return Object.fromEntries(value);
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new TypeError(`\`${name}\` must be an object of header names to string values`);
  }
  const result: Record<string, string> = {};
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined) continue;
    try {
      if (typeof item !== "string") throw new TypeError("not a string");
      new Headers([[key, item]]);
    } catch {
      throw new TypeError(`\`${name}\` has an invalid header: ${JSON.stringify(key)}`);
    }
    result[key.toLowerCase()] = item;
  }
  return result;
}

function checkFunction<T>(value: unknown, name: string): T | undefined {
  if (value !== undefined && typeof value !== "function") {
    throw new TypeError(`\`${name}\` must be a function`);
  }
  return value as T | undefined;
}

function checkLogger(value: unknown): ClientLogger | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "object" || value === null) {
    throw new TypeError("`logger` must be an object with `debug` and/or `warn` methods");
  }
  checkFunction((value as ClientLogger).debug, "logger.debug");
  checkFunction((value as ClientLogger).warn, "logger.warn");
  return value as ClientLogger;
}

/**
 * Checks every option of {@link createClient} and fills in every default: the one place both
 * happen.
 */
export function resolveOptions(options: ClientOptions): ResolvedOptions {
  if (typeof options !== "object" || options === null) {
    throw new TypeError("createClient needs an options object with at least `baseUrl`");
  }
  for (const key of Object.keys(options)) {
    if (!KEYS.includes(key)) {
      throw new TypeError(
        `Unknown option \`${key}\` of createClient${suggestion(key, KEYS)}; known: ${KEYS.join(", ")}`,
      );
    }
  }
  const validation = options.validation ?? CLIENT_DEFAULTS.validation;
  if (!["default", "strict", "off"].includes(validation)) {
    throw new TypeError('`validation` must be "default", "strict" or "off"');
  }
  const fetch = checkFunction<FetchLike>(options.fetch, "fetch");
  return {
    baseUrl: checkBaseUrl(options.baseUrl),
    headers: { ...CLIENT_DEFAULTS.headers, ...checkHeaders(options.headers, "headers") },
    auth: checkAuth(options.auth),
    // Looked up per call, so a fetch patched after the client was created (msw, tests) is used.
    fetch: fetch ?? ((input, init) => globalThis.fetch(input, init)),
    timeoutMs: checkTimeout(options.timeoutMs ?? CLIENT_DEFAULTS.timeoutMs, "timeoutMs"),
    retry: checkRetry(options.retry),
    routes: checkRoutes(options.routes),
    validation,
    onUnknownFields: checkFunction(options.onUnknownFields, "onUnknownFields"),
    logger: checkLogger(options.logger),
    maxResponseBytes: checkByteLimit(options.maxResponseBytes ?? CLIENT_DEFAULTS.maxResponseBytes),
    maxConcurrency: checkCount(
      options.maxConcurrency ?? CLIENT_DEFAULTS.maxConcurrency,
      "maxConcurrency",
      1,
      Number.POSITIVE_INFINITY,
    ),
    maxRedirects: checkCount(
      options.maxRedirects ?? CLIENT_DEFAULTS.maxRedirects,
      "maxRedirects",
      0,
      20,
    ),
    sensitiveHeaders: checkHeaderNames(options.sensitiveHeaders),
  };
}
