import type * as z from "zod/mini";

/**
 * The named type of a resource from its zod shape, as docs/validating-payloads.md gives it:
 * every nullable field `field?: T | null` (null or absent, docs/contract.md 2, Notation), every
 * other one a required `T`. zod's own inference writes an optional key as `field?: T | null |
 * undefined`, which under `exactOptionalPropertyTypes` also admits an explicit `undefined`, a
 * value JSON never holds.
 */
export type ContractFields<S extends z.core.$ZodShape> = WithoutUndefined<
  z.core.$InferObjectOutput<S, z.core.$strip["out"]>
>;

// Homomorphic, so that optional keys stay optional.
type WithoutUndefined<O> = { [K in keyof O]: Exclude<O[K], undefined> };
