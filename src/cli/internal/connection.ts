import {
  createClient,
  isNetworkError,
  isPageFetchError,
  type AuthOption,
  type Client,
  type ClientOptions,
  type Routes,
} from "../../index.js";
import { stringFlag, type FlagSpec, type ParsedFlags } from "./parse-flags.js";
import { readRoutes } from "./read-routes.js";
import { tlsProblem } from "./tls-problem.js";
import { UsageError } from "./usage-error.js";

// One owner for how a command reaches the service: `check` and `mcp` take the same four flags,
// read the token the same way and say the same things when the service cannot be reached.

/** The connection flags every command that calls the service takes, for {@link parseFlags}. */
export const CONNECTION_FLAGS = {
  "base-url": { type: "string" },
  "token-env": { type: "string" },
  "auth-header": { type: "string" },
  routes: { type: "string" },
} as const satisfies FlagSpec;

/** How a command reaches the service, read from its connection flags and the environment. */
export interface Connection {
  readonly baseUrl: string;
  /** Where the base URL came from, as a message names it: `--base-url`, or `$OWNED_PRODUCTS_URL`. */
  readonly baseUrlSource: string;
  /** Undefined without `--token-env`: no auth header is sent. */
  readonly auth: AuthOption | undefined;
  readonly routes: Routes;
  /** What to do when the service answers 401 or 403, in the command's words. */
  readonly refusedHint: string;
  /** The token in the command's words: `the token in NAME`, or without a name to say back. */
  readonly tokenLabel: string;
}

// An environment variable's name as shells write it. Anything else may be the token itself,
// pasted where its name goes: never read, never echoed.
const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
// What a variable's name looks like when it is safe to say back: upper case, short. A token is
// mixed case or long, so a name outside this shape is not quoted in any message.
const SAYABLE_NAME = /^[A-Z_][A-Z0-9_]{0,63}$/;

/** The token in the variable `name` names: a usage error when it is unset or empty. */
function tokenFrom(
  command: string,
  env: Readonly<Record<string, string | undefined>>,
  name: string,
): string {
  const token = ENV_NAME.test(name) ? env[name] : undefined;
  const which = SAYABLE_NAME.test(name) ? name : "the variable --token-env names";
  // The usual slip: a token read from a file with its newline (a secret mounted as a file).
  if (token !== undefined && /^[^\r\n\0]+[\r\n]+$/.test(token)) {
    throw new UsageError(
      `${command}: the token in ${which} ends with a line break, which a header cannot carry; set it without one (TOKEN=$(cat file) drops it)`,
    );
  }
  if (token !== undefined && token !== "") return token;
  throw new UsageError(
    `${command}: ${which} is not set or empty; export the token in it (in CI, from a secret) and pass its name to --token-env`,
  );
}

/**
 * The connection of a command line: `--base-url` (else the variable `urlEnv` names, when given),
 * the token from the variable `--token-env` names (read now, once), sent as
 * `Authorization: Bearer …` or as is under `--auth-header`, and the `--routes` file.
 */
export async function readConnection(
  command: string,
  flags: ParsedFlags,
  env: Readonly<Record<string, string | undefined>>,
  urlEnv?: string,
): Promise<Connection> {
  const fromEnv = urlEnv === undefined ? undefined : env[urlEnv];
  const fromFlag = stringFlag(flags, "base-url");
  const baseUrl = fromFlag ?? (fromEnv === "" ? undefined : fromEnv);
  // A bad URL the user did not type on this command line is named where it came from.
  const baseUrlSource = fromFlag === undefined ? `$${urlEnv ?? ""}` : "--base-url";
  if (baseUrl === undefined) {
    const orEnv = urlEnv === undefined ? "" : ` (or set ${urlEnv})`;
    throw new UsageError(`${command}: say where the service is, with --base-url https://…${orEnv}`);
  }
  const tokenEnv = stringFlag(flags, "token-env");
  const authHeader = stringFlag(flags, "auth-header");
  if (tokenEnv === undefined && authHeader !== undefined) {
    throw new UsageError(
      `${command}: --auth-header says how to send a token: name the variable that holds it with --token-env NAME`,
    );
  }
  const token = tokenEnv === undefined ? undefined : tokenFrom(command, env, tokenEnv);
  const routes = await readRoutes(
    command,
    stringFlag(flags, "routes"),
    "the base URL (--base-url)",
  );
  if (token === undefined || tokenEnv === undefined) {
    return {
      baseUrl,
      baseUrlSource,
      auth: undefined,
      routes,
      refusedHint:
        "the service wants credentials: pass --token-env NAME, the environment variable that holds the token (--auth-header NAME if it is not sent as Authorization: Bearer)",
      tokenLabel: "no token",
    };
  }
  const tokenLabel = SAYABLE_NAME.test(tokenEnv)
    ? `the token in ${tokenEnv}`
    : "the token --token-env names";
  const header =
    authHeader === undefined
      ? "sent as Authorization: Bearer <token> (--auth-header NAME sends it as is under NAME)"
      : `sent as is under ${authHeader}`;
  return {
    baseUrl,
    baseUrlSource,
    auth: authHeader === undefined ? token : { token, headerName: authHeader, scheme: null },
    routes,
    refusedHint: `the service refused the credentials: check ${tokenLabel}, ${header}`,
    tokenLabel,
  };
}

