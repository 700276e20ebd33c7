import type { Credentials } from "../schemas/credentials.js";
import type { Tenant } from "../schemas/tenant.js";
import { COMPANIES, slugOf } from "./internal/catalogue.js";
import { checkFixtureArgs, createContext, finish } from "./internal/fixture-context.js";
import { type FixtureOptions, type FixtureOverrides } from "./fixture-options.js";
import { generateCredentials, generateTenant } from "./internal/generate-tenant.js";

/**
 * Realistic {@link Credentials} (docs/contract.md 2.7) that pass the strict schema: SMTP settings whose
 * port and SSL flag agree, SMS settings present or all absent together, and secrets that are
 * visibly fake (`sk_test_fake_…`, `ACfake…`, `test_…`, `test-…`), and none matches a secret
 * scanner's Stripe or Twilio pattern.
 *
 * @param overrides - fields to set (an `undefined` value removes the field).
 * @param options - seed, formats and validation (see {@link FixtureOptions}).
 * @throws {@link FixtureError} when the overrides break the schema, or for a mistake in the
 *   arguments (see {@link makeOwnedProduct}).
 * @example
 * ```ts
 * const credentials = makeCredentials({ smtpPort: 2525 });
 * redactSecrets(credentials).smtpServerPassword; // "[REDACTED]" (when one is set)
 * ```
 * @group Testing
 */
export function makeCredentials(
  overrides?: FixtureOverrides<Credentials>,
  options?: FixtureOptions,
): Credentials {
  checkFixtureArgs("Credentials", overrides, options);
  const ctx = createContext("Credentials", options);
  const domain = `${slugOf(ctx.random.pick(COMPANIES))}.example`;
  return finish("Credentials", generateCredentials(ctx, domain), overrides, options);
}

/**
 * A realistic {@link Tenant} (docs/contract.md 2.6) that passes the strict schema: a company under a
 * `.example` domain, minute thresholds of whole hours and days, callback URIs on that domain,
 * {@link makeCredentials | credentials} (or none, about one time in seven), and `createdAt` ≤
 * `updatedAt` ≤ `deactivatedAt` ≤ the fixture's `now`. About one tenant in ten is deactivated;
 * override `deactivatedAt: null` to rule that out (`deactivatedByUserId` follows).
 *
 * @param overrides - fields to set (an `undefined` value removes the field).
 * @param options - seed, "now", formats and validation (see {@link FixtureOptions}).
 * @throws {@link FixtureError} when the overrides break the schema, or for a mistake in the
 *   arguments (see {@link makeOwnedProduct}).
 * @example
 * ```ts
 * const tenant = makeTenant({ id: 42, deactivatedAt: null }, { seed: 3 });
 * isTenantDeactivated(tenant); // false
 * ```
 * @group Testing
 */
export function makeTenant(overrides?: FixtureOverrides<Tenant>, options?: FixtureOptions): Tenant {
  checkFixtureArgs("Tenant", overrides, options);
  const ctx = createContext("Tenant", options);
  // Pinning deactivatedAt (to a value, null or absence) steers deactivatedByUserId with it.
  const deactivated =
    overrides !== undefined && "deactivatedAt" in overrides
      ? overrides.deactivatedAt != null
      : undefined;
  const tenant = generateTenant(ctx, { id: overrides?.id, deactivated });
  return finish("Tenant", tenant, overrides, options);
}
