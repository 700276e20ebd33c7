import { describe, expect, test } from "vitest";
import * as zc from "zod";
import { OwnedProductSchema, PaymentSchema, TenantSchema } from "../../src/schemas/index.js";
import { samples } from "../helpers/samples.js";

describe("use from classic zod and Standard Schema", () => {
  test("the schemas offer parse and safeParse", () => {
    expect(OwnedProductSchema.parse(samples.OwnedProduct)).toEqual(samples.OwnedProduct);
    expect(OwnedProductSchema.safeParse({}).success).toBe(false);
  });

  test("classic zod composes them into its own schemas", () => {
    const Invoice = zc.object({
      product: OwnedProductSchema,
      payments: zc.array(PaymentSchema).min(1),
    });
    expect(Invoice.parse({ product: samples.OwnedProduct, payments: [samples.Payment] })).toEqual({
      product: samples.OwnedProduct,
      payments: [samples.Payment],
    });
    const bad = Invoice.safeParse({
      product: samples.OwnedProduct,
      payments: [{ ...samples.Payment, amount: 1.5 }],
    });
    expect(bad.error?.issues.map((i) => i.path)).toEqual([["payments", 0, "amount"]]);
  });

  test("they implement Standard Schema v1", async () => {
    const standard = TenantSchema["~standard"];
    expect(standard.version).toBe(1);
    expect(standard.vendor).toBe("zod");
    const good = await standard.validate(samples.Tenant);
    expect(good).toEqual({ value: samples.Tenant });
    const bad = await standard.validate({ ...samples.Tenant, id: null });
    expect(bad.issues?.map((i) => i.path)).toEqual([["id"]]);
  });
});
