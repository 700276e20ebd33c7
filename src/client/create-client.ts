import { backoff } from "./internal/backoff.js";
import { checkClientOptions } from "./internal/client-config.js";
import { operationCore } from "./internal/operation.js";
import { slots } from "./internal/slots.js";
import type { ClientOptions } from "./options.js";
import type { FilterShape, SearchFilters } from "./query.js";
import { ownedProductsResource, type OwnedProductsResource } from "./resources/owned-products.js";
import {
  purchaseHistoryResource,
  type PurchaseHistoryResource,
} from "./resources/purchase-history.js";
import { tenantsResource, type TenantsResource } from "./resources/tenants.js";

/**
 * A client of the owned-products service, made by {@link createClient}. Every operation takes an
 * optional last {@link RequestOptions} and has a `withResponse` twin; `Filters` types the search
 * filters (see {@link SearchFilters}).
 *
 * @group Client
 */
export interface Client<Filters extends FilterShape<Filters> = SearchFilters> {
  /**
   * The base URL routes are appended to: absolute (a relative one resolved against the page), no
   * trailing slash. Query keys and logs tell clients apart by it.
   */
  readonly baseUrl: string;
  readonly purchaseHistory: PurchaseHistoryResource;
  readonly ownedProducts: OwnedProductsResource<Filters>;
  readonly tenants: TenantsResource;
}

/**
 * Creates a client of the owned-products service; a bad option throws a `TypeError` that names it.
 *
 * Each call sends a GET, retries it on network errors, timeouts and 408/429/5xx (2 retries by
 * default, honouring `Retry-After`), checks the JSON body against the resource's schema, and
 * resolves to the typed data, or rejects with an {@link HttpError}, {@link ValidationError},
 * {@link TimeoutError} or {@link NetworkError} (an aborted call: the signal's reason).
 *
 * @example
 * ```ts
 * import { createClient, HttpError } from "owned-products-sdk";
 *
 * const client = createClient({ baseUrl: "https://api.example.com", auth: process.env.TOKEN });
 * const history = await client.purchaseHistory.get(42);
 * const window = await client.ownedProducts.search({ offset: 0, limit: 50, status: "Active" });
 * const page = await client.tenants.list({ pageNumber: 1, pageSize: 20 }, { signal });
 *
 * // With the filters your service takes, a misspelt one is a type error:
 * const typed = createClient<{ status?: string; tag?: string[] }>({ baseUrl: "https://api.example.com" });
 * await typed.ownedProducts.search({ limit: 50, status: "Active" });
 * ```
 * @group Client
 */
export function createClient<Filters extends FilterShape<Filters> = SearchFilters>(
  options: ClientOptions,
): Client<Filters> {
  const config = checkClientOptions(options);
  config.coordination?.attach({ logger: config.logger });
  const core = operationCore({
    config,
    slots:
      config.maxConcurrency === Number.POSITIVE_INFINITY ? undefined : slots(config.maxConcurrency),
    backoff: config.sharedBackoff ? backoff(config.logger) : undefined,
  });
  return {
    baseUrl: config.baseUrl,
    purchaseHistory: purchaseHistoryResource(core),
    ownedProducts: ownedProductsResource(core) as OwnedProductsResource<Filters>,
    tenants: tenantsResource(core),
  };
}
