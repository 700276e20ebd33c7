import { resourceSchemas, type ResourceName } from "../../schemas/index.js";
import { RESOURCES } from "./resource-name.js";

/** The resource a payload was told to be, or why it cannot be told (a phrase for its verdict). */
export type Detection = { readonly resource: ResourceName } | { readonly problem: string };

const ASK = "name it with --as <Resource>";

/**
 * The resource of which `value` holds the most contract fields, nullable ones included (unknown
 * fields do not count): an OwnedProduct missing `qty` still holds 19 fields of OwnedProduct and
 * one of PurchaseHistory. Not an object, no field of any resource, or a tie: a problem that
 * names the candidates.
 */
export function detectResource(value: unknown): Detection {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return { problem: `cannot tell its resource, it is not a JSON object; ${ASK}` };
  }
  const held = RESOURCES.map((resource) => {
    // The schema's own shape: every field of the contract, nullable ones included.
    const names = Object.keys(resourceSchemas[resource].default.shape);
    return { resource, count: names.filter((name) => Object.hasOwn(value, name)).length };
  });
  const most = Math.max(...held.map(({ count }) => count));
  const best = held.filter(({ count }) => count === most).map(({ resource }) => resource);
  if (most === 0) {
    return {
      problem: `cannot tell its resource, it holds no field of the contract; ${ASK}, one of ${best.join(", ")}`,
    };
  }
  const [resource, ...others] = best;
  if (resource === undefined || others.length > 0) {
    const fields = `${most} field${most === 1 ? "" : "s"}`;
    return {
      problem: `cannot tell its resource, it holds ${fields} of each of ${best.join(", ")}; ${ASK}`,
    };
  }
  return { resource };
}
