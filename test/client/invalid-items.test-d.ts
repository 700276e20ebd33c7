import { describe, expectTypeOf, test } from "vitest";
import {
  createClient,
  type ClientOptions,
  type InvalidItemReport,
  type InvalidItemsMode,
  type ListAllOptions,
  type RequestOptions,
  type SearchAllOptions,
  type TenantPage,
  type GetManyOptions,
} from "../../src/index.js";

describe("invalidItems and onInvalidItem", () => {
  test("are options of the client, of a call, of searchAll, listAll and getMany", () => {
    expectTypeOf<ClientOptions["invalidItems"]>().toEqualTypeOf<InvalidItemsMode | undefined>();
    expectTypeOf<RequestOptions["invalidItems"]>().toEqualTypeOf<InvalidItemsMode | undefined>();
    expectTypeOf<SearchAllOptions["invalidItems"]>().toEqualTypeOf<InvalidItemsMode | undefined>();
    expectTypeOf<ListAllOptions["onInvalidItem"]>().toEqualTypeOf<
      ((report: InvalidItemReport) => void) | undefined
    >();
    expectTypeOf<GetManyOptions["onInvalidItem"]>().toEqualTypeOf<
      ((report: InvalidItemReport) => void) | undefined
    >();
    expectTypeOf<InvalidItemsMode>().toEqualTypeOf<"throw" | "skip">();
  });

  test("a skip keeps the data's type, and withResponse counts the skips", async () => {
    const client = createClient({ baseUrl: "https://api.example.test", invalidItems: "skip" });
    const response = await client.tenants.list.withResponse({}, { invalidItems: "throw" });
    expectTypeOf(response.data).toEqualTypeOf<TenantPage>();
    expectTypeOf(response.skippedItems).toEqualTypeOf<number>();
  });

  test("a report says where, what and which, never a value", () => {
    expectTypeOf<InvalidItemReport["path"]>().toEqualTypeOf<
      readonly [list: string, index: number]
    >();
    expectTypeOf<InvalidItemReport["id"]>().toEqualTypeOf<number | undefined>();
    expectTypeOf<keyof InvalidItemReport>().toEqualTypeOf<
      "resource" | "path" | "issues" | "id" | "method" | "url"
    >();
  });
});
