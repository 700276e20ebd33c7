// The default warning log of an infinite query against a real server on 127.0.0.1 (the mock
// service of the testing kit): a secret-named filter of the query's key is masked there too.
// Apart from argument-checks.test.ts, whose msw server refuses requests it does not handle.
import { createClient } from "owned-products-sdk";
import { createQueries } from "owned-products-sdk/tanstack-query";
import { startMockServer } from "owned-products-sdk/testing";
import { expect, onTestFinished, test, vi } from "vitest";
import { newQueryClient, scrollToEnd } from "./serve.js";

test("masks a secret-named filter of the query's key (a real server)", async () => {
  const server = await startMockServer({ dataset: { seed: "keys", tenants: 4 }, maxLimit: 10 });
  onTestFinished(() => server.close());
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  onTestFinished(() => warn.mockRestore());
  const api = createQueries(createClient({ baseUrl: server.url, retry: 0 }));
  const params = { limit: 20, api_key: "k-s3cr3t", status: "Active" };
  await scrollToEnd(newQueryClient(), api.ownedProducts.search.infiniteQueryOptions(params));
  const text = JSON.stringify(warn.mock.calls);
  expect(text).toContain('"server-warning"');
  expect(text).toContain('"api_key":"[REDACTED]","status":"Active"');
  expect(text).not.toContain("k-s3cr3t");
});
