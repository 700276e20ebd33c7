// redactSecrets keeps its input's type for the contract's resources; omitSecrets' type leaves the
// secret fields out, at every depth.
import { describe, expectTypeOf, test } from "vitest";
import {
  omitSecrets,
  redactSecrets,
  type Credentials,
  type OwnedProduct,
  type OwnedProductSearchResult,
  type Payment,
  type PurchaseHistory,
  type Redacted,
  type Tenant,
  type TenantPage,
} from "../../src/index.js";

declare const tenant: Tenant;
declare const credentials: Credentials;

describe("redactSecrets", () => {
  test("a contract resource keeps its own type", () => {
    expectTypeOf(redactSecrets(tenant)).toEqualTypeOf<Tenant>();
    expectTypeOf(redactSecrets(credentials)).toEqualTypeOf<Credentials>();
    expectTypeOf(redactSecrets({} as TenantPage)).toEqualTypeOf<TenantPage>();
    expectTypeOf(redactSecrets({} as PurchaseHistory)).toEqualTypeOf<PurchaseHistory>();
    expectTypeOf(
      redactSecrets({} as OwnedProductSearchResult),
    ).toEqualTypeOf<OwnedProductSearchResult>();
    expectTypeOf(redactSecrets({} as OwnedProduct)).toEqualTypeOf<OwnedProduct>();
    expectTypeOf(redactSecrets({} as Payment)).toEqualTypeOf<Payment>();
    expectTypeOf(redactSecrets([tenant])).toEqualTypeOf<Tenant[]>();
    const assignable: Tenant = redactSecrets(tenant);
    void assignable;
  });

  test("a secret that is not a string becomes one in the type too", () => {
    type Session = { user: string; token: { value: string }; apiKey?: number | null };
    expectTypeOf<Redacted<Session>>().toEqualTypeOf<{
      user: string;
      token: string;
      apiKey?: string | null;
    }>();
  });

  test("unknown stays unknown", () => {
    expectTypeOf(redactSecrets(JSON.parse("{}") as unknown)).toEqualTypeOf<unknown>();
  });
});

describe("omitSecrets", () => {
  test("Credentials without their three secrets", () => {
    const safe = omitSecrets(credentials);
    expectTypeOf(safe).not.toHaveProperty("smtpServerPassword");
    expectTypeOf(safe).not.toHaveProperty("paymentProcessorApiKey");
    expectTypeOf(safe).not.toHaveProperty("smsProviderAuthToken");
    expectTypeOf(safe.smtpServer).toEqualTypeOf<string | null | undefined>();
    expectTypeOf(safe.smtpPort).toEqualTypeOf<number>();
  });

  test("a tenant without its signature, and its credentials so too, in a page", () => {
    const page = omitSecrets({} as TenantPage);
    const first = page.list?.[0];
    expectTypeOf(first).not.toEqualTypeOf<Tenant | undefined>();
    expectTypeOf<NonNullable<typeof first>>().not.toHaveProperty("clientCommunicationSignature");
    expectTypeOf<NonNullable<NonNullable<typeof first>["credentials"]>>().not.toHaveProperty(
      "smtpServerPassword",
    );
    expectTypeOf<NonNullable<typeof first>["signedLogoUri"]>().toEqualTypeOf<
      string | null | undefined
    >();
  });
});
