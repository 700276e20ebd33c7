// The public types of the /testing entry, pinned.
import type { HttpHandler } from "msw";
import { describe, expectTypeOf, test } from "vitest";
import type { Routes } from "../../src/client/routes.js";
import type {
  OwnedProduct,
  Payment,
  PurchaseHistory,
  Tenant,
  TenantPage,
} from "../../src/schemas/index.js";
import {
  createHandlers,
  createMockFetchHandler,
  makeDataset,
  makeOwnedProduct,
  makePayment,
  makePurchaseHistory,
  makeTenant,
  makeTenantPage,
  startMockServer,
  type Fault,
  type FaultPlan,
  type FixtureOverrides,
  type MockDataset,
  type RouteName,
} from "../../src/testing/index.js";

describe("fixture factories", () => {
  test("return the resource types and take partial overrides of them", () => {
    expectTypeOf(makeOwnedProduct()).toEqualTypeOf<OwnedProduct>();
    expectTypeOf(makePayment).parameter(0).toEqualTypeOf<FixtureOverrides<Payment> | undefined>();
    expectTypeOf(makePurchaseHistory()).toEqualTypeOf<PurchaseHistory>();
    expectTypeOf(makeTenant()).toEqualTypeOf<Tenant>();
    expectTypeOf(makeTenantPage()).toEqualTypeOf<TenantPage>();
  });

  test("an override of the wrong type, or an unknown option, does not compile", () => {
    // @ts-expect-error qty is a number
    makeOwnedProduct({ qty: "1" });
    // @ts-expect-error no such option
    makeTenant({}, { sead: 1 });
    // @ts-expect-error outcome is a PaymentOutcome
    makePayment({}, { outcome: "refunded" });
  });
});

describe("mock service", () => {
  test("createHandlers gives msw handlers", () => {
    expectTypeOf(createHandlers(makeDataset(), { baseUrl: "https://x.test" })).toEqualTypeOf<
      HttpHandler[]
    >();
    expectTypeOf(makeDataset()).toEqualTypeOf<MockDataset>();
  });

  test("route names are the client's route keys", () => {
    expectTypeOf<RouteName>().toEqualTypeOf<keyof Routes>();
    expectTypeOf<keyof FaultPlan>().toEqualTypeOf<keyof Routes>();
  });

  test("faults are a union discriminated by kind, each with its own fields", () => {
    expectTypeOf<Fault["kind"]>().toEqualTypeOf<
      "status" | "delay" | "malformed" | "invalid" | "network" | "insert" | "remove" | "change"
    >();
    // @ts-expect-error a status fault needs its status
    const noStatus: Fault = { kind: "status" };
    // @ts-expect-error a delay takes ms, not seconds
    const seconds: Fault = { kind: "delay", seconds: 1 };
    expectTypeOf([noStatus, seconds]).toBeArray();
  });
});

describe("options pass through as they are (exactOptionalPropertyTypes)", () => {
  test("every option and fault field takes undefined, which means its default", () => {
    // What a user's own helper forwards: its optional parameters, possibly undefined.
    const given: { seed?: number; port?: number; latencyMs?: number; times?: number } = {};
    makeOwnedProduct({}, { seed: given.seed, now: undefined, nulls: undefined });
    makePayment({}, { product: undefined, outcome: undefined, seed: given.seed });
    makePurchaseHistory({}, { products: undefined, payments: undefined });
    makeTenantPage({}, { pageNumber: undefined, pageSize: undefined, totalCount: undefined });
    makeDataset({ tenants: undefined, productsPerTenant: undefined, seed: given.seed });
    createHandlers(makeDataset(), {
      baseUrl: "https://x.test",
      latencyMs: given.latencyMs,
      routes: undefined,
      filters: { tenants: undefined },
      faults: {
        listTenants: { kind: "status", status: 503, times: given.times, retryAfter: undefined },
        ownedProduct: undefined,
      },
    });
    void startMockServer({ port: given.port, host: undefined, dataset: undefined });
    void createMockFetchHandler(makeDataset(), { baseUrl: undefined, maxLimit: undefined });
  });
});
