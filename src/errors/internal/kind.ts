// Which classes an SDK error is, in a way that survives a second copy of the package (ESM and
// CommonJS side by side) and a second realm (`node:vm`, an iframe): `instanceof` sees neither, a
// registered symbol sees both.
const KINDS = Symbol.for("owned-products-sdk.error");

type Branded = Record<typeof KINDS, string[] | undefined>;

/** Records that `error` is a `kind` (its class name); each error class calls it once. */
export function markKind(error: Error, kind: string): void {
  const target = error as unknown as Branded;
  const kinds = target[KINDS];
  if (kinds === undefined) Object.defineProperty(error, KINDS, { value: [kind] });
  else kinds.push(kind);
}

/** Whether `value` is an SDK error of the class named `kind`, from any copy or realm. */
export function hasKind(value: unknown, kind: string): boolean {
  if (typeof value !== "object" || value === null) return false;
  const kinds: unknown = (value as Branded)[KINDS];
  return Array.isArray(kinds) && kinds.includes(kind);
}
