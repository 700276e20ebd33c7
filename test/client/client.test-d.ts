import { describe, expectTypeOf, test } from "vitest";
import {
  createClient,
  type ApiResponse,
  type Client,
  type GetManyOptions,
  type GetManyResult,
  type OwnedProduct,
  type OwnedProductSearchResult,
  type PurchaseHistory,
  type RequestOptions,
  type TenantPage,
} from "../../src/index.js";

const client = createClient({ baseUrl: "https://api.example.test" });
const signal = new AbortController().signal;

describe("createClient", () => {
  test("returns a Client", () => {
    expectTypeOf(client).toEqualTypeOf<Client>();
  });

  test("needs a baseUrl and rejects unknown option types", () => {
    // @ts-expect-error baseUrl is required
    createClient({});
    // @ts-expect-error validation is one of three modes
    createClient({ baseUrl: "https://x.test", validation: "lenient" });
    // @ts-expect-error timeoutMs is a number
    createClient({ baseUrl: "https://x.test", timeoutMs: "5" });
  });
});

describe("each operation resolves to its resource", () => {
  test("purchaseHistory.get", () => {
    expectTypeOf(client.purchaseHistory.get(42)).resolves.toEqualTypeOf<PurchaseHistory>();
    expectTypeOf(client.purchaseHistory.get).parameter(0).toEqualTypeOf<number>();
  });

  test("ownedProducts.get", () => {
    expectTypeOf(client.ownedProducts.get(7, { signal })).resolves.toEqualTypeOf<OwnedProduct>();
  });

  test("ownedProducts.search", () => {
    expectTypeOf(
      client.ownedProducts.search(
        { offset: 0, limit: 10, status: "Active", tag: ["a"] },
        { signal },
      ),
    ).resolves.toEqualTypeOf<OwnedProductSearchResult>();
    // @ts-expect-error a filter value must be a query value
    void client.ownedProducts.search({ status: { nested: true } });
  });

  test("tenants.list", () => {
    expectTypeOf(
      client.tenants.list({ pageNumber: 1, pageSize: 20 }, { signal }),
    ).resolves.toEqualTypeOf<TenantPage>();
    // @ts-expect-error only pageNumber and pageSize
    void client.tenants.list({ page: 1 });
  });

  test("withResponse wraps the same type", () => {
    expectTypeOf(client.ownedProducts.get.withResponse(7)).resolves.toEqualTypeOf<
      ApiResponse<OwnedProduct>
    >();
    expectTypeOf(client.tenants.list.withResponse()).resolves.toHaveProperty("response");
  });

  test("the last argument is RequestOptions, and undefined may be passed", () => {
    expectTypeOf(client.tenants.list).parameter(1).toEqualTypeOf<RequestOptions | undefined>();
    void client.ownedProducts.search(undefined, undefined);
    // @ts-expect-error an unknown request option
    void client.ownedProducts.get(7, { timeout: 5 });
  });
});

describe("getMany", () => {
  test("narrows by onError, and takes options typed as the exported GetManyOptions", () => {
    expectTypeOf(client.purchaseHistory.getMany([1])).toEqualTypeOf<
      AsyncIterable<GetManyResult & { readonly history: PurchaseHistory }>
    >();
    expectTypeOf(client.purchaseHistory.getMany([1], { onError: "yield" })).toEqualTypeOf<
      AsyncIterable<GetManyResult>
    >();
    // The TSDoc example of GetManyOptions: a variable of that type, passed on as it is.
    const options: GetManyOptions = { concurrency: 16, onError: "yield" };
    expectTypeOf(client.purchaseHistory.getMany([1], options)).toEqualTypeOf<
      AsyncIterable<GetManyResult>
    >();
    // @ts-expect-error onError is "throw" or "yield"
    void client.purchaseHistory.getMany([1], { onError: "skip" });
  });
});

describe("search filters typed once, at createClient", () => {
  interface ProductFilters {
    status?: "Active" | "Cancelled";
    tag?: string[];
  }
  const typed = createClient<ProductFilters>({ baseUrl: "https://api.example.test" });

  test("a declared filter compiles in search and searchAll, a misspelt one does not", () => {
    void typed.ownedProducts.search({ offset: 0, limit: 5, status: "Active", tag: ["a"] });
    void typed.ownedProducts.searchAll({ limit: 5, status: "Cancelled" });
    // @ts-expect-error `staus` is no filter of ProductFilters
    void typed.ownedProducts.search({ offset: 0, limit: 5, staus: "Active" });
    // @ts-expect-error nor in searchAll
    void typed.ownedProducts.searchAll({ staus: "Active" });
    // @ts-expect-error a declared filter keeps its own type
    void typed.ownedProducts.search({ status: "Paused" });
  });

  test("an object typed by the user's own interface is accepted as it is", () => {
    const filters: ProductFilters = { status: "Active" };
    void typed.ownedProducts.search(filters);
    void typed.ownedProducts.searchAll(filters, { concurrency: 2 });
    expectTypeOf(
      typed.ownedProducts.search(filters),
    ).resolves.toEqualTypeOf<OwnedProductSearchResult>();
  });

  test("a filter type whose fields are not query values is refused", () => {
    // @ts-expect-error an object is no query value
    createClient<{ range: { from: number } }>({ baseUrl: "https://api.example.test" });
  });

  test("the default stays open: any filter name with a query value", () => {
    void client.ownedProducts.search({ anything: "goes", flag: true, since: new Date() });
    expectTypeOf(client).toEqualTypeOf<Client>();
  });
});
