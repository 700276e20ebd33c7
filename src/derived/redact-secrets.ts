import { fieldsClassed, type FieldClassed } from "../schemas/field-sensitivity.js";
import { copyWithoutSecrets, type SecretsCopy } from "./internal/copy-without-secrets.js";

/**
 * The fields of `Credentials` that hold secrets (docs/contract.md 2.7): those
 * `fieldSensitivity` classes `"secret"` there, in the contract's order. With the tenant's
 * `clientCommunicationSignature`, they are the contract's secret fields; the SDK's secret-name
 * rule (docs/client.md, "Secrets") covers them and every name that ends like them.
 *
 * @example
 * ```ts
 * const setSecrets = SECRET_FIELDS.filter((field) => credentials[field] != null);
 * ```
 * @group Derived helpers
 */
export const SECRET_FIELDS: readonly FieldClassed<"Credentials", "secret">[] =
  /* @__PURE__ */ fieldsClassed("Credentials", "secret");

/**
 * What {@link redactSecrets} puts in place of a secret.
 *
 * @example
 * ```ts
 * redactSecrets(tenant).credentials?.paymentProcessorApiKey === REDACTED; // true when one is set
 * ```
 * @group Derived helpers
 */
export const REDACTED = "[REDACTED]";

/**
 * The type of {@link redactSecrets}' result: `T`, with the value of every secret name (at any
 * depth) a `string` unless it was `null` or `undefined`. Every secret field of the contract is a
 * string already, so for a contract resource (or an array or page of them) this is the resource's
 * own type.
 *
 * @example
 * ```ts
 * type Logged = Redacted<{ user: string; token: { value: string } }>; // { user: string; token: string }
 * const logged: Tenant = redactSecrets(tenant); // a Tenant still
 * ```
 * @group Derived helpers
 */
export type Redacted<T> = SecretsCopy<T, true>;

/**
 * A copy of any JSON value with the value of every secret name, at every depth, replaced by
 * {@link REDACTED}: for logs, and for what a server hands on to a browser. A name is a secret by
 * the SDK's one rule (docs/client.md, "Secrets"): the contract's secret fields and every name
 * that ends in password, passwd, secret, token, api key, authorization, cookie, signature,
 * private key or secret key, in any case (`webhookSigningSecret`, `smtpOAuthToken`, `x-api-key`;
 * not `tokenCount`). It works on any resource, a search result, a tenant page, an array or an
 * unknown object.
 *
 * - A masked value becomes the string `"[REDACTED]"` whatever it was (a string, a number, an
 *   object or an array, masked whole); `null` and `undefined` stay as they are (they show only
 *   that no secret is set).
 * - Everything else keeps its shape: arrays stay arrays, every other object but a `Date` is copied
 *   as a plain object of its own enumerable keys (what `JSON.stringify` writes of it), unknown
 *   fields included; a `Date` and anything that is not an object are kept as they are.
 * - The input is never changed. An object met twice is copied once, so a value that holds
 *   itself comes back holding its copy, and no depth overflows the stack.
 *
 * @example
 * ```ts
 * logger.info({ tenant: redactSecrets(tenant) });
 * redactSecrets(credentials).smtpServerPassword; // "[REDACTED]"
 * redactSecrets([{ apiKey: "k-1", name: "a" }]); // [{ apiKey: "[REDACTED]", name: "a" }]
 * ```
 * @group Derived helpers
 */
export function redactSecrets<T>(value: T): Redacted<T> {
  return copyWithoutSecrets(value, { mask: REDACTED }) as Redacted<T>;
}
