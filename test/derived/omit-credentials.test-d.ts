// omitCredentials' type has no credentials: not on a tenant, not in a page, not in your wrapper.
import { describe, expectTypeOf, test } from "vitest";
import {
  omitCredentials,
  type Credentials,
  type OwnedProduct,
  type OwnedProductSearchResult,
  type Payment,
  type PurchaseHistory,
  type Tenant,
  type TenantPage,
  type TenantPageWithoutCredentials,
  type TenantWithoutCredentials,
} from "../../src/index.js";

declare const page: TenantPage;
declare const tenant: Tenant;

describe("omitCredentials", () => {
  test("a page's tenants have no credentials", () => {
    // @ts-expect-error a projected tenant has no credentials
    void omitCredentials(page).list?.[0]?.credentials;
    expectTypeOf(omitCredentials(page)).toEqualTypeOf<TenantPageWithoutCredentials>();
  });

  test("a tenant has no credentials, no signature and no callback address", () => {
    const projected = omitCredentials(tenant);
    expectTypeOf(projected).toEqualTypeOf<TenantWithoutCredentials>();
    // @ts-expect-error no credentials
    void projected.credentials;
    // @ts-expect-error no secret field either
    void projected.clientCommunicationSignature;
    // @ts-expect-error no callback address
    void projected.getTenantUsersUri;
    expectTypeOf(projected.adminEmail).toEqualTypeOf<string | null | undefined>();
    expectTypeOf(projected.signedLogoUri).toEqualTypeOf<string | null | undefined>();
    expectTypeOf(projected.id).toEqualTypeOf<number>();
  });

  test("resources without credentials keep their own type", () => {
    expectTypeOf(omitCredentials({} as PurchaseHistory)).toEqualTypeOf<PurchaseHistory>();
    expectTypeOf(
      omitCredentials({} as OwnedProductSearchResult),
    ).toEqualTypeOf<OwnedProductSearchResult>();
    expectTypeOf(omitCredentials({} as OwnedProduct)).toEqualTypeOf<OwnedProduct>();
    expectTypeOf(omitCredentials({} as Payment)).toEqualTypeOf<Payment>();
    expectTypeOf(omitCredentials([tenant])).toEqualTypeOf<TenantWithoutCredentials[]>();
  });

  test("credentials on their own keep no field", () => {
    const projected = omitCredentials({} as Credentials);
    // @ts-expect-error nothing of Credentials is kept
    void projected.smtpServer;
  });

  test("your own wrapper: credentials and secret names left out, the rest read in turn", () => {
    const body = omitCredentials({
      page,
      requestId: "r",
      apiKey: "k",
      credentials: { user: "u" },
    });
    expectTypeOf(body).toEqualTypeOf<{ page: TenantPageWithoutCredentials; requestId: string }>();
    // @ts-expect-error no credentials in the wrapper's tenants either
    void body.page.list?.[0]?.credentials;
  });

  test("unknown stays unknown", () => {
    expectTypeOf(omitCredentials(JSON.parse("{}") as unknown)).toEqualTypeOf<unknown>();
  });
});
