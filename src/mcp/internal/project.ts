import { omitCredentials } from "owned-products-sdk";
import { visibleFields } from "./tool-outputs.js";

// What reaches the model: `omitCredentials` (one owner of the allow-list: no credentials, no
// secret, no field a server added), then the personal fields it keeps for a server's own use,
// unless the server was started with them. Built on the projection, never beside it, so a field
// the classification moves out of "public" leaves the tools' output with it.

type Projected = "OwnedProduct" | "Payment" | "Tenant";

/** Keeps of each record in `items` only the fields the projection shows for `resource`. */
function only(
  items: readonly unknown[] | null | undefined,
  resource: Projected,
  includePersonal: boolean,
): unknown {
  if (!Array.isArray(items)) return items;
  const fields = visibleFields(resource, includePersonal);
  return items.map((item) => pick(item as Record<string, unknown>, fields));
}

function pick(record: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const field of fields) if (Object.hasOwn(record, field)) copy[field] = record[field];
  return copy;
}

/** A record of `resource` as the model sees it. */
export function projectRecord(
  value: object,
  resource: Projected,
  includePersonal: boolean,
): Record<string, unknown> {
  const projected = omitCredentials(value) as Record<string, unknown>;
  return pick(projected, visibleFields(resource, includePersonal));
}

/** A purchase history, a search window or a tenant page as the model sees it. */
export function projectEnvelope(
  value: object,
  lists: Readonly<Record<string, Projected>>,
  includePersonal: boolean,
): Record<string, unknown> {
  const projected = omitCredentials(value) as Record<string, unknown>;
  for (const [key, resource] of Object.entries(lists)) {
    if (Object.hasOwn(projected, key)) {
      projected[key] = only(projected[key] as unknown[] | null, resource, includePersonal);
    }
  }
  return projected;
}
