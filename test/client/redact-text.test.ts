// The masking of `name=value` secrets in a text (a text error body, every string of a JSON one):
// the whole value goes, quoted values with their spaces and credentials after an auth scheme.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { redactJson, redactText } from "../../src/client/internal/redact.js";

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
      '{"smtpServerPassword": "pw 1", "smtpServer": "mx"}',
      `{"smtpServerPassword": "${R}", "smtpServer": "mx"}`,
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
