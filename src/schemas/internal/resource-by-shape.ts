// Which resource a JSON object is, told by its shape alone: the one rule that `validate` (which
// resource to check a file against) and `omitCredentials` (which objects to project) share. The
// fields of each resource come from `fieldSensitivity`, which a test holds equal to each schema's
// shape, so this needs no schema and the `/schemas` entry's helpers stay free of zod here.
import { fieldSensitivity } from "../field-sensitivity.js";
import type { ResourceName } from "../resources.js";

/** What {@link resourcesByShape} found: the resources holding the most fields, and how many. */
export interface ShapeMatch {
  /** Every resource holding `count` contract fields (all seven when `count` is 0). */
  readonly resources: readonly ResourceName[];
  /** The most contract fields any one resource has in the object, nullable ones included. */
  readonly count: number;
}

// Built on first use, so that importing this costs nothing.
let names: ResourceName[] | undefined;
let owners: Map<string, number[]> | undefined;

/**
 * The resources of which `value` holds the most contract fields, nullable ones included (unknown
 * fields do not count): an OwnedProduct missing `qty` still holds 19 fields of OwnedProduct and one
 * of PurchaseHistory. Only own keys count, each once.
 */
export function resourcesByShape(value: object): ShapeMatch {
  if (names === undefined || owners === undefined) {
    names = Object.keys(fieldSensitivity) as ResourceName[];
    owners = new Map();
    for (const [index, name] of names.entries()) {
      for (const field of Object.keys(fieldSensitivity[name])) {
        const of = owners.get(field);
        if (of === undefined) owners.set(field, [index]);
        else of.push(index);
      }
    }
  }
  const counts = names.map(() => 0);
  for (const key of Object.keys(value)) {
    const of = owners.get(key);
    if (of !== undefined) for (const index of of) counts[index] = (counts[index] ?? 0) + 1;
  }
  const count = Math.max(...counts);
  return { count, resources: names.filter((_, index) => counts[index] === count) };
}

/**
 * The one resource of which `value` holds the most contract fields, or `undefined` when it holds
 * none, or as many of two resources (`{ list, name }`): then it is nobody's resource but the caller's.
 */
export function resourceByShape(value: object): ResourceName | undefined {
  const { count, resources } = resourcesByShape(value);
  return count > 0 && resources.length === 1 ? resources[0] : undefined;
}
