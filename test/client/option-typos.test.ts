// Every options object the SDK takes, with a typo or a key in the wrong argument: each is a
// TypeError, thrown before any request, that names the method the user called and the key, and
// for a near miss the option it was probably meant to be.
import { beforeEach, describe, expect, test } from "vitest";
import {
  createClient,
  paginatePages,
  paginateWindow,
  type PageRequest,
  type TenantPage,
  type WindowRequest,
} from "../../src/index.js";
import { createHandlers, makeDataset } from "../../src/testing/index.js";
import { API, useMswServer } from "../helpers/msw-server.js";

const server = useMswServer();
const requests: string[] = [];
const dataset = makeDataset({ tenants: 3 });
beforeEach(() => {
  server.events.on("request:start", ({ request }) => requests.push(request.url));
  server.use(...createHandlers(dataset, { baseUrl: API }));
});
const client = createClient({ baseUrl: API, retry: 0 });
const fetchWindow = async ({ offset, limit }: WindowRequest) =>
  client.ownedProducts.search({ offset, limit });
const fetchPage = async (request: PageRequest): Promise<TenantPage> => client.tenants.list(request);

describe.each([
  [
    "createClient, a shortened name",
    () => createClient({ baseUrl: API, timeout: 5 } as never),
    "createClient: unknown option `timeout` (did you mean `timeoutMs`?); known: baseUrl, headers, auth, fetch, fetchOptions, timeoutMs, retry, routes, validation, onUnknownFields, logger, maxResponseBytes, maxConcurrency, maxRedirects, sensitiveHeaders, sharedBackoff, telemetry, invalidItems, onInvalidItem",
  ],
  [
    "createClient, a nested option",
    () => createClient({ baseUrl: API, retry: { limt: 1 } } as never),
    "createClient: unknown option `retry.limt` (did you mean `retry.limit`?)",
  ],
  [
    "createClient, a unit left out and a letter missing",
    () => createClient({ baseUrl: API, timout: 5 } as never),
    "createClient: unknown option `timout` (did you mean `timeoutMs`?)",
  ],
  [
    "searchAll, a misspelt iteration option",
    () => client.ownedProducts.searchAll({}, { concurrenc: 3 } as never),
    "ownedProducts.searchAll: unknown option `concurrenc` (did you mean `concurrency`?); known: concurrency, signal, onWarning, maxItems, maxPages, dedupe, dedupeHorizon, headers, timeoutMs, retry, maxResponseBytes, validation, fetchOptions, invalidItems, onInvalidItem",
  ],
  [
    "searchAll, the window size in the iteration options",
    () => client.ownedProducts.searchAll({}, { limit: 2 } as never),
    "ownedProducts.searchAll: options.limit goes in the first argument, e.g. ownedProducts.searchAll({ limit: … }, { … })",
  ],
  [
    "searchAll, a window size out of range",
    () => client.ownedProducts.searchAll({ limit: 0 }),
    "ownedProducts.searchAll: params.limit must be an integer from 1 to 2147483647, got 0",
  ],
  [
    "listAll, an iteration option among the parameters",
    () => client.tenants.listAll({ pageSize: 50, concurrency: 4 } as never),
    "tenants.listAll: params.concurrency is an iteration option: pass it in the second argument, e.g. tenants.listAll({ pageSize: 100 }, { concurrency: … })",
  ],
  [
    "listAll, the page size in the iteration options",
    () => client.tenants.listAll({}, { pageSize: 5 } as never),
    "tenants.listAll: options.pageSize goes in the first argument, e.g. tenants.listAll({ pageSize: … }, { … })",
  ],
  [
    "listAll, a misspelt parameter",
    () => client.tenants.listAll({ pagesize: 5 } as never),
    "tenants.listAll: unknown parameter `pagesize` (did you mean `pageSize`?); known: pageNumber, pageSize",
  ],
  [
    "listAll, a misspelt page size in the iteration options",
    () => client.tenants.listAll({}, { pagesize: 5 } as never),
    "tenants.listAll: options.pagesize goes in the first argument (did you mean `pageSize`?), e.g. tenants.listAll({ pageSize: … }, { … })",
  ],
  [
    "searchAll, a misspelt window size in the iteration options",
    () => client.ownedProducts.searchAll({}, { limt: 5 } as never),
    "ownedProducts.searchAll: options.limt goes in the first argument (did you mean `limit`?), e.g. ownedProducts.searchAll({ limit: … }, { … })",
  ],
  [
    "listAll, an option of the other style",
    () => client.tenants.listAll({}, { offset: 5 } as never),
    "tenants.listAll: unknown option `offset`; known: concurrency, signal, onWarning, maxItems, maxPages, dedupe, dedupeHorizon, zeroBased, headers, timeoutMs, retry, maxResponseBytes",
  ],
  [
    "searchAll, zeroBased (a page-number option)",
    () => client.ownedProducts.searchAll({}, { zeroBased: true } as never),
    "ownedProducts.searchAll: unknown option `zeroBased`; known: concurrency, signal, onWarning, maxItems, maxPages, dedupe, dedupeHorizon, headers, timeoutMs, retry, maxResponseBytes, validation, fetchOptions, invalidItems, onInvalidItem",
  ],
  [
    "listAll, a misspelt iteration option",
    () => client.tenants.listAll({}, { concurency: 2 } as never),
    "tenants.listAll: unknown option `concurency` (did you mean `concurrency`?)",
  ],
  [
    "listAll, a page size out of range",
    () => client.tenants.listAll({ pageSize: -1 }),
    "tenants.listAll: params.pageSize must be an integer from 1 to 2147483647, got -1",
  ],
  [
    "paginateWindow, a misspelt option",
    () => paginateWindow(fetchWindow, { limt: 5 } as never),
    "paginateWindow: unknown option `limt` (did you mean `limit`?)",
  ],
  [
    "paginatePages, a case slip",
    () => paginatePages(fetchPage, { zerobased: true } as never),
    "paginatePages: unknown option `zerobased` (did you mean `zeroBased`?)",
  ],
  [
    "paginatePages, a name with no near miss",
    () => paginatePages(fetchPage, { color: "red" } as never),
    "paginatePages: unknown option `color`; known:",
  ],
])("%s", (_name, call, message) => {
  test("is a TypeError naming it, before any request", () => {
    const before = requests.length;
    expect(call).toThrow(TypeError);
    expect(call).toThrow(message);
    expect(requests.length).toBe(before);
  });
});

