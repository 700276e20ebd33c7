import type { ResourceName } from "../../schemas/index.js";
import { resourcesByShape } from "../../schemas/internal/resource-by-shape.js";

/** The resource a payload was told to be, or why it cannot be told (a phrase for its verdict). */
export type Detection = { readonly resource: ResourceName } | { readonly problem: string };

const ASK = "name it with --as <Resource>";

/**
 * The resource of which `value` holds the most contract fields, nullable ones included (unknown
 * fields do not count), by the rule `omitCredentials` also projects by: an OwnedProduct missing
 * `qty` still holds 19 fields of OwnedProduct and one of PurchaseHistory. Not an object, no field
 * of any resource, or a tie: a problem that names the candidates.
 */
export function detectResource(value: unknown): Detection {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return { problem: `cannot tell its resource, it is not a JSON object; ${ASK}` };
  }
  const { count: most, resources: best } = resourcesByShape(value);
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
