import type { InvalidItemReport, RequestOptions } from "owned-products-sdk";

/** A list element the SDK left out as invalid, as the tools report it: never a value. */
export interface SkippedItem {
  path: (string | number)[];
  id?: number;
  issues: { path: (string | number)[]; message: string }[];
}

/** The options of one call that skip invalid list elements, and what they collected. */
export interface SkippingCall {
  readonly options: RequestOptions;
  readonly skipped: SkippedItem[];
}

const keys = (path: readonly PropertyKey[]) =>
  path.filter((key): key is string | number => typeof key !== "symbol");

/**
 * Per-call options that validate the response (whatever the client's own `validation`) and leave
 * out each invalid element of a list (`invalidItems: "skip"`), collecting the reports.
 */
export function skippingCall(signal: AbortSignal): SkippingCall {
  const skipped: SkippedItem[] = [];
  const options: RequestOptions = {
    signal,
    validation: "default",
    invalidItems: "skip",
    onInvalidItem: ({ path, issues, id }: InvalidItemReport) => {
      skipped.push({
        path: keys(path),
        ...(typeof id === "number" ? { id } : {}),
        issues: issues.map((issue) => ({ path: keys(issue.path), message: issue.message })),
      });
    },
  };
  return { options, skipped };
}
