// When the self-check finds that zod no longer behaves as the fast path assumes, every schema
// falls back to zod's own parse: the same results, without the shortcut. The check itself is
// replaced here by one that answers as a changed zod would make it answer (seam-check.test.ts
// tests the real one), and the schemas are loaded afresh for each answer.
import fc from "fast-check";
import { beforeEach, describe, expect, test, vi } from "vitest";
import type * as Schemas from "../../src/schemas/index.js";
import type { ResourceName } from "../../src/schemas/index.js";
import type { Seam } from "../../src/schemas/internal/fast-path/seam-check.js";
import { payloadArb, resources } from "../helpers/arbitraries.js";
import { mutatedPayloadArb } from "../helpers/mutations.js";
import { ownedProduct, samples } from "../helpers/samples.js";
import { zodReference } from "../helpers/zod-reference.js";

const checkSeam = vi.hoisted(() => vi.fn<() => Seam>());
vi.mock("../../src/schemas/internal/fast-path/seam-check.js", () => ({ checkSeam }));

/** The schemas, loaded afresh, under a self-check that answers `seam`. */
async function schemasUnder(seam: Seam): Promise<typeof Schemas> {
  vi.resetModules();
  checkSeam.mockReset().mockReturnValue(seam);
  return import("../../src/schemas/index.js");
}

beforeEach(() => {
  checkSeam.mockReset();
});

test("the check runs once, on the first parse, never at import", async () => {
  const schemas = await schemasUnder({ fast: true, reword: true });
  expect(checkSeam).not.toHaveBeenCalled();
  schemas.OwnedProductSchema.parse(ownedProduct);
  schemas.TenantPageStrictSchema.safeParse(samples.TenantPage);
  schemas.resourceSchemas.Tenant.strip.safeParse({});
  expect(checkSeam).toHaveBeenCalledTimes(1);
});

describe("no fast path (zod no longer hands back the run's payload as it is)", () => {
  test("every variant of every resource gives zod's own results: a copy, the same issues", async () => {
    const schemas = await schemasUnder({ fast: false, reword: true });
    for (const resource of resources) {
      for (const variant of ["default", "strict", "strip"] as const) {
        const schema = schemas.resourceSchemas[resource][variant];
        const reference = zodReference(schema);
        const payload = fc.sample(payloadArb(resource), { numRuns: 1, seed: 1 })[0];
        const result = schema.parse(payload);
        expect(result).not.toBe(payload);
        expect(result).toStrictEqual(reference.parse(payload));
        for (const mutated of fc.sample(mutatedPayloadArb(resource), { numRuns: 30, seed: 2 })) {
          const fallback = schema.safeParse(mutated);
          const zodOwn = reference.safeParse(mutated);
          expect(fallback.success).toBe(zodOwn.success);
          expect(fallback.error?.issues).toStrictEqual(zodOwn.error?.issues);
        }
      }
    }
  });
});

describe("nothing of the seam holds (zod's raw issues changed too)", () => {
  test("plain zod: the same success, data, codes and paths; no shortcut, no rewording", async () => {
    const schemas = await schemasUnder({ fast: false, reword: false });
    const check = (resource: ResourceName, input: unknown) => {
      const result = schemas.resourceSchemas[resource].strict.safeParse(input);
      const reference = zodReference(schemas.resourceSchemas[resource].strict).safeParse(input);
      expect(result.success).toBe(reference.success);
      if (result.success) expect(result.data).toStrictEqual(reference.data);
      return result;
    };
    expect(check("OwnedProduct", ownedProduct).data).not.toBe(ownedProduct);
    const extra = check("Tenant", { ...samples.Tenant, region: "eu", extra: 1 });
    // zod's own issue: the unknown keys together, at the object's path.
    expect(extra.error?.issues).toMatchObject([
      { code: "unrecognized_keys", keys: ["region", "extra"], path: [] },
    ]);
  });
});
