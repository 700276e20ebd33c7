/**
 * Why a {@link TokenProvider} is asked: `"call"` before a call's first attempt, `"unauthorized"`
 * after the server answered it with 401 (return a fresh token: the call is sent once more).
 *
 * @example
 * ```ts
 * const provider: TokenProvider = ({ reason }) =>
 *   reason === "unauthorized" ? tokens.refresh() : tokens.current();
 * ```
 * @group Client
 */
export interface TokenRequest {
  readonly reason: "call" | "unauthorized";
}

/**
 * A function that returns the current token, maybe async: called once per call, before its
 * first attempt, so tokens can rotate, and once more after a 401 (`reason: "unauthorized"`), the
 * call then sent again with the new token (once: a second 401 is the call's {@link HttpError}).
 *
 * @example
 * ```ts
 * const provider: TokenProvider = async ({ reason }) =>
 *   (await tokenCache.get({ forceRefresh: reason === "unauthorized" })).accessToken;
 * ```
 * @group Client
 */
export type TokenProvider = (request: TokenRequest) => string | Promise<string>;

/**
 * The `auth` option: a static token, a {@link TokenProvider}, or either with the header name and
 * scheme (default `Authorization: Bearer <token>`; a `scheme` of `""` or `null` sends it bare).
 *
 * @example
 * ```ts
 * createClient({ baseUrl, auth: "s3cr3t" });                        // Authorization: Bearer s3cr3t
 * createClient({ baseUrl, auth: { token: getToken, headerName: "X-Api-Key", scheme: null } });
 * ```
 * @group Client
 */
export type AuthOption =
  | string
  | TokenProvider
  | {
      readonly token: string | TokenProvider;
      readonly headerName?: string | undefined;
      readonly scheme?: string | null | undefined;
    };
