import {
  capOption,
  knownKeysOnly,
  mustBe,
  oneOfOption,
  signalOption,
  timeoutOption,
} from "../../internal/option-checks/index.js";
import type { RequestOptions, ValidationMode } from "../types.js";
import { VALIDATION_MODES, type ClientConfig } from "./client-config.js";
import { checkFetchOptions } from "./fetch-options.js";
import { mergeHeaders } from "./headers.js";
import { checkRetry, type RetryConfig } from "./retry-config.js";

/** The keys of {@link RequestOptions}. */
export const REQUEST_OPTION_KEYS =
  "signal headers timeoutMs retry maxResponseBytes validation fetchOptions".split(" ");

/** The options of one call, checked once, the client's filled in. */
export interface CallOptions {
  /** The user's signal, of any realm (see signal.ts). */
  readonly signal: AbortSignal | undefined;
  /** The client's headers with the call's merged over them; never changed. */
  readonly headers: Readonly<Record<string, string>>;
  readonly timeoutMs: number;
  readonly retry: RetryConfig;
  readonly maxResponseBytes: number;
  readonly validation: ValidationMode;
  readonly fetchOptions: Readonly<Record<string, unknown>> | undefined;
  /** Set by `withResponse`: the body is kept as the exact bytes received (read-body.ts). */
  readonly exactBytes?: true;
}

/**
 * Checks the options of a call of `where` (`tenants.list`; `extraKeys` are its caller's to check)
 * and fills in the client's; `defaults` (made with `{}`) when there are none. A run checks them
 * once for all its calls.
 */
export function checkCallOptions(
  where: string,
  raw: unknown,
  client: ClientConfig,
  defaults?: CallOptions,
  extraKeys: readonly string[] = [],
): CallOptions {
  if (raw === undefined && defaults) return defaults;
  const known = extraKeys.length ? [...REQUEST_OPTION_KEYS, ...extraKeys] : REQUEST_OPTION_KEYS;
  if (typeof raw !== "object" || raw === null) {
    mustBe(where, "options", `an object: { ${known.join(", ")} }`, raw);
  }
  const given = raw as RequestOptions;
  knownKeysOnly(where, given, known);
  const { maxResponseBytes: max, validation } = client;
  return {
    signal: signalOption(where, given.signal),
    headers: mergeHeaders(where, client.headers, given.headers),
    timeoutMs: timeoutOption(where, "timeoutMs", given.timeoutMs ?? client.timeoutMs),
    retry: checkRetry(where, given.retry, client.retry),
    maxResponseBytes: capOption(where, "maxResponseBytes", given.maxResponseBytes ?? max, 1),
    validation: oneOfOption(where, "validation", given.validation, VALIDATION_MODES, validation),
    fetchOptions: checkFetchOptions(where, given.fetchOptions, client.fetchOptions),
  };
}
