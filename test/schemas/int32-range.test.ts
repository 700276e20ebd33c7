// int32 (CONTRACT.md 2: every id, count and quantity) is exactly [-2^31, 2^31 - 1]: any integer
// past either end is refused, by the primitive and inside a resource, by the default and the
// strict schema alike, and the fast path agrees with zod on every one.
import fc from "fast-check";
import { expect, test } from "vitest";
import { int32, OwnedProductSchema, OwnedProductStrictSchema } from "../../src/index.js";
import { ownedProduct } from "../helpers/samples.js";

const MIN = -2147483648;
const MAX = 2147483647;
const outOfRange = fc.oneof(
  fc.integer({ min: Number.MIN_SAFE_INTEGER, max: MIN - 1 }),
  fc.integer({ min: MAX + 1, max: Number.MAX_SAFE_INTEGER }),
  fc.constantFrom(MIN - 1, MAX + 1),
);

test("int32 refuses every integer past either end", () => {
  fc.assert(
    fc.property(outOfRange, (value) => {
      expect(int32.safeParse(value).success).toBe(false);
    }),
  );
});

test("int32 accepts every integer within", () => {
  fc.assert(
    fc.property(fc.integer({ min: MIN, max: MAX }), (value) => {
      expect(int32.safeParse(value).success).toBe(true);
    }),
  );
});

test("an owned product with an out-of-range int32 fails at that field, in both schemas", () => {
  fc.assert(
    fc.property(
      outOfRange,
      fc.constantFrom("ownedProductId", "productId", "tenantId", "qty"),
      (value, field) => {
        const product = { ...ownedProduct, [field]: value };
        for (const schema of [OwnedProductSchema, OwnedProductStrictSchema]) {
          const result = schema.safeParse(product);
          expect(result.success).toBe(false);
          expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual([field]);
        }
      },
    ),
  );
});
