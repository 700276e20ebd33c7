// Every field's type, pinned: nullable fields are `field?: T | null` (null or absent), required `T`.
import { describe, expectTypeOf, test } from "vitest";
import type * as zc from "zod";
import * as z from "zod/mini";
import type { Client } from "../../src/index.js";
import type {
  CredentialsStrictSchema,
  OwnedProductSearchResultSchema,
  PaymentSchema,
  TenantSchema,
} from "../../src/schemas/index.js";
import {
  fieldSensitivity,
  int32,
  OwnedProductSchema,
  OwnedProductStrictSchema,
  PurchaseHistorySchema,
  PurchaseHistoryStripSchema,
  resourceSchemas,
  TenantPageSchema,
  type FieldSensitivityTable,
  type ResourceSchema,
  type Credentials,
  type OwnedProduct,
  type OwnedProductSearchResult,
  type Payment,
  type PurchaseHistory,
  type Tenant,
  type TenantPage,
} from "../../src/schemas/index.js";

type N<T> = T | null;

describe("inferred types", () => {
  test("OwnedProduct (2.1)", () => {
    expectTypeOf<OwnedProduct>().toEqualTypeOf<{
      ownedProductId: number;
      name?: N<string>;
      productId: number;
      durationCount?: N<number>;
      durationType?: N<string>;
      productType?: N<string>;
      qty: number;
      tenantId: number;
      price: number;
      fullProductPrice: number;
      status?: N<string>;
      effectiveAt: string;
      effectiveThrough?: N<string>;
      supplementalFeatureQty?: N<number>;
      tag?: N<string>;
      renewalProductId?: N<number>;
      renewalProductName?: N<string>;
      renewalProductPrice?: N<number>;
      renewalEffectiveAt?: N<string>;
      renewalEffectiveThrough?: N<string>;
    }>();
  });

  test("Payment (2.2)", () => {
    expectTypeOf<Payment>().toEqualTypeOf<{
      id: number;
      ownedProductId: number;
      ownedProductName?: N<string>;
      amount: number;
      paymentInstrumentId?: N<string>;
      message?: N<string>;
      succeededAt?: N<string>;
      failedAt?: N<string>;
      failureMessage?: N<string>;
      createdAt: string;
      paymentIntentId?: N<string>;
      paymentProcessorRefundId?: N<string>;
    }>();
  });

  test("PurchaseHistory (2.3)", () => {
    expectTypeOf<PurchaseHistory>().toEqualTypeOf<{
      tenantId: number;
      activeProducts?: N<OwnedProduct[]>;
      products?: N<OwnedProduct[]>;
      payments?: N<Payment[]>;
    }>();
  });

  test("OwnedProductSearchResult (2.4)", () => {
    expectTypeOf<OwnedProductSearchResult>().toEqualTypeOf<{
      totalResultCount: number;
      offset: number;
      limit: number;
      list?: N<OwnedProduct[]>;
      warnings?: N<string[]>;
    }>();
  });

  test("TenantPage (2.5)", () => {
    expectTypeOf<TenantPage>().toEqualTypeOf<{
      list?: N<Tenant[]>;
      totalPages: number;
      pageNumber: number;
      totalCount: number;
    }>();
  });

  test("Tenant (2.6), credentials lenient", () => {
    expectTypeOf<Tenant>().toEqualTypeOf<{
      id: number;
      name?: N<string>;
      freeDefaultProductLicenseId?: N<number>;
      freeDefaultProductLicenseName?: N<string>;
      delinquentGracePeriodMinutes?: N<number>;
      warnRenewalMinutesThreshold?: N<number>;
      warnCancellationMinutesThreshold?: N<number>;
      processRenewalMinutesThreshold: number;
      adminEmail?: N<string>;
      adminMobilePhone?: N<string>;
      logoUri?: N<string>;
      signedLogoUri?: N<string>;
      getTenantUsersUri?: N<string>;
      tenantUserCommunicationSentUri?: N<string>;
      clientCommunicationSignature?: N<string>;
      tenantSubscriptionChangedUri?: N<string>;
      accountId?: N<number>;
      accountName?: N<string>;
      credentials?: N<Credentials>;
      createdByUserId?: N<number>;
      createdAt?: N<string>;
      updatedByUserId?: N<number>;
      updatedAt?: N<string>;
      deactivatedAt?: N<string>;
      deactivatedByUserId?: N<number>;
    }>();
  });

  test("Credentials (2.7)", () => {
    expectTypeOf<Credentials>().toEqualTypeOf<{
      paymentProcessorApiKey?: N<string>;
      smsProviderAccountSid?: N<string>;
      smsProviderAuthToken?: N<string>;
      smsProviderSendFromNumber?: N<string>;
      smsProviderSendFromMessageSid?: N<string>;
      smtpMailFromAddress?: N<string>;
      smtpMailFromName?: N<string>;
      smtpServer?: N<string>;
      smtpPort: number;
      smtpServerRequiresAuthentication: boolean;
      smtpServerRequiresSsl: boolean;
      smtpServerUsername?: N<string>;
      smtpServerPassword?: N<string>;
    }>();
  });

  test("a nullable field is null or absent, never an explicit undefined (exactOptionalPropertyTypes)", () => {
    expectTypeOf<Pick<OwnedProduct, "name">>().toEqualTypeOf<{ name?: string | null }>();
    expectTypeOf<Pick<Tenant, "credentials">>().toEqualTypeOf<{
      credentials?: Credentials | null;
    }>();
    expectTypeOf<OwnedProduct["name"]>().toEqualTypeOf<string | null | undefined>();
    const named: Pick<OwnedProduct, "name">[] = [{}, { name: null }, { name: "Pro" }];
    // @ts-expect-error absence is a missing key, not `undefined`
    named.push({ name: undefined });
  });

  test("every schema's output is its named type, with no index signature, as the client's", () => {
    expectTypeOf(OwnedProductSchema.parse({})).toEqualTypeOf<OwnedProduct>();
    expectTypeOf(OwnedProductStrictSchema.parse({})).toEqualTypeOf<OwnedProduct>();
    expectTypeOf(PurchaseHistorySchema.parse({})).toEqualTypeOf<PurchaseHistory>();
    expectTypeOf(PurchaseHistoryStripSchema.parse({})).toEqualTypeOf<PurchaseHistory>();
    expectTypeOf(resourceSchemas.TenantPage.strip.safeParse({}).data).toEqualTypeOf<
      TenantPage | undefined
    >();
    expectTypeOf(TenantPageSchema.safeParse({}).data).toEqualTypeOf<TenantPage | undefined>();
    expectTypeOf<zc.infer<typeof TenantSchema>>().toEqualTypeOf<Tenant>();
    expectTypeOf<zc.infer<typeof CredentialsStrictSchema>>().toEqualTypeOf<Credentials>();
    expectTypeOf<zc.infer<typeof PaymentSchema>>().toEqualTypeOf<Payment>();
    expectTypeOf<
      zc.infer<typeof OwnedProductSearchResultSchema>
    >().toEqualTypeOf<OwnedProductSearchResult>();
    expectTypeOf<OwnedProduct>().not.toHaveProperty("anythingElse");
    expectTypeOf(PurchaseHistorySchema.parse({}).products).toEqualTypeOf<
      OwnedProduct[] | null | undefined
    >();
    expectTypeOf<
      Client["purchaseHistory"]["get"]
    >().returns.resolves.toEqualTypeOf<PurchaseHistory>();
  });

  test("a resource schema is still a zod/mini object schema", () => {
    expectTypeOf(OwnedProductSchema.shape.qty).toEqualTypeOf(int32);
    const extended = z.extend(OwnedProductSchema, { note: z.string() });
    expectTypeOf(extended.parse({}).note).toEqualTypeOf<string>();
    expectTypeOf(OwnedProductSchema).toExtend<ResourceSchema<OwnedProduct>>();
  });
});

describe("fieldSensitivity's table", () => {
  test("a table that leaves a field out, or names one the contract does not, is refused", () => {
    const { adminEmail: _left, ...withoutOne } = fieldSensitivity.Tenant;
    // @ts-expect-error adminEmail has no class
    const missing: FieldSensitivityTable["Tenant"] = withoutOne;
    // @ts-expect-error a class that does not exist
    const wrong: FieldSensitivityTable["Tenant"] = { ...fieldSensitivity.Tenant, id: "internal" };
    const extra: FieldSensitivityTable["Credentials"] = {
      ...fieldSensitivity.Credentials,
      // @ts-expect-error a field the contract does not name
      smtpOAuthToken: "secret",
    };
    void [missing, wrong, extra];
  });
});
