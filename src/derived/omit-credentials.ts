// The allow-list projection for what leaves a server (docs/validating-payloads.md, "What each
// projection keeps"): where omitSecrets and redactSecrets judge a key by its name, this keeps of
// each resource it recognises only the contract's fields that fieldSensitivity does not class
// "secret" or "credential". Iterative, like the secret walk (copy-without-secrets.ts), so no depth
// overflows the stack, and each object is copied once per way it is read, so shared and cyclic
// values cost linear time.
import { isSecretName, type IsSecretName } from "../internal/secret-names.js";
import {
  fieldSensitivity,
  type FieldClassed,
  type FieldSensitivity,
} from "../schemas/field-sensitivity.js";
import type { Credentials } from "../schemas/credentials.js";
import { resourceByShape } from "../schemas/internal/resource-by-shape.js";
import type { OwnedProduct } from "../schemas/owned-product.js";
import type { OwnedProductSearchResult } from "../schemas/owned-product-search-result.js";
import type { Payment } from "../schemas/payment.js";
import type { PurchaseHistory } from "../schemas/purchase-history.js";
import type { ResourceName } from "../schemas/resources.js";
import type { Tenant } from "../schemas/tenant.js";
import type { TenantPage } from "../schemas/tenant-page.js";

/**
 * A {@link Tenant} as {@link omitCredentials} leaves it: its public and personal fields, without
 * `credentials`, `clientCommunicationSignature` and the three callback addresses.
 *
 * @example
 * ```ts
 * const row: TenantWithoutCredentials = omitCredentials(tenant);
 * ```
 * @group Derived helpers
 */
export interface TenantWithoutCredentials extends Omit<
  Tenant,
  FieldClassed<"Tenant", "secret" | "credential">
> {}

/**
 * A {@link TenantPage} as {@link omitCredentials} leaves it: each tenant a
 * {@link TenantWithoutCredentials}.
 *
 * @example
 * ```ts
 * const body: TenantPageWithoutCredentials = omitCredentials(await client.tenants.list());
 * ```
 * @group Derived helpers
 */
export interface TenantPageWithoutCredentials extends Omit<TenantPage, "list"> {
  /** The page's tenants, each without its credentials. */
  list?: TenantWithoutCredentials[] | null;
}

/** Whether `T` is the resource type `R` itself: assignable to it, with no key it does not name. */
type IsResource<T, R> = [T] extends [R]
  ? [Exclude<keyof T, keyof R>] extends [never]
    ? true
    : false
  : false;

/**
 * The type of {@link omitCredentials}' result. Each of the seven resource types becomes its
 * projection ({@link TenantWithoutCredentials}, {@link TenantPageWithoutCredentials}, `Credentials`
 * an empty object, the others themselves), arrays item by item, and any other object keeps its
 * keys but the secret names and the fields any resource classes `"secret"` or `"credential"`
 * (`credentials`, the callback addresses, `smtpServerUsername`, …), each value in turn so. The
 * type reads resources by their type, the function by their shape: for the SDK's own types the
 * two agree.
 *
 * @example
 * ```ts
 * type Body = WithoutCredentials<{ page: TenantPage; requestId: string }>;
 * // { page: TenantPageWithoutCredentials; requestId: string }
 * ```
 * @group Derived helpers
 */
export type WithoutCredentials<T> = unknown extends T
  ? T
  : T extends string | number | boolean | bigint | symbol | null | undefined | Date
    ? T
    : T extends (...args: never[]) => unknown
      ? T
      : T extends readonly unknown[]
        ? { [I in keyof T]: WithoutCredentials<T[I]> }
        : IsResource<T, TenantPage> extends true
          ? TenantPageWithoutCredentials
          : IsResource<T, Tenant> extends true
            ? TenantWithoutCredentials
            : IsResource<T, Credentials> extends true
              ? Omit<Credentials, keyof Credentials>
              : IsResource<T, PurchaseHistory> extends true
                ? PurchaseHistory
                : IsResource<T, OwnedProductSearchResult> extends true
                  ? OwnedProductSearchResult
                  : IsResource<T, OwnedProduct> extends true
                    ? OwnedProduct
                    : IsResource<T, Payment> extends true
                      ? Payment
                      : {
                          [
                            K in keyof T as K extends WithheldField
                              ? never
                              : IsSecretName<K> extends true
                                ? never
                                : K
                          ]: WithoutCredentials<T[K]>;
                        };

