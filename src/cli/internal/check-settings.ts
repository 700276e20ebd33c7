import { createClient, type Client, type Routes, type UnknownFieldsReport } from "../../index.js";
import { integerFlag, parseFlags, stringFlag } from "./parse-flags.js";
import { readRoutes } from "./read-routes.js";
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
  /** How the token is sent and where it comes from: the hint of a 401 or 403. */
  readonly credentials: string;
}

const RANGES = {
  tenant: [0, 2_147_483_647],
  product: [0, 2_147_483_647],
  "max-pages": [1, 1_000],
  "time-limit": [1, 3_600],
} as const;

// An environment variable's name as shells write it. Anything else may be the token itself,
// pasted where its name goes: never echoed.
const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

function tokenFrom(
  env: Readonly<Record<string, string | undefined>>,
  name: string | undefined,
): { token: string; tokenEnv: string } {
  if (name === undefined) {
    throw new UsageError(
      "check: name the environment variable that holds the token, with --token-env NAME (never the token itself)",
    );
  }
  const token = ENV_NAME.test(name) ? env[name] : undefined;
  // Not echoed: a name that is not set may be a token pasted by mistake.
  if (token === undefined || token === "") {
    throw new UsageError(
      "check: the environment variable --token-env names is not set or empty; export the token in it (in CI, from a secret) and pass its name",
    );
  }
  return { token, tokenEnv: name };
}

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

// The client checks its options (one owner); its words are the option's, which the command
// line says as its flags.
function clientProblem(message: string, tokenEnv: string): string {
  if (message.includes("options.auth.headerName")) {
    // Not echoed: a header given whole (`Authorization: Bearer …`) would carry the token.
    return "check: --auth-header must be an HTTP header name, as X-Api-Key";
  }
  const got = / got (.*)$/s.exec(message)?.[1] ?? "not a token";
  if (message.includes("options.auth")) {
    return `check: the token in ${tokenEnv} cannot be sent in a header, it is ${got}`;
  }
  // A relative URL is the browser's case: a command line takes an absolute one.
  return message
    .replace(/^createClient: options\.baseUrl/, "check: --base-url")
    .replace(/ \(a relative one, .*?: a browser\)/, "");
}

/**
 * The settings of a `check` command line, its client made: the token read from the environment
 * variable `--token-env` names, sent as `Authorization: Bearer …` or as is under `--auth-header`.
 */
export async function checkSettings(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  onUnknownFields: (report: UnknownFieldsReport) => void,
): Promise<CheckSettings> {
  const flags = parseFlags("check", args, {
    "base-url": { type: "string" },
    "token-env": { type: "string" },
    "auth-header": { type: "string" },
    routes: { type: "string" },
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
  const baseUrl = stringFlag(flags, "base-url");
  if (baseUrl === undefined) {
    throw new UsageError("check: say where the service is, with --base-url https://…");
  }
  const format = stringFlag(flags, "format") ?? "text";
  if (format !== "text" && format !== "json") {
    throw new UsageError('check: --format must be "text" or "json"');
  }
  const { token, tokenEnv } = tokenFrom(env, stringFlag(flags, "token-env"));
  const authHeader = stringFlag(flags, "auth-header");
  const routes = await readRoutes(
    "check",
    stringFlag(flags, "routes"),
    "the base URL (--base-url)",
  );
  const integer = (name: keyof typeof RANGES, fallback: number) =>
    integerFlag("check", flags, name, RANGES[name], fallback);
  const id = (name: "tenant" | "product") =>
    flags.values[name] === undefined ? undefined : integer(name, 0);
  let client: Client;
  try {
    client = createClient({
      baseUrl,
      auth: authHeader === undefined ? token : { token, headerName: authHeader, scheme: null },
      routes,
      // Bodies come back as sent: check validates them itself, and reads what a failing one holds.
      validation: "off",
      onUnknownFields,
    });
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    throw new UsageError(clientProblem(error.message, tokenEnv));
  }
  const header =
    authHeader === undefined
      ? "sent as Authorization: Bearer <token> (--auth-header NAME sends it as is under NAME)"
      : `sent as is under ${authHeader}`;
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
    credentials: `the service refused the credentials: check the token in ${tokenEnv}, ${header}`,
  };
}