test("a per-call option with a typo rejects the call, naming the option meant", async () => {
  const before = requests.length;
  await expect(client.ownedProducts.get(7, { timeOut: 5 } as never)).rejects.toThrow(
    new TypeError(
      "ownedProducts.get: unknown option `timeOut` (did you mean `timeoutMs`?); known: signal, headers, timeoutMs, retry, maxResponseBytes, validation, fetchOptions, invalidItems, onInvalidItem",
    ),
  );
  expect(requests.length).toBe(before);
});

test("toArray with an unknown option is a TypeError", async () => {
  await expect(client.tenants.listAll().toArray({ maxItems: 5 } as never)).rejects.toThrow(
    "toArray: unknown option `maxItems`; known: max",
  );
});

describe("headers as a Headers instance", () => {
  test("per call, and as the client's option, they are sent", async () => {
    const seen: (string | null)[] = [];
    server.events.on("request:start", ({ request }) => seen.push(request.headers.get("x-trace")));
    const withHeaders = createClient({
      baseUrl: API,
      retry: 0,
      headers: new Headers({ "x-trace": "client" }),
    });
    await withHeaders.tenants.list();
    await client.tenants.list({}, { headers: new Headers({ "x-trace": "call" }) });
    expect(seen.slice(-2)).toEqual(["client", "call"]);
  });
});

test.each([
  [
    "not an object",
    5,
    "options must be an object: { signal, headers, timeoutMs, retry, maxResponseBytes, validation, fetchOptions, invalidItems, onInvalidItem }, got 5",
  ],
  [
    "headers not an object",
    { headers: "x-a: 1" },
    'options.headers must be an object of header names to string values, e.g. { "x-trace-id": "abc" }, got a string',
  ],
  [
    "a header that is not a string",
    { headers: { "x-a": 1 } },
    'options.headers["x-a"] must be a string, got a number',
  ],
  [
    "a header value with a line break",
    { headers: { "x-a": "secret\nvalue" } },
    'options.headers["x-a"] must be a header fetch accepts: a name of letters, digits and -, a value of Latin-1 characters without line breaks, got a string with a line break or NUL',
  ],
  [
    "a header value beyond Latin-1",
    { headers: { "x-a": "5 €" } },
    'options.headers["x-a"] must be a header fetch accepts: a name of letters, digits and -, a value of Latin-1 characters without line breaks, got a string with a character beyond U+00FF, which a header cannot carry',
  ],
  [
    "a header name that is not one",
    { headers: { "x a": "v" } },
    'options.headers["x a"] must be a header fetch accepts: a name of letters, digits and -, a value of Latin-1 characters without line breaks, got a name that is not a header name',
  ],
  [
    "a signal that is not one",
    { signal: {} },
    "options.signal must be an AbortSignal, got an object",
  ],
  [
    "a timeout of 0",
    { timeoutMs: 0 },
    "options.timeoutMs must be a number of milliseconds in (0, 2147483647], got 0",
  ],
  [
    "a timeout that setTimeout refuses",
    { timeoutMs: 2 ** 31 },
    "options.timeoutMs must be a number of milliseconds in (0, 2147483647], got 2147483648",
  ],
])("per-call options, %s: rejected before any request", async (_name, options, message) => {
  const before = requests.length;
  await expect(client.ownedProducts.get(7, options as never)).rejects.toThrow(
    new TypeError(`ownedProducts.get: ${message}`),
  );
  expect(requests.length).toBe(before);
});

test("a fractional timeout is a timeout", async () => {
  await expect(client.tenants.list({}, { timeoutMs: 2_500.5 })).resolves.toHaveProperty("list");
});
