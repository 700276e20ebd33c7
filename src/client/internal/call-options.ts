import {
  capOption,
  knownKeysOnly,
  mustBe,
  oneOfOption,
  signalOption,
  timeoutOption,
} from "../../internal/option-checks/index.js";
import type { RequestOptions, ValidationMode } from "../types.js";
import type { ClientConfig } from "./client-config.js";
import { VALIDATION_MODES } from "./client-config.js";
import { checkFetchOptions } from "./fetch-options.js";
import { mergeHeaders } from "./headers.js";
import { checkRetry, type RetryConfig } from "./retry-config.js";

/** The keys of {@link RequestOptions}. */
export const REQUEST_OPTION_KEYS = [
  "signal",
  "headers",
  "timeoutMs",
  "retry",
  "maxResponseBytes",
  "validation",
  "fetchOptions",
];

/** The options of one call, checked once, the client's filled in. */
export interface CallOptions {
  /** The user's signal: of this realm or not (see signal.ts). */
  readonly signal: AbortSignal | undefined;
  /** The client's headers with the call's merged over them; never changed afterwards. */
  readonly headers: Readonly<Record<string, string>>;
  readonly timeoutMs: number;
  readonly retry: RetryConfig;
  readonly maxResponseBytes: number;
  readonly validation: ValidationMode;
  readonly fetchOptions: Readonly<Record<string, unknown>> | undefined;
}

/** The options of a call that passes none: the client's own, made once per client. */
export function defaultCallOptions(client: ClientConfig): CallOptions {
  const { headers, timeoutMs, retry, maxResponseBytes, validation, fetchOptions } = client;
  return {
    signal: undefined,
    headers,
    timeoutMs,
    retry,
    maxResponseBytes,
    validation,
    fetchOptions,
  };
}

/**
 * Checks the options of a call of `where` (`tenants.list`; `extraKeys` are its caller's to check)
 * and fills in the client's. A run checks them once and sends every call with the result.
 */
export function checkCallOptions(
  where: string,
  raw: unknown,
  client: ClientConfig,
  defaults: CallOptions,
  extraKeys: readonly string[] = [],
): CallOptions {
  if (raw === undefined) return defaults;
  const known =
    extraKeys.length === 0 ? REQUEST_OPTION_KEYS : [...REQUEST_OPTION_KEYS, ...extraKeys];
  if (typeof raw !== "object" || raw === null) {
    mustBe(where, "options", `an object: { ${known.join(", ")} }`, raw);
  }
  const given = raw as RequestOptions;
  knownKeysOnly(where, given, known);
  return {
    signal: signalOption(where, given.signal),
    headers: mergeHeaders(where, client.headers, given.headers),
    timeoutMs: timeoutOption(where, "timeoutMs", given.timeoutMs ?? client.timeoutMs),
    retry: checkRetry(where, given.retry, client.retry),
    maxResponseBytes: capOption(
      where,
      "maxResponseBytes",
      given.maxResponseBytes ?? client.maxResponseBytes,
      1,
    ),
    validation: oneOfOption(
      where,
      "validation",
      given.validation,
      VALIDATION_MODES,
      client.validation,
    ),
    fetchOptions: checkFetchOptions(where, given.fetchOptions, client.fetchOptions),
  };
}
