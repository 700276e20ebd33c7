import type { Violation } from "./operation-record.js";

// The ids `check` asks for and the ids the answers say they are about (docs/contract.md 2: every
// id is an int32).

const isInt32 = (value: unknown): value is number =>
  typeof value === "number" && (value | 0) === value;

/**
 * The id under `key` of the first item of a list that holds an int32 there: an item whose id
 * breaks the contract (the report says so) gives none, the next one may.
 */
export function firstId(list: unknown, key: string): number | undefined {
  if (!Array.isArray(list)) return undefined;
  for (const item of list as readonly unknown[]) {
    const held = (item as Record<string, unknown> | null | undefined)?.[key];
    if (isInt32(held)) return held;
  }
  return undefined;
}

/**
 * The violation of an answer about another id than `id`, the one asked for: a purchase history's
 * `tenantId`, an owned product's `ownedProductId`. Such an answer means the route does not put
 * the id where the service reads it. The id received is the payload's: never shown. Undefined
 * when the answer names `id`, or no int32 (the schemas report that).
 */
export function otherIdThanAsked(
  operation: string,
  data: unknown,
  id: number,
  noun: string,
): Omit<Violation, "response"> | undefined {
  const key = operation === "purchaseHistory" ? "tenantId" : "ownedProductId";
  const echoed = (data as Record<string, unknown> | null)?.[key];
  if (!isInt32(echoed) || echoed === id) return undefined;
  const route = `routes.${operation}.path`;
  return {
    path: [key],
    message: `another ${noun}'s than the one asked for (${id}): the route may not put the id where the service reads it; check ${route} in a --routes file`,
  };
}