// The client checks its options (one owner); its words are the option's, which the command
// line says as its flags.
function clientProblem(
  command: string,
  message: string,
  { tokenLabel, baseUrlSource }: Connection,
): string {
  if (message.includes("options.auth.headerName")) {
    // Not echoed: a header given whole (`Authorization: Bearer …`) would carry the token.
    return `${command}: --auth-header must be an HTTP header name, as X-Api-Key`;
  }
  const got = / got (.*)$/s.exec(message)?.[1] ?? "not a token";
  // By the option the message is about: a base URL's may name options.auth in what to do.
  if (message.startsWith("createClient: options.auth")) {
    return `${command}: ${tokenLabel} cannot be sent in a header, it is ${got}`;
  }
  // A relative URL is the browser's case: a command line takes an absolute one. Credentials go
  // in the variable --token-env names, not in the URL.
  return message
    .replace(/^createClient: options\.baseUrl/, `${command}: ${baseUrlSource}`)
    .replace(/ \(a relative one, .*?: a browser\)/, "")
    .replace(
      /\(send credentials with options\.auth or options\.headers\)/,
      "(send a token from an environment variable with --token-env NAME)",
    );
}

/**
 * The client of a connection, with the command's other `options`; an option the client refuses
 * is a {@link UsageError} in the command's words (its flags, never the token).
 */
export function connectionClient(
  command: string,
  connection: Connection,
  options: Omit<ClientOptions, "baseUrl" | "auth" | "routes">,
): Client {
  const { baseUrl, auth, routes } = connection;
  try {
    return createClient({ ...options, baseUrl, routes, ...(auth === undefined ? {} : { auth }) });
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    throw new UsageError(clientProblem(command, error.message, connection));
  }
}

// A system error's code in words; an unknown code is said as is.
const CAUSES: Readonly<Record<string, string>> = {
  ECONNREFUSED: "connection refused",
  ECONNRESET: "connection reset",
  ENOTFOUND: "host not found",
  EAI_AGAIN: "host name lookup failed for now",
  EHOSTUNREACH: "host unreachable",
  ENETUNREACH: "network unreachable",
  ETIMEDOUT: "connection timed out",
  ECONNABORTED: "connection aborted",
  // undici's words for a socket the server closed before any answer.
  UND_ERR_SOCKET: "connection closed without an answer",
  UND_ERR_CONNECT_TIMEOUT: "connection timed out",
};

// What to do about it: the address is wrong, or nothing serves there yet.
const UNREACHABLE_HINT = "check that the service is running there, or correct --base-url";

/**
 * The one line that says the service could not be reached at all, when `thrown` is a
 * {@link NetworkError} (`check: cannot reach http://127.0.0.1:4010 (connection refused); …`), with
 * what to do; else undefined. Only the origin is named: a path or query may hold a secret.
 */
export function unreachableLine(command: string, thrown: unknown): string | undefined {
  const error = isPageFetchError(thrown) ? thrown.cause : thrown;
  if (!isNetworkError(error)) return undefined;
  let origin: string;
  try {
    origin = new URL(error.url).origin;
  } catch {
    origin = "the service";
  }
  const tls = tlsProblem(error.code);
  if (tls !== undefined) return `${command}: cannot reach ${origin} (${tls.cause}); ${tls.hint}`;
  // Without a code, the runtime's own words as the error's message has them (`bad port`).
  const reason = /^Network error \(([^)]*)\) reaching /.exec(error.message)?.[1];
  const cause =
    error.code === undefined
      ? reason === "bad port"
        ? "a port fetch refuses to call, as browsers do; serve it on another port"
        : (reason ?? "no connection")
      : (CAUSES[error.code] ?? error.code);
  return `${command}: cannot reach ${origin} (${cause}); ${UNREACHABLE_HINT}`;
}