// The fields that hold other resources; every other field is copied as its value is (a walk
// of anything unexpected in it, never a projection). Tenant.credentials is never kept.
const NESTED: Partial<Record<ResourceName, Record<string, ResourceName>>> = {
  PurchaseHistory: {
    activeProducts: "OwnedProduct",
    products: "OwnedProduct",
    payments: "Payment",
  },
  OwnedProductSearchResult: { list: "OwnedProduct" },
  TenantPage: { list: "Tenant" },
};

/** The names any resource classes "secret" or "credential": `credentials` among them. */
type WithheldField = {
  [R in ResourceName]: FieldClassed<R, "secret" | "credential">;
}[ResourceName];

/** How an object is read: as a resource, or (`""`) as the caller's own object. */
type Reading = ResourceName | "";
type Copy = unknown[] | Record<string, unknown>;

const kept = (sensitivity: FieldSensitivity | undefined) =>
  sensitivity === "public" || sensitivity === "personal";

// Every name the contract classes "secret" or "credential", in any resource (`credentials`, the
// callback addresses, the providers' settings): left out of an object read as your own too, so
// that an object it cannot tell (a tie) fails closed on them as a recognised resource does.
const WITHHELD = new Set(
  Object.values(fieldSensitivity).flatMap((classes: Record<string, FieldSensitivity>) =>
    Object.keys(classes).filter((field) => !kept(classes[field])),
  ),
);

/**
 * A copy of a value with no credentials and no secret in it, for what a server hands on (to a
 * browser, a partner, a cache): an allow-list, where {@link omitSecrets} is a deny-list.
 *
 * - Each object it recognises as one of the seven resources is projected to that resource's
 *   contract fields, less those {@link fieldSensitivity} classes `"secret"` or `"credential"`: a
 *   tenant loses `credentials`, `clientCommunicationSignature` and its callback addresses, and
 *   every resource loses the fields a server added. It recognises an object by its shape, as
 *   `owned-products-sdk validate` does: the resource of which it holds the most contract fields.
 *   The items of a page, a search result and a purchase history are read as their resource.
 * - Any other object (a tie, or none of the contract's fields: your own wrapper) keeps its keys but
 *   every secret name and every field any resource classes `"secret"` or `"credential"`
 *   (`credentials`, a callback address, `smtpServerUsername`), and each value is read in turn.
 * - Arrays stay arrays. URL-valued fields keep their values (a signed logo URL is meant for the
 *   browser). The input is never changed; `null`, strings, numbers and dates stay as they are.
 *
 * An object of your own that holds a contract field's name (`{ items, pageNumber }`) is read as
 * that resource and loses its other keys: project the SDK's values before you wrap them.
 *
 * @example
 * ```ts
 * const page = await client.tenants.list({ pageNumber: 1 }, { validation: "strip" });
 * const body = JSON.stringify(omitCredentials(page)); // no credentials, secret or callback address
 * omitCredentials({ page, requestId: "r-1" }); // the same, inside your own object
 * ```
 * @group Derived helpers
 */
export function omitCredentials<T>(value: T): WithoutCredentials<T> {
  const copies = new Map<Reading, Map<object, Copy>>();
  const pending: [source: object, copy: Copy, reading: Reading][] = [];
  // `reading` is what the position says the item is: an array passes it on to its items, an
  // object with none is recognised by its shape.
  const copyOf = (item: unknown, reading: Reading): unknown => {
    if (typeof item !== "object" || item === null || item instanceof Date) return item;
    const array = Array.isArray(item);
    const as = array ? reading : reading || resourceByShape(item) || "";
    let byReading = copies.get(as);
    if (byReading === undefined) copies.set(as, (byReading = new Map()));
    let copy = byReading.get(item);
    if (copy === undefined) {
      copy = array ? [] : {};
      byReading.set(item, copy);
      pending.push([item, copy, as]);
    }
    return copy;
  };
  const root = copyOf(value, "");
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [source, copy, reading] = next;
    if (Array.isArray(copy)) {
      const items = source as readonly unknown[];
      for (let i = 0; i < items.length; i++) copy.push(copyOf(items[i], reading));
      continue;
    }
    const classes: Partial<Record<string, FieldSensitivity>> | undefined = reading
      ? fieldSensitivity[reading]
      : undefined;
    const nested = reading ? NESTED[reading] : undefined;
    const record = source as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      if (
        classes
          ? !(Object.hasOwn(classes, key) && kept(classes[key]))
          : WITHHELD.has(key) || isSecretName(key)
      )
        continue;
      const item = copyOf(record[key], (nested && Object.hasOwn(nested, key) && nested[key]) || "");
      // A "__proto__" key stays a plain key of the copy, never its prototype.
      if (key === "__proto__") {
        Object.defineProperty(copy, key, {
          value: item,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      } else copy[key] = item;
    }
  }
  return root as WithoutCredentials<T>;
}
