import type { ValidationIssue } from "../errors/validation-error.js";
import type { ResourceName } from "../schemas/resources.js";

/**
 * What an invalid element of a list does (the `invalidItems` option, of the client, of one call, of
 * `searchAll`, `listAll` and `getMany`). The lists are `OwnedProductSearchResult.list`,
 * `TenantPage.list` and `PurchaseHistory`'s `activeProducts`, `products` and `payments`.
 * - `"throw"` (the default): the call fails with a `ValidationError`, as for any invalid body;
 * - `"skip"`: the element is left out, reported to `onInvalidItem` (else logged), and the rest of
 *   the response is returned. A defect anywhere inside an element (its `credentials` included)
 *   leaves out the whole element. The envelope (`tenantId`, the counts, a list that is not an
 *   array) still fails the call: pagination cannot be trusted without it.
 *
 * On a valid response `"skip"` costs nothing: the same object comes back as with `"throw"`.
 *
 * @example
 * ```ts
 * const client = createClient({ baseUrl, invalidItems: "skip", onInvalidItem: (r) => console.warn(r) });
 * const page = await client.tenants.list({ pageSize: 100 }, { invalidItems: "throw" });
 * ```
 * @group Client
 */
export type InvalidItemsMode = "throw" | "skip";

/**
 * What `onInvalidItem` receives for each element that `invalidItems: "skip"` left out: where it was
 * (`path`, e.g. `["list", 3]`), what is wrong with it (`issues`, their paths absolute from the
 * response, `["list", 3, "credentials", "smtpPort"]`), its id when it has a readable one, and the
 * request. Never a value: a report is safe to log.
 *
 * @example
 * ```ts
 * const onInvalidItem = (report: InvalidItemReport) =>
 *   console.warn(`skipped ${report.resource} ${report.id ?? report.path.join(".")}`, report.issues);
 * ```
 * @group Client
 */
export interface InvalidItemReport {
  /** The element's resource: `OwnedProduct`, `Tenant` or `Payment`. */
  readonly resource: ResourceName;
  /** The element's path in the response: the list's name and the index the server served it at. */
  readonly path: readonly [list: string, index: number];
  /** Each problem, as a `ValidationError` words it. */
  readonly issues: readonly ValidationIssue[];
  /** The element's `ownedProductId` (owned products) or `id` (tenants, payments), when an int32. */
  readonly id?: number | undefined;
  readonly method: string;
  /** The URL of the response, secrets masked. */
  readonly url: string;
}
