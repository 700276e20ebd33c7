import type { TokenProvider, TokenRequest } from "../auth.js";
import { CLIENT_DEFAULTS } from "./defaults.js";

/**
 * The checked `auth` option.
 */
export interface AuthConfig {
  readonly token: string | TokenProvider;
  readonly headerName: string;
  readonly scheme: string;
}

const HEADER_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const HEADER_VALUE_FORBIDDEN = /[\r\n\0]/;

function checkToken(token: unknown, where: string): void {
  if (typeof token === "function") return;
  if (typeof token !== "string" || token === "" || HEADER_VALUE_FORBIDDEN.test(token)) {
    throw new TypeError(
      `${where} must be a non-empty string without line breaks, or a function that returns one`,
    );
  }
}

/**
 * Checks the `auth` option and fills in its defaults. The message never contains the token.
 */
export function checkAuth(auth: unknown): AuthConfig | undefined {
  if (auth === undefined) return undefined;
  if (typeof auth === "string" || typeof auth === "function") {
    checkToken(auth, "`auth`");
    return { token: auth as string | TokenProvider, ...CLIENT_DEFAULTS.auth };
  }
  if (typeof auth !== "object" || auth === null) {
    throw new TypeError(
      "`auth` must be a token, a token provider, or { token, headerName, scheme }",
    );
  }
  const {
    token,
    headerName = CLIENT_DEFAULTS.auth.headerName,
    scheme = CLIENT_DEFAULTS.auth.scheme,
    ...rest
  } = auth as Record<string, unknown>;
  const unknown = Object.keys(rest)[0];
  if (unknown !== undefined) throw new TypeError(`Unknown option \`auth.${unknown}\``);
  checkToken(token, "`auth.token`");
  if (typeof headerName !== "string" || !HEADER_NAME.test(headerName)) {
    throw new TypeError("`auth.headerName` must be a valid HTTP header name");
  }
  if (
    scheme !== null &&
    (typeof scheme !== "string" || !/^[!#$%&'*+\-.^_`|~0-9A-Za-z]*$/.test(scheme))
  ) {
    throw new TypeError('`auth.scheme` must be a single word (e.g. `Bearer`), `""` or `null`');
  }
  return { token: token as string | TokenProvider, headerName, scheme: scheme ?? "" };
}

/** The header one call sends, and the secrets to keep out of its errors and logs. */
export interface AuthHeader {
  readonly name: string;
  readonly value: string;
  readonly secrets: readonly string[];
}

/**
 * The header to send for one call: the provider is called now, so a rotated token is used.
 */
export async function resolveAuthHeader(
  auth: AuthConfig,
  reason: TokenRequest["reason"],
): Promise<AuthHeader> {
  const token = typeof auth.token === "function" ? await auth.token({ reason }) : auth.token;
  if (typeof token !== "string" || token === "" || HEADER_VALUE_FORBIDDEN.test(token)) {
    throw new TypeError(
      "The `auth` token provider must return a non-empty string without line breaks",
    );
  }
  const value = auth.scheme === "" ? token : `${auth.scheme} ${token}`;
  return { name: auth.headerName, value, secrets: [value, token] };
}
