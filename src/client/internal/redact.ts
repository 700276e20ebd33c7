import { REDACTED, SECRET_FIELDS } from "../../derived/redact-secrets.js";

// Headers that carry credentials whatever the API: never logged, never kept in an error.
const SENSITIVE_HEADERS = new Set([
  "authorization",
  "proxy-authorization",
  "cookie",
  "set-cookie",
  "x-api-key",
]);

const SECRET_KEYS = new Set<string>(SECRET_FIELDS);

// `"smtpServerPassword": "…"`, `smtpServerPassword=…` and the like, in text that is not JSON.
const SECRET_IN_TEXT = new RegExp(
  `(${SECRET_FIELDS.join("|")})(["']?\\s*[:=]\\s*["']?)([^"'&,;\\s}<]+)`,
  "g",
);

/**
 * How much of a non-JSON error body is kept.
 */
export const MAX_TEXT_BODY = 4096;

/**
 * Replaces every known secret (the auth token and header value) in a string.
 */
export function scrub(text: string, secrets: readonly string[]): string {
  let result = text;
  for (const secret of secrets) if (secret !== "") result = result.replaceAll(secret, REDACTED);
  return result;
}

/**
 * The headers as a plain object, credentials masked: for logs and errors.
 */
export function redactHeaders(
  headers: Headers,
  secrets: readonly string[],
  authHeader?: string,
): Record<string, string> {
  const sensitive = authHeader?.toLowerCase();
  const result: Record<string, string> = {};
  headers.forEach((value, name) => {
    result[name] =
      SENSITIVE_HEADERS.has(name) || name === sensitive ? REDACTED : scrub(value, secrets);
  });
  return result;
}

/**
 * A copy of a parsed JSON body with the value of every secret field (CONTRACT.md 2.7), at any
 * depth, masked, and every known secret removed from strings.
 */
export function redactJson(value: unknown, secrets: readonly string[]): unknown {
  if (typeof value === "string") return scrub(value, secrets);
  if (Array.isArray(value)) return value.map((item) => redactJson(item, secrets));
  if (typeof value !== "object" || value === null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const masked = SECRET_KEYS.has(key) && item !== null && item !== undefined;
    // defineProperty: a "__proto__" key in a body stays a plain key, never a prototype
    Object.defineProperty(copy, scrub(key, secrets), {
      value: masked ? REDACTED : redactJson(item, secrets),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return copy;
}

/**
 * A text body with secrets masked, then truncated to {@link MAX_TEXT_BODY} characters.
 */
export function redactText(text: string, secrets: readonly string[]): string {
  const clean = scrub(text, secrets).replace(SECRET_IN_TEXT, `$1$2${REDACTED}`);
  if (clean.length <= MAX_TEXT_BODY) return clean;
  return `${clean.slice(0, MAX_TEXT_BODY)}… [truncated, ${clean.length} characters in all]`;
}
