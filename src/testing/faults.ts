import type { Routes } from "../client/routes.js";
import type { MockDataset } from "./mock-dataset.js";

/**
 * The name of one of the four routes of the mock service, as in the client's `routes` option:
 * `"purchaseHistory"`, `"ownedProduct"`, `"searchOwnedProducts"` or `"listTenants"`.
 *
 * @group Testing
 */
export type RouteName = keyof Routes;

/**
 * Which requests to a route a {@link Fault} applies to. With none of these, it applies to every
 * request. Requests are counted per route from 1, by the handler set that serves them.
 *
 * @group Testing
 */
export interface FaultSelector {
  /** Only the n-th request(s) to the route: `nth: 2` fails the second request only. */
  readonly nth?: number | readonly number[] | undefined;
  /** At most this many times in all: `times: 2` fails twice, then the route recovers. */
  readonly times?: number | undefined;
  /** Only requests for which this returns true (e.g. by a query parameter or header). */
  readonly when?: ((request: Request) => boolean) | undefined;
}

/**
 * Answer with this status and body instead of the data: a 500, a 503 or 429 with `Retry-After`,
 * a 401. The body defaults to an RFC 9457 problem document; a string body is sent as text.
 *
 * @group Testing
 */
export interface StatusFault extends FaultSelector {
  readonly kind: "status";
  readonly status: number;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>> | undefined;
  /** Sent as the `Retry-After` header: seconds, or an HTTP date. */
  readonly retryAfter?: number | string | undefined;
}

/**
 * Wait this long, then go on (to the next fault, or the data). `"infinite"` never answers, for
 * timeout and abort tests.
 *
 * @group Testing
 */
export interface DelayFault extends FaultSelector {
  readonly kind: "delay";
  readonly ms: number | "infinite";
}

/**
 * Answer with a body that is not JSON although it says so (default: a truncated JSON document
 * with status 200 and `Content-Type: application/json`), as a broken proxy or a cut connection
 * would.
 *
 * @group Testing
 */
export interface MalformedBodyFault extends FaultSelector {
  readonly kind: "malformed";
  readonly body?: string | undefined;
  readonly status?: number | undefined;
  readonly contentType?: string | undefined;
}

/**
 * Answer 200 with valid JSON that breaks the contract. By default one non-nullable field gets a
 * wrong type (purchase history: `tenantId` a string; owned product: `qty` 1.5; search:
 * `totalResultCount` a string; tenant list: `totalPages` null); `change` rewrites the correct body
 * instead. A request that would get a 404 or 400 still gets it.
 *
 * @group Testing
 */
export interface InvalidBodyFault extends FaultSelector {
  readonly kind: "invalid";
  /**
   * Rewrites the correct body (a copy) into the contract-violating one, replacing the default
   * change: return the new body, or edit the one given in place and return nothing.
   */
  readonly change?: ((body: Record<string, unknown>) => unknown) | undefined;
}

/**
 * Fail at the network level: `fetch` rejects with a `TypeError`, as when the connection drops.
 *
 * @group Testing
 */
export interface NetworkFault extends FaultSelector {
  readonly kind: "network";
}

/**
 * Change the data before answering, as another client would between two pages: insert `count`
 * new items (default 1) at index `at` (default 0) of the route's collection, or remove `count`
 * items from there. The collection is `tenants` for `listTenants`, `ownedProducts` otherwise;
 * removing a tenant removes its products and their payments too, removing a product its payments.
 *
 * @group Testing
 */
export interface ChangeItemsFault extends FaultSelector {
  readonly kind: "insert" | "remove";
  readonly count?: number | undefined;
  readonly at?: number | undefined;
}

/**
 * Change the data in any way before answering.
 *
 * @group Testing
 */
export interface ChangeDataFault extends FaultSelector {
  readonly kind: "change";
  /** Mutates the served dataset in place before the request is answered. */
  readonly change: (dataset: MockDataset) => void;
}

/**
 * Something going wrong on a route of the mock service. A route's faults are tried in order for
 * every request: `delay` and data changes act and go on; `status`, `malformed` and `network`
 * answer and stop there; `invalid` spoils the answer the data gives.
 *
 * @example
 * ```ts
 * const faults: FaultPlan = {
 *   listTenants: { kind: "status", status: 503, retryAfter: 1, times: 2 },
 *   searchOwnedProducts: [{ kind: "delay", ms: 50 }, { kind: "insert", nth: 2 }],
 * };
 * ```
 * @group Testing
 */
export type Fault =
  | StatusFault
  | DelayFault
  | MalformedBodyFault
  | InvalidBodyFault
  | NetworkFault
  | ChangeItemsFault
  | ChangeDataFault;

/**
 * The faults of each route: one, or a list tried in order.
 *
 * @group Testing
 */
export type FaultPlan = { readonly [R in RouteName]?: Fault | readonly Fault[] | undefined };
