import type { Credentials } from "../schemas/credentials.js";
import type { Tenant } from "../schemas/tenant.js";
import {
  AREA_CODES,
  COMPANIES,
  COMPANY_SUFFIXES,
  slugOf,
  SMTP_PORTS,
} from "./internal/catalogue.js";
import { ms } from "./date-times.js";
import {
  applyNulls,
  childContext,
  createContext,
  finish,
  type FixtureContext,
  type FixtureOptions,
} from "./fixture-options.js";

function phone(ctx: FixtureContext): string {
  return `+1${ctx.random.pick(AREA_CODES)}55501${ctx.random.digits(2)}`;
}

/**
 * Credentials for a tenant at `domain` from `ctx`'s random stream, without overrides.
 *
 * @internal
 */
export function generateCredentials(ctx: FixtureContext, domain: string): Credentials {
  const r = ctx.random;
  const sms = r.chance(0.7);
  const smtp = r.pick(SMTP_PORTS);
  const auth = r.chance(0.85);
  // Secrets are visibly fake (`…_test_…`): a fixture must never look like a leaked real key.
  const generated: Credentials = {
    paymentProcessorApiKey: r.chance(0.9) ? `sk_test_${r.base62(24)}` : null,
    smsProviderAccountSid: sms ? `AC${r.hex(32)}` : null,
    smsProviderAuthToken: sms ? `test_${r.hex(32)}` : null,
    smsProviderSendFromNumber: sms ? phone(ctx) : null,
    smsProviderSendFromMessageSid: sms && r.chance(0.5) ? `MG${r.hex(32)}` : null,
    smtpMailFromAddress: `billing@${domain}`,
    smtpMailFromName: "Billing",
    smtpServer: `smtp.${domain}`,
    smtpPort: smtp.port,
    smtpServerRequiresAuthentication: auth,
    smtpServerRequiresSsl: smtp.ssl,
    smtpServerUsername: auth ? `mailer@${domain}` : null,
    smtpServerPassword: auth ? `test-${r.base62(20)}` : null,
  };
  return applyNulls(generated, ctx);
}

/**
 * Realistic {@link Credentials} (CONTRACT.md 2.7) that pass the strict schema: SMTP settings whose
 * port and SSL flag agree, SMS settings present or all absent together, and secrets that are
 * visibly fake (`sk_test_…`, `test_…`, `test-…`).
 *
 * @param overrides - fields to set (an `undefined` value removes the field).
 * @param options - seed, formats and validation (see {@link FixtureOptions}).
 * @throws {@link FixtureError} when the overrides break the schema.
 * @example
 * ```ts
 * const credentials = makeCredentials({ smtpPort: 2525 });
 * redactSecrets(credentials).smtpServerPassword; // "[REDACTED]" (when one is set)
 * ```
 * @group Testing
 */
export function makeCredentials(
  overrides?: Partial<Credentials>,
  options?: FixtureOptions,
): Credentials {
  const ctx = createContext("Credentials", options);
  const domain = `${slugOf(ctx.random.pick(COMPANIES))}.example`;
  return finish("Credentials", generateCredentials(ctx, domain), overrides, options);
}

/**
 * A tenant from `ctx`'s random stream, without overrides.
 *
 * @internal
 */
export function generateTenant(
  ctx: FixtureContext,
  hints: { readonly id?: number | undefined; readonly deactivated?: boolean | undefined } = {},
): Tenant {
  const r = ctx.random;
  const company = r.pick(COMPANIES);
  const name = `${company}${r.pick(COMPANY_SUFFIXES)}`;
  const domain = `${slugOf(name)}.example`;
  const createdMs = ctx.nowMs - r.int(30 * ms.day, 1500 * ms.day);
  const updatedMs = r.chance(0.8) ? r.int(createdMs + ms.hour, ctx.nowMs - ms.hour) : null;
  const deactivatedMs =
    (hints.deactivated ?? r.chance(0.1))
      ? r.int(updatedMs ?? createdMs, ctx.nowMs - ms.minute)
      : null;
  const license = r.chance(0.5);
  const users = [1, 2, 3, 7, 11, 19].map((n) => n + r.int(0, 5) * 100);

  const generated: Tenant = {
    id: hints.id ?? r.int(1, 99_999),
    name,
    freeDefaultProductLicenseId: license ? 101 : null,
    freeDefaultProductLicenseName: license ? "Starter (free tier)" : null,
    delinquentGracePeriodMinutes: r.pick([null, 1440, 4320, 10080]),
    warnRenewalMinutesThreshold: r.pick([null, 10080, 20160, 43200]),
    warnCancellationMinutesThreshold: r.pick([null, 1440, 4320]),
    processRenewalMinutesThreshold: r.pick([60, 120, 720, 1440]),
    adminEmail: `admin@${domain}`,
    adminMobilePhone: r.chance(0.8) ? phone(ctx) : null,
    logoUri: `https://cdn.${domain}/logo.png`,
    signedLogoUri: `https://cdn.${domain}/logo.png?sig=${r.hex(16)}&exp=${Math.floor(ctx.nowMs / 1000) + 3600}`,
    getTenantUsersUri: `https://api.${domain}/hooks/users`,
    tenantUserCommunicationSentUri: `https://api.${domain}/hooks/communication-sent`,
    clientCommunicationSignature: r.hex(64),
    tenantSubscriptionChangedUri: `https://api.${domain}/hooks/subscription-changed`,
    accountId: r.int(1, 99_999),
    accountName: `${company} (billing)`,
    credentials: r.chance(0.85)
      ? generateCredentials(childContext(ctx, "credentials"), domain)
      : null,
    createdByUserId: r.pick(users),
    createdAt: ctx.at(createdMs),
    updatedByUserId: updatedMs === null ? null : r.pick(users),
    updatedAt: updatedMs === null ? null : ctx.at(updatedMs),
    deactivatedAt: deactivatedMs === null ? null : ctx.at(deactivatedMs),
    deactivatedByUserId: deactivatedMs === null ? null : r.pick(users),
  };
  return applyNulls(generated, ctx);
}

/**
 * A realistic {@link Tenant} (CONTRACT.md 2.6) that passes the strict schema: a company under a
 * `.example` domain, minute thresholds of whole hours and days, callback URIs on that domain,
 * {@link makeCredentials | credentials} (or none, about one time in seven), and `createdAt` ≤
 * `updatedAt` ≤ `deactivatedAt` ≤ the fixture's `now`. About one tenant in ten is deactivated;
 * override `deactivatedAt: null` to rule that out (`deactivatedByUserId` follows).
 *
 * @param overrides - fields to set (an `undefined` value removes the field).
 * @param options - seed, "now", formats and validation (see {@link FixtureOptions}).
 * @throws {@link FixtureError} when the overrides break the schema.
 * @example
 * ```ts
 * const tenant = makeTenant({ id: 42, deactivatedAt: null }, { seed: 3 });
 * isTenantDeactivated(tenant); // false
 * ```
 * @group Testing
 */
export function makeTenant(overrides?: Partial<Tenant>, options?: FixtureOptions): Tenant {
  const ctx = createContext("Tenant", options);
  // Pinning deactivatedAt (to a value, null or absence) steers deactivatedByUserId with it.
  const deactivated =
    overrides !== undefined && "deactivatedAt" in overrides
      ? overrides.deactivatedAt != null
      : undefined;
  const tenant = generateTenant(ctx, { id: overrides?.id, deactivated });
  return finish("Tenant", tenant, overrides, options);
}
