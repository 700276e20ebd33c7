import { kindOf, mustBe } from "../internal/option-checks/index.js";
import type { Tenant } from "../schemas/tenant.js";

/**
 * Whether a tenant is deactivated: its `deactivatedAt` is set, neither `null` nor absent
 * (docs/contract.md 3, "by name").
 *
 * @throws TypeError when `tenant` is not an object: `isTenantDeactivated: tenant must be a Tenant
 *   (an object), got undefined`.
 *
 * @example
 * ```ts
 * isTenantDeactivated({ deactivatedAt: "2024-03-01T09:30:00Z" }); // true
 * isTenantDeactivated({ deactivatedAt: null }); // false
 * ```
 * @group Derived helpers
 */
export function isTenantDeactivated(tenant: {
  readonly deactivatedAt?: Tenant["deactivatedAt"] | undefined;
}): boolean {
  if (typeof tenant !== "object" || tenant === null) {
    mustBe("isTenantDeactivated", "tenant", "a Tenant (an object)", tenant, kindOf);
  }
  return tenant.deactivatedAt != null;
}
