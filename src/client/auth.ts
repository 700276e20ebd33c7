/**
 * Why a {@link TokenProvider} is asked for a token: `"call"` before a call's first attempt,
 * `"unauthorized"` when the server answered that call with 401 (then return a fresh token; the
 * call is sent once more with it).
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
 * A function that returns the current token; it may be async. It is called once per call,
 * before the first attempt, so tokens can rotate; and once more if the server answers that call
 * with 401, with `reason: "unauthorized"`, after which the call is sent again with the new token
 * (once: a second 401 is the call's {@link HttpError}).
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
 * The `auth` option: a static token, a {@link TokenProvider}, or either of them with the header
 * name and scheme to send it with (by default `Authorization: Bearer <token>`; a `scheme` of `""`
 * or `null` sends the bare token).
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
