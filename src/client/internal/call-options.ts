import { knownKeysOnly, mustBe, signalOption } from "../../internal/option-checks/index.js";
import type { RequestOptions, ValidationMode } from "../types.js";
import type { InvalidItemReport, InvalidItemsMode } from "../invalid-items.js";
import { checkSharedOptions, type ClientConfig } from "./client-config.js";
import { mergeHeaders } from "./headers.js";
import type { RetryConfig } from "./retry-config.js";

/** The keys of {@link RequestOptions}. */
export const REQUEST_OPTION_KEYS =
  "signal headers timeoutMs retry maxResponseBytes validation fetchOptions invalidItems onInvalidItem".split(
    " ",
  );

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
  readonly invalidItems: InvalidItemsMode;
  readonly onInvalidItem: ((report: InvalidItemReport) => void) | undefined;
  /** The run the call is part of, which logs a skip once (validate-body.ts); absent for a call. */
  readonly skipLog?: SkipLog | undefined;
  /** Set by `withResponse`: the body is kept as the exact bytes received (read-body.ts). */
  readonly exactBytes?: true;
}

/** A run's note that it logged a skipped element already (`searchAll`, `listAll`, `getMany`). */
export interface SkipLog {
  readonly where: string;
  /** A paginated run (searchAll, listAll): skips are told as it reads each page. */
  readonly paged?: boolean;
  logged?: true;
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
  return {
    signal: signalOption(where, given.signal),
    headers: mergeHeaders(where, client.headers, given.headers),
    ...checkSharedOptions(where, given, client),
  };
}
