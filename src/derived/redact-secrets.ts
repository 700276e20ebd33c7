import type { Credentials } from "../schemas/credentials.js";
import type { Tenant } from "../schemas/tenant.js";

/**
 * The fields of {@link Credentials} that hold secrets (docs/contract.md 2.7). Their values never appear
 * in an error of this SDK, and {@link redactSecrets} masks them.
 *
 * @example
 * ```ts
 * const setSecrets = SECRET_FIELDS.filter((field) => credentials[field] != null);
 * ```
 * @group Derived helpers
 */
export const SECRET_FIELDS = [
  "paymentProcessorApiKey",
  "smsProviderAuthToken",
  "smtpServerPassword",
] as const satisfies readonly (keyof Credentials)[];

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
 * A copy of a {@link Tenant} or of {@link Credentials} with every secret field (see
 * {@link SECRET_FIELDS}, and the tenant's `clientCommunicationSignature`, a signing secret by its
 * name) that holds a value replaced by {@link REDACTED}, for logging. `null` and
 * absent secrets stay as they are (they reveal only that none is set); every other field, unknown
 * ones included, is copied untouched. The input is not changed.
 *
 * @example
 * ```ts
 * logger.info({ tenant: redactSecrets(tenant) });
 * redactSecrets(credentials).smtpServerPassword; // "[REDACTED]"
 * ```
 * @group Derived helpers
 */
export function redactSecrets<T extends Tenant | Credentials>(value: T): T {
  const copy: Record<string, unknown> = { ...value };
  for (const field of [...SECRET_FIELDS, "clientCommunicationSignature"]) {
    if (copy[field] != null) copy[field] = REDACTED;
  }
  const credentials = copy["credentials"];
  if (typeof credentials === "object" && credentials !== null) {
    copy["credentials"] = redactSecrets(credentials as Credentials);
  }
  return copy as T;
}
