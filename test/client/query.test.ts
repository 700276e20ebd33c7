import { describe, expect, test } from "vitest";
import { buildQuery } from "../../src/client/internal/request-url.js";
import { createClient } from "../../src/index.js";
import { sendJson, startLoopbackServer } from "../helpers/loopback-server.js";
import { samples } from "../helpers/samples.js";

describe("buildQuery", () => {
  const paging = [["skip", "offset", 20] as const, ["take", "limit", undefined] as const];

  test("puts paging first under its configured names, then filters as given", () => {
    const query = buildQuery("ownedProducts.search", paging, {
      status: "Active",
      tag: ["a", "b"],
      n: 0,
      on: false,
    });
    expect(query.toString()).toBe("skip=20&status=Active&tag=a&tag=b&n=0&on=false");
  });

  test.each([
    ["undefined", undefined],
    ["null", null],
    ["an empty array", []],
  ])("a filter that is %s is left out", (_, value) => {
    expect(buildQuery("ownedProducts.search", [], { status: value }).toString()).toBe("");
  });

  test("dates become ISO strings, in arrays too", () => {
    const day = new Date("2024-02-29T12:00:00Z");
    expect([...buildQuery("ownedProducts.search", [], { at: day, days: [day] }).values()]).toEqual([
      "2024-02-29T12:00:00.000Z",
      "2024-02-29T12:00:00.000Z",
    ]);
  });

  const RULE = "a string, number, boolean, Date or an array of them";
  test.each([
    ["an object", { nested: 1 }, `ownedProducts.search: params.f must be ${RULE}, got an object`],
    ["NaN", Number.NaN, "ownedProducts.search: params.f must be a finite number, got NaN"],
    ["an invalid Date", new Date("x"), "ownedProducts.search: params.f is an invalid Date"],
    // an array's bad item is named by its index
    [
      "a nested array",
      ["a", ["b"]],
      `ownedProducts.search: params.f[1] must be ${RULE}, got an array`,
    ],
    ["null in an array", [null], `ownedProducts.search: params.f[0] must be ${RULE}, got null`],
    ["a bigint", 10n, `ownedProducts.search: params.f must be ${RULE}, got 10n`],
  ])("a filter that is %s is a TypeError naming it", (_, value, message) => {
    expect(() => buildQuery("ownedProducts.search", [], { f: value })).toThrow(
      new TypeError(message),
    );
  });

  test.each([
    [1.5, "1.5"],
    [-2147483649, "-2147483649"],
    ["10", '"10"'],
  ])("a paging value of %s is a TypeError", (value, shown) => {
    expect(() => buildQuery("ownedProducts.search", [["offset", "offset", value]], {})).toThrow(
      new TypeError(`ownedProducts.search: params.offset must be an int32 integer, got ${shown}`),
    );
  });
});

describe("through the client", () => {
  const routes = { searchOwnedProducts: { offsetParam: "skip", limitParam: "take" } };

  test.each([
    [
      { offset: 0, skip: 20 },
      "params.skip is the query name routes give offset; pass it as params.offset",
    ],
    [{ take: 5 }, "params.take is the query name routes give limit; pass it as params.limit"],
    [{ "": "x" }, 'params holds a filter with an empty name ("")'],
  ])("a filter %j is a TypeError, and nothing is sent", async (params, problem) => {
    const server = await startLoopbackServer((_req, res) =>
      sendJson(res, 200, samples.OwnedProductSearchResult),
    );
    const client = createClient({ baseUrl: server.url, routes });
    await expect(client.ownedProducts.search(params)).rejects.toThrow(
      new TypeError(`ownedProducts.search: ${problem}`),
    );
    expect(server.requests).toHaveLength(0);
  });

  test("offset and limit go under their renamed names, filters as given", async () => {
    const server = await startLoopbackServer((_req, res) =>
      sendJson(res, 200, samples.OwnedProductSearchResult),
    );
    const client = createClient({ baseUrl: server.url, routes });
    await client.ownedProducts.search({ offset: 10, limit: 5, status: "Active" });
    expect(server.requests.map((r) => r.url)).toEqual([
      "/owned-products?skip=10&take=5&status=Active",
    ]);
  });
});

test("a Date of another realm is a Date: its ISO string is sent", async () => {
  const { runInNewContext } = await import("node:vm");
  const foreign = runInNewContext('new Date("2024-02-29T12:00:00Z")') as Date;
  expect(foreign instanceof Date).toBe(false);
  const server = await startLoopbackServer((_req, res) =>
    sendJson(res, 200, samples.OwnedProductSearchResult),
  );
  await createClient({ baseUrl: server.url }).ownedProducts.search({
    since: foreign,
    at: [foreign],
  });
  expect(server.requests.map((r) => r.url)).toEqual([
    "/owned-products?since=2024-02-29T12%3A00%3A00.000Z&at=2024-02-29T12%3A00%3A00.000Z",
  ]);
  const fake = { [Symbol.toStringTag]: "Date" } as unknown as Date;
  await expect(
    createClient({ baseUrl: server.url }).ownedProducts.search({ since: fake }),
  ).rejects.toThrow(
    new TypeError(
      "ownedProducts.search: params.since must be a string, number, boolean, Date or an array of them, got an object",
    ),
  );
});
