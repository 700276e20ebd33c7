import type { RequestOptions } from "owned-products-sdk";

/** A list element the SDK left out as invalid, as the tools report it: never a value. */
export interface SkippedItem {
  path: (string | number)[];
  id?: number;
  issues: { path: (string | number)[]; message: string }[];
}

/**
 * What `onInvalidItem` is told of each skipped element (API.md, fourth wave): the fields the
 * tools read of it.
 */
interface InvalidItemReport {
  readonly path: readonly (string | number)[];
  readonly issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[];
  readonly id?: number | undefined;
}

/** The options of one call that skip invalid list elements, and what they collected. */
export interface SkippingCall {
  readonly options: RequestOptions;
  readonly skipped: SkippedItem[];
}

// FALLBACK (h37, until branch h35-items merges): false while the client refuses the option.
const ITEM_LEVEL_VALIDATION = false as boolean;

const keys = (path: readonly PropertyKey[]) =>
  path.filter((key): key is string | number => typeof key !== "symbol");

/**
 * Per-call options that validate the response (whatever the client's own `validation`) and leave
 * out each invalid element of a list (`invalidItems: "skip"`), collecting the reports.
 */
export function skippingCall(signal: AbortSignal): SkippingCall {
  const skipped: SkippedItem[] = [];
  const skipping = {
    invalidItems: "skip",
    onInvalidItem: ({ path, issues, id }: InvalidItemReport) => {
      skipped.push({
        path: keys(path),
        ...(typeof id === "number" ? { id } : {}),
        issues: issues.map((issue) => ({ path: keys(issue.path), message: issue.message })),
      });
    },
  };
  // FALLBACK (h37, until branch h35-items merges): the client does not know invalidItems yet.
  const options = {
    signal,
    validation: "default",
    ...(ITEM_LEVEL_VALIDATION ? skipping : {}),
  } satisfies RequestOptions & Record<string, unknown>;
  return { options, skipped };
}
