// What a new user gets wrong first: a misspelt option or parameter is a TypeError that names it
// and the one meant, when the options are made (never silently ignored, never a bare "is not a
// function" once a page came); and the default warning log never shows a secret-named filter.
import { createQueries } from "owned-products-sdk/tanstack-query";
import { describe, expect, onTestFinished, test, vi } from "vitest";
import { newQueryClient, productIds, quickClient, scrollToEnd, useService } from "./serve.js";

const { requests, serve } = useService();

describe("createQueries' options", () => {
  test("an unknown one is named, with the one meant", () => {
    expect(() => createQueries(quickClient(), { onwarning: () => {} } as never)).toThrow(
      new TypeError(
        "createQueries: unknown option `onwarning` (did you mean `onWarning`?); known: onWarning",
      ),
    );
  });

  test("an onWarning that is not a function is refused when made, not after a page came", () => {
    expect(() => createQueries(quickClient(), { onWarning: 5 } as never)).toThrow(
      new TypeError("createQueries: options.onWarning must be a function, got a number"),
    );
  });
});

describe("the tenant list's infinite query", () => {
  const api = createQueries(quickClient());

  test.each([
    [{ pagesize: 5 }, "unknown parameter `pagesize` (did you mean `pageSize`?)"],
    [{ page: 2 }, "unknown parameter `page` (did you mean `pageNumber`?)"],
    [{ zerobased: true }, "unknown parameter `zerobased` (did you mean `zeroBased`?)"],
    [{ offset: 5 }, "unknown parameter `offset`"],
  ])("params %j: a TypeError, before any request", (params, what) => {
    expect(() => api.tenants.list.infiniteQueryOptions(params as never)).toThrow(
      new TypeError(`tenants.list: ${what}; known: pageNumber, pageSize, zeroBased`),
    );
    expect(requests).toEqual([]);
  });

  test("the known parameters are taken as before", async () => {
    const options = api.tenants.list.infiniteQueryOptions({ pageNumber: 2, pageSize: 5 });
    const { pages } = await scrollToEnd(newQueryClient(), options);
    expect(pages.map((page) => page.pageNumber)).toEqual([2, 3]);
  });
});

describe("one infinite query's options", () => {
  const api = createQueries(quickClient());

  test("a slip of onWarning is named, with the one meant", () => {
    expect(() =>
      api.tenants.list.infiniteQueryOptions({}, { onwarning: () => {} } as never),
    ).toThrow(
      new TypeError("tenants.list: unknown option `onwarning` (did you mean `onWarning`?)"),
    );
    expect(() =>
      api.ownedProducts.search.infiniteQueryOptions({}, { onWarnings: () => {} } as never),
    ).toThrow(
      new TypeError(
        "ownedProducts.search: unknown option `onWarnings` (did you mean `onWarning`?)",
      ),
    );
    expect(() => api.tenants.list.infiniteQueryOptions({}, { onWarning: "log" } as never)).toThrow(
      new TypeError("tenants.list: options.onWarning must be a function, got a string"),
    );
  });

  test("the call's other options still go to the client, which checks them", async () => {
    const options = api.tenants.list.infiniteQueryOptions({}, { timeout: 5 } as never);
    await expect(newQueryClient().fetchInfiniteQuery(options)).rejects.toThrow(
      "tenants.list: unknown option `timeout` (did you mean `timeoutMs`?)",
    );
  });
});

describe("the default warning log", () => {
  const logged = () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    onTestFinished(() => warn.mockRestore());
    return () => JSON.stringify(warn.mock.calls);
  };
  const params = { limit: 20, api_key: "k-s3cr3t", status: "Active" };

  test("masks a secret-named filter of the query's key (msw)", async () => {
    serve({ maxLimit: 10 });
    const text = logged();
    await scrollToEnd(
      newQueryClient(),
      createQueries(quickClient()).ownedProducts.search.infiniteQueryOptions(params),
    );
    expect(text()).toContain('"server-warning"');
    expect(text()).toContain('"api_key":"[REDACTED]","status":"Active"');
    expect(text()).not.toContain("k-s3cr3t");
  });
});

describe("a signal in a query's SDK options", () => {
  const api = createQueries(quickClient());
  const rule = (where: string) =>
    `${where}: options.signal is not taken: TanStack Query gives the query its own, aborted ` +
    "when the query is cancelled (queryClient.cancelQueries)";
  const signal = AbortSignal.abort();

  // It was replaced by TanStack's without a word: a query the caller thought aborted ran on.
  test.each([
    ["purchaseHistory.get", () => api.purchaseHistory.get.queryOptions(1001, { signal } as never)],
    ["ownedProducts.get", () => api.ownedProducts.get.queryOptions(7, { signal } as never)],
    ["ownedProducts.search", () => api.ownedProducts.search.queryOptions({}, { signal } as never)],
    ["tenants.list", () => api.tenants.list.queryOptions({}, { signal } as never)],
    [
      "ownedProducts.search",
      () => api.ownedProducts.search.infiniteQueryOptions({}, { signal } as never),
    ],
    ["tenants.list", () => api.tenants.list.infiniteQueryOptions({}, { signal } as never)],
  ])("%s: a TypeError when the options are made, before any request", (where, make) => {
    expect(make).toThrow(new TypeError(rule(where)));
    expect(requests).toEqual([]);
  });

  test("one given as undefined is no signal: the options are made", async () => {
    const options = api.ownedProducts.get.queryOptions(productIds[0]!, {
      signal: undefined,
    } as never);
    const product = await newQueryClient().fetchQuery(options);
    expect(product.ownedProductId).toBe(productIds[0]);
  });
});
