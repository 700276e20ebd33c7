// src/schemas/internal/fast-path/resource-checks.ts is generated from the schemas: this test fails while
// the committed file differs from what the generator writes today, and `npm run generate`
// (vitest with --update) rewrites it. The generator's refusals are tested here too.
import { fileURLToPath } from "node:url";
import * as prettier from "prettier";
import { describe, expect, test } from "vitest";
import * as z from "zod/mini";
import {
  generateResourceChecks,
  type ResourceVariants,
} from "../../scripts/generate-resource-checks.js";
import { int32, nullable, resourceSchemas } from "../../src/schemas/index.js";

const GENERATED = "../../src/schemas/internal/fast-path/resource-checks.ts";

test("resource-checks.ts is what the generator writes from the schemas today", async () => {
  const path = fileURLToPath(new URL(GENERATED, import.meta.url));
  const options = await prettier.resolveConfig(path);
  const source = await prettier.format(generateResourceChecks(resourceSchemas), {
    ...options,
    filepath: path,
  });
  await expect(source).toMatchFileSnapshot(GENERATED);
});

describe("the generator refuses what it cannot check exactly", () => {
  const one = (loose: z.core.$ZodType, strict: z.core.$ZodType): ResourceVariants => ({
    Thing: { default: loose, strict },
  });
  const twins = (shape: Record<string, z.core.SomeType>) =>
    one(z.looseObject(shape), z.strictObject(shape));

  test.each([
    ["an enum", { kind: z.enum(["a", "b"]) }, /Thing\.kind: no fast check for a zod "enum"/],
    ["a refined string", { name: z.string().check(z.minLength(1)) }, /Thing\.name: .*refinements/],
    ["a refined int32", { qty: int32.check(z.positive()) }, /Thing\.qty: .*refinements/],
    ["a refined array", { tags: z.array(z.string()).check(z.minLength(1)) }, /Thing\.tags/],
    ["another regex", { at: z.stringFormat("date-time", /^\d+$/) }, /Thing\.at: .*string_format/],
    ["an anonymous nested object", { inner: z.looseObject({}) }, /Thing\.inner: a nested object/],
  ])("%s", (_, shape, message) => {
    expect(() => generateResourceChecks(twins(shape))).toThrow(message);
  });

  test("a z.object that strips unknown keys", () => {
    const shape = { id: int32 };
    expect(() => generateResourceChecks(one(z.object(shape), z.strictObject(shape)))).toThrow(
      /Thing: expected z\.looseObject, found an object with a "strip" catchall/,
    );
  });

  test("each schema gets its own check, calling the checks of the schemas it nests", () => {
    const loose = resourceSchemas.OwnedProduct.default;
    const resources: ResourceVariants = {
      OwnedProduct: resourceSchemas.OwnedProduct,
      Box: {
        default: z.looseObject({ product: loose }),
        // Mirrored as it is, even a strict schema that nests a default one.
        strict: z.strictObject({ product: loose }),
      },
    };
    const source = generateResourceChecks(resources);
    expect(source).toContain("export function acceptsBox(value: unknown): boolean {");
    expect(source).toContain("export function acceptsBoxStrict(value: unknown): boolean {");
    expect(source).toContain(
      "if (!isPlainRecord(value) || !hasOnlyKeys(value, BOX_FIELDS.keys)) return false;",
    );
    expect(source.match(/if \(!acceptsOwnedProduct\(field\)\) return false;/g)).toHaveLength(2);
  });

  test("a field the contract marks neither way is checked as required", () => {
    const source = generateResourceChecks(twins({ id: int32, note: z.nullable(z.string()) }));
    expect(source).toContain("if (!isInt32(field)) return false;");
    expect(source).toContain('if (field !== null && typeof field !== "string") return false;');
  });

  test("each resource's field list comes after the lists it nests, for the strip copies", () => {
    const resources: ResourceVariants = {
      Box: {
        default: z.looseObject({
          tags: nullable(z.array(z.string())),
          inner: resourceSchemas.Tenant.default,
        }),
        strict: z.strictObject({
          tags: nullable(z.array(z.string())),
          inner: resourceSchemas.Tenant.default,
        }),
      },
      Tenant: resourceSchemas.Tenant,
      Credentials: resourceSchemas.Credentials,
    };
    const source = generateResourceChecks(resources);
    expect(source).toContain(
      'export const BOX_FIELDS: Fields = /* @__PURE__ */ fieldList([["tags"], ["inner", TENANT_FIELDS]]);',
    );
    expect(source).toContain('["credentials", CREDENTIALS_FIELDS]');
    const order = ["CREDENTIALS_FIELDS:", "TENANT_FIELDS:", "BOX_FIELDS:"].map((name) =>
      source.indexOf(name),
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});
