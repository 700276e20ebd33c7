// The masking of `name=value` secrets in a text (a text error body, every string of a JSON one):
// the whole value goes, quoted values with their spaces and credentials after an auth scheme.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  isSensitiveHeader,
  scrub,
  redactJson,
  redactText,
  redactUrl,
} from "../../src/client/internal/redact.js";

const R = "[REDACTED]";

describe("redactText masks the whole value of a secret", () => {
  test.each([
    ["password=hunter2", `password=${R}`],
    ["password: hunter2, user: ann", `password: ${R}, user: ann`],
    ['password="hunter 2" user=ann', `password="${R}" user=ann`],
    ["password='hunter 2'", `password='${R}'`],
    ['password="hunter 2', `password="${R}"`],
    [
      "rejected header Authorization: Bearer eyJhbGciOi.secretpart",
      `rejected header Authorization: ${R}`,
    ],
    ["Authorization=Basic dXNlcjpwYXNz; next", `Authorization=${R}; next`],
    ["authorization: bearer", `authorization: ${R}`],
    [
      '{"smtpServerPassword": "pw 1", "smtpMailFromName": "Billing", "name": "mx"}',
      `{"smtpServerPassword": "${R}", "smtpMailFromName": "${R}", "name": "mx"}`,
    ],
    [
      "see https://x.test/cb?access_token=tok999&b=2",
      `see https://x.test/cb?access_token=${R}&b=2`,
    ],
    ["PASSWORD=Hunter2 and Secret=abc", `PASSWORD=${R} and Secret=${R}`],
    ["x-api-key: k-123", `x-api-key: ${R}`],
    ["X-Auth-Token=abc", `X-Auth-Token=${R}`],
    // Not a secret's name, or no separator: left as it is.
    ["passwordless login, token expired", "passwordless login, token expired"],
    ["tokens=3 secretary=ann", "tokens=3 secretary=ann"],
  ])("%j", (text, masked) => {
    expect(redactText(text, [])).toBe(masked);
  });

  test("in every string of a JSON body, at any depth", () => {
    const body = { detail: "Authorization: Bearer eyJ.x", errors: [{ note: 'password="a b"' }] };
    expect(redactJson(body, [])).toEqual({
      detail: `Authorization: ${R}`,
      errors: [{ note: `password="${R}"` }],
    });
  });

  test("never leaves a word of a quoted value or of a credential after its scheme", () => {
    const word = fc.stringMatching(/^[A-Za-z0-9._~+/-]{6,20}$/);
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 3 }),
        fc.constantFrom("password", "Authorization", "token", "client_secret"),
        fc.constantFrom("=", ": ", " = "),
        fc.constantFrom('"', "'", "Bearer ", "Basic ", ""),
        (words, name, separator, around) => {
          // A quoted value may hold spaces; a bare one, or one after a scheme, is one word.
          const value = /^["']$/.test(around) ? words.join(" ") : words[0]!;
          const written = /^["']$/.test(around) ? `${around}${value}${around}` : around + value;
          const masked = redactText(`before ${name}${separator}${written} after`, []);
          for (const part of value.split(" ")) expect(masked).not.toContain(part);
          expect(masked).toMatch(/^before .*\[REDACTED\].* after$/);
        },
      ),
    );
  });
});

describe("every place judges names by the one secret-name rule", () => {
  test.each([
    ["smtpOAuthToken=abc", `smtpOAuthToken=${R}`],
    ['"webhookSigningSecret": "whsec 1"', `"webhookSigningSecret": "${R}"`],
    ["X-Hub-Signature: sha256=abc", `X-Hub-Signature: ${R}`],
    ["stripe_secret_key=sk_1", `stripe_secret_key=${R}`],
    ["tokenCount=3 signedLogoUri=x", "tokenCount=3 signedLogoUri=x"],
  ])("a text: %j", (text, masked) => {
    expect(redactText(text, [])).toBe(masked);
  });

  test("JSON keys, headers and query parameters", () => {
    expect(redactJson({ smtpOAuthToken: "t", tokenCount: 2 }, [])).toEqual({
      smtpOAuthToken: R,
      tokenCount: 2,
    });
    expect(isSensitiveHeader("x-csrf-token", [])).toBe(true);
    expect(isSensitiveHeader("x-request-id", [])).toBe(false);
    expect(redactUrl("/x?webhookSecret=s&tokenCount=2", [])).toBe(
      `/x?webhookSecret=${R}&tokenCount=2`,
    );
  });
});

describe("masking a text costs time linear in its length", () => {
  // Each input is 200 kB of what backtracks worst: names that end in a secret word but are not
  // followed by a separator, separators without a value, long runs of word characters and
  // spaces. A quadratic scan would take minutes here; these take milliseconds.
  const parts = ["token", "password", "api-key", "-", "_", "=", ":", " ", '"', "'", "a", "Bearer "];
  test("whatever the mix of those pieces", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...parts), { minLength: 1, maxLength: 20 }),
        (pieces) => {
          const unit = pieces.join("");
          const text = unit.repeat(Math.ceil(200_000 / unit.length));
          const masked = redactText(text, []);
          expect(masked.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 25 },
    );
  });

  test.each([
    ["one name of 200 kB without a separator", `${"token".repeat(40_000)} x`],
    ["a name, then 200 kB of spaces and no separator", `password${" ".repeat(200_000)}x`],
    ["200 kB of one dashed name", `${"a-".repeat(100_000)}token`],
    ["a quoted value that never closes", `password="${"a ".repeat(100_000)}`],
  ])("%s", (_, text) => {
    expect(redactText(text, []).length).toBeGreaterThan(0);
  });
});

describe("scrub removes the known secrets", () => {
  const alone = (text: string, secret: string) =>
    new RegExp(`(?<![A-Za-z\\d])${secret}(?![A-Za-z\\d])`).test(text);

  test("a short secret: gone wherever it stands alone, kept inside words", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z0-9]{1,7}$/),
        fc.array(fc.oneof(fc.constantFrom(" ", "/", "=", ":", "-", "x", "1", "é"), fc.string()), {
          maxLength: 12,
        }),
        (secret, parts) => {
          const text = parts.join(secret);
          const result = scrub(text, [secret]);
          expect(alone(result.replaceAll("[REDACTED]", " "), secret)).toBe(false);
          // Nothing else changes: every [REDACTED] stands where the secret stood alone.
          if (!alone(text, secret)) expect(result).toBe(text);
        },
      ),
    );
  });

  test.each([
    ["t", "http://host/tenants?t=1 t", "http://host/tenants?[REDACTED]=1 [REDACTED]"],
    ["dev", "devices dev /dev/ dev2", "devices [REDACTED] /[REDACTED]/ dev2"],
    ["tok_live_12345678", "xtok_live_12345678y", "x[REDACTED]y"],
    ["a-b.c", "a-b.c a-bxc (a-b.c)", "[REDACTED] a-bxc ([REDACTED])"],
  ])("%j in %j", (secret, text, expected) => {
    expect(scrub(text, [secret])).toBe(expected);
  });
});
