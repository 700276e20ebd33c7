import type { Tenant } from "../schemas/tenant.js";

/**
 * Whether a tenant is deactivated: its `deactivatedAt` is set, neither `null` nor absent
 * (docs/contract.md 3, "by name").
 *
 * @example
 * ```ts
 * isTenantDeactivated({ deactivatedAt: "2024-03-01T09:30:00Z" }); // true
 * isTenantDeactivated({ deactivatedAt: null }); // false
 * ```
 * @group Derived helpers
 */
export function isTenantDeactivated(tenant: Pick<Tenant, "deactivatedAt">): boolean {
  return tenant.deactivatedAt != null;
}
