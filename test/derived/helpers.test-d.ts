// The derived helpers take what user code holds: a nullable field may be `undefined` there (a
// `string | undefined` from an optional property), as the helpers treat it as absent, also under
// exactOptionalPropertyTypes (this project's setting), where the resource types refuse it.
import { expectTypeOf, test } from "vitest";
import {
  isOwnedProductInEffect,
  isTenantDeactivated,
  paymentOutcome,
  type OwnedProduct,
  type Payment,
  type Tenant,
} from "../../src/index.js";

declare const maybe: string | undefined;
declare const nullable: string | null | undefined;

test("a nullable field given as undefined is accepted", () => {
  expectTypeOf(paymentOutcome({ succeededAt: maybe, failedAt: nullable })).toEqualTypeOf<
    "succeeded" | "failed" | "pending" | "contradictory"
  >();
  expectTypeOf(isTenantDeactivated({ deactivatedAt: maybe })).toEqualTypeOf<boolean>();
  const product = { effectiveAt: "2024-01-01T00:00:00Z", effectiveThrough: maybe };
  expectTypeOf(isOwnedProductInEffect(product, new Date())).toEqualTypeOf<boolean>();
});

test("the resources themselves are still accepted, and effectiveAt is still required", () => {
  expectTypeOf(paymentOutcome).toBeCallableWith({} as Payment);
  expectTypeOf(isTenantDeactivated).toBeCallableWith({} as Tenant);
  expectTypeOf(isOwnedProductInEffect).toBeCallableWith({} as OwnedProduct);
  // @ts-expect-error effectiveAt is required
  isOwnedProductInEffect({ effectiveThrough: null });
  // @ts-expect-error effectiveAt is a string
  isOwnedProductInEffect({ effectiveAt: undefined });
});
