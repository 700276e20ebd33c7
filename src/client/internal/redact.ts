import { REDACTED } from "../../derived/redact-secrets.js";
import { copyWithoutSecrets } from "../../derived/internal/copy-without-secrets.js";
import { maskQuery } from "../../internal/mask-url.js";
import { isSecretName, SECRET_NAME_IN_TEXT } from "../../internal/secret-names.js";

// The contract's fields that fieldSensitivity classes "credential" but `credentials` (a tenant's
// callback addresses, a provider's settings): no secret by name, yet no diagnostic shows them. A
// pattern, not the table, so that the client's bundle carries none; a test holds the two equal.
const CREDENTIAL_FIELD =
  "getTenantUsersUri|tenantUserCommunicationSentUri|tenantSubscriptionChangedUri|" +
  "smsProviderAccountSid|smsProviderSendFromNumber|smsProviderSendFromMessageSid|" +
  "smtpMailFromAddress|smtpMailFromName|smtpServer|smtpPort|smtpServerRequiresAuthentication|" +
  "smtpServerRequiresSsl|smtpServerUsername";
const CREDENTIAL_FIELD_NAME = new RegExp(`^(?:${CREDENTIAL_FIELD})$`, "i");

/** Whether a name is one of the contract's credential fields (any case), `credentials` aside. */
export const isCredentialField = (name: string): boolean => CREDENTIAL_FIELD_NAME.test(name);

// `password=…`, `x-api-key: …`, `smtpServerUsername=…` in a text: the value is a quoted string
// (spaces and all), or a word with any auth scheme before it (`Authorization: Bearer eyJ…` masks
// the credential, not `Bearer`).
const SECRET_IN_TEXT = new RegExp(
  `(?<![\\w-])(${SECRET_NAME_IN_TEXT}|${CREDENTIAL_FIELD})(["']?\\s*[:=]\\s*)` +
    `(?:(["'])(?:(?!\\3).)*\\3?|(?:(?:bearer|basic|digest|token|negotiate)\\s+)?[^"'&,;\\s}<]+)`,
  "gi",
);

/** How much of a non-JSON error body is kept. */
const MAX_TEXT_BODY = 4096;

// A secret this short (a test's `auth: "t"`, a dev server's "dev") is masked where it stands
// alone, not inside a word: masked everywhere, it garbled every message ("h[REDACTED][REDACTED]p").
const SHORT_SECRET = 8;

/** `text` with every known secret (the auth token and header value) replaced. */
export function scrub(text: string, secrets: readonly string[]): string {
  let result = text;
  for (const secret of secrets) {
    if (secret.length >= SHORT_SECRET) result = result.replaceAll(secret, REDACTED);
    else if (secret !== "") {
      const word = "[A-Za-z\\d]";
      const alone = `(?<!${word})${secret.replace(/\W/g, "\\$&")}(?!${word})`;
      result = result.replace(new RegExp(alone, "g"), REDACTED);
    }
  }
  return result;
}

/** Whether a header holds a credential: a secret name, or one of `sensitive` (lower case). */
export function isSensitiveHeader(name: string, sensitive: readonly string[]): boolean {
  return isSecretName(name) || sensitive.includes(name.toLowerCase());
}

/**
 * The headers as a plain object, credentials masked: for logs and errors. A value is masked as a
 * text too: a `Location` may carry `?token=…`, a `WWW-Authenticate` a `token="…"`.
 */
export function redactHeaders(
  headers: Headers,
  secrets: readonly string[],
  sensitive: readonly string[] = [],
): Record<string, string> {
  const result: Record<string, string> = {};
  headers.forEach((value, name) => {
    result[name] = isSensitiveHeader(name, sensitive) ? REDACTED : maskText(value, secrets);
  });
  return result;
}

/** A text with every known secret removed and the value of every `name=value` secret masked. */
export function maskText(text: string, secrets: readonly string[]): string {
  return scrub(text, secrets).replace(
    SECRET_IN_TEXT,
    (_, name: string, separator: string, quote = "") =>
      `${name}${separator}${quote}${REDACTED}${quote}`,
  );
}

// A tenant's `credentials` in an error body is masked whole, and every other credential field
// where it stands: no secret by name, but no diagnostic shows them (fieldSensitivity).
const isDiagnosticSecret = (key: string) =>
  key === "credentials" || isSecretName(key) || isCredentialField(key);

/**
 * A copy of a parsed JSON body: secret names' values and `credentials` masked at any depth,
 * strings as texts.
 */
export function redactJson(value: unknown, secrets: readonly string[]): unknown {
  return copyWithoutSecrets(value, {
    mask: REDACTED,
    text: (text) => maskText(text, secrets),
    isSecret: isDiagnosticSecret,
  });
}

/** A text body with secrets masked, then truncated to {@link MAX_TEXT_BODY} characters. */
export function redactText(text: string, secrets: readonly string[]): string {
  const clean = maskText(text, secrets);
  if (clean.length <= MAX_TEXT_BODY) return clean;
  return `${clean.slice(0, MAX_TEXT_BODY)}… [truncated, ${clean.length} characters in all]`;
}

/**
 * A URL for an error or a log line: known secrets removed, and every query or fragment parameter
 * with a secret name masked (`?access_token=[REDACTED]`), as a redirect's target may hold one.
 */
export function redactUrl(url: string, secrets: readonly string[]): string {
  const start = url.search(/[?#]/);
  if (start === -1) return scrub(url, secrets);
  const rest = maskQuery(scrub(url.slice(start), secrets));
  return scrub(url.slice(0, start), secrets) + maskText(rest, []);
}
