import { copyWithoutSecrets, type SecretsCopy } from "./internal/copy-without-secrets.js";

/**
 * The type of {@link omitSecrets}' result: `T` without its secret names, at every depth. For a
 * {@link Credentials} that is `Credentials` without `paymentProcessorApiKey`,
 * `smsProviderAuthToken` and `smtpServerPassword`; for a {@link Tenant}, without
 * `clientCommunicationSignature`, and its `credentials` so too.
 *
 * @example
 * ```ts
 * type Safe = WithoutSecrets<Credentials>;
 * const safe: Safe = omitSecrets(credentials);
 * // @ts-expect-error the secret is not in the type either
 * safe.smtpServerPassword;
 * ```
 * @group Derived helpers
 */
export type WithoutSecrets<T> = SecretsCopy<T, false>;

/**
 * A copy of any JSON value without the keys of its secrets, at every depth: the walk of
 * {@link redactSecrets}, leaving each secret name's key out (whatever it holds, `null` included)
 * rather than masking its value. Use it where a mask would still say too much, or where a
 * consumer must not see the field at all. It keeps every other field, `credentials`' included
 * (`smtpServerUsername`, `smtpServer`, …): for a browser, use {@link omitCredentials}.
 *
 * @example
 * ```ts
 * console.info(JSON.stringify(omitSecrets(tenant))); // no secret field at all
 * "smtpServerPassword" in (omitSecrets(credentials) as object); // false
 * ```
 * @group Derived helpers
 */
export function omitSecrets<T>(value: T): WithoutSecrets<T> {
  return copyWithoutSecrets(value, {}) as WithoutSecrets<T>;
}
