import type { Credentials } from "../../schemas/credentials.js";
import type { Tenant } from "../../schemas/tenant.js";
import { AREA_CODES, COMPANIES, COMPANY_SUFFIXES, slugOf, SMTP_PORTS } from "./catalogue.js";
import { ms } from "./date-times.js";
import { applyNulls, childContext, type FixtureContext } from "./fixture-context.js";

function phone(ctx: FixtureContext): string {
  return `+1${ctx.random.pick(AREA_CODES)}55501${ctx.random.digits(2)}`;
}

/**
 * Credentials for a tenant at `domain` from `ctx`'s random stream, without overrides.
 */
export function generateCredentials(ctx: FixtureContext, domain: string): Credentials {
  const r = ctx.random;
  const sms = r.chance(0.7);
  const smtp = r.pick(SMTP_PORTS);
  const auth = r.chance(0.85);
  // Secrets are visibly fake (`…_test_fake_…`): a fixture must never look like a leaked real key,
  // nor match a secret scanner's pattern (gitleaks' and secretlint's Stripe key,
  // `sk_test_` + 10 letters or digits; Twilio's `SK`/`AC` + 32 hex digits), or every project that
  // commits a recorded fixture is flagged. The random draws stay the same, so every other value
  // of a seed does too.
  const generated: Credentials = {
    paymentProcessorApiKey: r.chance(0.9) ? `sk_test_fake_${r.base62(24)}` : null,
    smsProviderAccountSid: sms ? `ACfake${r.hex(32).slice(4)}` : null,
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
 * A tenant from `ctx`'s random stream, without overrides.
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
