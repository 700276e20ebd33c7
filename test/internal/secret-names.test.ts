// The SDK's one secret-name rule (src/internal/secret-names.ts): the names it calls secrets, the
// ones it does not, and that it depends on neither case nor length.
import fc from "fast-check";
import { describe, expect, expectTypeOf, test } from "vitest";
import {
  isSecretName,
  SECRET_NAME_IN_TEXT,
  type IsSecretName,
} from "../../src/internal/secret-names.js";

const secrets = [
  // the contract's secret fields
  "paymentProcessorApiKey",
  "smsProviderAuthToken",
  "smtpServerPassword",
  "clientCommunicationSignature",
  // fields a newer server may add
  "webhookSigningSecret",
  "smtpOAuthToken",
  "apiKey",
  "stripeSecretKey",
  "signingPrivateKey",
  // the names docs/client.md lists
  "password",
  "passwd",
  "secret",
  "token",
  "api_key",
  "api-key",
  "apikey",
  "ApiKey",
  "access_token",
  "refresh_token",
  "client_secret",
  "authorization",
  "cookie",
  // headers and query parameters
  "x-api-key",
  "X-API-KEY",
  "x-auth-token",
  "set-cookie",
  "proxy-authorization",
  "x-hub-signature",
  "private_key",
  // snake_case and SCREAMING case
  "SMTP_SERVER_PASSWORD",
  "sms_provider_auth_token",
  "SMSPROVIDERAUTHTOKEN",
];

const notSecrets = [
  "tokenCount",
  "signedLogoUri",
  "smtpServerRequiresAuthentication",
  "primaryKey",
  "publicKey",
  "tokens",
  "secretary",
  "passwordless",
  "cookies",
  "signatureAlgorithm",
  "smsProviderAccountSid",
  "smtpServerUsername",
  "key",
  "",
  "en",
];

describe("isSecretName", () => {
  test.each(secrets)("%s holds a secret", (name) => {
    expect(isSecretName(name)).toBe(true);
  });

  test.each(notSecrets)("%j does not", (name) => {
    expect(isSecretName(name)).toBe(false);
  });

  test("the answer never depends on the case of a letter", () => {
    const name = fc
      .array(
        fc.constantFrom("api", "Key", "token", "-", "_", "x", "word", "sec", "ret", "kEy", "e"),
      )
      .map((parts) => parts.join(""));
    const flips = fc.array(fc.boolean(), { minLength: 60, maxLength: 60 });
    fc.assert(
      fc.property(name, flips, (text, flip) => {
        const flipped = [...text]
          .map((c, i) => (flip[i % flip.length] ? c.toUpperCase() : c.toLowerCase()))
          .join("");
        expect(isSecretName(flipped)).toBe(isSecretName(text));
      }),
      { numRuns: 2000 },
    );
  });

  test("a name is a secret exactly when it ends in a secret word (the quick filter agrees)", () => {
    const ending =
      /(?:password|passwd|secret|token|authorization|cookie|signature|(?:api|private|secret)[-_]?key)$/i;
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom(...secrets, ...notSecrets)), (name) => {
        expect(isSecretName(name)).toBe(ending.test(name));
        expect(isSecretName(`prefix ${name}`)).toBe(ending.test(name));
      }),
      { numRuns: 5000 },
    );
  });

  test("a name of a megabyte is answered from its end", () => {
    // Reads only the last 13 characters: a huge name costs what a short one does.
    expect(isSecretName(`${"a".repeat(1_000_000)}Token`)).toBe(true);
    expect(isSecretName(`${"token".repeat(200_000)}s`)).toBe(false);
  });

  test("the pattern for a name in a text matches the same names", () => {
    const inText = new RegExp(`^${SECRET_NAME_IN_TEXT}$`, "i");
    for (const name of [...secrets, ...notSecrets]) {
      expect(inText.test(name), name).toBe(isSecretName(name));
    }
  });
});

test("the type-level rule agrees with the run-time one", () => {
  expectTypeOf<IsSecretName<"smsProviderAuthToken">>().toEqualTypeOf<true>();
  expectTypeOf<IsSecretName<"X-API-KEY">>().toEqualTypeOf<true>();
  expectTypeOf<IsSecretName<"stripe_secret_key">>().toEqualTypeOf<true>();
  expectTypeOf<IsSecretName<"clientCommunicationSignature">>().toEqualTypeOf<true>();
  expectTypeOf<IsSecretName<"tokenCount">>().toEqualTypeOf<false>();
  expectTypeOf<IsSecretName<"publicKey">>().toEqualTypeOf<false>();
  expectTypeOf<IsSecretName<string>>().toEqualTypeOf<false>();
  expectTypeOf<IsSecretName<0>>().toEqualTypeOf<false>();
});
