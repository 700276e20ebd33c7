// The generated lists of the fields each resource names (resource-checks.ts): the strict checks
// read them as key sets, and the strip schemas copy by them.

/**
 * The fields a resource's schema names, in its order: a field's name, `[name]` for an array of
 * strings, or `[name, fields]` for a nested resource (an object, or an array of objects).
 */
export type Fields = readonly (string | readonly [name: string, nested?: Fields])[];

const nameOf = (field: Fields[number]): string => (typeof field === "string" ? field : field[0]);

/** The names of `fields`, as a set: what a strict check allows. */
// @__NO_SIDE_EFFECTS__
export function keySet(fields: Fields): ReadonlySet<string> {
  return new Set(fields.map(nameOf));
}

/**
 * A copy of a record the check accepted, holding only `fields`, at every depth, in the order of
 * `fields`: what zod's stripping `z.object` returns for it. An absent field stays absent; one
 * present with the value `undefined` is kept so, as zod keeps it. Arrays are new arrays.
 */
export function copyFields(
  record: Record<string, unknown>,
  fields: Fields,
): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const field of fields) {
    const name = nameOf(field);
    const value = record[name];
    if (value === undefined) {
      if (name in record) copy[name] = undefined;
    } else if (typeof field === "string" || value === null) {
      copy[name] = value;
    } else {
      // `[name]` is an array of strings; `[name, nested]` an object or an array of them.
      const nested = field[1];
      if (nested === undefined) copy[name] = (value as unknown[]).slice();
      else if (!Array.isArray(value))
        copy[name] = copyFields(value as Record<string, unknown>, nested);
      else copy[name] = value.map((item: Record<string, unknown>) => copyFields(item, nested));
    }
  }
  return copy;
}
