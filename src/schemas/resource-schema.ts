import type * as z from "zod/mini";

/**
 * The zod internals of a {@link ResourceSchema}: those of a zod/mini object schema, with the
 * named resource type as the output.
 *
 * @group Schemas
 */
export interface ResourceSchemaInternals<
  T extends z.core.$InferObjectOutput<S, z.core.$strip["out"]>,
  S extends z.core.$ZodShape,
> extends z.core.$ZodObjectInternals<S, z.core.$strip> {
  output: T;
}

/**
 * The type of every exported resource schema: a zod/mini object schema (`.shape`, `z.extend`,
 * `.check`, Standard Schema) whose output is the resource's named type, so that
 * `OwnedProductSchema.parse(json)` is an `OwnedProduct`, the type the client returns, and nested
 * resources keep their names (`history.products` is `OwnedProduct[] | null | undefined`). The
 * default schemas keep unknown fields at run time; the type shows the contract's fields.
 *
 * @example
 * ```ts
 * const schema: ResourceSchema<OwnedProduct> = OwnedProductSchema;
 * const product: OwnedProduct = schema.parse(json);
 * ```
 * @group Schemas
 */
export interface ResourceSchema<
  T extends z.core.$InferObjectOutput<S, z.core.$strip["out"]>,
  S extends z.core.$ZodShape = z.core.$ZodShape,
> extends z.ZodMiniObject<S, z.core.$strip> {
  _zod: ResourceSchemaInternals<T, S>;
}
