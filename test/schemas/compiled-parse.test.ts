// The compiled fast path of the exported schemas (issue 6): compiled on first parse, never at
// import; the interpreted parse where `new Function` is forbidden (the "no-eval" vitest project
// runs this file too); and, on thousands of generated payloads, the same success, data and
// issues as zod's interpreted parse.
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import * as z from "zod/mini";
import * as schemas from "../../src/schemas/index.js";
import { resourceSchemas, type ResourceName } from "../../src/schemas/index.js";
import { payloadArb, resources } from "../helpers/arbitraries.js";
import { mutatedPayloadArb } from "../helpers/mutations.js";
import { samples } from "../helpers/samples.js";

// A spy that still compiles, so every test here runs the real fast path.
vi.mock("zod/mini", async (importOriginal) => {
  const actual = await importOriginal<typeof z>();
  return { ...actual, compile: vi.fn(actual.compile) };
});
const compile = vi.mocked(z.compile);

// True in the default project; false in "no-eval" (--disallow-code-generation-from-strings).
const evalAllowed = (() => {
  try {
    return new Function("return true")() === true;
  } catch {
    return false;
  }
})();

/** A fresh copy of the schema modules, as a new page load sees them. */
async function freshSchemas(): Promise<typeof schemas> {
  vi.resetModules();
  const fresh = await import("../../src/schemas/index.js");
  fresh.enableCompiledValidation();
  return fresh;
}

// The comparisons below run the real fast path of the statically imported schemas.
schemas.enableCompiledValidation();

describe("the fast path is built on the first parse", () => {
  beforeEach(() => {
    compile.mockClear();
  });
  afterEach(() => {
    z.config({ jitless: false });
  });

  test("importing the schemas compiles nothing, and nor does enabling the fast path", async () => {
    await freshSchemas();
    expect(compile).not.toHaveBeenCalled();
  });

  test("without enableCompiledValidation, parsing never compiles", async () => {
    vi.resetModules();
    const { PurchaseHistorySchema } = await import("../../src/schemas/index.js");
    PurchaseHistorySchema.parse(samples.PurchaseHistory);
    PurchaseHistorySchema.parse(samples.PurchaseHistory);
    expect(compile).not.toHaveBeenCalled();
  });

  test("enabling twice changes nothing: one compile per schema", async () => {
    const fresh = await freshSchemas();
    fresh.enableCompiledValidation();
    fresh.TenantSchema.parse(samples.Tenant);
    fresh.TenantSchema.parse(samples.Tenant);
    expect(compile).toHaveBeenCalledTimes(evalAllowed ? 1 : 0);
  });

  test("the first parse compiles the schema once, where new Function is allowed", async () => {
    const { PurchaseHistorySchema } = await freshSchemas();
    expect(PurchaseHistorySchema.parse(samples.PurchaseHistory)).toEqual(samples.PurchaseHistory);
    expect(PurchaseHistorySchema.parse(samples.PurchaseHistory)).toEqual(samples.PurchaseHistory);
    expect(PurchaseHistorySchema.safeParse({}).success).toBe(false);
    expect(compile.mock.calls).toEqual(
      evalAllowed ? [[PurchaseHistorySchema, { strict: true }]] : [],
    );
  });

  test("a parse with { jitless: true } takes the interpreted parse and compiles nothing", async () => {
    const { TenantSchema } = await freshSchemas();
    expect(TenantSchema.parse(samples.Tenant, { jitless: true })).toEqual(samples.Tenant);
    expect(compile).not.toHaveBeenCalled();
  });

  test("z.config({ jitless: true }) keeps the schemas interpreted", async () => {
    const { TenantSchema } = await freshSchemas();
    z.config({ jitless: true });
    expect(TenantSchema.parse(samples.Tenant)).toEqual(samples.Tenant);
    z.config({ jitless: false });
    expect(TenantSchema.parse(samples.Tenant)).toEqual(samples.Tenant);
    expect(compile).not.toHaveBeenCalled();
  });

  test("when compiling throws, the schema parses interpreted and never retries", async () => {
    const { PaymentSchema } = await freshSchemas();
    compile.mockImplementationOnce(() => {
      throw new EvalError("Code generation from strings disallowed for this context");
    });
    expect(PaymentSchema.parse(samples.Payment)).toEqual(samples.Payment);
    const bad = PaymentSchema.safeParse({ ...samples.Payment, amount: 1.5 });
    expect(bad.error?.issues.map((issue) => issue.path)).toEqual([["amount"]]);
    expect(compile).toHaveBeenCalledTimes(evalAllowed ? 1 : 0);
  });

  test("z.validate answers like safeParse once the schema is compiled", () => {
    const { OwnedProductSchema } = schemas;
    OwnedProductSchema.parse(samples.OwnedProduct);
    expect(z.validate(OwnedProductSchema, samples.OwnedProduct)).toBe(true);
    expect(z.validate(OwnedProductSchema, { ...samples.OwnedProduct, qty: "1" })).toBe(false);
  });
});

/** Asserts the compiled and the interpreted parse agree on one input. */
function expectSameOutcome(schema: z.ZodMiniType, input: unknown): void {
  const fast = schema.safeParse(input);
  const interpreted = schema.safeParse(input, { jitless: true });
  expect(fast.success).toBe(interpreted.success);
  if (fast.success) {
    // zod returns a fresh copy, never the input itself.
    if (typeof input === "object" && input !== null) expect(fast.data).not.toBe(input);
    expect(fast.data).toStrictEqual(interpreted.data);
    // toStrictEqual ignores key order; the output's order is part of "the same result".
    expect(JSON.stringify(fast.data)).toBe(JSON.stringify(interpreted.data));
  } else {
    expect(fast.error.issues).toStrictEqual(interpreted.error?.issues);
  }
}

const variants = resources.flatMap((resource) =>
  (["default", "strict"] as const).map((variant) => ({ resource, variant })),
);

describe.each(variants)("$resource ($variant): fast and interpreted agree", (row) => {
  const schema: z.ZodMiniType = resourceSchemas[row.resource as ResourceName][row.variant];

  test("on generated valid payloads", () => {
    fc.assert(
      fc.property(payloadArb(row.resource), (payload) => expectSameOutcome(schema, payload)),
      { numRuns: 300 },
    );
  });

  test("on generated payloads with one mutation", () => {
    fc.assert(
      fc.property(mutatedPayloadArb(row.resource), (payload) => expectSameOutcome(schema, payload)),
      { numRuns: 600 },
    );
  });

  test("the fast side of the comparison really is compiled", () => {
    schema.parse(samples[row.resource]);
    // The compiled validator the wrapper carries over from z.compile: present only if compiled.
    expect(typeof schema._zod.bag["validator"]).toBe(evalAllowed ? "function" : "undefined");
  });
});
