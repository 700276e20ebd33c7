import type { Credentials } from "../schemas/credentials.js";
import type { Tenant } from "../schemas/tenant.js";
import type { TenantPage } from "../schemas/tenant-page.js";
import { kindOf, mustBe } from "../internal/option-checks/index.js";

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

// What redact masks: the secrets of Credentials, and the tenant's signing secret.
const MASKED = [...SECRET_FIELDS, "clientCommunicationSignature"];

const isObject = (value: unknown): value is object => typeof value === "object" && value !== null;

function redact(value: object): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...value };
  for (const field of MASKED) if (copy[field] != null) copy[field] = REDACTED;
  const { credentials, list } = copy;
  if (isObject(credentials)) copy["credentials"] = redact(credentials);
  if (Array.isArray(list)) {
    copy["list"] = list.map((item: unknown) => (isObject(item) ? redact(item) : item));
  }
  return copy;
}

/**
 * A copy of a {@link Tenant}, of {@link Credentials}, or of a {@link TenantPage} (each tenant of
 * its `list`), with every secret field (see {@link SECRET_FIELDS}, and the tenant's
 * `clientCommunicationSignature`, a signing secret by its name) that holds a value replaced by
 * {@link REDACTED}, for logging. `null` and absent secrets stay as they are (they reveal only
 * that none is set); every other field, unknown ones included, is copied untouched. The input is
 * not changed.
 *
 * @throws TypeError when `value` is not an object (or is an array: redact its items one by one),
 *   rather than return something unmasked: `redactSecrets: value must be a Tenant, Credentials or
 *   TenantPage object, got an array`.
 * @example
 * ```ts
 * logger.info({ tenant: redactSecrets(tenant) });
 * redactSecrets(credentials).smtpServerPassword; // "[REDACTED]"
 * ```
 * @group Derived helpers
 */
export function redactSecrets<T extends Tenant | Credentials | TenantPage>(value: T): T {
  if (!isObject(value) || Array.isArray(value)) {
    const rule = "a Tenant, Credentials or TenantPage object (an array: redact each item)";
    mustBe("redactSecrets", "value", rule, value, kindOf);
  }
  return redact(value) as T;
}
