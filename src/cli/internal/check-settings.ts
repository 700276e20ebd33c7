import type { Client, Routes, UnknownFieldsReport } from "../../index.js";
import { AnswerWatch } from "./answer-watch.js";
import { CONNECTION_FLAGS, connectionClient, readConnection } from "./connection.js";
import { integerFlag, parseFlags, stringFlag } from "./parse-flags.js";
import { UsageError } from "./usage-error.js";

/** What a `check` command line asks for, its client made. */
export interface CheckSettings {
  readonly client: Client;
  readonly routes: Routes;
  /** The search filters of `--filter NAME=VALUE`; a name given twice is sent twice. */
  readonly filters: Readonly<Record<string, readonly string[]>>;
  readonly tenant: number | undefined;
  readonly product: number | undefined;
  readonly maxPages: number;
  readonly strict: boolean;
  readonly format: "text" | "json";
  readonly timeLimitSeconds: number;
  /** What to do about a 401 or 403: how the token is sent and where it comes from, or that none is. */
  readonly credentials: string;
  /** What the service answered before a call failed without an HTTP error. */
  readonly watch: AnswerWatch;
}

const RANGES = {
  tenant: [0, 2_147_483_647],
  product: [0, 2_147_483_647],
  "max-pages": [1, 1_000],
  "time-limit": [1, 3_600],
} as const;

function filtersOf(texts: readonly string[], routes: Routes): CheckSettings["filters"] {
  const { offsetParam, limitParam } = routes.searchOwnedProducts;
  const filters: Record<string, string[]> = {};
  for (const text of texts) {
    const [name = "", value] = text.split(/=(.*)/s);
    if (value === undefined || name === "") {
      throw new UsageError(`check: --filter takes NAME=VALUE, as --filter status=Active`);
    }
    if ([offsetParam, limitParam, "offset", "limit"].includes(name)) {
      throw new UsageError(
        `check: --filter ${name}=… sets the search window, which check pages through itself; filter on a field`,
      );
    }
    (filters[name] ??= []).push(value);
  }
  // An array is sent as one key per value (`tag=a&tag=b`), a single value as one key.
  return filters;
}

/**
 * The settings of a `check` command line, its client made on its connection flags
 * ({@link readConnection}).
 */
export async function checkSettings(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  onUnknownFields: (report: UnknownFieldsReport) => void,
): Promise<CheckSettings> {
  const flags = parseFlags("check", args, {
    ...CONNECTION_FLAGS,
    tenant: { type: "string", integer: RANGES.tenant },
    product: { type: "string", integer: RANGES.product },
    filter: { type: "string", multiple: true },
    "max-pages": { type: "string", integer: RANGES["max-pages"] },
    "time-limit": { type: "string", integer: RANGES["time-limit"] },
    strict: { type: "boolean" },
    format: { type: "string" },
  });
  if (flags.positionals.length > 0) {
    throw new UsageError(`check: unexpected argument ${flags.positionals[0] ?? ""}; see --help`);
  }
  const connection = await readConnection("check", flags, env);
  const format = stringFlag(flags, "format") ?? "text";
  if (format !== "text" && format !== "json") {
    throw new UsageError('check: --format must be "text" or "json"');
  }
  const { routes } = connection;
  const integer = (name: keyof typeof RANGES, fallback: number) =>
    integerFlag("check", flags, name, RANGES[name], fallback);
  const id = (name: "tenant" | "product") =>
    flags.values[name] === undefined ? undefined : integer(name, 0);
  // Bodies come back as sent: check validates them itself, and reads what a failing one holds.
  const watch = new AnswerWatch();
  const client = connectionClient("check", connection, {
    validation: "off",
    onUnknownFields,
    fetch: watch.fetch,
    // Each operation is asked once, one after another, and answers for itself: a Retry-After
    // of one (a tenant list paused for an hour) must not hold the next for its timeout, only to
    // report it unanswered after "0 attempts".
    sharedBackoff: false,
  });
  return {
    client,
    routes,
    filters: filtersOf((flags.values["filter"] as readonly string[] | undefined) ?? [], routes),
    tenant: id("tenant"),
    product: id("product"),
    maxPages: integer("max-pages", 10),
    strict: flags.values["strict"] === true,
    format,
    timeLimitSeconds: integer("time-limit", 120),
    credentials: connection.refusedHint,
    watch,
  };
}
