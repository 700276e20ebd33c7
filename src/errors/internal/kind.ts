// How an SDK error says which classes it is an instance of, in a way that survives a second copy
// of the package (its ESM and CommonJS builds loaded side by side) and a second realm (an error
// made in a `node:vm` context or an iframe): `instanceof` sees neither, a registered symbol sees
// both.

/** The registered symbol under which every SDK error lists the names of its classes. */
const KINDS = Symbol.for("owned-products-sdk.error");

type Branded = Record<typeof KINDS, string[] | undefined>;

/**
 * Records on `error` that it is a `kind` (its class name), next to the kinds its base classes
 * recorded. Every error class calls it once in its constructor.
 */
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
