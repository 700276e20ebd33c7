// Which classes an SDK error is, marked so that the is… guards see it from a second copy of the
// package (ESM and CommonJS side by side) or realm (`node:vm`, an iframe), as `instanceof` cannot.
const KINDS = Symbol.for("owned-products-sdk.error");

type Branded = Record<typeof KINDS, string[] | undefined>;

/** Records that `error` is a `kind` (a class name) and returns it: `name = markKind(this, "X")`. */
export function markKind<K extends string>(error: object, kind: K): K {
  const kinds = (error as unknown as Branded)[KINDS];
  if (kinds === undefined) Object.defineProperty(error, KINDS, { value: [kind] });
  else kinds.push(kind);
  return kind;
}

/** Whether `value` is an SDK error of the class named `kind`, from any copy or realm. */
export function hasKind(value: unknown, kind: string): boolean {
  const kinds = typeof value === "object" && value !== null && (value as Branded)[KINDS];
  return Array.isArray(kinds) && kinds.includes(kind);
}
