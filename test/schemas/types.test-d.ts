// Every field's type, pinned: nullable fields are optional `T | null | undefined`, required ones `T`.
import { describe, expectTypeOf, test } from "vitest";
import type * as zc from "zod";
import {
  OwnedProductSchema,
  type Credentials,
  type OwnedProduct,
  type OwnedProductSearchResult,
  type Payment,
  type PurchaseHistory,
  type Tenant,
  type TenantPage,
} from "../../src/schemas/index.js";

type N<T> = T | null | undefined;

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

  test("the default schema's output is an OwnedProduct that may carry unknown fields", () => {
    expectTypeOf(OwnedProductSchema.parse({})).toExtend<OwnedProduct>();
    expectTypeOf<zc.infer<typeof OwnedProductSchema>>()
      .toHaveProperty("effectiveAt")
      .toEqualTypeOf<string>();
  });
});
