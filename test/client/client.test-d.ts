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
