// Every message a guide quotes is the one the code gives: each case below makes the message
// through the public API, and the guide must quote it whole (its `…` stands for any text, as
// where a guide shortens a list), in an inline code span or a ```text block. A failure lists the
// guide's quotes that start as the message does.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { createClient, paginatePages, paginateWindow } from "../../src/index.js";
import {
  createHandlers,
  makeDataset,
  makeOwnedProduct,
  makePayment,
  makeTenant,
  startMockServer,
} from "../../src/testing/index.js";
import { createQueries } from "../../src/tanstack-query/index.js";
import { openTelemetry } from "../../src/opentelemetry/index.js";
import { createMcpServer } from "../../src/mcp/index.js";
import { CoordinationUnavailableError } from "../../src/redis/index.js";
import { isSdkError } from "../../src/index.js";

const root = join(import.meta.dirname, "../..");

/** The inline code spans and ```text lines of a guide, whitespace folded as Markdown renders it. */
function quotes(guide: string): string[] {
  const text = readFileSync(join(root, "docs", guide), "utf8");
  const blocks = [...text.matchAll(/^```text\n([\s\S]*?)^```$/gm)].flatMap((match) =>
    match[1]!.split("\n"),
  );
  const prose = text.replace(/^```[\s\S]*?^```$/gm, "");
  const spans = [...prose.matchAll(/``([^`](?:[\s\S]*?[^`])?)``|`([^`]+)`/g)].map(
    (match) => match[1] ?? match[2]!,
  );
  return [...blocks, ...spans].map((quote) => quote.replace(/\s+/g, " ").trim());
}

/** A quote as a pattern for the whole message: its `…` matches any text. */
const pattern = (quote: string) =>
  new RegExp(
    `^${quote
      .split("…")
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join("[\\s\\S]*")}$`,
  );

/** The message of what `make` throws or rejects with. */
async function messageOf(make: () => unknown): Promise<string> {
  try {
    await make();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("it did not fail");
}

/** Expects the guide to quote the message whole; on failure, shows the quotes that start alike. */
function expectQuoted(guide: string, message: string): void {
  const all = quotes(guide);
  const alike = all.filter((quote) => quote.startsWith(message.slice(0, 20)));
  expect(all.some((quote) => pattern(quote).test(message)) ? [] : alike, message).toEqual([]);
}

describe("docs/pagination.md", () => {
  const fetchWindow = () => Promise.resolve({ totalResultCount: 0, offset: 0, limit: 1, list: [] });
  const fetchPage = () =>
    Promise.resolve({ totalPages: 0, pageNumber: 1, totalCount: 0, list: [] });

  test.each([
    ["a wrong value", () => paginateWindow(fetchWindow, { limit: 0 })],
    ["an unknown option", () => paginateWindow(fetchWindow, { limt: 5 } as never)],
    ["the other style's size", () => paginateWindow(fetchWindow, { pageSize: 5 } as never)],
  ])("%s", async (_, make) => {
    expectQuoted("pagination.md", await messageOf(make));
  });

  test("the other style's start is refused by both helpers", async () => {
    expect(await messageOf(() => paginatePages(fetchPage, { offset: 5 } as never))).toBe(
      "paginatePages: options.offset belongs to the other pagination style; use pageNumber",
    );
  });

  test("the duplicates-dropped warning", async () => {
    const list = (from: number) =>
      Array.from({ length: 100 }, (_, i) => ({ ownedProductId: from + i }));
    const warnings: string[] = [];
    await paginateWindow(
      ({ offset, limit }) =>
        Promise.resolve({
          totalResultCount: 300,
          offset,
          limit,
          list: list(offset === 100 ? 97 : offset),
        }),
      { onWarning: (warning) => warnings.push(warning.message) },
    ).toArray();
    expectQuoted("pagination.md", warnings[0]!);
  });

  test("the line logged for a warning, and the warning logged with it", async () => {
    const page = (pageNumber: number, totalPages: number, totalCount: number) =>
      Response.json({ totalPages, pageNumber, totalCount, list: [{ id: pageNumber * 10 }] });
    const logged: unknown[][] = [];
    const client = createClient({
      baseUrl: "https://api.test",
      validation: "off",
      logger: { warn: (...line: unknown[]) => logged.push(line) },
      fetch: (input) => {
        const pageNumber = Number(
          new URL(String(input instanceof Request ? input.url : input)).searchParams.get(
            "pageNumber",
          ),
        );
        return Promise.resolve(pageNumber === 1 ? page(1, 4, 20) : page(pageNumber, 5, 21));
      },
    });
    await client.tenants.listAll({ pageSize: 5 }, { maxPages: 2 }).toArray();
    const [line, warning] = logged[0] as [string, { message: string }];
    expectQuoted("pagination.md", line);
    expect(
      quotes("pagination.md").some((quote) => quote.includes(`message: "${warning.message}"`)),
    ).toBe(true);
  });

  test("a client run's message names the method called", async () => {
    const client = createClient({ baseUrl: "https://api.test" });
    expectQuoted(
      "pagination.md",
      await messageOf(() => client.ownedProducts.searchAll({ limit: 0 })),
    );
  });
});

describe("docs/testing.md", () => {
  const dataset = makeDataset({ tenants: 1 });
  const baseUrl = "https://api.test";
  const faults = (plan: unknown) => () =>
    createHandlers(dataset, { baseUrl, faults: plan as never });
  test.each([
    () => makeOwnedProduct({}, { sed: 1 } as never),
    () => makeOwnedProduct({}, { dateTimeStyle: "iso" as never }),
    () => makePayment({}, { outcome: "ok" as never }),
    () => makeDataset({ tenants: -1 }),
    () => makeDataset({ productsPerTenant: 0, paymentsPerTenant: 3 }),
    () => makePayment({}, { product: { ownedProductId: 1, name: "Pro", price: 1 } as never }),
    () => makeOwnedProduct(null as never),
    () => makeTenant({}, { now: "2025-02-30T00:00:00Z" }),
    () => startMockServer({ dataset: { tenant: 1 } as never }),
    () => createHandlers(dataset, { baseUrl: "https://api.test/v1?key=1" }),
    () => makeDataset({ tenants: 1_000_000 }),
    faults({ listTenant: { kind: "network" } }),
    faults({ listTenants: { kind: "boom" } }),
    faults({ listTenants: { kind: "network", tmes: 1 } }),
  ])("%#", async (make) => {
    expectQuoted("testing.md", await messageOf(make));
  });
});

describe("docs/tanstack-query.md", () => {
  const client = createClient({
    baseUrl: "https://api.test",
    fetch: () => Promise.resolve(Response.json({ totalPages: 0, pageNumber: 1, totalCount: 0 })),
  });
  const api = createQueries(client);

  test("an unknown tenant-list parameter throws when the options are made", async () => {
    const make = () => api.tenants.list.infiniteQueryOptions({ pagesize: 5 } as never);
    expectQuoted("tanstack-query.md", await messageOf(make));
  });

  test.each(["onwarning", "onWarn", "onWarnings"])(
    "a slip of onWarning (%s) in infiniteQueryOptions throws when the options are made",
    (slip) => {
      expect(() => api.tenants.list.infiniteQueryOptions({}, { [slip]: () => {} })).toThrow(
        TypeError,
      );
    },
  );

  test("a typo of onWarning in infiniteQueryOptions fails the query with the client's error", async () => {
    const options = api.tenants.list.infiniteQueryOptions({}, { onWarnig: () => {} } as never);
    const signal = new AbortController().signal;
    const fetching = async () =>
      options.queryFn({
        queryKey: options.queryKey,
        pageParam: options.initialPageParam,
        signal,
        meta: undefined,
        direction: "forward",
        client: undefined as never,
      });
    expectQuoted("tanstack-query.md", await messageOf(fetching));
  });
});

describe("docs/observability.md", () => {
  test.each([
    () => openTelemetry({ propagate: ["api.example.com"] }),
    () => openTelemetry({ propogate: true } as never),
  ])("%#", async (make) => {
    expectQuoted("observability.md", await messageOf(make));
  });
});

describe("docs/mcp.md", () => {
  test("an unknown option of createMcpServer", async () => {
    const client = createClient({ baseUrl: "https://api.test" });
    const make = () => createMcpServer(client, { deadlinems: 1_000 } as never);
    expectQuoted("mcp.md", await messageOf(make));
  });
});

describe("docs/scaling.md", () => {
  test('the error of a call while Redis is out, under whenUnavailable: "fail"', () => {
    const error = new CoordinationUnavailableError("billing-sync", "Error: connection refused");
    expectQuoted("scaling.md", error.message);
    expect(error).toBeInstanceOf(Error);
    expect(error.namespace).toBe("billing-sync");
    expect(error.cause).toBe("Error: connection refused");
    // What the guide says of it: not an SdkError (client.md's "every error a request fails with
    // extends RequestError" leaves it out; reported).
    expect(isSdkError(error)).toBe(false);
    expect(readFileSync(join(root, "docs/scaling.md"), "utf8").replace(/\s+/g, " ")).toContain(
      "it extends `Error`, not `SdkError` (`isSdkError` says no)",
    );
  });
});
