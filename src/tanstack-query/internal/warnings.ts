// Where the pagination warnings of infinite queries go: to the user's `onWarning` (of the call,
// else of createQueries), else to `console.warn` once per query key and code. They are reported
// by the page function, which TanStack runs once per page fetched; never by getNextPageParam,
// which it calls again on every render.
import type { QueryKey } from "@tanstack/query-core";
import {
  redactSecrets,
  type PaginationWarning,
  type PaginationWarningCode,
} from "owned-products-sdk";
import type { QueriesOptions } from "../query-options.js";

/** Reports one warning of the query `queryKey`, under `where` (the operation's name). */
export type Report = (warning: PaginationWarning, queryKey: QueryKey, where: string) => void;

/** The reporter of one `createQueries`: its `onWarning`, or the console once per key and code. */
export function reporter(onWarning: QueriesOptions["onWarning"]): Report {
  if (onWarning !== undefined) return (warning, queryKey) => onWarning(warning, queryKey);
  const logged = new Map<string, Set<PaginationWarningCode>>();
  return (warning, queryKey, where) => {
    const key = JSON.stringify(queryKey);
    const codes = logged.get(key) ?? new Set();
    if (codes.has(warning.code)) return;
    logged.set(key, codes.add(warning.code));
    console.warn(
      `owned-products-sdk: ${where} (infinite query): pagination warning "${warning.code}": ` +
        `${warning.message} (logged once per query and code; pass onWarning to handle each)`,
      // The key holds the params as given: a secret-named filter (`api_key`) is masked.
      { ...warning, queryKey: redactSecrets(queryKey) },
    );
  };
}
