import type { PurchaseHistory } from "../../schemas/purchase-history.js";
import { operation } from "../internal/operation.js";
import { checkId, fillPath } from "../internal/path-template.js";
import type { ClientCore } from "../internal/send.js";
import type { Operation, RequestOptions } from "../types.js";

/**
 * `client.purchaseHistory`: one tenant's purchase history (CONTRACT.md 2.3).
 *
 * @example
 * ```ts
 * const history = await client.purchaseHistory.get(42);
 * console.log(history.products?.length ?? 0, "products");
 * ```
 * @group Client
 */
export interface PurchaseHistoryResource {
  /** `GET /tenants/{tenantId}/purchase-history` by default. */
  readonly get: Operation<
    [tenantId: number, options?: RequestOptions | undefined],
    PurchaseHistory
  >;
}

/** `client.purchaseHistory` of a client. */
export function purchaseHistoryResource(core: ClientCore): PurchaseHistoryResource {
  const route = core.options.routes.purchaseHistory;
  return {
    get: operation(core, (tenantId: number, options?: RequestOptions) => {
      const path = fillPath(route.path, { tenantId: checkId("tenantId", tenantId) });
      return [{ resource: "PurchaseHistory", path }, options] as const;
    }),
  };
}
