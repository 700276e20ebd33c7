import type { TokenProvider, TokenRequest } from "../auth.js";
import { kindOf, knownKeysOnly, mustBe } from "../../internal/option-checks/index.js";
import { HEADER_NAME, valueProblem } from "./headers.js";

/** The checked `auth` option. */
export interface AuthConfig {
  readonly token: string | TokenProvider;
  readonly headerName: string;
  readonly scheme: string;
}

/** How a token is sent unless `auth` says otherwise: `Authorization: Bearer <token>`. */
const DEFAULT_AUTH = { headerName: "Authorization", scheme: "Bearer" };

// A header value is bytes: a line break or NUL would split it, a character beyond U+00FF cannot be
// sent at all (see valueProblem).
const HEADER_VALUE_FORBIDDEN = /[\r\n\0\u0100-\uffff]/;

/** A token is never shown: only what is wrong with it. */
function tokenProblem(token: unknown): string {
  if (token === "") return "an empty string";
  return typeof token === "string" ? valueProblem(token) : kindOf(token);
}

const sendable = (token: unknown): token is string =>
  typeof token === "string" && token !== "" && !HEADER_VALUE_FORBIDDEN.test(token);

function checkToken(where: string, label: string, token: unknown): void {
  if (typeof token !== "function" && !sendable(token)) {
    const rule = "a non-empty string without line breaks, or a function that returns one";
    mustBe(where, label, rule, token, tokenProblem);
  }
}

/** Checks the `auth` option and fills in its defaults; a message never shows the token. */
export function checkAuth(where: string, auth: unknown): AuthConfig | undefined {
  if (auth === undefined) return undefined;
  if (typeof auth === "string" || typeof auth === "function") {
    checkToken(where, "options.auth", auth);
    return { token: auth as string | TokenProvider, ...DEFAULT_AUTH };
  }
  if (typeof auth !== "object" || auth === null) {
    const rule = "a token, a token provider, or { token, headerName, scheme }";
    mustBe(where, "options.auth", rule, auth, kindOf);
  }
  knownKeysOnly(where, auth, ["token", "headerName", "scheme"], "options", "auth.");
  const {
    token,
    headerName = DEFAULT_AUTH.headerName,
    scheme = DEFAULT_AUTH.scheme,
  } = auth as Record<string, unknown>;
  checkToken(where, "options.auth.token", token);
  if (typeof headerName !== "string" || !HEADER_NAME.test(headerName)) {
    // Not echoed: a whole header line given here (`Authorization: Bearer …`) would hold the token.
    const rule = 'an HTTP header name, e.g. "X-Api-Key"';
    mustBe(where, "options.auth.headerName", rule, headerName, (value) =>
      typeof value === "string" ? "a string that is not one" : kindOf(value),
    );
  }
  if (scheme !== null && (typeof scheme !== "string" || (scheme && !HEADER_NAME.test(scheme)))) {
    const rule = 'a single word (e.g. "Bearer"), "" or null';
    mustBe(where, "options.auth.scheme", rule, scheme, (value) =>
      typeof value === "string" ? "a string that is not one word" : kindOf(value),
    );
  }
  return { token: token as string | TokenProvider, headerName, scheme: scheme ?? "" };
}

/** The header one call sends, and the secrets to keep out of its errors and logs. */
export interface AuthHeader {
  /** Lower case, as the call's headers and the sensitive names hold it. */
  readonly name: string;
  readonly value: string;
  readonly secrets: readonly string[];
}

/** The header to send for one call: the provider is called now, so a rotated token is used. */
export async function resolveAuthHeader(
  auth: AuthConfig,
  reason: TokenRequest["reason"],
): Promise<AuthHeader> {
  const token = typeof auth.token === "function" ? await auth.token({ reason }) : auth.token;
  if (!sendable(token)) {
    throw new TypeError(
      "The `auth` token provider must return a non-empty string without line breaks, " +
        `got ${tokenProblem(token)}`,
    );
  }
  const value = auth.scheme === "" ? token : `${auth.scheme} ${token}`;
  return { name: auth.headerName.toLowerCase(), value, secrets: [value, token] };
}
