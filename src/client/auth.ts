/**
 * A function that returns the current token. It is called once per call (before the first
 * attempt), so tokens can rotate; it may be async.
 *
 * @example
 * ```ts
 * const provider: TokenProvider = async () => (await tokenCache.get()).accessToken;
 * ```
 * @group Client
 */
export type TokenProvider = () => string | Promise<string>;

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
