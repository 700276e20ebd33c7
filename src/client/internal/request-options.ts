import {
  capOption,
  knownKeysOnly,
  mustBe,
  signalOption,
  timeoutOption,
} from "../../internal/option-checks/index.js";
import type { RequestOptions } from "../types.js";
import { mergeHeaders } from "./check-headers.js";
import type { ResolvedOptions } from "./resolve-options.js";
import { checkRetry, type ResolvedRetry } from "./resolve-retry.js";

/** The keys of {@link RequestOptions}. */
export const REQUEST_OPTION_KEYS = ["signal", "headers", "timeoutMs", "retry", "maxResponseBytes"];

/** The options of one call, checked, with the client's filled in. */
export interface CallOptions {
  /** The user's signal: of this realm or not (see child-signal.ts). */
  readonly signal: AbortSignal | undefined;
  /** A fresh record, the call's own to add the auth header to. */
  readonly headers: Record<string, string>;
  readonly timeoutMs: number;
  readonly retry: ResolvedRetry;
  readonly maxResponseBytes: number;
}

/**
 * Checks the options of one call of `where` (the operation the user called, e.g. `tenants.list`),
 * other keys than the request options' refused unless `extraKeys` names them, and fills in the
 * client's.
 */
export function resolveRequestOptions(
  where: string,
  raw: unknown,
  client: ResolvedOptions,
  extraKeys: readonly string[] = [],
): CallOptions {
  const known =
    extraKeys.length === 0 ? REQUEST_OPTION_KEYS : [...REQUEST_OPTION_KEYS, ...extraKeys];
  if (raw !== undefined && (typeof raw !== "object" || raw === null)) {
    mustBe(where, "options", `an object: { ${known.join(", ")} }`, raw);
  }
  const given = (raw ?? {}) as RequestOptions;
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
  };
}
