/**
 * A value the client can put in a query string: arrays become repeated keys (`?tag=a&tag=b`),
 * dates their ISO string, and `undefined` or `null` leaves it out.
 *
 * @group Client
 */
export type QueryValue =
  | string
  | number
  | boolean
  | Date
  | null
  | undefined
  | readonly (string | number | boolean | Date)[];

/**
 * The filters a search sends, by name: any name, any {@link QueryValue}, unless you pass your own
 * filter type (an interface will do) to `createClient`, which then catches a misspelt filter.
 *
 * @example
 * ```ts
 * interface ProductFilters {
 *   status?: "Active" | "Cancelled";
 *   tag?: string[];
 * }
 * const typed = createClient<ProductFilters>({ baseUrl: "https://api.example.com" });
 * await typed.ownedProducts.search({ limit: 10, status: "Active" });
 * // typed.ownedProducts.search({ staus: "Active" }); // a type error: no filter `staus`
 * ```
 * @group Client
 */
export type SearchFilters = { readonly [filter: string]: QueryValue };

/**
 * What a filter type given to `createClient` must be: an object type of {@link QueryValue}s.
 *
 * @example
 * ```ts
 * const ok: FilterShape<{ status?: string }> = { status: "Active" };
 * ```
 * @group Client
 */
export type FilterShape<Filters> = { readonly [K in keyof Filters]: QueryValue };
